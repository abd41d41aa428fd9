/*
 * pipeline_static.h: the static range analysis (passes/static_proof.h) as the first stage
 * of the pipeline: when it proves that no error is reachable, SAFE for any bounds is the
 * answer and no bounded check runs (docs/static-proof.md). Internal to driver/.
 */
#ifndef CB_DRIVER_PIPELINE_STATIC_H
#define CB_DRIVER_PIPELINE_STATIC_H

#include <stdbool.h>

#include "driver/pipeline_state.h"

/* On the module of s, right after the front end (not changed: the analysis works on a
   copy). Returns true when it proved the program safe: s's report is then the answer. */
bool pl_prove_statically(pl_state *s);

#endif

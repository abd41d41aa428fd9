/*
 * strategy_static.h: the static range analysis (analysis/static_proof.h) as the first
 * strategy: when it proves that no error is reachable, SAFE for any bounds is the
 * answer and no bounded check runs (docs/static-proof.md). Internal to driver/.
 *
 * Ownership: the module of s is borrowed (the analysis works on a copy). Errors: an
 * analysis that cannot run only gives no proof (said at --verbosity 2).
 */
#ifndef CB_DRIVER_STRATEGY_STATIC_H
#define CB_DRIVER_STRATEGY_STATIC_H

#include <stdbool.h>

#include "driver/engine.h"

/* On the module of s, right after the front end (not changed: the analysis works on a
   copy). Returns true when it proved the program safe: s's report is then the answer. */
bool stg_prove_statically(eng_state *s);

#endif

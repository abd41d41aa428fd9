/*
 * pipeline_deepen.h: --deepen, the checks with larger bounds after the first answer, while
 * time remains (docs/sequentialization.md, "Iterative context bounding"). Internal to
 * driver/.
 */
#ifndef CB_DRIVER_PIPELINE_DEEPEN_H
#define CB_DRIVER_PIPELINE_DEEPEN_H

#include "driver/pipeline_state.h"

/* After the check of *s ended with *step: if its options ask for --deepen, checks again
   with larger bounds until the deadline or until larger bounds cannot change the answer.
   *s becomes the state of the answer to report, the one with the largest bounds (the
   states replaced are freed); a deeper check that ends abruptly leaves the answer before
   it (pl_set_fallback). */
void pl_deepen(pl_state **s, pl_step *step);

#endif

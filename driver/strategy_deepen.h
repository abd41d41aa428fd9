/*
 * strategy_deepen.h: deepening, the checks with larger bounds after the first answer, while
 * time remains (docs/sequentialization.md, "Iterative context bounding"). Internal to
 * driver/.
 *
 * Ownership: the states it replaces are freed; *s stays the caller's. Errors: none of
 * its own: a deeper check that fails leaves the answer standing.
 */
#ifndef CB_DRIVER_STRATEGY_DEEPEN_H
#define CB_DRIVER_STRATEGY_DEEPEN_H

#include "driver/engine.h"

/* After the check of *s ended with *step: if its options ask for deepening (the default), checks again
   with larger bounds until the deadline or until larger bounds cannot change the answer.
   *s becomes the state of the answer to report, the one with the largest bounds (the
   states replaced are freed); a deeper check that ends abruptly leaves the answer before
   it (eng_set_fallback). */
void stg_deepen(eng_state **s, eng_step *step);

#endif

/*
 * strategy_iterative.h: iterative context bounding (CHESS's idea, fewest rounds first):
 * k = 1 in a sequential program of its own, the native schedule search, then k = Kmax
 * alone, and only if that shows a bug k = 2 alone and k = 3..Kmax in one solver, so that
 * a bug is reported with the smallest k that shows it (docs/sequentialization.md,
 * "Iterative context bounding"). Internal to driver/.
 *
 * Ownership: the states it makes go to *answer and kept[], the caller's to free (first
 * last: the later modules live in its LLVM context). Errors: an input error is ENG_FAIL,
 * printed by the engine.
 */
#ifndef CB_DRIVER_STRATEGY_ITERATIVE_H
#define CB_DRIVER_STRATEGY_ITERATIVE_H

#include <stdbool.h>

#include "driver/engine.h"

/* Whether the options ask for it: K not given with -K, Kmax >= 2, not --all or
   --lockset-only (which ask one solver for every k). */
bool stg_iterative_applies(const opt_options *options);

/* The search from the loaded module of `first`. Returns the step of the state that
   answers (*answer); the states of the other stages go to kept[] (kept[0] is first).
   Every later module is a copy in first's LLVM context: free first last. *searched says
   that the schedule search ran. */
eng_step stg_check_iterative(eng_state *first, eng_state **answer, eng_state *kept[3],
                             bool *searched);

#endif

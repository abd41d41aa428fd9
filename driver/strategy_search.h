/*
 * strategy_search.h: the native schedule search (native/search.h) as a strategy: runs under random schedules, then a check with the find's schedule fixed
 * that confirms it (docs/search.md). Internal to driver/.
 */
#ifndef CB_DRIVER_STRATEGY_SEARCH_H
#define CB_DRIVER_STRATEGY_SEARCH_H

#include <stdbool.h>

#include "driver/engine.h"

/* After k = 1 of the iterative search showed no error: the search, if the options ask
   for one. *searched says that it ran; returns the confirmed UNSAFE state (the caller
   frees it), or NULL. */
eng_state *stg_search_after_first(const eng_state *s, bool *searched);

/* --search, --deepen: after a check without an error, the search and the check of its
   find. A confirmed UNSAFE replaces *s (freed). */
void stg_search(eng_state **s);

#endif

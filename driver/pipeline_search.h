/*
 * pipeline_search.h: the native schedule search (driver/search.h) as a stage of the
 * pipeline: runs under random schedules, then a check with the find's schedule fixed
 * that confirms it (docs/search.md). Internal to driver/.
 */
#ifndef CB_DRIVER_PIPELINE_SEARCH_H
#define CB_DRIVER_PIPELINE_SEARCH_H

#include <stdbool.h>

#include "driver/pipeline_state.h"

/* After k = 1 of the iterative search showed no error: the search, if the options ask
   for one. *searched says that it ran; returns the confirmed UNSAFE state (the caller
   frees it), or NULL. */
pl_state *pl_search_after_first(const pl_state *s, bool *searched);

/* --search, --deepen: after a check without an error, the search and the check of its
   find. A confirmed UNSAFE replaces *s (freed). */
void pl_search(pl_state **s);

#endif

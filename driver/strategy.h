/*
 * strategy.h: what cbounds runs, in which order, with which bounds, and for how long
 * (docs/strategy.md). Every tuning constant of the strategies is here, named.
 *
 *   stg_run: the static proof (strategy_static.c); else iterative K (strategy_iterative.c)
 *   with the native schedule search after k = 1 (strategy_search.c); else one check;
 *   then the search if it has not run; then, while the budget lasts, checks with larger
 *   bounds (strategy_deepen.c). The answer with the largest bounds is reported.
 *
 * Each strategy calls the engine (engine.h) and the strategies below it in this list,
 * never one above: strategy.c > strategy_deepen.c, strategy_iterative.c >
 * strategy_search.c, strategy_static.c > engine.c.
 */
#ifndef CB_DRIVER_STRATEGY_H
#define CB_DRIVER_STRATEGY_H

#include "driver/options.h"

/* ---- iterative K (strategy_iterative.c) ---- */
/* When k = 1 reached a bound, Kmax at the same bounds can only find a bug: it gets this
   share of the time left, errors only. */
#define STG_BUGS_ONLY_SHARE 0.5
/* When k = 1 was SAFE, Kmax gets this share of the time left; if it does not finish,
   k = 2 alone gets the rest. */
#define STG_LARGEST_SHARE (2.0 / 3.0)

/* ---- the native schedule search (strategy_search.c) ---- */
/* How long the search runs when deepening (--search S gives it otherwise) ... */
#define STG_SEARCH_SECONDS 5.0
/* ... or this share of the budget if that is less. */
#define STG_SEARCH_SHARE 0.1
/* The confirming check of a find: at most this share of the time left, ... */
#define STG_CONFIRM_SHARE (1.0 / 3.0)
/* ... but at least this many seconds (within the deadline), ... */
#define STG_CONFIRM_MIN_SECONDS 10.0
/* ... and this long in all without a budget. */
#define STG_CONFIRM_SECONDS 60.0
/* After k = 1, the confirming check gets this many times the search's seconds. */
#define STG_CONFIRM_AFTER_FIRST 2.0
/* The confirming check raises its unwind bound up to this. */
#define STG_CONFIRM_MAX_UNWIND 1000

/* ---- deepening (strategy_deepen.c) ---- */
/* After SAFE, K doubles up to this, then grows by STG_DEEPEN_ROUNDS_STEP. */
#define STG_DEEPEN_DOUBLE_ROUNDS 8
#define STG_DEEPEN_ROUNDS_STEP 4
/* After UNKNOWN at the unwind bound, it doubles up to this. */
#define STG_DEEPEN_MAX_UNWIND 100000

/* Runs the strategy the options ask for on the input file and prints the report.
   Returns the exit status: 0 SAFE, 10 UNSAFE, 20 UNKNOWN, 2 input error (printed).
   Everything the run allocates (the LLVM modules and contexts included) is released
   before it returns. */
int stg_run(const opt_options *options);

#endif

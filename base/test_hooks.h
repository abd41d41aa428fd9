/*
 * test_hooks.h: the one way a test makes cbounds take a path it cannot provoke from a
 * small program (a check that runs out of time at once, a deeper check that dies).
 *
 *   CBOUNDS_TEST_HOOKS=largest-timeout,k2-timeout cbounds prog.c ...
 *
 * The environment variable holds a comma-separated list of the names in TH_HOOKS; an
 * unknown name is an error (exit status 2), so that a test cannot silently test nothing.
 * Without the variable every hook is off. Only the lit suite sets it (docs/strategy.md,
 * "Test hooks"). No allocation; errors: th_init() prints one and returns false.
 */
#ifndef CB_BASE_TEST_HOOKS_H
#define CB_BASE_TEST_HOOKS_H

#include <stdbool.h>

/* X(enumerator, name, what it does) */
#define TH_HOOKS(X)                                                                        \
  X(TH_LARGEST_TIMEOUT, "largest-timeout",                                                 \
    "the check of k = Kmax after k = 1 runs out of its time at once")                      \
  X(TH_K2_TIMEOUT, "k2-timeout", "the check of k = 2 alone runs out of time at once")       \
  X(TH_SMALLEST_K_TIMEOUT, "smallest-k-timeout",                                           \
    "the checks for the smallest k after a bug with Kmax run out of time at once")         \
  X(TH_ABORT_DEEPER, "abort-deeper",                                                       \
    "a deeper check of the deepening aborts, as when the solver runs out of memory")       \
  X(TH_SEARCH_PLAN_STOPS, "search-plan-stops",                                             \
    "a schedule the search finds has every decision a stop: the check cannot confirm it")

typedef enum th_hook {
#define TH_ENUM(hook, name, what) hook,
  TH_HOOKS(TH_ENUM)
#undef TH_ENUM
  TH_COUNT
} th_hook;

/* Reads CBOUNDS_TEST_HOOKS; false (error printed) when it names an unknown hook. */
bool th_init(void);

/* Whether the hook is on. */
bool th_on(th_hook hook);

#endif

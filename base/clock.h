/*
 * clock.h: the clock of every deadline in cbounds (--timeout, the solver's deadline,
 * the memory limit's polls, --stats).
 *
 * Ownership: nothing is allocated. Errors: none; the clock cannot fail.
 */
#ifndef CB_BASE_CLOCK_H
#define CB_BASE_CLOCK_H

/* Seconds on CLOCK_MONOTONIC; the clock of every deadline in cbounds. */
double cb_now(void);

#endif

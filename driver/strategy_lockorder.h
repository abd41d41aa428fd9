/*
 * strategy_lockorder.h: the lock-order pass (passes/seq_lockorder.h) as a strategy, for
 * the properties that count deadlocks (docs/deadlocks.md, "The lock-order pass"):
 * - `--lockorder-only`: its cycles are printed as warnings, with both acquisition sites
 *   of every edge; SAFE for any bounds when it proves that nothing deadlocks, else
 *   UNKNOWN (kind lock-order) with the cycles or the wait it cannot judge;
 * - `--property no-deadlock`: a proof is the answer and the precise check is skipped;
 * - the default property: a proof lets the static range analysis answer SAFE for any
 *   bounds for a program that waits (strategy_static.c).
 * Internal to driver/.
 *
 * Ownership: the module of s is borrowed (the pass works on a prepared copy). Errors: a
 * copy that cannot be prepared gives no proof (said at --verbosity 2).
 */
#ifndef CB_DRIVER_STRATEGY_LOCKORDER_H
#define CB_DRIVER_STRATEGY_LOCKORDER_H

#include <stdbool.h>

#include "driver/engine.h"

/* Whether the property of s counts deadlocks (and no schedule is followed). */
bool stg_lockorder_applies(const eng_state *s);

/* Whether the pass proves that no execution of the module of s deadlocks. */
bool stg_lock_order_proves(const eng_state *s);

/* --lockorder-only, or --property no-deadlock with a proof: the pass's answer becomes the
   report of s. Returns true when it answered. */
bool stg_answer_lock_order(eng_state *s);

#endif

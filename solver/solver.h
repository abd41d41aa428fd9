/*
 * solver.h: the CaDiCaL wrapper. The only module that includes ccadical.h.
 *
 * Literals are DIMACS-style non-zero ints: variable v > 0, its negation -v.
 * Variables are allocated with solver_new_var(); they are numbered from 1.
 *
 * Ownership: solver_new() returns an object the caller frees with solver_free().
 * Errors: allocation failure aborts the process with a message (there is no
 * sensible recovery for a model checker that ran out of memory mid-encoding).
 */
#ifndef CB_SOLVER_H
#define CB_SOLVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct solver solver;

typedef enum solver_result {
  SOLVER_UNKNOWN = 0, /* interrupted: deadline or memory limit reached, or terminated */
  SOLVER_SAT = 10,
  SOLVER_UNSAT = 20,
} solver_result;

solver *solver_new(void);
void solver_free(solver *s);

/* A fresh variable (positive literal). */
int solver_new_var(solver *s);

/* Adds the clause lits[0] | ... | lits[n-1]. n == 0 adds the empty clause. */
void solver_add_clause(solver *s, const int *lits, size_t n);
void solver_add_unit(solver *s, int lit);
void solver_add_binary(solver *s, int a, int b);
void solver_add_ternary(solver *s, int a, int b, int c);

/* Assumes lit for the next solver_solve() only (incremental solving). */
void solver_assume(solver *s, int lit);

/*
 * Solves under the pending assumptions. deadline is an absolute time in seconds
 * on the clock of cb_now() (base/clock.h, CLOCK_MONOTONIC); deadline <= 0 means no limit.
 * Returns SOLVER_UNKNOWN when the deadline passed, or the memory limit was reached
 * (memlimit.h; then also without starting).
 */
solver_result solver_solve(solver *s, double deadline);

/* Limits the next solver_solve() only to `conflicts` conflicts: past them it returns
   SOLVER_UNKNOWN. Cheap questions (loop_probe.h) ask with a limit. */
void solver_limit_conflicts(solver *s, int conflicts);

/* Progress of long solves: fn(context, seconds since the solve started) is called from
   CaDiCaL's terminate callback at most once a second, the first time after a second;
   fn NULL: none. fn must not call back into the solver. */
void solver_set_progress(solver *s, void (*fn)(void *context, double seconds), void *context);

/* With progress set: the clauses CaDiCaL has learned since, in all solves (one per
   conflict: the conflicts, as far as the C API lets us count them). */
int64_t solver_learned_clauses(const solver *s);

/* After SOLVER_SAT: the value of lit in the model. */
bool solver_value(solver *s, int lit);
/* After SOLVER_UNSAT: whether the assumption lit was used to derive UNSAT. */
bool solver_failed(solver *s, int lit);

/* Counts for --stats. */
int64_t solver_num_vars(const solver *s);
int64_t solver_num_clauses(const solver *s);

#endif

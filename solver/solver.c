/*
 * solver.c: the CaDiCaL wrapper (see solver.h). The only file including ccadical.h.
 *
 * Assumptions are buffered here and handed to CaDiCaL at solve time, so that a
 * solve which returns early (deadline already passed) still drops them, as the
 * "next solve only" contract requires. The deadline is checked by CaDiCaL's
 * termination callback, which it polls regularly during search.
 */
#define _POSIX_C_SOURCE 200809L

#include "solver/solver.h"

#include <assert.h>
#include <ccadical.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/clock.h"
#include "base/memlimit.h"
#include "base/vec.h"

struct solver {
  CCaDiCaL *cadical;
  int num_vars;           /* variables handed out by solver_new_var() */
  int max_seen;           /* largest variable CaDiCaL has been told about */
  int64_t num_clauses;
  int *assumptions;       /* pending for the next solve */
  size_t num_assumptions, cap_assumptions;
  double deadline;        /* of the running solve; <= 0: none */
  void (*progress)(void *context, double seconds); /* solver_set_progress(), or NULL */
  void *progress_context;
  double solve_start, next_progress; /* of the running solve */
  int64_t learned;        /* clauses learned since solver_set_progress() (one per conflict) */
  solver_result last;     /* answer of the last solve, reset by any change */
};

static void solver_die(const char *msg) {
  fprintf(stderr, "cbounds: solver: %s\n", msg);
  abort();
}

/* CaDiCaL calls this often while it searches: the deadline, the memory limit, and
   progress once a second. */
static int solver_terminate(void *state) {
  solver *s = state;
  if (memlimit_poll())
    return 1;
  if (!s->progress && s->deadline <= 0)
    return 0;
  double now = cb_now();
  if (s->progress && now >= s->next_progress) {
    s->next_progress = now + 1.0;
    s->progress(s->progress_context, now - s->solve_start);
  }
  return s->deadline > 0 && now >= s->deadline;
}

/* CaDiCaL's learner callback: counts the clauses its conflicts produce. */
static void solver_learned(void *state, int *clause) {
  (void)clause;
  ((solver *)state)->learned++;
}

void solver_set_progress(solver *s, void (*fn)(void *context, double seconds), void *context) {
  s->progress = fn;
  s->progress_context = context;
  /* CaDiCaL 1.5's C API counts no conflicts; every conflict learns one clause, which its
     learner callback sees. Only with progress: exporting each clause costs a little. */
  if (fn)
    ccadical_set_learn(s->cadical, s, INT_MAX, solver_learned);
}

int64_t solver_learned_clauses(const solver *s) { return s->learned; }

solver *solver_new(void) {
  solver *s = cb_malloc(sizeof *s);
  s->cadical = ccadical_init();
  if (!s->cadical)
    solver_die("could not create a CaDiCaL instance");
  s->num_vars = 0;
  s->max_seen = 0;
  s->num_clauses = 0;
  s->assumptions = NULL;
  s->num_assumptions = s->cap_assumptions = 0;
  s->deadline = 0;
  s->progress = NULL;
  s->progress_context = NULL;
  s->solve_start = s->next_progress = 0;
  s->learned = 0;
  s->last = SOLVER_UNKNOWN;
  ccadical_set_terminate(s->cadical, s, solver_terminate);
  return s;
}

void solver_free(solver *s) {
  if (!s)
    return;
  assert(s->cadical); /* not released twice */
  ccadical_release(s->cadical);
  s->cadical = NULL;
  free(s->assumptions);
  free(s);
}

int solver_new_var(solver *s) {
  if (s->num_vars == INT32_MAX - 1)
    solver_die("too many variables");
  return ++s->num_vars;
}

/* Checks a literal and records that CaDiCaL now knows its variable. */
static void solver_see(solver *s, int lit) {
  int var = lit < 0 ? -lit : lit;
  if (!lit || var > s->num_vars)
    solver_die("literal of an unallocated variable");
  if (var > s->max_seen)
    s->max_seen = var;
}

void solver_add_clause(solver *s, const int *lits, size_t n) {
  assert(s && s->cadical);
  assert(lits || n == 0);
  for (size_t i = 0; i < n; i++) {
    solver_see(s, lits[i]);
    ccadical_add(s->cadical, lits[i]);
  }
  ccadical_add(s->cadical, 0);
  if ((++s->num_clauses & 0xffff) == 0)
    memlimit_poll(); /* a formula too large to solve: solver_solve() will not start */
  s->last = SOLVER_UNKNOWN;
}

void solver_add_unit(solver *s, int lit) { solver_add_clause(s, &lit, 1); }

void solver_add_binary(solver *s, int a, int b) {
  int lits[2] = {a, b};
  solver_add_clause(s, lits, 2);
}

void solver_add_ternary(solver *s, int a, int b, int c) {
  int lits[3] = {a, b, c};
  solver_add_clause(s, lits, 3);
}

void solver_assume(solver *s, int lit) {
  solver_see(s, lit);
  CB_GROW(s->assumptions, s->num_assumptions, s->cap_assumptions, 16);
  s->assumptions[s->num_assumptions++] = lit;
  s->last = SOLVER_UNKNOWN;
}

solver_result solver_solve(solver *s, double deadline) {
  assert(s && s->cadical);
  assert(s->num_assumptions <= s->cap_assumptions);
  size_t n = s->num_assumptions;
  s->num_assumptions = 0;
  s->last = SOLVER_UNKNOWN;
  if ((deadline > 0 && cb_now() >= deadline) || memlimit_poll())
    return SOLVER_UNKNOWN;
  for (size_t i = 0; i < n; i++)
    ccadical_assume(s->cadical, s->assumptions[i]);
  s->deadline = deadline;
  s->solve_start = cb_now();
  s->next_progress = s->solve_start + 1.0;
  int res = ccadical_solve(s->cadical);
  s->deadline = 0;
  if (res == 10)
    s->last = SOLVER_SAT;
  else if (res == 20)
    s->last = SOLVER_UNSAT;
  return s->last;
}

void solver_limit_conflicts(solver *s, int conflicts) {
  ccadical_limit(s->cadical, "conflicts", conflicts);
}

bool solver_value(solver *s, int lit) {
  if (s->last != SOLVER_SAT)
    solver_die("solver_value() without a SAT answer to the last solve");
  int var = lit < 0 ? -lit : lit;
  if (!lit || var > s->num_vars)
    solver_die("solver_value() of an unallocated variable");
  /* A variable that never reached CaDiCaL is unconstrained: read it as false. */
  if (var > s->max_seen)
    return lit < 0;
  /* Ask for the variable: for a positive argument every CaDiCaL version answers
     with a positive number exactly when it is true (for negative arguments the
     conventions differ between versions). */
  bool var_true = ccadical_val(s->cadical, var) > 0;
  return lit > 0 ? var_true : !var_true;
}

bool solver_failed(solver *s, int lit) {
  if (s->last != SOLVER_UNSAT)
    solver_die("solver_failed() without an UNSAT answer to the last solve");
  int var = lit < 0 ? -lit : lit;
  if (!lit || var > s->max_seen)
    return false;
  return ccadical_failed(s->cadical, lit) != 0;
}

int64_t solver_num_vars(const solver *s) { return s->num_vars; }

int64_t solver_num_clauses(const solver *s) { return s->num_clauses; }

/*
 * loop_probe.c: feasibility questions about loop back edges (loop_probe.h).
 */
#include "encoder/loop_probe.h"

#include <stdlib.h>

#include "base/alloc.h"
#include "base/clock.h"

/* One question may take this many conflicts. With 100, most questions ran out before an
   answer and lamport's check took 31 s instead of 2.6 s. */
#define LOOP_PROBE_CONFLICTS 1000

/* How many questions: LOOP_PROBE_QUESTIONS, and LOOP_PROBE_PER_PROOF more for each back
   edge proven infeasible, so that the probes go on where they pay. Counted, not timed, so
   that the formula does not depend on the machine's speed. barrier_3t at K = 4 asks 82
   questions (7 s), 12 of them infeasible: with a time budget of 2 s plus twice the rest
   of the unwinding only 50 were asked, the formula was a third larger, and the check
   took 48 s instead of 26 s. queue_ok's long loops (all feasible) ask 40 for nothing. */
#define LOOP_PROBE_QUESTIONS 32
#define LOOP_PROBE_PER_PROOF 8

/* A safety net for formulas where even a question within the conflict limit is slow:
   the questions stop after LOOP_PROBE_FREE_SECONDS plus LOOP_PROBE_SHARE times the rest
   of the unwinding since the probe was made. */
#define LOOP_PROBE_FREE_SECONDS 10.0
#define LOOP_PROBE_SHARE 2.0

struct loop_probe {
  aig *aig;
  solver *solver;
  cnf *cnf;
  double deadline;
  double start;    /* when the probe was made */
  double seconds;  /* in questions */
  unsigned questions;
  unsigned infeasible;
  unsigned feasible;
};

loop_probe *loop_probe_new(aig *g, double deadline) {
  loop_probe *p = cb_calloc(1, sizeof *p);
  p->aig = g;
  p->solver = solver_new();
  p->cnf = cnf_new(g, p->solver);
  p->deadline = deadline;
  p->start = cb_now();
  return p;
}

void loop_probe_free(loop_probe *p) {
  if (!p)
    return;
  if (p->cnf)
    cnf_free(p->cnf);
  if (p->solver)
    solver_free(p->solver);
  free(p);
}

static bool loop_probe_over_budget(const loop_probe *p) {
  if (p->questions >= LOOP_PROBE_QUESTIONS + LOOP_PROBE_PER_PROOF * p->infeasible)
    return true;
  double others = cb_now() - p->start - p->seconds;
  return p->seconds > LOOP_PROBE_FREE_SECONDS + LOOP_PROBE_SHARE * others;
}

bool loop_probe_infeasible(loop_probe *p, aig_lit guard) {
  if (guard == AIG_FALSE)
    return true;
  if (guard == AIG_TRUE || !p->solver || loop_probe_over_budget(p))
    return false;
  p->questions++;
  int lit = cnf_lit(p->cnf, guard);
  solver_assume(p->solver, lit);
  solver_limit_conflicts(p->solver, LOOP_PROBE_CONFLICTS);
  double start = cb_now();
  solver_result answer = solver_solve(p->solver, p->deadline);
  p->seconds += cb_now() - start;
  if (answer == SOLVER_SAT)
    p->feasible++;
  if (answer != SOLVER_UNSAT)
    return false;
  /* Holds in every later question too: the clauses only define the AIG's nodes. */
  solver_add_unit(p->solver, -lit);
  p->infeasible++;
  return true;
}

void loop_probe_release(loop_probe *p, solver **s, cnf **c) {
  *s = p->solver;
  *c = p->cnf;
  p->solver = NULL;
  p->cnf = NULL;
}

unsigned loop_probe_questions(const loop_probe *p) { return p->questions; }
unsigned loop_probe_infeasible_count(const loop_probe *p) { return p->infeasible; }
unsigned loop_probe_feasible_count(const loop_probe *p) { return p->feasible; }
double loop_probe_seconds(const loop_probe *p) { return p->seconds; }

/*
 * loop_probe.h: can an execution take a loop's back edge? Asked while unwinding.
 *
 * The unwinder (symex.c) asks, for each state that comes back to a loop header, whether
 * an execution that matters can be in it: its guard (the path condition, with every
 * assumption on the way folded in) and, in a thread, "not in the sink round" (a thread
 * that stopped for good fails nowhere and writes nothing anybody reads). The question
 * goes to an incremental SAT solver with a conflict limit. UNSAT is a proof that no such
 * execution takes the back edge, under any round guesses: the state is dropped (a
 * thread's executions go to its end in the sink, as at the unwind bound), and with it
 * every later iteration behind it. The final formula only adds constraints, so what is
 * unsatisfiable now stays so.
 *
 * Why: a path is often infeasible for reasons constant folding cannot see. A busy wait
 * exits only after another thread ran (seq_spin.h), so a loop with one in its body goes
 * around at most about K times however large --unwind is; every later iteration was
 * still built, for the final solver to refute (lamport at K = 4: 42 s, with the probes
 * 4 s).
 *
 * The probe's solver and CNF are the ones the final check uses: it takes them over
 * (loop_probe_release) instead of encoding the same cones again, and keeps what the
 * questions learnt.
 *
 * Ownership: loop_probe_new() borrows the aig (it must outlive the probe);
 * loop_probe_free() frees the solver and CNF unless they were released.
 */
#ifndef CB_LOOP_PROBE_H
#define CB_LOOP_PROBE_H

#include "bitblast/aig.h"
#include "bitblast/cnf.h"
#include "solver/solver.h"

typedef struct loop_probe loop_probe;

/* deadline: absolute (cb_now()), <= 0: none; no question runs past it. */
loop_probe *loop_probe_new(aig *g, double deadline);
void loop_probe_free(loop_probe *p);

/* True only when no assignment satisfies guard (it is proven infeasible); the probe
   then also keeps not guard as a fact. False when guard is satisfiable, when the question
   ran out of conflicts, and when the questions have used up their share of the time
   (loop_probe.c): so a true answer is a proof, a false one says nothing. */
bool loop_probe_infeasible(loop_probe *p, aig_lit guard);

/* Hands the solver and the CNF over to the caller, who frees them (cnf first). The
   probe keeps only its counts afterwards and answers false from then on. */
void loop_probe_release(loop_probe *p, solver **s, cnf **c);

/* For progress and --stats: questions asked, answered infeasible, answered feasible (the
   rest ran out of conflicts), and the seconds they took. */
unsigned loop_probe_questions(const loop_probe *p);
unsigned loop_probe_infeasible_count(const loop_probe *p);
unsigned loop_probe_feasible_count(const loop_probe *p);
double loop_probe_seconds(const loop_probe *p);

#endif

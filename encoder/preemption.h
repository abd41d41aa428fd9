/*
 * preemption.h: CHESS's measure of an execution, its preempting context switches
 * (docs/sequentialization.md, "Iterative context bounding"): a context that ends while
 * its thread could have gone on, after the thread ran a visible operation in it.
 * Switches at blocking operations and at a thread's end are free, and so is a context in
 * which the thread did nothing visible (an empty context is no context at all).
 *
 * Only what comes before the failure counts: for an execution failing in thread t in
 * round r, the switches of contexts (round q, thread j) with q < r, or q = r and j < t.
 *
 * The model's threads report their switch points through __cbounds_context(kind); the
 * executor records them (sx_switch) per thread in execution order.
 *
 * Ownership: a pre_bound belongs to its caller (pre_bound_free); it points into the
 * events, the AIG and the bit-vector manager, which must outlive it.
 */
#ifndef CB_PREEMPTION_H
#define CB_PREEMPTION_H

#include "bitblast/cnf.h"
#include "encoder/symex_events.h"

/* The preemptions of the model's execution before its failure in (round, thread). */
unsigned pre_count_in_model(const sx_events *e, cnf *c, unsigned round, unsigned thread);

typedef struct pre_bound pre_bound;

/* Builds the number of preemptions into the formula, before a guessed failure point.
   An error counts under the bound only where it happens at that point (the solver
   guesses it): pre_error_at_point() is that condition for errors[i]. No error is lost
   and the verdict is exact: an earlier failure has no more preemptions before it. */
pre_bound *pre_bound_new(aig *g, bvm *m, const sx_events *e);
aig_lit pre_error_at_point(const pre_bound *b, size_t i);
/* The literal "at most p preemptions before the failure". */
aig_lit pre_at_most(pre_bound *b, unsigned p);
void pre_bound_free(pre_bound *b);

#endif

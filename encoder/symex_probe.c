/*
 * symex_probe.c: the unwinder's questions about loop back edges (loop_probe.h): which
 * arrivals at a header are asked about, and what happens to the states found infeasible.
 */
#include "encoder/loop_probe.h"
#include "encoder/symex.h"

/* Whether any execution of s that goes on matters: one outside the sink round. A thread
   in the sink (stopped for good) fails nowhere and writes nothing anybody reads; it only
   has to reach its thread's end, which sx_thread_abandon does at once. */
static bool sx_back_edge_feasible(sx *x, sx_state *s) {
  if (!sx_in_thread(x))
    return !loop_probe_infeasible(x->probe, s->guard);
  aig_lit real = aig_and(x->aig, s->guard, aig_not(sx_round_is_sink(x, s->mem.round)));
  if (!loop_probe_infeasible(x->probe, real))
    return true;
  sx_thread_abandon(x, s, s->guard);
  return false;
}

/* Drops the states that re-enter a loop over a back edge on which no execution that
   matters can be (loop_probe.h): the iterations after them need not be unwound. */
static sx_state *sx_drop_infeasible_back_edges(sx *x, sx_state *list) {
  sx_state *keep = NULL;
  while (list) {
    sx_state *next = list->next;
    if (list->back_edge && !sx_back_edge_feasible(x, list)) {
      sx_state_free(list);
    } else {
      list->next = keep;
      keep = list;
    }
    list = next;
  }
  return keep;
}

bool sx_any_back_edge(const sx_state *list) {
  for (const sx_state *s = list; s; s = s->next)
    if (s->back_edge)
      return true;
  return false;
}

/* Whether to probe the back edges arriving at header k now: at each of the first K + 3
   arrivals (5 without threads), then at growing gaps (arrivals 10, 16, 25, 38, ... with
   K = 4). A loop bounded by the rounds goes around about K times, and an iteration
   unwound for nothing costly (it carries copies of its inner loops, which the final
   solver has to refute too); a long loop whose back edges are all feasible (a queue
   filled 400 times under --unroll-forced) costs a dozen questions, not 400. */
static bool sx_probe_due(sx_frame *f, unsigned k) {
  unsigned arrival = f->arrivals[k]++;
  return arrival >= f->next_probe[k];
}

static void sx_probe_answered(sx *x, sx_frame *f, unsigned k) {
  unsigned arrival = f->arrivals[k] - 1;
  unsigned dense = (x->threaded ? x->mem.rounds : 2) + 2;
  f->next_probe[k] = arrival < dense ? arrival + 1 : arrival + 1 + arrival / 2;
}

sx_state *sx_probe_back_edges(sx *x, sx_frame *f, unsigned k, sx_state *list) {
  /* Once a frozen object thawed, this execution is only run to its end to learn which
     others thaw (enc_execute runs it again): its questions would be wasted. */
  if (!x->probe || x->mem.num_thawed || !sx_any_back_edge(list) || !sx_probe_due(f, k))
    return list;
  list = sx_drop_infeasible_back_edges(x, list);
  sx_probe_answered(x, f, k);
  return list;
}

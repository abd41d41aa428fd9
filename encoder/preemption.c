/*
 * preemption.c: counting preempting context switches, in a model and in the formula.
 *
 * Whether a switch preempts depends on what the thread did since its context began:
 * "ran" is set by a switch point it went past and cleared when its context ends. The
 * switch records of one thread are in execution order on every path (the executor
 * records them as it goes, in a topological order of the unwound program), so folding
 * them in that order, each under its guard, gives each path its own "ran".
 */
#include "encoder/preemption.h"

#include <stdlib.h>

#include "base/alloc.h"
#include "encoder/memory.h"
#include "encoder/trace_extract.h"

/* The round a record was made in (1 where none was known: before any thread). */
static unsigned pre_model_round(cnf *c, const bv *round) {
  return round ? enc_small_value(c, round) : 1;
}

unsigned pre_count_in_model(const sx_events *e, cnf *c, unsigned round, unsigned thread) {
  unsigned count = 0, current = 0;
  bool ran = false;
  for (size_t i = 0; i < e->num_switches; i++) {
    const sx_switch *sw = &e->switches[i];
    if (sw->thread != current) {
      current = sw->thread;
      ran = false;
    }
    if (!cnf_value(c, sw->guard))
      continue;
    if (sw->kind == SX_SWITCH_NONE) {
      ran = true;
      continue;
    }
    unsigned q = pre_model_round(c, sw->round);
    if (sw->kind == SX_SWITCH_PREEMPT && ran && (q < round || (q == round && sw->thread < thread)))
      count++;
    ran = false;
  }
  return count;
}

struct pre_bound {
  bvm *bvm;
  const bv *count;
  aig_lit *at_point; /* per error */
};

static const bv *pre_round_bv(bvm *m, const bv *round) {
  return round ? round : bv_const(m, MEM_ROUND_BITS, 1);
}

/* The sum of the literals, as a balanced tree of adders (each level one bit wider). */
static const bv *pre_sum(bvm *m, aig_lit *lits, size_t n) {
  if (n == 0)
    return bv_const(m, 1, 0);
  const bv **sums = cb_calloc(n, sizeof *sums);
  for (size_t i = 0; i < n; i++)
    sums[i] = bv_from_bit(m, lits[i]);
  while (n > 1) {
    size_t half = 0;
    for (size_t i = 0; i < n; i += 2) {
      if (i + 1 == n) {
        sums[half++] = sums[i];
        continue;
      }
      unsigned width = (sums[i]->width > sums[i + 1]->width ? sums[i]->width : sums[i + 1]->width) + 1;
      sums[half++] = bv_add(m, bv_zext(m, sums[i], width), bv_zext(m, sums[i + 1], width));
    }
    n = half;
  }
  const bv *sum = sums[0];
  free(sums);
  return sum;
}

pre_bound *pre_bound_new(aig *g, bvm *m, const sx_events *e) {
  pre_bound *b = cb_calloc(1, sizeof *b);
  const bv *point_round = bv_input(m, MEM_ROUND_BITS);
  const bv *point_thread = bv_input(m, MEM_ROUND_BITS);
  b->at_point = cb_calloc(e->num_errors ? e->num_errors : 1, sizeof *b->at_point);
  for (size_t i = 0; i < e->num_errors; i++) {
    const sx_event *error = &e->errors[i];
    b->at_point[i] = aig_and(g, bv_eq(m, pre_round_bv(m, error->round), point_round),
                             bv_eq(m, bv_const(m, MEM_ROUND_BITS, error->thread), point_thread));
  }
  aig_lit *preempted = cb_calloc(e->num_switches ? e->num_switches : 1, sizeof *preempted);
  size_t n = 0;
  aig_lit ran = AIG_FALSE;
  unsigned current = 0;
  for (size_t i = 0; i < e->num_switches; i++) {
    const sx_switch *sw = &e->switches[i];
    if (sw->thread != current) {
      current = sw->thread;
      ran = AIG_FALSE;
    }
    if (sw->kind == SX_SWITCH_NONE) {
      ran = aig_or(g, ran, sw->guard);
      continue;
    }
    if (sw->kind == SX_SWITCH_PREEMPT) {
      const bv *q = pre_round_bv(m, sw->round);
      const bv *thread = bv_const(m, MEM_ROUND_BITS, sw->thread);
      aig_lit before = aig_or(g, bv_ult(m, q, point_round),
                              aig_and(g, bv_eq(m, q, point_round), bv_ult(m, thread, point_thread)));
      preempted[n++] = aig_and(g, aig_and(g, sw->guard, ran), before);
    }
    ran = aig_and(g, ran, aig_not(sw->guard));
  }
  b->bvm = m;
  b->count = pre_sum(m, preempted, n);
  free(preempted);
  return b;
}

aig_lit pre_at_most(pre_bound *b, unsigned p) {
  unsigned width = b->count->width;
  if (width < 32 && p >= (1u << width))
    return AIG_TRUE;
  return bv_ule(b->bvm, b->count, bv_const(b->bvm, width, p));
}

aig_lit pre_error_at_point(const pre_bound *b, size_t i) { return b->at_point[i]; }

void pre_bound_free(pre_bound *b) {
  free(b->at_point);
  free(b);
}

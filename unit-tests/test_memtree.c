/*
 * test_memtree.c: the persistent map of memory contents (encoder/memtree.h) against a
 * plain array per map, for a total map (unset indices read as their initial value) and
 * a partial one (unset indices read as NULL; a merge keeps an index only where both
 * sides set it: the forwarded bytes of encoder/memory.h).
 *
 * Random sets and merges under fresh guards over a few dozen roots, on indices that
 * make the trees grow deeper. A merged value is checked by simulating the AIG on
 * random patterns against the reference's own mux of the two sides.
 */
#include <stdlib.h>
#include <string.h>

#include "bitblast/aig.h"
#include "encoder/memtree.h"
#include "unit.h"

#define ROOTS 24
#define INDICES 40
#define STEPS 2000

static uint64_t index_of[INDICES]; /* the indices used: small, and some far apart */

static const bv *initial_value(void *context, uint64_t index) {
  bvm *m = context;
  return bv_const(m, 8, (index * 7 + 3) & 0xff);
}

typedef struct model {
  mt_root root[ROOTS];
  const bv *ref[ROOTS][INDICES]; /* NULL: unset (partial), or never set (total) */
} model;

/* Whether a and b are the same function of the inputs, on 64 random patterns. */
static bool same_value(aig *g, const bv *a, const bv *b) {
  if (a == b)
    return true;
  if (!a || !b || a->width != b->width)
    return false;
  uint64_t *values = calloc(aig_num_nodes(g), sizeof *values);
  for (size_t n = 1; n < aig_num_nodes(g); n++)
    if (aig_node_is_input(g, (uint32_t)n))
      values[n] = rng();
  aig_simulate(g, values);
  bool same = true;
  for (unsigned i = 0; i < a->width; i++)
    same &= aig_sim_lit(values, a->bits[i]) == aig_sim_lit(values, b->bits[i]);
  free(values);
  return same;
}

static const bv *expected(bvm *m, const model *s, bool partial, unsigned r, unsigned i) {
  const bv *v = s->ref[r][i];
  return v || partial ? v : initial_value(m, index_of[i]);
}

static void run(bool partial) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  memtree *t = mt_new(m, partial ? NULL : initial_value, partial ? NULL : m);
  model *s = calloc(1, sizeof *s);
  for (unsigned step = 0; step < STEPS; step++) {
    unsigned r = (unsigned)(rng() % ROOTS), a = (unsigned)(rng() % ROOTS);
    if (rng() % 3) { /* set */
      unsigned i = (unsigned)(rng() % INDICES);
      const bv *v = bv_const(m, 8, rng() & 0xff);
      s->root[r] = mt_set(t, s->root[a], index_of[i], v);
      memcpy(s->ref[r], s->ref[a], sizeof s->ref[r]);
      s->ref[r][i] = v;
    } else { /* merge */
      unsigned b = (unsigned)(rng() % ROOTS);
      aig_lit guard = rng() % 8 ? aig_input(g) : rng() % 2 ? AIG_TRUE : AIG_FALSE;
      mt_root merged = mt_merge(t, guard, s->root[a], s->root[b]);
      const bv *ref[INDICES];
      for (unsigned i = 0; i < INDICES; i++) {
        const bv *x = expected(m, s, partial, a, i), *y = expected(m, s, partial, b, i);
        ref[i] = guard == AIG_TRUE ? x : guard == AIG_FALSE ? y
                 : x && y ? bv_ite(m, guard, x, y) : NULL;
      }
      s->root[r] = merged;
      memcpy(s->ref[r], ref, sizeof ref);
    }
    unsigned i = (unsigned)(rng() % INDICES);
    const bv *got = mt_get(t, s->root[r], index_of[i]);
    const bv *want = expected(m, s, partial, r, i);
    if (!same_value(g, got, want))
      mismatch("%s map, step %u: index %llu of root %u", partial ? "partial" : "total", step,
               (unsigned long long)index_of[i], r);
    end_case();
  }
  /* Indices never set anywhere. */
  check(partial ? mt_get(t, s->root[0], 123456789) == NULL
                : same_value(g, mt_get(t, s->root[0], 123456789), initial_value(m, 123456789)),
        "%s map: an index never set", partial ? "partial" : "total");
  free(s);
  mt_free(t);
  bvm_free(m);
  aig_free(g);
}

int main(void) {
  for (unsigned i = 0; i < INDICES; i++)
    index_of[i] = i < INDICES / 2 ? i : (uint64_t)1 << (i % 48) | i;
  run(false);
  run(true);
  return unit_finish();
}

/*
 * test_rewrite.c: the word-level rewriter (bitblast/rewrite.c) must compute exactly what
 * the plain bit-vector operations compute. Random chains of additions, subtractions,
 * multiplications and shifts by constants on a symbolic input, at several widths, are
 * built both ways and compared by 64-way simulation over random input values.
 */
#include <stdlib.h>

#include "bitblast/bv.h"
#include "bitblast/rewrite.h"
#include "unit.h"

/* Interesting constants half of the time: 0, 1, all ones, powers of two, odd inverses. */
static uint64_t random_constant(uint64_t *state) {
  static const uint64_t special[] = {0, 1, 2, 3, UINT64_MAX, 0xaaaaaaabull, 0x8000000000000000ull,
                                     0xcccccccdull, 5};
  uint64_t r = xorshift64(state);
  return r & 1 ? special[(r >> 1) % (sizeof special / sizeof *special)] : xorshift64(state);
}

static bool same_function(aig *g, const bv *x, const bv *a, const bv *b, uint64_t *state) {
  uint64_t *values = calloc(aig_num_nodes(g), sizeof *values);
  bool same = true;
  for (int round = 0; round < 8 && same; round++) {
    for (unsigned i = 0; i < x->width; i++)
      values[aig_node(x->bits[i])] = xorshift64(state);
    aig_simulate(g, values);
    for (unsigned i = 0; i < a->width; i++)
      if (aig_sim_lit(values, a->bits[i]) != aig_sim_lit(values, b->bits[i]))
        same = false;
  }
  free(values);
  return same;
}

static void check_chain(unsigned width, uint64_t *state) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  rw *r = rw_new(m);
  const bv *x = bv_input(m, width);
  const bv *plain = x, *rewritten = x;
  unsigned length = 1 + xorshift64(state) % 6;
  for (unsigned k = 0; k < length; k++) {
    const bv *c = bv_const(m, width, random_constant(state));
    switch (xorshift64(state) % 5) {
    case 0: plain = bv_add(m, plain, c); rewritten = rw_add(r, rewritten, c); break;
    case 1: plain = bv_add(m, c, plain); rewritten = rw_add(r, c, rewritten); break;
    case 2: plain = bv_sub(m, plain, c); rewritten = rw_sub(r, rewritten, c); break;
    case 3: plain = bv_mul(m, plain, c); rewritten = rw_mul(r, rewritten, c); break;
    default: {
      uint64_t amount = xorshift64(state) % width;
      plain = bv_shl(m, plain, bv_const(m, width, amount));
      rewritten = rw_shl_const(r, rewritten, amount);
    }
    }
  }
  check(same_function(g, x, plain, rewritten, state),
        "chain of %u operations at width %u differs", length, width);
  rw_free(r);
  bvm_free(m);
  aig_free(g);
}

/* The example that motivated the rewriter: (x * 3) * 0xaaaaaaab is x itself. */
static void check_collapse(void) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  rw *r = rw_new(m);
  const bv *x = bv_input(m, 32);
  const bv *y = rw_mul(r, rw_mul(r, x, bv_const(m, 32, 3)), bv_const(m, 32, 0xaaaaaaab));
  const bv *z = rw_sub(r, rw_add(r, x, bv_const(m, 32, 1)), bv_const(m, 32, 1));
  check(y == x && z == x, "linear chains do not collapse to their base");
  rw_free(r);
  bvm_free(m);
  aig_free(g);
}

int main(void) {
  uint64_t state = 0x9e3779b97f4a7c15ull;
  static const unsigned widths[] = {1, 2, 7, 8, 16, 32, 33, 64};
  for (unsigned w = 0; w < sizeof widths / sizeof *widths; w++)
    for (int i = 0; i < 200; i++)
      check_chain(widths[w], &state);
  check_collapse();
  return unit_finish();
}

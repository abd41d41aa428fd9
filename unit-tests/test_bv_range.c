/*
 * Unit tests of the ranges of bit-vector terms (bitblast/bv_range.c), against exhaustive
 * simulation: random terms over small inputs (sums, differences, products, extensions,
 * truncations, merges on comparisons, words split into bytes and merged byte by byte, as
 * memory does), random facts (comparisons, their negations, conjunctions), and on every
 * assignment that satisfies the facts:
 *  - each term lies inside the range bv_range_under gives it;
 *  - a comparison that bv_decide_under turns into a constant has that value;
 *  - bv_clamp_under's term equals the term.
 * Ranges may be loose; they must never be wrong.
 */
#include <stdlib.h>

#include "bitblast/aig.h"
#include "bitblast/bv.h"
#include "unit.h"

#define POOL 24


#define COMPARES 16
#define TRIALS 4000

typedef struct term_pool {
  const bv *terms[POOL];
  unsigned count;
  aig_lit compares[COMPARES];
  unsigned num_compares;
} term_pool;

static const bv *pick(const term_pool *p) { return p->terms[rng() % p->count]; }

static void add_term(term_pool *p, const bv *t) {
  if (p->count < POOL)
    p->terms[p->count++] = t;
}

/* A comparison of a term with a constant, in one of the ways bv.h builds them. */
static aig_lit random_compare(bvm *m, term_pool *p, unsigned w) {
  const bv *t = pick(p), *k = bv_const(m, w, rng() % (1u << w));
  bool swap = rng() & 1;
  const bv *a = swap ? k : t, *b = swap ? t : k;
  aig_lit res;
  switch (rng() % 5) {
  case 0: res = bv_ult(m, a, b); break;
  case 1: res = bv_ule(m, a, b); break;
  case 2: res = bv_slt(m, a, b); break;
  case 3: res = bv_sle(m, a, b); break;
  default: res = bv_eq(m, a, b); break;
  }
  if (p->num_compares < COMPARES && !aig_is_const(res))
    p->compares[p->num_compares++] = res;
  return res;
}

/* A merge condition: a comparison, an input bit, or both (a path's guard). */
static aig_lit random_condition(bvm *m, term_pool *p, unsigned w, aig_lit bit) {
  aig_lit c = random_compare(m, p, w);
  switch (rng() % 4) {
  case 0: return bit;
  case 1: return aig_and(bvm_aig(m), c, bit);
  case 2: return aig_not(c);
  default: return c;
  }
}

/* t split in two pieces, each merged on c with u's piece, and concatenated (as a word
   loaded from bytes that two paths stored). */
static const bv *bytewise_merge(bvm *m, aig_lit c, const bv *t, const bv *u) {
  unsigned w = t->width, k = w / 2;
  const bv *lo = bv_ite(m, c, bv_extract(m, t, 0, k), bv_extract(m, u, 0, k));
  const bv *hi = bv_ite(m, c, bv_extract(m, t, k, w - k), bv_extract(m, u, k, w - k));
  return bv_concat(m, lo, hi);
}

static const bv *random_op(bvm *m, term_pool *p, unsigned w, aig_lit bit) {
  const bv *t = pick(p), *k = bv_const(m, w, rng() % (1u << w));
  const bv *u = rng() % 3 ? k : pick(p);
  switch (rng() % 9) {
  case 8: /* two constants: ranges with exact ends, such as the sign change */
    return bv_ite(m, random_condition(m, p, w, bit), k, bv_const(m, w, rng() % (1u << w)));
  case 0: return bv_add(m, t, u);
  case 1: return bv_sub(m, t, u);
  case 2: return bv_mul(m, t, u);
  case 3: return bv_trunc(m, (rng() & 1) ? bv_zext(m, t, 2 * w) : bv_sext(m, t, 2 * w), w);
  case 4: return bv_trunc(m, bv_add(m, bv_zext(m, t, 2 * w), bv_zext(m, u, 2 * w)), w);
  case 5: return bytewise_merge(m, random_condition(m, p, w, bit), t, u);
  default: return bv_ite(m, random_condition(m, p, w, bit), t, u);
  }
}

/* Facts: up to two comparisons (or their negations), sometimes their conjunction. */
static unsigned random_facts(aig *g, const term_pool *p, aig_lit *facts) {
  unsigned n = p->num_compares ? rng() % 3 : 0;
  for (unsigned i = 0; i < n; i++)
    facts[i] = p->compares[rng() % p->num_compares] ^ (aig_lit)(rng() & 1);
  if (n == 2 && rng() % 2) {
    facts[0] = aig_and(g, facts[0], facts[1]);
    n = 1; /* given as one literal: only comparisons among the facts count */
  }
  return n;
}

typedef struct expectation {
  const bv *term;
  uint64_t lo, hi;   /* range under the facts */
  const bv *clamped; /* equal to term under the facts */
} expectation;

static void one_trial(unsigned w) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  sim_inputs s = {.n = 3};
  s.in[0] = bv_input(m, w);
  s.in[1] = bv_input(m, w);
  s.in[2] = bv_input(m, 1);
  term_pool p = {.count = 0, .num_compares = 0};
  add_term(&p, s.in[0]);
  add_term(&p, s.in[1]);
  for (unsigned i = 0, n = 4 + rng() % 12; i < n; i++)
    add_term(&p, random_op(m, &p, w, s.in[2]->bits[0]));
  aig_lit facts[2];
  unsigned num_facts = random_facts(g, &p, facts);
  /* The terms, and two of them extended to twice the width (checked, not built on). */
  expectation e[POOL + 2];
  unsigned count = p.count;
  e[count++].term = bv_sext(m, pick(&p), 2 * w);
  e[count++].term = bv_zext(m, pick(&p), 2 * w);
  for (unsigned i = 0; i < count; i++) {
    if (i < p.count)
      e[i].term = p.terms[i];
    if (!bv_range_under(m, e[i].term, facts, num_facts, &e[i].lo, &e[i].hi))
      mismatch("no range for a term of width %u", w);
    e[i].clamped = bv_clamp_under(m, e[i].term, facts, num_facts);
  }
  aig_lit decided[COMPARES];
  for (unsigned i = 0; i < p.num_compares; i++)
    decided[i] = bv_decide_under(m, p.compares[i], facts, num_facts);
  unsigned bits = 2 * w + 1;
  for (unsigned base = 0; base < (1u << bits); base += 64) {
    for (unsigned j = 0; j < 64; j++) {
      unsigned a = (base + j) % (1u << bits);
      s.val[0][j] = a & ((1u << w) - 1);
      s.val[1][j] = (a >> w) & ((1u << w) - 1);
      s.val[2][j] = a >> (2 * w);
    }
    uint64_t *values = sim_run(g, &s);
    uint64_t holds = ~UINT64_C(0);
    for (unsigned f = 0; f < num_facts; f++)
      holds &= aig_sim_lit(values, facts[f]);
    for (unsigned j = 0; j < 64; j++) {
      if (!((holds >> j) & 1))
        continue;
      for (unsigned i = 0; i < count; i++) {
        u128 v = sim_get(values, e[i].term, j);
        if (v < e[i].lo || v > e[i].hi)
          mismatch("w=%u term %u = %llu outside its range [%llu, %llu] (%u facts)", w, i,
                   lo64(v), (unsigned long long)e[i].lo, (unsigned long long)e[i].hi,
                   num_facts);
        if (sim_get(values, e[i].clamped, j) != v)
          mismatch("w=%u term %u: clamped %llu, term %llu", w, i,
                   lo64(sim_get(values, e[i].clamped, j)), lo64(v));
      }
      for (unsigned i = 0; i < p.num_compares; i++)
        if (aig_is_const(decided[i]) &&
            ((aig_sim_lit(values, p.compares[i]) >> j) & 1) != (decided[i] == AIG_TRUE))
          mismatch("w=%u comparison %u decided %d, but is %d", w, i, decided[i] == AIG_TRUE,
                   (int)((aig_sim_lit(values, p.compares[i]) >> j) & 1));
    }
    free(values);
  }
  bvm_free(m);
  aig_free(g);
  end_case();
}

static void test_random_terms(void) {
  rng_seed(0x5eed5eedull);
  for (unsigned t = 0; t < TRIALS; t++)
    one_trial(3 + t % 2);
}

/* The shape ranges are for: a counter decremented where it is positive, merged with the
   path that left it, as a loop over a stack's top does; the index top - 1 must come out
   inside the array without the facts, once each store carries its bounds (the clamp). */
static void test_stack_pops(void) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  const unsigned w = 16, size = 400, pops = 50;
  /* top starts as a merge of 0..size (where a writer thread may have stopped). */
  const bv *top = bv_const(m, w, 0);
  for (unsigned i = 1; i <= size; i++)
    top = bv_ite(m, aig_input(g), bv_const(m, w, i), top);
  uint64_t lo, hi;
  bool inside = true;
  for (unsigned i = 0; i < pops; i++) {
    aig_lit conjuncts[2] = {bv_slt(m, bv_const(m, w, 0), top), aig_input(g)};
    aig_lit guard = aig_and(g, conjuncts[0], conjuncts[1]);
    const bv *index = bv_clamp_under(m, bv_sub(m, top, bv_const(m, w, 1)), conjuncts, 2);
    inside &= bv_range_under(m, index, NULL, 0, &lo, &hi) && lo <= hi && hi < size;
    top = bytewise_merge(m, guard, index, top);
  }
  check(inside, "stack pops: an index of the pops is not known inside [0, %u)", size);
  check(bv_range_under(m, top, NULL, 0, &lo, &hi) && lo == 0 && hi == size,
        "stack pops: top after %u pops in [%llu, %llu], not [0, %u]", pops,
        (unsigned long long)lo, (unsigned long long)hi, size);
  bvm_free(m);
  aig_free(g);
}

int main(void) {
  test_random_terms();
  test_stack_pops();
  return unit_finish();
}

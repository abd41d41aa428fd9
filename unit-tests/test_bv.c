/*
 * test_bv.c: every bit-vector operation against a reference implementation of
 * LLVM's integer semantics (with the documented values where LLVM is undefined).
 *
 *  - exhaustive: each operation is built once on symbolic inputs at widths 1..5
 *    (1..6 for unary operations) and the AIG is simulated, 64 patterns at a time,
 *    on every input assignment; also with one operand constant;
 *  - random simulation at wider widths (7 .. 128);
 *  - constant folding: on constant operands at widths 1, 8, 16, 32, 64, 65, 128 every
 *    result must be constant, correct, and built without a single AND gate.
 *
 * The reference (unit_intops.h for the binary operations) computes in unsigned __int128,
 * enough for every width tested.
 */
#include <stdlib.h>
#include <string.h>

#include "bitblast/bv.h"
#include "unit.h"
#include "unit_intops.h"

/* ---- reference semantics of the unary operations ------------------------------------- */

/* Unary operations, with the parameters of the width-changing ones. */
typedef enum unop {
  UN_NEG, UN_NOT, UN_CTPOP, UN_CTLZ, UN_CTTZ, UN_IS_ZERO, UN_BSWAP,
  UN_ZEXT, UN_SEXT, UN_TRUNC, UN_EXTRACT, NUM_UNOPS
} unop;

static const char *unop_name[NUM_UNOPS] = {"neg", "not", "ctpop", "ctlz", "cttz",
                                           "is_zero", "bswap", "zext", "sext",
                                           "trunc", "extract"};

typedef struct unop_case {
  unop op;
  unsigned width;  /* target width of zext, sext, trunc, extract */
  unsigned lo;     /* extract */
} unop_case;

static unsigned popcount128(u128 x) {
  unsigned n = 0;
  for (; x; x &= x - 1)
    n++;
  return n;
}

static u128 ref_unop(unop_case c, unsigned w, u128 x) {
  unsigned n = 0;
  switch (c.op) {
  case UN_NEG: return (0 - x) & mask128(w);
  case UN_NOT: return ~x & mask128(w);
  case UN_CTPOP: return popcount128(x);
  case UN_CTLZ:
    while (n < w && !((x >> (w - 1 - n)) & 1))
      n++;
    return n;
  case UN_CTTZ:
    while (n < w && !((x >> n) & 1))
      n++;
    return n;
  case UN_IS_ZERO: return x == 0;
  case UN_BSWAP: {
    u128 r = 0;
    for (unsigned k = 0; k < w / 8; k++)
      r |= ((x >> (8 * k)) & 0xFF) << (w - 8 - 8 * k);
    return r;
  }
  case UN_ZEXT: return x;
  case UN_SEXT: return (u128)sext128(x, w) & mask128(c.width);
  case UN_TRUNC: return x & mask128(c.width);
  case UN_EXTRACT: return (x >> c.lo) & mask128(c.width);
  default: abort();
  }
}

static const bv *build_unop(bvm *m, unop_case c, const bv *a) {
  switch (c.op) {
  case UN_NEG: return bv_neg(m, a);
  case UN_NOT: return bv_not(m, a);
  case UN_CTPOP: return bv_ctpop(m, a);
  case UN_CTLZ: return bv_ctlz(m, a);
  case UN_CTTZ: return bv_cttz(m, a);
  case UN_IS_ZERO: return bv_from_bit(m, bv_is_zero(m, a));
  case UN_BSWAP: return bv_bswap(m, a);
  case UN_ZEXT: return bv_zext(m, a, c.width);
  case UN_SEXT: return bv_sext(m, a, c.width);
  case UN_TRUNC: return bv_trunc(m, a, c.width);
  case UN_EXTRACT: return bv_extract(m, a, c.lo, c.width);
  default: abort();
  }
}

static unsigned unop_result_width(unop_case c, unsigned w) {
  if (c.op == UN_IS_ZERO)
    return 1;
  if (c.op >= UN_ZEXT)
    return c.width;
  return w;
}

/* ---- simulation harness ---------------------------------------------------------------- */


/* ---- exhaustive tests of binary operations --------------------------------------------- */

typedef enum operand_mode { BOTH_SYMBOLIC, A_CONST, B_CONST } operand_mode;

static const char *mode_name[] = {"symbolic", "const a", "const b"};

/*
 * Checks op at width w for all pairs (x, y). In BOTH_SYMBOLIC mode the circuit is
 * built once; with a constant operand it is built once per constant value.
 */
static void exhaustive_binop(binop op, unsigned w, operand_mode mode) {
  unsigned builds = mode == BOTH_SYMBOLIC ? 1 : 1u << w;
  for (unsigned c = 0; c < builds; c++) {
    aig *g = aig_new();
    bvm *m = bvm_new(g);
    sim_inputs s = {.n = 0};
    const bv *a = mode == A_CONST ? bv_const(m, w, c) : bv_input(m, w);
    const bv *b = mode == B_CONST ? bv_const(m, w, c) : bv_input(m, w);
    if (mode != A_CONST)
      s.in[s.n++] = a;
    if (mode != B_CONST)
      s.in[s.n++] = b;
    const bv *out = build_binop(m, op, a, b);
    unsigned rw = binop_is_compare(op) ? 1 : w;
    if (out->width != rw)
      mismatch("%s w=%u: result width %u", binop_name[op], w, out->width);
    unsigned bits = s.n * w;
    for (uint64_t base = 0; base < (1ull << bits); base += 64) {
      for (unsigned k = 0; k < 64; k++) {
        uint64_t p = (base + k) & ((1ull << bits) - 1);
        for (unsigned i = 0; i < s.n; i++)
          s.val[i][k] = (p >> (i * w)) & mask128(w);
      }
      uint64_t *values = sim_run(g, &s);
      for (unsigned k = 0; k < 64 && base + k < (1ull << bits); k++) {
        u128 x = mode == A_CONST ? c : s.val[0][k];
        u128 y = mode == B_CONST ? c : s.val[mode == A_CONST ? 0 : 1][k];
        u128 got = sim_get(values, out, k), want = ref_binop(op, w, x, y);
        if (got != want)
          mismatch("%s w=%u (%s): %llu, %llu gives %llu, expected %llu", binop_name[op], w,
                   mode_name[mode], lo64(x), lo64(y), lo64(got), lo64(want));
      }
      free(values);
    }
    bvm_free(m);
    aig_free(g);
  }
  end_case();
}

static void test_exhaustive_binops(void) {
  for (binop op = 0; op < NUM_BINOPS; op++)
    for (unsigned w = 1; w <= 5; w++)
      for (operand_mode mode = BOTH_SYMBOLIC; mode <= B_CONST; mode++)
        exhaustive_binop(op, w, mode);
}

/* ---- exhaustive tests of unary operations ---------------------------------------------- */

static void exhaustive_unop(unop_case c, unsigned w) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  sim_inputs s = {.n = 1};
  s.in[0] = bv_input(m, w);
  const bv *out = build_unop(m, c, s.in[0]);
  if (out->width != unop_result_width(c, w))
    mismatch("%s w=%u: result width %u", unop_name[c.op], w, out->width);
  for (uint64_t base = 0; base < (1ull << w); base += 64) {
    for (unsigned k = 0; k < 64; k++)
      s.val[0][k] = (base + k) & mask128(w);
    uint64_t *values = sim_run(g, &s);
    for (unsigned k = 0; k < 64 && base + k < (1ull << w); k++) {
      u128 got = sim_get(values, out, k), want = ref_unop(c, w, s.val[0][k]);
      if (got != want)
        mismatch("%s w=%u (to %u, lo %u): %llu gives %llu, expected %llu", unop_name[c.op],
                 w, c.width, c.lo, lo64(s.val[0][k]), lo64(got), lo64(want));
    }
    free(values);
  }
  bvm_free(m);
  aig_free(g);
  end_case();
}

static void test_exhaustive_unops(void) {
  for (unsigned w = 1; w <= 6; w++) {
    for (unop op = UN_NEG; op <= UN_IS_ZERO; op++)
      exhaustive_unop((unop_case){op, 0, 0}, w);
    for (unsigned t = w; t <= w + 3; t++) {
      exhaustive_unop((unop_case){UN_ZEXT, t, 0}, w);
      exhaustive_unop((unop_case){UN_SEXT, t, 0}, w);
    }
    for (unsigned t = 1; t <= w; t++) {
      exhaustive_unop((unop_case){UN_TRUNC, t, 0}, w);
      for (unsigned lo = 0; lo + t <= w; lo++)
        exhaustive_unop((unop_case){UN_EXTRACT, t, lo}, w);
    }
  }
  exhaustive_unop((unop_case){UN_BSWAP, 0, 0}, 16);
  /* The counting circuits at widths whose adder trees have odd levels. */
  for (unsigned w = 7; w <= 12; w++) {
    exhaustive_unop((unop_case){UN_CTPOP, 0, 0}, w);
    exhaustive_unop((unop_case){UN_CTLZ, 0, 0}, w);
    exhaustive_unop((unop_case){UN_CTTZ, 0, 0}, w);
  }
}

/* concat of every pair of widths, ite of every width, exhaustively. */
static void test_exhaustive_concat_ite(void) {
  for (unsigned wl = 1; wl <= 4; wl++)
    for (unsigned wh = 1; wh <= 4; wh++) {
      aig *g = aig_new();
      bvm *m = bvm_new(g);
      sim_inputs s = {.n = 2};
      s.in[0] = bv_input(m, wl);
      s.in[1] = bv_input(m, wh);
      const bv *out = bv_concat(m, s.in[0], s.in[1]);
      for (uint64_t base = 0; base < (1ull << (wl + wh)); base += 64) {
        for (unsigned k = 0; k < 64; k++) {
          s.val[0][k] = (base + k) & mask128(wl);
          s.val[1][k] = ((base + k) >> wl) & mask128(wh);
        }
        uint64_t *values = sim_run(g, &s);
        for (unsigned k = 0; k < 64 && base + k < (1ull << (wl + wh)); k++) {
          u128 want = s.val[0][k] | (s.val[1][k] << wl);
          if (out->width != wl + wh || sim_get(values, out, k) != want)
            mismatch("concat %u+%u of %llu wrong", wl, wh, (unsigned long long)(base + k));
        }
        free(values);
      }
      bvm_free(m);
      aig_free(g);
      end_case();
    }
  for (unsigned w = 1; w <= 4; w++) {
    aig *g = aig_new();
    bvm *m = bvm_new(g);
    sim_inputs s = {.n = 3};
    for (unsigned i = 0; i < 3; i++)
      s.in[i] = bv_input(m, i ? w : 1);
    const bv *out = bv_ite(m, s.in[0]->bits[0], s.in[1], s.in[2]);
    for (uint64_t base = 0; base < (1ull << (2 * w + 1)); base += 64) {
      for (unsigned k = 0; k < 64; k++) {
        uint64_t p = base + k;
        s.val[0][k] = p & 1;
        s.val[1][k] = (p >> 1) & mask128(w);
        s.val[2][k] = (p >> (w + 1)) & mask128(w);
      }
      uint64_t *values = sim_run(g, &s);
      for (unsigned k = 0; k < 64 && base + k < (1ull << (2 * w + 1)); k++) {
        u128 want = s.val[0][k] ? s.val[1][k] : s.val[2][k];
        if (sim_get(values, out, k) != want)
          mismatch("ite w=%u pattern %llu wrong", w, (unsigned long long)(base + k));
      }
      free(values);
    }
    bvm_free(m);
    aig_free(g);
    end_case();
  }
}

/* ---- comparisons of merged values with constants ------------------------------------------ */

/* One side of a merge: an input, the input with bit 0 cleared, or the constant v. */
static const bv *merge_side(bvm *m, unsigned shape, const bv *in, unsigned v) {
  unsigned w = in->width;
  if (shape == 0)
    return in;
  if (shape == 1)
    return bv_and(m, in, bv_const(m, w, (uint64_t)mask128(w) & ~1ull));
  return bv_const(m, w, v);
}

static u128 merge_side_value(unsigned shape, u128 in, unsigned v) {
  return shape == 0 ? in : shape == 1 ? in & ~(u128)1 : v;
}

/* bv_eq(ite(c, t, e), k) against the reference, for every side shape, constant and k
   (bv_eq splits such merges on c when a side folds: bitblast/bv_arith.c, bv_eq_merge). */
static void test_eq_merged(void) {
  for (unsigned w = 1; w <= 3; w++)
    for (unsigned ts = 0; ts < 3; ts++)
      for (unsigned es = 0; es < 3; es++)
        for (unsigned tv = 0; tv < (1u << w); tv++)
          for (unsigned ev = 0; ev < (1u << w); ev++) {
            if ((ts != 2 && tv) || (es != 2 && ev))
              continue; /* the constant matters only for constant sides */
            aig *g = aig_new();
            bvm *m = bvm_new(g);
            sim_inputs s = {.n = 3};
            s.in[0] = bv_input(m, 1);
            s.in[1] = bv_input(m, w);
            s.in[2] = bv_input(m, w);
            const bv *a = bv_ite(m, s.in[0]->bits[0], merge_side(m, ts, s.in[1], tv),
                                 merge_side(m, es, s.in[2], ev));
            aig_lit eq[8];
            for (unsigned k = 0; k < (1u << w); k++) {
              eq[k] = bv_eq(m, a, bv_const(m, w, k));
              if (bv_eq(m, bv_const(m, w, k), a) != eq[k])
                mismatch("eq merged w=%u: operand order changes the result", w);
            }
            for (unsigned p = 0; p < (1u << (2 * w + 1)); p++) {
              unsigned k64 = p % 64;
              s.val[0][k64] = p & 1;
              s.val[1][k64] = (p >> 1) & mask128(w);
              s.val[2][k64] = (p >> (w + 1)) & mask128(w);
              if (k64 != 63 && p + 1 != (1u << (2 * w + 1)))
                continue;
              uint64_t *values = sim_run(g, &s);
              for (unsigned j = 0; j <= k64; j++) {
                u128 av = s.val[0][j] ? merge_side_value(ts, s.val[1][j], tv)
                                      : merge_side_value(es, s.val[2][j], ev);
                for (unsigned k = 0; k < (1u << w); k++)
                  if (((aig_sim_lit(values, eq[k]) >> j) & 1) != (av == k))
                    mismatch("eq merged w=%u shapes %u/%u consts %u/%u k=%u wrong", w, ts,
                             es, tv, ev, k);
              }
              free(values);
            }
            bvm_free(m);
            aig_free(g);
            end_case();
          }
}

/* ---- random simulation at wider widths --------------------------------------------------- */

/* Random values biased towards the corner cases of width w. */
static u128 random_value(unsigned w) {
  u128 m = mask128(w), min = (u128)1 << (w - 1);
  u128 r = ((u128)rng() << 64) | rng();
  switch (rng() % 8) {
  case 0: return (rng() % 4) & m;
  case 1: return (m - rng() % 4) & m;
  case 2: return (min + rng() % 3 - 1) & m;
  case 3: return (rng() % (w + 2)) & m; /* shift amounts around the width */
  case 4: return (r >> (rng() % 128)) & m;
  default: return r & m;
  }
}

static void random_binop(binop op, unsigned w) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  sim_inputs s = {.n = 2};
  s.in[0] = bv_input(m, w);
  s.in[1] = bv_input(m, w);
  const bv *out = build_binop(m, op, s.in[0], s.in[1]);
  int rounds = w > 64 ? 2 : 4; /* the circuits at 65 and 128 bits are big */
  for (int round = 0; round < rounds; round++) {
    for (unsigned k = 0; k < 64; k++) {
      s.val[0][k] = random_value(w);
      s.val[1][k] = random_value(w);
    }
    uint64_t *values = sim_run(g, &s);
    for (unsigned k = 0; k < 64; k++) {
      u128 x = s.val[0][k], y = s.val[1][k];
      u128 got = sim_get(values, out, k), want = ref_binop(op, w, x, y);
      if (got != want)
        mismatch("%s w=%u: %016llx%016llx, %016llx%016llx gives %016llx%016llx, "
                 "expected %016llx%016llx",
                 binop_name[op], w, hi64(x), lo64(x), hi64(y), lo64(y), hi64(got),
                 lo64(got), hi64(want), lo64(want));
    }
    free(values);
  }
  bvm_free(m);
  aig_free(g);
  end_case();
}

static void random_unop(unop_case c, unsigned w) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  sim_inputs s = {.n = 1};
  s.in[0] = bv_input(m, w);
  const bv *out = build_unop(m, c, s.in[0]);
  for (int round = 0; round < 4; round++) {
    for (unsigned k = 0; k < 64; k++)
      s.val[0][k] = random_value(w);
    uint64_t *values = sim_run(g, &s);
    for (unsigned k = 0; k < 64; k++) {
      u128 got = sim_get(values, out, k), want = ref_unop(c, w, s.val[0][k]);
      if (got != want)
        mismatch("%s w=%u: %016llx%016llx gives %llu, expected %llu", unop_name[c.op], w,
                 hi64(s.val[0][k]), lo64(s.val[0][k]), lo64(got), lo64(want));
    }
    free(values);
  }
  bvm_free(m);
  aig_free(g);
  end_case();
}

static void test_random_wide(void) {
  static const unsigned widths[] = {7, 8, 13, 16, 32, 33, 64, 65, 128};
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
    unsigned w = widths[i];
    for (binop op = 0; op < NUM_BINOPS; op++)
      random_binop(op, w);
    for (unop op = UN_NEG; op <= UN_IS_ZERO; op++)
      random_unop((unop_case){op, 0, 0}, w);
    if (w % 16 == 0)
      random_unop((unop_case){UN_BSWAP, 0, 0}, w);
  }
}

/* ---- constant folding -------------------------------------------------------------------- */

/*
 * Corner values and random values of width w. Above 64 bits the constants fold
 * through the circuits (quadratic for mul and div), so fewer values are taken.
 */
static unsigned sample_values(unsigned w, u128 *out) {
  u128 m = mask128(w), min = (u128)1 << (w - 1);
  u128 fixed[] = {0, 1, m, min, min - 1, w - 1, 2, 3, 7, m - 1, min + 1, w, w + 1};
  size_t num_fixed = w > 64 ? 6 : sizeof fixed / sizeof fixed[0];
  unsigned n = 0;
  for (size_t i = 0; i < num_fixed; i++)
    out[n++] = fixed[i] & m;
  for (int i = 0; i < (w > 64 ? 3 : 5); i++)
    out[n++] = random_value(w);
  return n;
}

static void check_const_result(const char *name, unsigned w, const bv *r, u128 want,
                               u128 x, u128 y) {
  bool ok;
  u128 got = const_value(r, &ok);
  if (!ok)
    mismatch("%s w=%u: constant operands %llx, %llx give a symbolic result", name, w,
             lo64(x), lo64(y));
  else if (got != want)
    mismatch("%s w=%u: %016llx%016llx, %016llx%016llx gives %016llx%016llx, expected "
             "%016llx%016llx",
             name, w, hi64(x), lo64(x), hi64(y), lo64(y), hi64(got), lo64(got), hi64(want),
             lo64(want));
}

static void constant_folding(unsigned w) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  u128 vals[32];
  unsigned n = sample_values(w, vals);
  for (binop op = 0; op < NUM_BINOPS; op++) {
    for (unsigned i = 0; i < n; i++)
      for (unsigned j = 0; j < n; j++) {
        const bv *a = const_u128(m, w, vals[i]), *b = const_u128(m, w, vals[j]);
        const bv *r = build_binop(m, op, a, b);
        check_const_result(binop_name[op], w, r, ref_binop(op, w, vals[i], vals[j]), vals[i],
                           vals[j]);
      }
    if (aig_num_ands(g))
      mismatch("%s w=%u: constant operands created %zu ANDs", binop_name[op], w,
               aig_num_ands(g));
    end_case();
  }
  for (unop op = UN_NEG; op <= UN_BSWAP; op++) {
    if (op == UN_BSWAP && w % 16)
      continue;
    for (unsigned i = 0; i < n; i++) {
      unop_case c = {op, 0, 0};
      const bv *r = build_unop(m, c, const_u128(m, w, vals[i]));
      check_const_result(unop_name[op], w, r, ref_unop(c, w, vals[i]), vals[i], 0);
    }
    if (aig_num_ands(g))
      mismatch("%s w=%u: constant operand created %zu ANDs", unop_name[op], w,
               aig_num_ands(g));
    end_case();
  }
  bvm_free(m);
  aig_free(g);
}

static void test_constant_folding(void) {
  static const unsigned widths[] = {1, 8, 16, 32, 64, 65, 128};
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++)
    constant_folding(widths[i]);
}

/* ---- construction, inspection, arena ----------------------------------------------------- */

static void test_construction(void) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  uint64_t v;
  const bv *c = bv_const(m, 8, 0x1A5);
  if (!bv_is_const(c) || !bv_const_value(c, &v) || v != 0xA5)
    mismatch("bv_const(8, 0x1A5) should be the constant 0xA5");
  c = bv_const(m, 100, UINT64_MAX);
  if (!bv_const_value(c, &v) || v != UINT64_MAX || c->bits[64] != AIG_FALSE)
    mismatch("bv_const(100, ~0) should leave the bits above 64 zero");
  uint64_t words[2] = {5, 1};
  c = bv_const_words(m, 65, words);
  if (!bv_is_const(c) || bv_const_value(c, &v))
    mismatch("a 65-bit constant with bit 64 set has no 64-bit value");
  const bv *x = bv_input(m, 4);
  if (bv_is_const(x) || bv_const_value(x, &v) || aig_num_inputs(g) != 4)
    mismatch("bv_input(4) is 4 fresh inputs");
  aig_lit bits[3] = {AIG_TRUE, x->bits[0], AIG_FALSE};
  const bv *y = bv_from_bits(m, 3, bits);
  if (y->width != 3 || memcmp(y->bits, bits, sizeof bits))
    mismatch("bv_from_bits copies the bits");
  const bv *z = bv_from_bit(m, x->bits[2]);
  if (z->width != 1 || z->bits[0] != x->bits[2])
    mismatch("bv_from_bit");
  if (bv_ite(m, AIG_TRUE, x, bv_not(m, x)) != x || bv_ite(m, x->bits[0], x, x) != x)
    mismatch("bv_ite folds a constant condition and equal branches");
  if (bvm_aig(m) != g)
    mismatch("bvm_aig");
  /* Widest vectors, and enough of them to need several arena chunks. */
  const bv *wide = bv_input(m, BV_MAX_WIDTH);
  const bv *sum = bv_add(m, wide, bv_const(m, BV_MAX_WIDTH, 1));
  if (sum->width != BV_MAX_WIDTH || bv_is_const(sum))
    mismatch("addition at the maximal width");
  size_t bytes = bvm_bytes(m);
  for (int i = 0; i < 4000; i++)
    bv_const(m, 64, (uint64_t)i);
  if (bvm_bytes(m) <= bytes || bytes < (size_t)3 * BV_MAX_WIDTH * sizeof(aig_lit))
    mismatch("bvm_bytes should grow with the arena");
  bvm_free(m);
  aig_free(g);
  end_case();
}

/* Gate counts that show the circuits stay small (and that constants are cheap). */
static void test_gate_counts(void) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  const bv *a = bv_input(m, 32), *b = bv_input(m, 32);
  size_t before = aig_num_ands(g);
  bv_add(m, a, b);
  size_t add = aig_num_ands(g) - before;
  if (add > 7 * 32)
    mismatch("32-bit adder uses %zu ANDs, more than 7 per bit", add);
  before = aig_num_ands(g);
  bv_mul(m, a, bv_const(m, 32, 8));
  if (aig_num_ands(g) != before)
    mismatch("multiplying by a power of two should be wiring only");
  before = aig_num_ands(g);
  bv_shl(m, a, bv_const(m, 32, 5));
  bv_lshr(m, a, bv_const(m, 32, 40));
  if (aig_num_ands(g) != before)
    mismatch("shifting by a constant should be wiring only");
  before = aig_num_ands(g);
  bv_mul(m, a, b);
  size_t mul = aig_num_ands(g) - before;
  if (mul > 8 * 32 * 33 / 2)
    mismatch("32-bit multiplier uses %zu ANDs", mul);
  bvm_free(m);
  aig_free(g);
  end_case();
}

int main(void) {
  rng_seed(0x9E3779B97F4A7C15ull);
  test_exhaustive_binops();
  test_exhaustive_unops();
  test_exhaustive_concat_ite();
  test_eq_merged();
  test_random_wide();
  test_constant_folding();
  test_construction();
  test_gate_counts();
  return unit_finish();
}

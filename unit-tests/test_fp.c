/*
 * test_fp.c: the floating-point operations of bitblast/fp.h against a reference
 * (unit_fp.h: the reference values, operations and operand generators).
 *
 * The reference is the hardware (x86-64 SSE, round to nearest even) for float and
 * double, and for tiny formats (e, s <= 5) exact double arithmetic rounded to the
 * format by a simple search-free rounding function (double rounding is innocuous there:
 * 53 >= 2s + 2). Results are compared bit for bit, NaNs by NaN-ness only.
 *
 * Every operation is checked two ways:
 *  - constant folding: built on bv_const operands, the result must be constant, right,
 *    and built without a single AND gate;
 *  - simulation: built once on bv_input operands, the AIG is simulated 64 patterns at
 *    a time on many operand tuples (random, biased towards special values, subnormals,
 *    cancellation and ties for float and double; all tuples for tiny formats).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bitblast/fp.h"
#include "unit.h"
#include "unit_fp.h"

/* ---- circuits and simulation -------------------------------------------------------- */

typedef struct circuit {
  aig *g;
  bvm *m;
  unsigned n_in;
  const bv *in[3];
  const bv *out;
  aig_lit flag;
  uint64_t *values;
} circuit;

static void circuit_open(circuit *c) {
  memset(c, 0, sizeof *c);
  c->g = aig_new();
  c->m = bvm_new(c->g);
  c->flag = AIG_FALSE;
}

static void circuit_close(circuit *c) {
  free(c->values);
  bvm_free(c->m);
  aig_free(c->g);
}

/* Simulates n <= 64 tuples: in[k][p] is input k of pattern p. */
static void simulate(circuit *c, unsigned n, u128 in[][64], u128 *out, bool *flag) {
  if (!c->values)
    c->values = calloc(aig_num_nodes(c->g), sizeof(uint64_t));
  for (unsigned k = 0; k < c->n_in; k++)
    sim_set(c->values, c->in[k], in[k], n);
  aig_simulate(c->g, c->values);
  for (unsigned p = 0; p < n; p++)
    out[p] = sim_get(c->values, c->out, p);
  uint64_t fw = aig_sim_lit(c->values, c->flag);
  for (unsigned p = 0; flag && p < n; p++)
    flag[p] = (fw >> p) & 1;
}

/* ---- arithmetic --------------------------------------------------------------------- */

static void report_arith(fp_format f, op o, const uint64_t *in, uint64_t got, uint64_t want,
                         const char *how) {
  mismatch("(%u,%u) %s %s: %llx %llx %llx -> %llx, want %llx", f.exponent_bits,
           f.significand_bits, op_name[o], how, (unsigned long long)in[0],
           (unsigned long long)in[1], (unsigned long long)in[2], (unsigned long long)got,
           (unsigned long long)want);
}

/* Constant folding on n tuples (fresh managers now and then: the arena only grows). */
static void fold_arith(fp_format f, op o, unsigned n, uint64_t (*tuples)[3]) {
  circuit c;
  circuit_open(&c);
  for (unsigned t = 0; t < n; t++) {
    if (t % 32 == 31) {
      circuit_close(&c);
      circuit_open(&c);
    }
    const bv *in[3];
    for (unsigned k = 0; k < 3; k++)
      in[k] = bv_const(c.m, fp_width(f), tuples[t][k]);
    size_t ands = aig_num_ands(c.g);
    bool ok;
    uint64_t got = (uint64_t)const_value(build_op(c.m, f, o, in), &ok);
    uint64_t want = ref_op(f, o, tuples[t]);
    if (!ok || aig_num_ands(c.g) != ands)
      mismatch("(%u,%u) %s: constant operands gave %s", f.exponent_bits,
               f.significand_bits, op_name[o], ok ? "new gates" : "no constant");
    else if (!same_value(f, got, want))
      report_arith(f, o, tuples[t], got, want, "folded");
  }
  circuit_close(&c);
  end_case();
}

static size_t build_arith(circuit *c, fp_format f, op o) {
  circuit_open(c);
  c->n_in = op_arity[o];
  for (unsigned k = 0; k < 3; k++)
    c->in[k] = k < c->n_in ? bv_input(c->m, fp_width(f)) : bv_const(c->m, fp_width(f), 0);
  size_t before = aig_num_ands(c->g);
  c->out = build_op(c->m, f, o, c->in);
  return aig_num_ands(c->g) - before;
}

/* Simulation on n tuples, 64 at a time. */
static void sim_arith(circuit *c, fp_format f, op o, unsigned n, uint64_t (*tuples)[3]) {
  static u128 in[3][64], out[64];
  for (unsigned base = 0; base < n; base += 64) {
    unsigned cnt = n - base < 64 ? n - base : 64;
    for (unsigned p = 0; p < cnt; p++)
      for (unsigned k = 0; k < 3; k++)
        in[k][p] = tuples[base + p][k];
    simulate(c, cnt, in, out, NULL);
    for (unsigned p = 0; p < cnt; p++) {
      uint64_t want = ref_op(f, o, tuples[base + p]);
      if (!same_value(f, (uint64_t)out[p], want))
        report_arith(f, o, tuples[base + p], (uint64_t)out[p], want, "simulated");
    }
  }
  end_case();
}

static uint64_t (*random_tuples(fp_format f, op o, unsigned n))[3] {
  uint64_t(*t)[3] = malloc((size_t)n * sizeof *t);
  for (unsigned i = 0; i < n; i++)
    gen_tuple(f, op_arity[o], t[i]);
  return t;
}

/* All tuples of a tiny format (fma: the first n only, n a multiple of 64). */
static uint64_t (*all_tuples(fp_format f, op o, unsigned *n))[3] {
  unsigned w = fp_width(f), arity = op_arity[o];
  uint64_t total = (uint64_t)1 << (w * arity);
  *n = (unsigned)total;
  uint64_t(*t)[3] = malloc((size_t)total * sizeof *t);
  for (uint64_t i = 0; i < total; i++)
    for (unsigned k = 0; k < 3; k++)
      t[i][k] = k < arity ? (i >> (w * k)) & fmask(f) : 0;
  return t;
}

static bool verbose; /* -v: print gate counts and the time */

static void print_gates(fp_format f, const char *what, size_t gates) {
  if (verbose && (is_float(f) || is_double(f)))
    printf("gates: %-6s %-10s %zu\n", is_float(f) ? "float" : "double", what, gates);
}

static void test_arith_random(fp_format f, op o, unsigned n_fold, unsigned n_sim) {
  uint64_t(*t)[3] = random_tuples(f, o, n_sim > n_fold ? n_sim : n_fold);
  fold_arith(f, o, n_fold, t);
  circuit c;
  print_gates(f, op_name[o], build_arith(&c, f, o));
  sim_arith(&c, f, o, n_sim, t);
  circuit_close(&c);
  free(t);
}

static void test_arith_all(fp_format f, op o, unsigned fold_every) {
  unsigned n;
  uint64_t(*t)[3] = all_tuples(f, o, &n);
  circuit c;
  build_arith(&c, f, o);
  sim_arith(&c, f, o, n, t);
  circuit_close(&c);
  /* fold a sample */
  unsigned m = 0;
  for (unsigned i = 0; i < n; i += fold_every)
    memcpy(t[m++], t[i], sizeof t[0]);
  fold_arith(f, o, m, t);
  free(t);
}

/* ---- comparisons -------------------------------------------------------------------- */

static bool ref_cmp(fp_pred p, double a, double b) {
  bool uno = isnan(a) || isnan(b);
  switch (p) {
  case FP_PRED_FALSE: return false;
  case FP_OEQ: return a == b;
  case FP_OGT: return a > b;
  case FP_OGE: return a >= b;
  case FP_OLT: return a < b;
  case FP_OLE: return a <= b;
  case FP_ONE: return a < b || a > b;
  case FP_ORD: return !uno;
  case FP_UNO: return uno;
  case FP_UEQ: return uno || a == b;
  case FP_UGT: return uno || a > b;
  case FP_UGE: return uno || a >= b;
  case FP_ULT: return uno || a < b;
  case FP_ULE: return uno || a <= b;
  case FP_UNE: return a != b;
  case FP_PRED_TRUE: return true;
  default: abort();
  }
}

/* All 16 predicates at once: bit p of the output is predicate p. */
static const bv *build_cmp(bvm *m, fp_format f, const bv *a, const bv *b) {
  aig_lit bits[16];
  for (unsigned p = 0; p < 16; p++)
    bits[p] = fp_cmp(m, f, (fp_pred)p, a, b);
  return bv_from_bits(m, 16, bits);
}

static unsigned ref_cmp_all(fp_format f, const uint64_t *in) {
  unsigned r = 0;
  for (unsigned p = 0; p < 16; p++)
    r |= (unsigned)ref_cmp((fp_pred)p, decode(f, in[0]), decode(f, in[1])) << p;
  return r;
}

static void test_cmp(fp_format f, unsigned n, uint64_t (*t)[3]) {
  static u128 in[3][64], out[64];
  circuit c;
  circuit_open(&c);
  c.n_in = 2;
  c.in[0] = bv_input(c.m, fp_width(f));
  c.in[1] = bv_input(c.m, fp_width(f));
  c.out = build_cmp(c.m, f, c.in[0], c.in[1]);
  for (unsigned base = 0; base < n; base += 64) {
    unsigned cnt = n - base < 64 ? n - base : 64;
    for (unsigned p = 0; p < cnt; p++)
      for (unsigned k = 0; k < 2; k++)
        in[k][p] = t[base + p][k];
    simulate(&c, cnt, in, out, NULL);
    for (unsigned p = 0; p < cnt; p++)
      if ((unsigned)out[p] != ref_cmp_all(f, t[base + p]))
        mismatch("(%u,%u) fcmp %llx %llx: predicates %x, want %x", f.exponent_bits,
                 f.significand_bits, (unsigned long long)t[base + p][0],
                 (unsigned long long)t[base + p][1], (unsigned)out[p],
                 ref_cmp_all(f, t[base + p]));
  }
  for (unsigned i = 0; i < n && i < 2000; i++) {
    const bv *a = bv_const(c.m, fp_width(f), t[i][0]), *b = bv_const(c.m, fp_width(f), t[i][1]);
    size_t ands = aig_num_ands(c.g);
    bool ok;
    unsigned got = (unsigned)const_value(build_cmp(c.m, f, a, b), &ok);
    if (!ok || ands != aig_num_ands(c.g) || got != ref_cmp_all(f, t[i]))
      mismatch("(%u,%u) fcmp folded %llx %llx", f.exponent_bits, f.significand_bits,
               (unsigned long long)t[i][0], (unsigned long long)t[i][1]);
  }
  circuit_close(&c);
  end_case();
}

/* ---- classification ----------------------------------------------------------------- */

static unsigned ref_class(fp_format f, uint64_t x) {
  double v = decode(f, x);
  bool sub = field_of(f, x) == 0 && frac_of(f, x) != 0;
  bool normal = field_of(f, x) != 0 && field_of(f, x) != field_ones(f);
  return (unsigned)isnan(v) | (unsigned)(isinf(v) != 0) << 1 | (unsigned)(v == 0) << 2 |
         (unsigned)sub << 3 | (unsigned)normal << 4 |
         (unsigned)(isfinite(v) != 0) << 5 | (unsigned)((x & sign_bit(f)) != 0) << 6;
}

static void test_classify(fp_format f, unsigned n, uint64_t (*t)[3]) {
  static u128 in[3][64], out[64];
  circuit c;
  circuit_open(&c);
  c.n_in = 1;
  const bv *x = c.in[0] = bv_input(c.m, fp_width(f));
  aig_lit bits[7] = {fp_is_nan(c.m, f, x),    fp_is_inf(c.m, f, x),
                     fp_is_zero(c.m, f, x),   fp_is_subnormal(c.m, f, x),
                     fp_is_normal(c.m, f, x), fp_is_finite(c.m, f, x),
                     fp_is_negative(c.m, f, x)};
  c.out = bv_from_bits(c.m, 7, bits);
  for (unsigned base = 0; base < n; base += 64) {
    unsigned cnt = n - base < 64 ? n - base : 64;
    for (unsigned p = 0; p < cnt; p++)
      in[0][p] = t[base + p][0];
    simulate(&c, cnt, in, out, NULL);
    for (unsigned p = 0; p < cnt; p++)
      if ((unsigned)out[p] != ref_class(f, t[base + p][0]))
        mismatch("(%u,%u) classify %llx: %x, want %x", f.exponent_bits, f.significand_bits,
                 (unsigned long long)t[base + p][0], (unsigned)out[p],
                 ref_class(f, t[base + p][0]));
  }
  circuit_close(&c);
  end_case();
}

/* ---- conversions between formats ---------------------------------------------------- */

static uint64_t ref_convert(fp_format from, fp_format to, uint64_t x) {
  return encode(to, decode(from, x));
}

static void test_convert(fp_format from, fp_format to, unsigned n, uint64_t (*t)[3]) {
  static u128 in[3][64], out[64];
  circuit c;
  circuit_open(&c);
  c.n_in = 1;
  c.in[0] = bv_input(c.m, fp_width(from));
  size_t before = aig_num_ands(c.g);
  c.out = fp_convert(c.m, from, to, c.in[0]);
  if (is_float(from) && is_double(to))
    print_gates(from, "fpext", aig_num_ands(c.g) - before);
  if (is_double(from) && is_float(to))
    print_gates(from, "fptrunc", aig_num_ands(c.g) - before);
  for (unsigned base = 0; base < n; base += 64) {
    unsigned cnt = n - base < 64 ? n - base : 64;
    for (unsigned p = 0; p < cnt; p++)
      in[0][p] = t[base + p][0];
    simulate(&c, cnt, in, out, NULL);
    for (unsigned p = 0; p < cnt; p++) {
      uint64_t x = t[base + p][0], want = ref_convert(from, to, x);
      if (!same_value(to, (uint64_t)out[p], want))
        mismatch("(%u,%u)->(%u,%u) %llx: %llx, want %llx", from.exponent_bits,
                 from.significand_bits, to.exponent_bits, to.significand_bits,
                 (unsigned long long)x, (unsigned long long)out[p], (unsigned long long)want);
    }
  }
  for (unsigned i = 0; i < n && i < 1000; i++) {
    size_t ands = aig_num_ands(c.g);
    bool ok;
    uint64_t got = (uint64_t)const_value(
        fp_convert(c.m, from, to, bv_const(c.m, fp_width(from), t[i][0])), &ok);
    if (!ok || ands != aig_num_ands(c.g) ||
        !same_value(to, got, ref_convert(from, to, t[i][0])))
      mismatch("(%u,%u)->(%u,%u) folded %llx", from.exponent_bits, from.significand_bits,
               to.exponent_bits, to.significand_bits, (unsigned long long)t[i][0]);
  }
  circuit_close(&c);
  end_case();
}

/* ---- integer conversions ------------------------------------------------------------ */

/* Whether trunc(x) fits; then *res is it in w bits. */
static bool ref_to_int(fp_format f, uint64_t x, unsigned w, bool sgn, u128 *res) {
  double v = decode(f, x);
  if (isnan(v) || isinf(v))
    return false;
  double t = trunc(v);
  if (sgn) {
    if (t < -ldexp(1, (int)w - 1) || t >= ldexp(1, (int)w - 1))
      return false;
    *res = (u128)(s128)t & mask128(w);
  } else {
    if (t < 0 || t >= ldexp(1, (int)w))
      return false;
    *res = (u128)t;
  }
  return true;
}

/* Mostly values around the integer range of width w. */
static uint64_t gen_for_int(fp_format f, unsigned w) {
  if (rnd(3) == 0)
    return gen_value(f);
  int64_t e = (int64_t)rnd(w + 4) - 2 + bias_of(f);
  if (e < 0 || e >= (int64_t)field_ones(f))
    return gen_value(f);
  uint64_t frac = rnd(4) == 0 ? rnd(3) : rnd(4) == 0 ? frac_of(f, ~(uint64_t)0) : short_frac(f);
  return make(f, coin(), (uint64_t)e, frac);
}

static void test_to_int(fp_format f, unsigned w, bool sgn, unsigned n, bool all) {
  static u128 in[3][64], out[64];
  static bool flag[64];
  circuit c;
  circuit_open(&c);
  c.n_in = 1;
  c.in[0] = bv_input(c.m, fp_width(f));
  size_t before = aig_num_ands(c.g);
  c.out = sgn ? fp_to_sint(c.m, f, c.in[0], w, &c.flag) : fp_to_uint(c.m, f, c.in[0], w, &c.flag);
  if (w == 32 || w == 64) {
    char name[32];
    snprintf(name, sizeof name, "fpto%si%u", sgn ? "s" : "u", w);
    print_gates(f, name, aig_num_ands(c.g) - before);
  }
  if (all)
    n = 1u << fp_width(f);
  uint64_t *xs = malloc(n * sizeof *xs);
  for (unsigned i = 0; i < n; i++)
    xs[i] = all ? i : gen_for_int(f, w);
  for (unsigned base = 0; base < n; base += 64) {
    unsigned cnt = n - base < 64 ? n - base : 64;
    for (unsigned p = 0; p < cnt; p++)
      in[0][p] = xs[base + p];
    simulate(&c, cnt, in, out, flag);
    for (unsigned p = 0; p < cnt; p++) {
      u128 want = 0;
      bool valid = ref_to_int(f, xs[base + p], w, sgn, &want);
      if (valid == flag[p] || (valid && out[p] != want))
        mismatch("(%u,%u) fpto%si%u %llx: %s %llx:%llx, want %s %llx:%llx", f.exponent_bits,
                 f.significand_bits, sgn ? "s" : "u", w, (unsigned long long)xs[base + p],
                 flag[p] ? "invalid" : "valid", hi64(out[p]), lo64(out[p]),
                 valid ? "valid" : "invalid", hi64(want), lo64(want));
    }
  }
  for (unsigned i = 0; i < n && i < 500; i++) {
    aig_lit inv;
    size_t ands = aig_num_ands(c.g);
    const bv *x = bv_const(c.m, fp_width(f), xs[i]);
    const bv *r = sgn ? fp_to_sint(c.m, f, x, w, &inv) : fp_to_uint(c.m, f, x, w, &inv);
    bool ok;
    u128 got = const_value(r, &ok), want = 0;
    bool valid = ref_to_int(f, xs[i], w, sgn, &want);
    if (!ok || ands != aig_num_ands(c.g) || !aig_is_const(inv) || (inv == AIG_TRUE) == valid ||
        (valid && got != want))
      mismatch("(%u,%u) fpto%si%u folded %llx", f.exponent_bits, f.significand_bits,
               sgn ? "s" : "u", w, (unsigned long long)xs[i]);
  }
  free(xs);
  circuit_close(&c);
  end_case();
}

static uint64_t ref_from_int(fp_format f, u128 x, unsigned w, bool sgn) {
  s128 sx = sext128(x, w);
  if (is_float(f))
    return float_bits(sgn ? (float)sx : (float)x);
  if (is_double(f))
    return double_bits(sgn ? (double)sx : (double)x);
  return tiny_round(f, sgn ? (double)sx : (double)x); /* exact below 2^53 */
}

/* Small, extreme, near powers of two, and with a random top and zero tail (ties). */
static u128 gen_int_raw(unsigned w) {
  u128 r = ((u128)rng() << 64 | rng()) & mask128(w);
  unsigned k = rnd(w) + 1;
  switch (rnd(6)) {
  case 0: return rnd(5);
  case 1: return mask128(w) - rnd(3);
  case 2: return ((u128)1 << (k - 1)) + rnd(3) - 1;
  case 3: return (r >> (w - k)) << (rnd(w - k + 1));
  default: return r >> rnd(w);
  }
}

static u128 gen_int(unsigned w) { return gen_int_raw(w) & mask128(w); }

static void test_from_int(fp_format f, unsigned w, bool sgn, unsigned n, bool all) {
  static u128 in[3][64], out[64];
  circuit c;
  circuit_open(&c);
  c.n_in = 1;
  c.in[0] = bv_input(c.m, w);
  size_t before = aig_num_ands(c.g);
  c.out = sgn ? fp_from_sint(c.m, f, c.in[0]) : fp_from_uint(c.m, f, c.in[0]);
  if (w == 32 || w == 64) {
    char name[32];
    snprintf(name, sizeof name, "%sitofp%u", sgn ? "s" : "u", w);
    print_gates(f, name, aig_num_ands(c.g) - before);
  }
  if (all)
    n = 1u << w;
  u128 *xs = malloc(n * sizeof *xs);
  for (unsigned i = 0; i < n; i++)
    xs[i] = all ? i : gen_int(w);
  for (unsigned base = 0; base < n; base += 64) {
    unsigned cnt = n - base < 64 ? n - base : 64;
    for (unsigned p = 0; p < cnt; p++)
      in[0][p] = xs[base + p];
    simulate(&c, cnt, in, out, NULL);
    for (unsigned p = 0; p < cnt; p++) {
      uint64_t want = ref_from_int(f, xs[base + p], w, sgn);
      if ((uint64_t)out[p] != want)
        mismatch("(%u,%u) %sitofp i%u %llx:%llx: %llx, want %llx", f.exponent_bits,
                 f.significand_bits, sgn ? "s" : "u", w, hi64(xs[base + p]),
                 lo64(xs[base + p]), (unsigned long long)out[p], (unsigned long long)want);
    }
  }
  for (unsigned i = 0; i < n && i < 500; i++) {
    size_t ands = aig_num_ands(c.g);
    u128 v = xs[i];
    const bv *x = const_u128(c.m, w, v);
    bool ok;
    uint64_t got = (uint64_t)const_value(sgn ? fp_from_sint(c.m, f, x) : fp_from_uint(c.m, f, x), &ok);
    if (!ok || ands != aig_num_ands(c.g) || got != ref_from_int(f, v, w, sgn))
      mismatch("(%u,%u) %sitofp i%u folded %llx:%llx", f.exponent_bits, f.significand_bits,
               sgn ? "s" : "u", w, hi64(v), lo64(v));
  }
  free(xs);
  circuit_close(&c);
  end_case();
}

/* ---- drivers ------------------------------------------------------------------------ */

static const fp_format tiny[] = {{2, 2}, {2, 4}, {3, 3}, {4, 3}, {3, 5}, {5, 2}};
#define NUM_TINY (sizeof tiny / sizeof tiny[0])

static void test_native(fp_format f, unsigned scale) {
  for (op o = 0; o < NUM_OPS; o++) {
    unsigned n_fold = 400 * scale, n_sim = 4096 * scale;
    if (o == OP_REM && is_double(f)) { /* over a million gates */
      n_fold = 40;
      n_sim = 256;
    }
    test_arith_random(f, o, n_fold, n_sim);
  }
  uint64_t(*t)[3] = random_tuples(f, OP_ADD, 8192);
  test_cmp(f, 8192, t);
  test_classify(f, 8192, t);
  free(t);
  static const unsigned widths[] = {1, 8, 16, 32, 33, 64, 128};
  for (unsigned i = 0; i < sizeof widths / sizeof widths[0]; i++)
    for (int sgn = 0; sgn < 2; sgn++) {
      test_to_int(f, widths[i], sgn, 2048, false);
      test_from_int(f, widths[i], sgn, 2048, false);
    }
}

static void test_tiny(fp_format f) {
  for (op o = 0; o < NUM_OPS; o++) {
    if (op_arity[o] == 3 && 3 * fp_width(f) > 18)
      test_arith_random(f, o, 2000, 1 << 16);
    else
      test_arith_all(f, o, op_arity[o] == 3 ? 61 : 7);
  }
  unsigned n;
  uint64_t(*t)[3] = all_tuples(f, OP_ADD, &n);
  test_cmp(f, n, t);
  test_classify(f, 1u << fp_width(f), t); /* the first operand runs through all values */
  free(t);
  for (unsigned w = 1; w <= 20; w += 3)
    for (int sgn = 0; sgn < 2; sgn++) {
      test_to_int(f, w, sgn, 0, true);
      test_from_int(f, w, sgn, 4096, w <= 10);
    }
}

static void test_conversions(void) {
  fp_format all[NUM_TINY + 2];
  for (unsigned i = 0; i < NUM_TINY; i++)
    all[i] = tiny[i];
  all[NUM_TINY] = FP_FLOAT;
  all[NUM_TINY + 1] = FP_DOUBLE;
  for (unsigned i = 0; i < NUM_TINY + 2; i++)
    for (unsigned j = 0; j < NUM_TINY + 2; j++) {
      fp_format from = all[i], to = all[j];
      unsigned n = fp_width(from) <= 16 ? 1u << fp_width(from) : 8192;
      uint64_t(*t)[3] = fp_width(from) <= 16 ? all_tuples(from, OP_SQRT, &n)
                                             : random_tuples(from, OP_SQRT, n);
      test_convert(from, to, n, t);
      free(t);
    }
}

/* Usage: test_fp [-v] [scale]; scale multiplies the random samples for float and double. */
int main(int argc, char **argv) {
  unsigned scale = 1;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-v"))
      verbose = true;
    else if (atoi(argv[i]) > 0)
      scale = (unsigned)atoi(argv[i]);
  }
  clock_t start = clock();
  for (unsigned i = 0; i < NUM_TINY; i++)
    test_tiny(tiny[i]);
  test_conversions();
  test_native(FP_FLOAT, scale);
  test_native(FP_DOUBLE, scale);
  if (verbose)
    printf("time: %.2f s\n", (double)(clock() - start) / CLOCKS_PER_SEC);
  return unit_finish();
}

/*
 * unit_fp.h: the reference side of the floating-point unit tests (test_fp.c): formats
 * and bit patterns, exact reference values (the hardware for float and double, exact
 * double arithmetic rounded to the format for tiny formats), the operations under test
 * with their reference results and circuits, and operand generators biased towards
 * special values, subnormals, cancellation and ties. Everything is static: one test
 * executable includes it.
 */
#ifndef CB_UNIT_FP_H
#define CB_UNIT_FP_H

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "bitblast/fp.h"
#include "unit.h"

static inline unsigned rnd(unsigned n) { return (unsigned)(rng() % n); }

/* ---- formats and reference values -------------------------------------------------- */

static inline bool same_format(fp_format f, fp_format g) {
  return f.exponent_bits == g.exponent_bits && f.significand_bits == g.significand_bits;
}

static inline bool is_float(fp_format f) { return same_format(f, FP_FLOAT); }
static inline bool is_double(fp_format f) { return same_format(f, FP_DOUBLE); }

static inline uint64_t fmask(fp_format f) { return mask128(fp_width(f)); }
static inline int bias_of(fp_format f) { return (1 << (f.exponent_bits - 1)) - 1; }
static inline uint64_t field_ones(fp_format f) { return ((uint64_t)1 << f.exponent_bits) - 1; }
static inline uint64_t frac_of(fp_format f, uint64_t x) {
  return x & (((uint64_t)1 << (f.significand_bits - 1)) - 1);
}
static inline uint64_t field_of(fp_format f, uint64_t x) {
  return (x >> (f.significand_bits - 1)) & field_ones(f);
}
static inline uint64_t sign_bit(fp_format f) { return (uint64_t)1 << (fp_width(f) - 1); }

static inline uint64_t make(fp_format f, bool neg, uint64_t field, uint64_t frac) {
  return (neg ? sign_bit(f) : 0) | ((field & field_ones(f)) << (f.significand_bits - 1)) |
         frac_of(f, frac);
}

static inline bool bits_nan(fp_format f, uint64_t x) {
  return field_of(f, x) == field_ones(f) && frac_of(f, x) != 0;
}

/* Exact for every format with s <= 53 and an exponent range within double's. */
static inline double decode(fp_format f, uint64_t x) {
  unsigned s = f.significand_bits;
  uint64_t frac = frac_of(f, x), field = field_of(f, x);
  double v;
  if (field == field_ones(f))
    v = frac ? NAN : INFINITY;
  else if (field == 0)
    v = ldexp((double)frac, 1 - bias_of(f) - (int)(s - 1));
  else
    v = ldexp((double)(frac | ((uint64_t)1 << (s - 1))), (int)field - bias_of(f) - (int)(s - 1));
  return (x & sign_bit(f)) ? -v : v;
}

/* v rounded to nearest even in a tiny format: scale to integer significand, rint. */
static inline uint64_t tiny_round(fp_format f, double v) {
  unsigned s = f.significand_bits;
  int emin = 1 - bias_of(f), emax = bias_of(f);
  bool neg = signbit(v) != 0;
  if (isnan(v))
    return make(f, false, field_ones(f), (uint64_t)1 << (s - 2));
  double a = fabs(v);
  if (isinf(a))
    return make(f, neg, field_ones(f), 0);
  if (a == 0)
    return make(f, neg, 0, 0);
  int ex;
  frexp(a, &ex);
  int e = ex - 1 < emin ? emin : ex - 1;
  double n = nearbyint(ldexp(a, (int)(s - 1) - e));
  if (n >= ldexp(1, (int)s)) {
    n /= 2;
    e++;
  }
  if (e > emax)
    return make(f, neg, field_ones(f), 0);
  uint64_t N = (uint64_t)n, hidden = (uint64_t)1 << (s - 1);
  if (N < hidden)
    return make(f, neg, 0, N);
  return make(f, neg, (uint64_t)(e + bias_of(f)), N - hidden);
}

static inline uint64_t float_bits(float x) {
  uint32_t u;
  memcpy(&u, &x, 4);
  return u;
}

static inline float bits_float(uint64_t x) {
  uint32_t u = (uint32_t)x;
  float r;
  memcpy(&r, &u, 4);
  return r;
}

static inline uint64_t double_bits(double x) {
  uint64_t u;
  memcpy(&u, &x, 8);
  return u;
}

static inline uint64_t encode(fp_format f, double v) {
  if (is_float(f))
    return float_bits((float)v);
  if (is_double(f))
    return double_bits(v);
  return tiny_round(f, v);
}

/* ---- operations --------------------------------------------------------------------- */

typedef enum op {
  OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_REM, OP_SQRT, OP_FMA, OP_NEG, OP_ABS, NUM_OPS
} op;

static const char *const op_name[NUM_OPS] = {"add", "sub", "mul", "div", "rem",
                                             "sqrt", "fma", "neg", "abs"};
static const unsigned op_arity[NUM_OPS] = {2, 2, 2, 2, 2, 1, 3, 1, 1};

static inline double op_double(op o, double a, double b, double c) {
  switch (o) {
  case OP_ADD: return a + b;
  case OP_SUB: return a - b;
  case OP_MUL: return a * b;
  case OP_DIV: return a / b;
  case OP_REM: return fmod(a, b);
  case OP_SQRT: return sqrt(a);
  case OP_FMA: return fma(a, b, c);
  case OP_NEG: return -a;
  case OP_ABS: return fabs(a);
  default: abort();
  }
}

static inline float op_float(op o, float a, float b, float c) {
  switch (o) {
  case OP_ADD: return a + b;
  case OP_SUB: return a - b;
  case OP_MUL: return a * b;
  case OP_DIV: return a / b;
  case OP_REM: return fmodf(a, b);
  case OP_SQRT: return sqrtf(a);
  case OP_FMA: return fmaf(a, b, c);
  case OP_NEG: return -a;
  case OP_ABS: return fabsf(a);
  default: abort();
  }
}

static inline uint64_t ref_op(fp_format f, op o, const uint64_t *in) {
  if (is_float(f))
    return float_bits(op_float(o, bits_float(in[0]), bits_float(in[1]), bits_float(in[2])));
  double r = op_double(o, decode(f, in[0]), decode(f, in[1]), decode(f, in[2]));
  return encode(f, r);
}

static inline const bv *build_op(bvm *m, fp_format f, op o, const bv *const *in) {
  switch (o) {
  case OP_ADD: return fp_add(m, f, in[0], in[1]);
  case OP_SUB: return fp_sub(m, f, in[0], in[1]);
  case OP_MUL: return fp_mul(m, f, in[0], in[1]);
  case OP_DIV: return fp_div(m, f, in[0], in[1]);
  case OP_REM: return fp_rem(m, f, in[0], in[1]);
  case OP_SQRT: return fp_sqrt(m, f, in[0]);
  case OP_FMA: return fp_fma(m, f, in[0], in[1], in[2]);
  case OP_NEG: return fp_neg(m, f, in[0]);
  case OP_ABS: return fp_abs(m, f, in[0]);
  default: abort();
  }
}

static inline bool same_value(fp_format f, uint64_t got, uint64_t want) {
  if (bits_nan(f, want))
    return bits_nan(f, got);
  return got == want;
}

/* ---- operand generators ------------------------------------------------------------- */

static inline bool coin(void) { return rng() & 1; }

static inline uint64_t rand_frac(fp_format f) { return frac_of(f, rng()); }

/* A fraction with only its top k bits random: exact results and ties. */
static inline uint64_t short_frac(fp_format f) {
  unsigned fb = f.significand_bits - 1, k = rnd(fb + 1);
  return k == 0 ? 0 : (rand_frac(f) >> (fb - k)) << (fb - k);
}

static inline uint64_t special_value(fp_format f) {
  bool neg = coin();
  uint64_t top = field_ones(f), fmax = frac_of(f, ~(uint64_t)0);
  switch (rnd(10)) {
  case 0: return make(f, neg, 0, 0);
  case 1: return make(f, neg, top, 0);
  case 2: return make(f, neg, top, rand_frac(f) | 1);                /* NaN */
  case 3: return make(f, neg, 0, 1);                                 /* min subnormal */
  case 4: return make(f, neg, 0, fmax);                              /* max subnormal */
  case 5: return make(f, neg, 1, 0);                                 /* min normal */
  case 6: return make(f, neg, top - 1, fmax);                        /* max finite */
  case 7: return make(f, neg, (uint64_t)bias_of(f), rnd(3));          /* 1 + few ulps */
  case 8: return make(f, neg, (uint64_t)bias_of(f) - 1, fmax - rnd(3)); /* just below 1 */
  default: return make(f, neg, top - 1, rnd(4));
  }
}

static inline uint64_t gen_value(fp_format f) {
  bool neg = coin();
  uint64_t top = field_ones(f);
  switch (rnd(8)) {
  case 0: return special_value(f);
  case 1: return make(f, neg, 0, rand_frac(f));                       /* subnormal */
  case 2: {                                                           /* near 1 */
    int e = bias_of(f) + (int)rnd(7) - 3, emax_field = (int)top - 1;
    e = e < 1 ? 1 : e > emax_field ? emax_field : e;
    return make(f, neg, (uint64_t)e, coin() ? rand_frac(f) : short_frac(f));
  }
  case 3: return make(f, neg, 1 + rng() % (top - 1), short_frac(f));
  default: return make(f, neg, 1 + rng() % (top - 1), rand_frac(f));
  }
}

/* b related to a: close exponents (cancellation), half-ulp distances (ties), equal. */
static inline uint64_t gen_partner(fp_format f, uint64_t a) {
  unsigned s = f.significand_bits;
  int64_t field = (int64_t)field_of(f, a), top = (int64_t)field_ones(f);
  bool neg = coin();
  int64_t e;
  switch (rnd(8)) {
  case 0: return a ^ (coin() ? sign_bit(f) : 0);
  case 1: return (a ^ (rng() & 7)) ^ (coin() ? sign_bit(f) : 0);
  case 2: case 3: e = field + (int64_t)rnd(5) - 2; break;
  case 4: case 5: e = field - (int64_t)(s - 2 + rnd(5)); break;
  default: return gen_value(f);
  }
  if (e < 0)
    e = 0;
  if (e >= top)
    e = top - 1;
  return make(f, neg, (uint64_t)e, coin() ? rand_frac(f) : short_frac(f));
}

static inline void gen_tuple(fp_format f, unsigned arity, uint64_t *in) {
  in[0] = gen_value(f);
  in[1] = coin() ? gen_partner(f, in[0]) : gen_value(f);
  in[2] = coin() ? gen_partner(f, in[0]) : gen_value(f);
  if (arity == 3 && rnd(4) == 0) {
    /* c close to -(a * b): cancellation in fma */
    double p = decode(f, in[0]) * decode(f, in[1]);
    uint64_t near = encode(f, -p);
    in[2] = bits_nan(f, near) ? in[2] : near ^ (rng() & 3);
  }
  for (unsigned k = 0; k < 3; k++)
    in[k] = k < arity ? in[k] & fmask(f) : 0;
}

#endif

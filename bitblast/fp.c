/*
 * fp.c: the floating-point core (see fp.h): formats, unpacking, the rounder, constants,
 * classification, sign operations and comparisons. The operations themselves are in
 * fp_arith.c and fp_conv.c; they all follow the same pipeline:
 *
 *   unpack the operands -> compute an exact significand, or a truncated one with a
 *   sticky bit -> fp_round (normalize, denormalize, round to nearest even, pack)
 *   -> fp_special overrides the result for NaN, infinite and zero operands.
 *
 * Exponents are signed bit-vectors of fp_exp_width bits (or wider), unbiased, so that
 * no operation has to worry about the exponent range until packing.
 */
#include "bitblast/fp.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- formats ------------------------------------------------------------------------- */

bool fp_format_valid(fp_format f) {
  return f.exponent_bits >= 2 && f.exponent_bits <= 20 && f.significand_bits >= 2 &&
         f.significand_bits <= 4096;
}

unsigned fp_width(fp_format f) { return f.exponent_bits + f.significand_bits; }

int64_t fp_emax(fp_format f) { return ((int64_t)1 << (f.exponent_bits - 1)) - 1; }

int64_t fp_emin(fp_format f) { return 1 - fp_emax(f); }

/* Bits of a non-negative value. */
static unsigned fp_bits_for(uint64_t v) {
  unsigned n = 1;
  while (n < 64 && (UINT64_C(1) << n) <= v)
    n++;
  return n;
}

/*
 * Products and quotients of normalized subnormals reach about 2 * (emax + s) in
 * magnitude, fma's alignment distances about 4 * (emax + s); 8 * (emax + s) plus a
 * sign bit leaves room for all intermediate steps.
 */
unsigned fp_exp_width(fp_format f) {
  return fp_bits_for(8 * ((uint64_t)fp_emax(f) + f.significand_bits)) + 1;
}

void fp_check(const char *op, fp_format f, const bv *x) {
  if (!fp_format_valid(f)) {
    fprintf(stderr, "cbounds: %s: unsupported floating-point format (%u, %u)\n", op,
            f.exponent_bits, f.significand_bits);
    abort();
  }
  if (x && x->width != fp_width(f)) {
    fprintf(stderr, "cbounds: %s: operand width %u, format (%u, %u) needs %u\n", op,
            x->width, f.exponent_bits, f.significand_bits, fp_width(f));
    abort();
  }
}

/* ---- bit-vector helpers -------------------------------------------------------------- */

const bv *fp_sconst(bvm *m, unsigned width, int64_t value) {
  const bv *low = bv_const(m, width < 64 ? width : 64, (uint64_t)value);
  if (width <= 64)
    return low;
  return bv_sext(m, low, width);
}

aig_lit fp_nonzero(bvm *m, const bv *a) { return aig_not(bv_is_zero(m, a)); }

static const bv *fp_zeros(bvm *m, unsigned width) { return bv_const(m, width, 0); }

/* width copies of bit c. */
static const bv *fp_fill(bvm *m, unsigned width, aig_lit c) {
  return bv_sext(m, bv_from_bit(m, c), width);
}

const bv *fp_shl_const(bvm *m, const bv *a, unsigned k) {
  if (k == 0)
    return a;
  return bv_concat(m, fp_zeros(m, k), bv_extract(m, a, 0, a->width - k));
}

const bv *fp_lshr_const(bvm *m, const bv *a, unsigned k) {
  if (k == 0)
    return a;
  return bv_concat(m, bv_extract(m, a, k, a->width - k), fp_zeros(m, k));
}

/* Whether amount bit j is a shift by at least the width: 2^j >= width. */
static bool fp_stage_too_big(unsigned j, unsigned width) {
  return j >= 31 || (1u << j) >= width;
}

/* Barrel shifter whose amount may be narrower or wider than a. */
const bv *fp_shl_var(bvm *m, const bv *a, const bv *amount) {
  unsigned w = a->width, j = 0;
  for (; j < amount->width && !fp_stage_too_big(j, w); j++)
    a = bv_ite(m, amount->bits[j], fp_shl_const(m, a, 1u << j), a);
  aig_lit big = AIG_FALSE;
  for (; j < amount->width; j++)
    big = aig_or(bvm_aig(m), big, amount->bits[j]);
  return bv_ite(m, big, fp_zeros(m, w), a);
}

/*
 * Stage j shifts by 2^j and loses the low 2^j bits of the current value; whatever
 * the stages leave when the amount is at least the width is lost too.
 */
const bv *fp_shr_sticky(bvm *m, const bv *a, const bv *amount, aig_lit *sticky) {
  aig *g = bvm_aig(m);
  unsigned w = a->width, j = 0;
  aig_lit st = *sticky;
  for (; j < amount->width && !fp_stage_too_big(j, w); j++) {
    unsigned k = 1u << j;
    aig_lit lost = fp_nonzero(m, bv_extract(m, a, 0, k));
    st = aig_or(g, st, aig_and(g, amount->bits[j], lost));
    a = bv_ite(m, amount->bits[j], fp_lshr_const(m, a, k), a);
  }
  aig_lit big = AIG_FALSE;
  for (; j < amount->width; j++)
    big = aig_or(g, big, amount->bits[j]);
  *sticky = aig_or(g, st, aig_and(g, big, fp_nonzero(m, a)));
  return bv_ite(m, big, fp_zeros(m, w), a);
}

/* ---- fields and classification ------------------------------------------------------- */

static const bv *fp_frac(bvm *m, fp_format f, const bv *x) {
  return bv_extract(m, x, 0, f.significand_bits - 1);
}

static const bv *fp_field(bvm *m, fp_format f, const bv *x) {
  return bv_extract(m, x, f.significand_bits - 1, f.exponent_bits);
}

static aig_lit fp_sign_bit(const bv *x) { return x->bits[x->width - 1]; }

static aig_lit fp_field_ones(bvm *m, fp_format f, const bv *x) {
  return bv_is_zero(m, bv_not(m, fp_field(m, f, x)));
}

const bv *fp_mag(bvm *m, fp_format f, const bv *x) {
  return bv_extract(m, x, 0, fp_width(f) - 1);
}

aig_lit fp_is_nan(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_is_nan", f, x);
  return aig_and(bvm_aig(m), fp_field_ones(m, f, x), fp_nonzero(m, fp_frac(m, f, x)));
}

aig_lit fp_is_inf(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_is_inf", f, x);
  return aig_and(bvm_aig(m), fp_field_ones(m, f, x), bv_is_zero(m, fp_frac(m, f, x)));
}

aig_lit fp_is_zero(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_is_zero", f, x);
  return bv_is_zero(m, fp_mag(m, f, x));
}

aig_lit fp_is_subnormal(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_is_subnormal", f, x);
  return aig_and(bvm_aig(m), bv_is_zero(m, fp_field(m, f, x)),
                 fp_nonzero(m, fp_frac(m, f, x)));
}

aig_lit fp_is_normal(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_is_normal", f, x);
  return aig_and(bvm_aig(m), fp_nonzero(m, fp_field(m, f, x)),
                 aig_not(fp_field_ones(m, f, x)));
}

aig_lit fp_is_finite(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_is_finite", f, x);
  return aig_not(fp_field_ones(m, f, x));
}

aig_lit fp_is_negative(bvm *m, fp_format f, const bv *x) {
  (void)m;
  fp_check("fp_is_negative", f, x);
  return fp_sign_bit(x);
}

/* ---- constants ----------------------------------------------------------------------- */

/* The magnitude bits with exponent field all ones and the given fraction top bit. */
static const bv *fp_top_mag(bvm *m, fp_format f, bool quiet) {
  unsigned fb = f.significand_bits - 1;
  const bv *frac = bv_const(m, 1, quiet);
  if (fb > 1)
    frac = bv_concat(m, fp_zeros(m, fb - 1), frac);
  return bv_concat(m, frac, bv_not(m, fp_zeros(m, f.exponent_bits)));
}

const bv *fp_nan(bvm *m, fp_format f) {
  fp_check("fp_nan", f, NULL);
  return bv_concat(m, fp_top_mag(m, f, true), bv_const(m, 1, 0));
}

const bv *fp_inf(bvm *m, fp_format f, bool negative) {
  fp_check("fp_inf", f, NULL);
  return bv_concat(m, fp_top_mag(m, f, false), bv_const(m, 1, negative));
}

const bv *fp_zero(bvm *m, fp_format f, bool negative) {
  fp_check("fp_zero", f, NULL);
  return bv_concat(m, fp_zeros(m, fp_width(f) - 1), bv_const(m, 1, negative));
}

/*
 * Muxing constants into the magnitude costs one gate per bit and level; the sign is
 * muxed separately.
 */
const bv *fp_special(bvm *m, fp_format f, aig_lit nan, aig_lit inf, aig_lit zero,
                     aig_lit sign, const bv *other) {
  aig *g = bvm_aig(m);
  const bv *mag = fp_mag(m, f, other);
  mag = bv_ite(m, zero, fp_zeros(m, mag->width), mag);
  mag = bv_ite(m, inf, fp_top_mag(m, f, false), mag);
  mag = bv_ite(m, nan, fp_top_mag(m, f, true), mag);
  aig_lit s = aig_ite(g, aig_or(g, inf, zero), sign, fp_sign_bit(other));
  s = aig_and(g, aig_not(nan), s);
  return bv_concat(m, mag, bv_from_bit(m, s));
}

/* ---- unpacking ----------------------------------------------------------------------- */

/* The number of normalization stages for w bits: shifts by 2^j < w, at most max. */
static unsigned fp_norm_stages(unsigned w, unsigned max) {
  unsigned stages = 0;
  while (stages < max && (1u << stages) < w)
    stages++;
  return stages;
}

/*
 * Stage j (from the top) shifts sig left by 2^j if its top 2^j bits are zero and,
 * when room is given (as many bits as there are stages), room >= 2^j (room then goes
 * down by 2^j). Taking the stages greedily shifts by min(leading zeros, room). Sets
 * *count to the total shift.
 */
static const bv *fp_normalize(bvm *m, const bv *sig, const bv *room, unsigned stages,
                              const bv **count) {
  aig *g = bvm_aig(m);
  unsigned w = sig->width;
  aig_lit bits[32];
  for (unsigned j = stages; j-- > 0;) {
    unsigned k = 1u << j;
    aig_lit c = bv_is_zero(m, bv_extract(m, sig, w - k, k));
    if (room) {
      c = aig_and(g, c, fp_nonzero(m, bv_extract(m, room, j, room->width - j)));
      room = bv_ite(m, c, bv_sub(m, room, bv_const(m, room->width, k)), room);
    }
    sig = bv_ite(m, c, fp_shl_const(m, sig, k), sig);
    bits[j] = c;
  }
  *count = stages ? bv_from_bits(m, stages, bits) : bv_const(m, 1, 0);
  return sig;
}

/* The biased exponent field with 0 read as 1 (the exponent of subnormals). */
static const bv *fp_field_min1(bvm *m, fp_format f, const bv *x) {
  const bv *field = fp_field(m, f, x);
  aig_lit bit0 = aig_or(bvm_aig(m), field->bits[0], bv_is_zero(m, field));
  return bv_concat(m, bv_from_bit(m, bit0), bv_extract(m, field, 1, f.exponent_bits - 1));
}

fp_unpacked fp_unpack(bvm *m, fp_format f, const bv *x, unsigned exp_width,
                      fp_unpack_mode mode) {
  aig *g = bvm_aig(m);
  aig_lit ones = fp_field_ones(m, f, x), normal = fp_nonzero(m, fp_field(m, f, x));
  aig_lit frac_zero = bv_is_zero(m, fp_frac(m, f, x));
  fp_unpacked u;
  u.sign = fp_sign_bit(x);
  u.nan = aig_and(g, ones, aig_not(frac_zero));
  u.inf = aig_and(g, ones, frac_zero);
  u.zero = aig_and(g, aig_not(normal), frac_zero);
  u.sig = bv_concat(m, fp_frac(m, f, x), bv_from_bit(m, normal));
  const bv *biased = bv_zext(m, fp_field_min1(m, f, x), exp_width);
  u.exp = bv_sub(m, biased, fp_sconst(m, exp_width, fp_emax(f)));
  if (mode == FP_UNPACK_RAW)
    return u;
  const bv *count;
  u.sig = fp_normalize(m, u.sig, NULL, fp_norm_stages(u.sig->width, 32), &count);
  u.exp = bv_sub(m, u.exp, bv_zext(m, count, exp_width));
  if (mode == FP_UNPACK_NORMAL_ONE) /* cheaper multipliers and dividers */
    u.sig = bv_concat(m, bv_extract(m, u.sig, 0, f.significand_bits - 1),
                      bv_const(m, 1, 1));
  return u;
}

/* ---- rounding ------------------------------------------------------------------------ */

/* Keeps the top width bits of sig (padding with zeros below), the rest goes to sticky. */
static fp_raw fp_reduce(bvm *m, fp_raw r, unsigned width) {
  unsigned w = r.sig->width;
  if (w < width) {
    r.sig = bv_concat(m, fp_zeros(m, width - w), r.sig);
  } else if (w > width) {
    aig_lit low = fp_nonzero(m, bv_extract(m, r.sig, 0, w - width));
    r.sticky = aig_or(bvm_aig(m), r.sticky, low);
    r.sig = bv_extract(m, r.sig, w - width, width);
  }
  return r;
}

/*
 * exp - emin clamped to [0, 2^stages - 1], in stages bits: the stages never shift by
 * more than that, so the room need not be tracked in full width.
 */
static const bv *fp_room(bvm *m, fp_format f, const bv *exp, unsigned stages) {
  unsigned ew = exp->width;
  const bv *room = bv_sub(m, exp, fp_sconst(m, ew, fp_emin(f)));
  aig_lit high = fp_nonzero(m, bv_extract(m, room, stages, ew - 1 - stages));
  const bv *low = bv_or(m, bv_trunc(m, room, stages), fp_fill(m, stages, high));
  return bv_and(m, low, fp_fill(m, stages, aig_not(room->bits[ew - 1])));
}

/* Left shift past leading zeros; with FP_LIMIT by at most exp - emin (0 if negative). */
static fp_raw fp_round_normalize(bvm *m, fp_format f, fp_raw r, unsigned flags) {
  unsigned stages = fp_norm_stages(r.sig->width, (flags & FP_NORM_FULL) ? 32 : 1);
  if (stages == 0)
    return r;
  const bv *room = (flags & FP_LIMIT) ? fp_room(m, f, r.exp, stages) : NULL;
  const bv *count;
  r.sig = fp_normalize(m, r.sig, room, stages, &count);
  r.exp = bv_sub(m, r.exp, bv_zext(m, count, r.exp->width));
  return r;
}

/* Below emin: shift right to emin, collecting the lost bits in sticky. */
static fp_raw fp_denormalize(bvm *m, fp_format f, fp_raw r) {
  unsigned ew = r.exp->width;
  const bv *emin = fp_sconst(m, ew, fp_emin(f));
  aig_lit tiny = bv_slt(m, r.exp, emin);
  const bv *amount = bv_and(m, bv_sub(m, emin, r.exp), fp_fill(m, ew, tiny));
  r.sig = fp_shr_sticky(m, r.sig, amount, &r.sticky);
  r.exp = bv_ite(m, tiny, emin, r.exp);
  return r;
}

/*
 * sig has s + 2 bits: hidden bit, s - 1 fraction bits, guard bit, and one more bit
 * that joins sticky. The packed magnitude is field | fraction with field = exp + bias
 * for normal values and 0 when the hidden bit is clear (subnormal or zero, exp = emin).
 * Rounding up adds one to the packed magnitude, so a carry out of the fraction moves
 * into the exponent: subnormal to normal, 1.11..1 to 10.0, and the largest finite value
 * to infinity, all without extra logic.
 */
static const bv *fp_pack(bvm *m, fp_format f, fp_raw r) {
  aig *g = bvm_aig(m);
  unsigned s = f.significand_bits, e = f.exponent_bits, ew = r.exp->width;
  aig_lit hidden = r.sig->bits[s + 1], guard = r.sig->bits[1], lsb = r.sig->bits[2];
  aig_lit sticky = aig_or(g, r.sticky, r.sig->bits[0]);
  aig_lit up = aig_and(g, guard, aig_or(g, sticky, lsb));
  const bv *biased = bv_add(m, bv_trunc(m, r.exp, e), bv_const(m, e, (uint64_t)fp_emax(f)));
  const bv *field = bv_and(m, biased, fp_fill(m, e, hidden));
  const bv *mag = bv_concat(m, bv_extract(m, r.sig, 2, s - 1), field);
  mag = bv_add(m, mag, bv_zext(m, bv_from_bit(m, up), mag->width));
  aig_lit overflow = aig_and(g, hidden, bv_slt(m, fp_sconst(m, ew, fp_emax(f)), r.exp));
  mag = bv_ite(m, overflow, fp_top_mag(m, f, false), mag);
  return bv_concat(m, mag, bv_from_bit(m, r.sign));
}

const bv *fp_round(bvm *m, fp_format f, fp_raw r, unsigned flags) {
  unsigned s = f.significand_bits;
  if (flags & FP_NORM_ONE)
    r = fp_reduce(m, r, s + 3); /* one shift still leaves s + 2 bits */
  if (flags & (FP_NORM_ONE | FP_NORM_FULL))
    r = fp_round_normalize(m, f, r, flags);
  r = fp_reduce(m, r, s + 2);
  if (flags & FP_DENORM)
    r = fp_denormalize(m, f, r);
  return fp_pack(m, f, r);
}

/* ---- sign operations and comparisons ------------------------------------------------- */

const bv *fp_neg(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_neg", f, x);
  return bv_concat(m, fp_mag(m, f, x), bv_from_bit(m, aig_not(fp_sign_bit(x))));
}

const bv *fp_abs(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_abs", f, x);
  return bv_concat(m, fp_mag(m, f, x), bv_const(m, 1, 0));
}

/*
 * a < b for non-NaN operands: by magnitude when both are positive, by reversed
 * magnitude when both are negative, and a negative a is below a positive b unless
 * both are zeros.
 */
static aig_lit fp_less(bvm *m, fp_format f, const bv *a, const bv *b, aig_lit both_zero) {
  aig *g = bvm_aig(m);
  aig_lit sa = fp_sign_bit(a), sb = fp_sign_bit(b);
  const bv *ma = fp_mag(m, f, a), *mb = fp_mag(m, f, b);
  aig_lit neg = aig_ite(g, sb, bv_ult(m, mb, ma), aig_not(both_zero));
  return aig_ite(g, sa, neg, aig_and(g, aig_not(sb), bv_ult(m, ma, mb)));
}

aig_lit fp_cmp(bvm *m, fp_format f, fp_pred p, const bv *a, const bv *b) {
  fp_check("fp_cmp", f, a);
  fp_check("fp_cmp", f, b);
  aig *g = bvm_aig(m);
  if (p == FP_PRED_FALSE || p == FP_PRED_TRUE)
    return p == FP_PRED_TRUE ? AIG_TRUE : AIG_FALSE;
  aig_lit uno = aig_or(g, fp_is_nan(m, f, a), fp_is_nan(m, f, b));
  aig_lit both_zero = bv_is_zero(m, bv_or(m, fp_mag(m, f, a), fp_mag(m, f, b)));
  aig_lit eq = aig_or(g, bv_eq(m, a, b), both_zero);
  aig_lit rel; /* the relation on non-NaN operands */
  switch (p) {
  case FP_OEQ: case FP_UEQ: rel = eq; break;
  case FP_ONE: case FP_UNE: rel = aig_not(eq); break;
  case FP_OLT: case FP_ULT: rel = fp_less(m, f, a, b, both_zero); break;
  case FP_OGT: case FP_UGT: rel = fp_less(m, f, b, a, both_zero); break;
  case FP_OLE: case FP_ULE: rel = aig_not(fp_less(m, f, b, a, both_zero)); break;
  case FP_OGE: case FP_UGE: rel = aig_not(fp_less(m, f, a, b, both_zero)); break;
  case FP_ORD: case FP_UNO: rel = AIG_TRUE; break;
  default:
    fprintf(stderr, "cbounds: fp_cmp: bad predicate %d\n", (int)p);
    abort();
  }
  if (p >= FP_UNO) /* the unordered predicates */
    return p == FP_UNO ? uno : aig_or(g, uno, rel);
  return p == FP_ORD ? aig_not(uno) : aig_and(g, aig_not(uno), rel);
}

/*
 * fp_arith.c: floating-point arithmetic (see fp.h), on the pipeline of fp.c.
 *
 * Significand circuits: addition aligns the smaller operand with a sticky right shift
 * and adds or subtracts in s + 4 bits; multiplication is bv_mul on 2s bits; division,
 * square root and remainder are restoring (bit per step) algorithms written here,
 * because they need only the quotient bits that rounding looks at and a sticky bit.
 */
#include "bitblast/fp.h"

/* ---- addition ------------------------------------------------------------------------ */

/* x + y, or x - y when sub (x >= y as unsigned), one bit wider than the operands. */
static const bv *fp_add_sub(bvm *m, const bv *x, const bv *y, aig_lit sub) {
  unsigned w = x->width + 1;
  const bv *xs = bv_zext(m, x, w);
  const bv *ys = bv_xor(m, bv_zext(m, y, w), bv_sext(m, bv_from_bit(m, sub), w));
  /* A low bit sub in both operands carries sub into bit 1: the +1 of the negation. */
  const bv *lo = bv_from_bit(m, sub);
  const bv *sum = bv_add(m, bv_concat(m, lo, xs), bv_concat(m, lo, ys));
  return bv_extract(m, sum, 1, w);
}

/*
 * The addition of two operands with significands of n bits whose magnitudes satisfy
 * |x| >= |y|, both with the top bit's weight given by their exponent. y is aligned to
 * x with two extra bits and a sticky bit below; when sticky is set, the alignment
 * distance is at least 3, so the result has at most two leading zeros and the sticky
 * bit stays below the guard bit (the sum then is odd, which tells the rounder it is
 * inexact). Larger cancellations only happen with exact operands. Returns the raw sum;
 * an exact zero gets the sign zero_sign.
 */
static fp_raw fp_add_aligned(bvm *m, fp_unpacked x, fp_unpacked y, aig_lit zero_sign) {
  aig *g = bvm_aig(m);
  const bv *d = bv_sub(m, x.exp, y.exp);
  aig_lit sticky = AIG_FALSE;
  const bv *ys = fp_shr_sticky(m, bv_concat(m, bv_const(m, 2, 0), y.sig), d, &sticky);
  const bv *big = bv_concat(m, bv_const(m, 3, 0), x.sig);
  const bv *small = bv_concat(m, bv_from_bit(m, sticky), ys);
  const bv *sum = fp_add_sub(m, big, small, aig_xor(g, x.sign, y.sign));
  fp_raw r;
  r.sign = aig_ite(g, bv_is_zero(m, sum), zero_sign, x.sign);
  r.exp = bv_add(m, x.exp, bv_const(m, x.exp->width, 1)); /* sum has a carry bit */
  r.sig = sum;
  r.sticky = AIG_FALSE;
  return r;
}

/*
 * The operands are swapped by magnitude on their packed bits (which order like
 * unsigned numbers), and unpacked raw: subnormals need no normalization here since the
 * rounder's normalization stops at emin anyway.
 */
const bv *fp_add(bvm *m, fp_format f, const bv *a, const bv *b) {
  fp_check("fp_add", f, a);
  fp_check("fp_add", f, b);
  aig *g = bvm_aig(m);
  unsigned ew = fp_exp_width(f);
  aig_lit swap = bv_ult(m, fp_mag(m, f, a), fp_mag(m, f, b));
  fp_unpacked x = fp_unpack(m, f, bv_ite(m, swap, b, a), ew, FP_UNPACK_RAW);
  fp_unpacked y = fp_unpack(m, f, bv_ite(m, swap, a, b), ew, FP_UNPACK_RAW);
  /* x + (-x) is +0; -0 + -0 is -0 */
  fp_raw r = fp_add_aligned(m, x, y, aig_and(g, x.sign, y.sign));
  const bv *res = fp_round(m, f, r, FP_NORM_FULL | FP_LIMIT);
  aig_lit sub = aig_xor(g, x.sign, y.sign);
  aig_lit nan = aig_or(g, aig_or(g, x.nan, y.nan), aig_and(g, sub, y.inf));
  /* if y is infinite, so is x (or it is a NaN) */
  return fp_special(m, f, nan, x.inf, AIG_FALSE, x.sign, res);
}

const bv *fp_sub(bvm *m, fp_format f, const bv *a, const bv *b) {
  return fp_add(m, f, a, fp_neg(m, f, b));
}

/* ---- multiplication ------------------------------------------------------------------ */

/* The exact product of two s-bit significands, 2s bits. */
static const bv *fp_mul_sig(bvm *m, const bv *x, const bv *y) {
  unsigned w = x->width + y->width;
  return bv_mul(m, bv_zext(m, x, w), bv_zext(m, y, w));
}

const bv *fp_mul(bvm *m, fp_format f, const bv *a, const bv *b) {
  fp_check("fp_mul", f, a);
  fp_check("fp_mul", f, b);
  aig *g = bvm_aig(m);
  unsigned ew = fp_exp_width(f);
  fp_unpacked x = fp_unpack(m, f, a, ew, FP_UNPACK_NORMAL_ONE);
  fp_unpacked y = fp_unpack(m, f, b, ew, FP_UNPACK_NORMAL_ONE);
  fp_raw r;
  r.sign = aig_xor(g, x.sign, y.sign);
  /* [1, 2) * [1, 2) = [1, 4): the top bit of the 2s-bit product weighs 2^(ex + ey + 1) */
  r.exp = bv_add(m, bv_add(m, x.exp, y.exp), bv_const(m, ew, 1));
  r.sig = fp_mul_sig(m, x.sig, y.sig);
  r.sticky = AIG_FALSE;
  const bv *res = fp_round(m, f, r, FP_NORM_ONE | FP_DENORM);
  aig_lit inf_zero = aig_or(g, aig_and(g, x.inf, y.zero), aig_and(g, x.zero, y.inf));
  aig_lit nan = aig_or(g, aig_or(g, x.nan, y.nan), inf_zero);
  return fp_special(m, f, nan, aig_or(g, x.inf, y.inf), aig_or(g, x.zero, y.zero),
                    r.sign, res);
}

/* ---- division ------------------------------------------------------------------------ */

/*
 * Restoring division of normalized significands (top bits set, so x < 2y): n quotient
 * bits of x * 2^(n-1) / y, and *inexact = remainder != 0. The partial remainder stays
 * below 2y < 2^(s+1), so each step subtracts in s + 2 bits and reads the borrow from
 * the sign.
 */
static const bv *fp_div_sig(bvm *m, const bv *x, const bv *y, unsigned n, aig_lit *inexact) {
  unsigned s = x->width;
  const bv *r = bv_zext(m, x, s + 1), *d = bv_zext(m, y, s + 2), *q = NULL;
  for (unsigned i = 0; i < n; i++) {
    const bv *diff = bv_sub(m, bv_zext(m, r, s + 2), d);
    aig_lit fits = aig_not(diff->bits[s + 1]);
    r = bv_ite(m, fits, bv_trunc(m, diff, s), bv_trunc(m, r, s)); /* now r < y */
    r = bv_concat(m, bv_const(m, 1, 0), r);                      /* 2r, s + 1 bits */
    const bv *bit = bv_from_bit(m, fits);
    q = q ? bv_concat(m, bit, q) : bit; /* the new bit is the lowest so far */
  }
  *inexact = fp_nonzero(m, r);
  return q;
}

const bv *fp_div(bvm *m, fp_format f, const bv *a, const bv *b) {
  fp_check("fp_div", f, a);
  fp_check("fp_div", f, b);
  aig *g = bvm_aig(m);
  unsigned ew = fp_exp_width(f), s = f.significand_bits;
  fp_unpacked x = fp_unpack(m, f, a, ew, FP_UNPACK_NORMAL_ONE);
  fp_unpacked y = fp_unpack(m, f, b, ew, FP_UNPACK_NORMAL_ONE);
  fp_raw r;
  r.sign = aig_xor(g, x.sign, y.sign);
  /* the quotient is in (1/2, 2): s + 2 bits, the top one weighing 2^(ex - ey) */
  r.exp = bv_sub(m, x.exp, y.exp);
  r.sig = fp_div_sig(m, x.sig, y.sig, s + 2, &r.sticky);
  const bv *res = fp_round(m, f, r, FP_NORM_ONE | FP_DENORM);
  aig_lit both_zero = aig_and(g, x.zero, y.zero), both_inf = aig_and(g, x.inf, y.inf);
  aig_lit nan = aig_or(g, aig_or(g, x.nan, y.nan), aig_or(g, both_zero, both_inf));
  return fp_special(m, f, nan, aig_or(g, x.inf, y.zero), aig_or(g, x.zero, y.inf), r.sign,
                    res);
}

/* ---- square root --------------------------------------------------------------------- */

/*
 * Restoring integer square root of x (even width 2n): n root bits, *inexact = remainder
 * != 0. Step k brings down two bits; the remainder stays at most twice the root, so it
 * has k + 1 bits after step k and the trial subtraction needs k + 3.
 */
static const bv *fp_isqrt(bvm *m, const bv *x, aig_lit *inexact) {
  unsigned n = x->width / 2;
  const bv *root = bv_const(m, 1, 0), *rem = bv_const(m, 1, 0);
  for (unsigned k = 1; k <= n; k++) {
    const bv *cur = bv_concat(m, bv_extract(m, x, 2 * (n - k), 2), rem);
    const bv *trial = bv_concat(m, bv_const(m, 2, 1), root); /* 4 root + 1 */
    unsigned w = (cur->width > trial->width ? cur->width : trial->width) + 1;
    const bv *diff = bv_sub(m, bv_zext(m, cur, w), bv_zext(m, trial, w));
    aig_lit fits = aig_not(diff->bits[w - 1]);
    root = bv_concat(m, bv_from_bit(m, fits), root);
    rem = bv_trunc(m, bv_ite(m, fits, diff, bv_zext(m, cur, w)), k + 1);
  }
  *inexact = fp_nonzero(m, rem);
  return bv_trunc(m, root, n);
}

/*
 * With an even exponent 2k and the significand scaled to [1, 4), the root is in [1, 2)
 * with exponent k. The radicand gets s + 1 zero bits below so that the integer root has
 * s + 1 bits: the significand and the guard bit (a root is never a tie, the sticky bit
 * decides).
 */
const bv *fp_sqrt(bvm *m, fp_format f, const bv *a) {
  fp_check("fp_sqrt", f, a);
  aig *g = bvm_aig(m);
  unsigned ew = fp_exp_width(f), s = f.significand_bits;
  fp_unpacked x = fp_unpack(m, f, a, ew, FP_UNPACK_NORMAL_ONE);
  aig_lit odd = x.exp->bits[0];
  const bv *scaled = bv_ite(m, odd, bv_concat(m, bv_const(m, 1, 0), x.sig),
                            bv_zext(m, x.sig, s + 1));
  fp_raw r;
  r.sign = AIG_FALSE;
  r.exp = bv_ashr(m, x.exp, bv_const(m, ew, 1)); /* floor(e / 2) */
  r.sig = fp_isqrt(m, bv_concat(m, bv_const(m, s + 1, 0), scaled), &r.sticky);
  /* roots of subnormals are normal unless s > emax (only in tiny formats) */
  const bv *res = fp_round(m, f, r, (int64_t)s > fp_emax(f) ? FP_DENORM : 0);
  aig_lit nan = aig_or(g, x.nan, aig_and(g, x.sign, aig_not(x.zero)));
  return fp_special(m, f, nan, x.inf, x.zero, x.sign, res);
}

/* ---- remainder ----------------------------------------------------------------------- */

/* The remainder of the long division of x by y (y's top bit set): y->width bits. */
static const bv *fp_mod_sig(bvm *m, const bv *x, const bv *y) {
  unsigned s = y->width;
  const bv *d = bv_zext(m, y, s + 2), *r = bv_const(m, s, 0);
  for (unsigned i = x->width; i-- > 0;) {
    const bv *cur = bv_zext(m, bv_concat(m, bv_from_bit(m, x->bits[i]), r), s + 2);
    const bv *diff = bv_sub(m, cur, d);
    r = bv_trunc(m, bv_ite(m, diff->bits[s + 1], cur, diff), s);
  }
  return r;
}

/*
 * fmod is exact: with |x| >= |y|, x = mx * 2^d * ulp(y) for d = ex - ey >= 0, and the
 * result is (mx * 2^d mod my) * ulp(y). x is unpacked raw and y normalized, so
 * d <= emax - (emin - s + 1) = dmax. The dividend mx << d has dmax + s bits and the
 * long division takes one step per bit: about (emax - emin + 2s) * s * 10 gates, which
 * is large for double (over a million).
 */
const bv *fp_rem(bvm *m, fp_format f, const bv *a, const bv *b) {
  fp_check("fp_rem", f, a);
  fp_check("fp_rem", f, b);
  aig *g = bvm_aig(m);
  unsigned ew = fp_exp_width(f), s = f.significand_bits;
  fp_unpacked x = fp_unpack(m, f, a, ew, FP_UNPACK_RAW);
  fp_unpacked y = fp_unpack(m, f, b, ew, FP_UNPACK_NORMAL_ONE);
  unsigned dmax = (unsigned)(fp_emax(f) - fp_emin(f)) + s - 1;
  const bv *d = bv_sub(m, x.exp, y.exp);
  const bv *dividend = fp_shl_var(m, bv_zext(m, x.sig, dmax + s), d);
  fp_raw r;
  r.sign = x.sign;
  r.exp = y.exp;
  r.sig = fp_mod_sig(m, dividend, y.sig);
  r.sticky = AIG_FALSE;
  const bv *res = fp_round(m, f, r, FP_NORM_FULL | FP_LIMIT | FP_DENORM);
  aig_lit nan = aig_or(g, aig_or(g, x.nan, y.nan), aig_or(g, x.inf, y.zero));
  /* |x| < |y| (including x = 0 and y = inf) gives x itself */
  aig_lit smaller = bv_ult(m, fp_mag(m, f, a), fp_mag(m, f, b));
  res = bv_ite(m, smaller, a, res);
  return fp_special(m, f, nan, AIG_FALSE, AIG_FALSE, AIG_FALSE, res);
}

/* ---- fused multiply-add -------------------------------------------------------------- */

/* (x.exp, x.sig) < (y.exp, y.sig), exponents signed: the magnitude order of normalized values. */
static aig_lit fp_lex_less(bvm *m, fp_unpacked x, fp_unpacked y) {
  unsigned ew = x.exp->width;
  const bv *flip = bv_concat(m, bv_const(m, ew - 1, 0), bv_const(m, 1, 1));
  const bv *kx = bv_concat(m, x.sig, bv_xor(m, x.exp, flip));
  const bv *ky = bv_concat(m, y.sig, bv_xor(m, y.exp, flip));
  return bv_ult(m, kx, ky);
}

/* The exact product as an unpacked value with a 2s-bit significand, normalized. */
static fp_unpacked fp_fma_product(bvm *m, fp_unpacked x, fp_unpacked y) {
  aig *g = bvm_aig(m);
  fp_unpacked p = x;
  p.sign = aig_xor(g, x.sign, y.sign);
  p.sig = fp_mul_sig(m, x.sig, y.sig);
  p.exp = bv_add(m, x.exp, y.exp);
  aig_lit top = p.sig->bits[p.sig->width - 1];
  p.sig = bv_ite(m, top, p.sig, fp_shl_const(m, p.sig, 1));
  p.exp = bv_add(m, p.exp, bv_zext(m, bv_from_bit(m, top), p.exp->width));
  return p;
}

/*
 * a * b + c: the exact 2s-bit product is added to c (padded to 2s bits) with the
 * addition of fp_add. Both are normalized, so the larger one is found by comparing
 * exponent and significand; a zero c (significand 0) always counts as the smaller.
 * The sum may be tiny, so the rounder normalizes without limit and then denormalizes.
 */
const bv *fp_fma(bvm *m, fp_format f, const bv *a, const bv *b, const bv *c) {
  fp_check("fp_fma", f, a);
  fp_check("fp_fma", f, b);
  fp_check("fp_fma", f, c);
  aig *g = bvm_aig(m);
  unsigned ew = fp_exp_width(f), s = f.significand_bits;
  fp_unpacked x = fp_unpack(m, f, a, ew, FP_UNPACK_NORMAL_ONE);
  fp_unpacked y = fp_unpack(m, f, b, ew, FP_UNPACK_NORMAL_ONE);
  fp_unpacked z = fp_unpack(m, f, c, ew, FP_UNPACK_NORMAL);
  fp_unpacked p = fp_fma_product(m, x, y);
  z.sig = bv_concat(m, bv_const(m, s, 0), z.sig);
  aig_lit swap = aig_and(g, aig_not(z.zero), fp_lex_less(m, p, z));
  fp_unpacked big = p, small = z;
  big.sign = aig_ite(g, swap, z.sign, p.sign);
  big.exp = bv_ite(m, swap, z.exp, p.exp);
  big.sig = bv_ite(m, swap, z.sig, p.sig);
  small.sign = aig_ite(g, swap, p.sign, z.sign);
  small.exp = bv_ite(m, swap, p.exp, z.exp);
  small.sig = bv_ite(m, swap, p.sig, z.sig);
  fp_raw r = fp_add_aligned(m, big, small, aig_and(g, p.sign, z.sign));
  const bv *res = fp_round(m, f, r, FP_NORM_FULL | FP_DENORM);
  /* a zero product gives c, or a zero signed as in fp_add */
  aig_lit pzero = aig_or(g, x.zero, y.zero), pinf = aig_or(g, x.inf, y.inf);
  const bv *just_c = fp_special(m, f, AIG_FALSE, AIG_FALSE, z.zero,
                                aig_and(g, p.sign, z.sign), c);
  res = bv_ite(m, pzero, just_c, res);
  aig_lit inf_zero = aig_or(g, aig_and(g, x.inf, y.zero), aig_and(g, x.zero, y.inf));
  aig_lit opposite = aig_and(g, aig_and(g, pinf, z.inf), aig_xor(g, p.sign, z.sign));
  aig_lit nan = aig_or(g, aig_or(g, aig_or(g, x.nan, y.nan), z.nan),
                       aig_or(g, inf_zero, opposite));
  aig_lit inf = aig_or(g, pinf, z.inf);
  return fp_special(m, f, nan, inf, AIG_FALSE, aig_ite(g, pinf, p.sign, z.sign), res);
}

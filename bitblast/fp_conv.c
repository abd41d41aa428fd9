/*
 * fp_conv.c: conversions between floating-point formats and to and from integers
 * (see fp.h), on the pipeline of fp.c.
 */
#include "bitblast/fp.h"

/* An exponent width for format f that also holds +-4 * int_width. */
static unsigned fp_int_exp_width(fp_format f, unsigned int_width) {
  unsigned w = fp_exp_width(f), need = 4;
  while ((UINT64_C(1) << (need - 3)) <= int_width)
    need++;
  return w > need ? w : need;
}

/* ---- from integers ------------------------------------------------------------------- */

/* The magnitude as a significand whose top bit weighs 2^(width - 1); exact, no sticky. */
static const bv *fp_from_int(bvm *m, fp_format f, const bv *x, bool is_signed) {
  unsigned w = x->width, ew = fp_int_exp_width(f, w);
  fp_raw r;
  r.sign = is_signed ? x->bits[w - 1] : AIG_FALSE;
  r.sig = is_signed ? bv_ite(m, r.sign, bv_neg(m, x), x) : x; /* |INT_MIN| fits unsigned */
  r.exp = bv_const(m, ew, w - 1);
  r.sticky = AIG_FALSE;
  return fp_round(m, f, r, FP_NORM_FULL);
}

const bv *fp_from_sint(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_from_sint", f, NULL);
  return fp_from_int(m, f, x, true);
}

const bv *fp_from_uint(bvm *m, fp_format f, const bv *x) {
  fp_check("fp_from_uint", f, NULL);
  return fp_from_int(m, f, x, false);
}

/* ---- to integers --------------------------------------------------------------------- */

/*
 * The truncated magnitude: x = sig * 2^(exp - (s - 1)), so its integer part is
 * (sig << (exp + 1)) >> s, computed in s + width bits; exp + 1 < 0 means |x| < 1/2
 * and shifts by 0. *big tells exp >= width, where the shift would lose bits.
 */
static const bv *fp_int_part(bvm *m, fp_format f, fp_unpacked u, unsigned width,
                             aig_lit *big) {
  unsigned s = f.significand_bits, ew = u.exp->width;
  const bv *amount = bv_add(m, u.exp, bv_const(m, ew, 1));
  amount = bv_and(m, amount, bv_sext(m, bv_from_bit(m, aig_not(amount->bits[ew - 1])), ew));
  const bv *wide = fp_shl_var(m, bv_zext(m, u.sig, s + width), amount);
  *big = bv_slt(m, bv_const(m, ew, width - 1), u.exp);
  return bv_extract(m, wide, s, width);
}

static const bv *fp_to_int(bvm *m, fp_format f, const bv *x, unsigned width,
                           bool is_signed, aig_lit *invalid) {
  aig *g = bvm_aig(m);
  fp_unpacked u = fp_unpack(m, f, x, fp_int_exp_width(f, width), FP_UNPACK_NORMAL);
  aig_lit big;
  const bv *mag = fp_int_part(m, f, u, width, &big);
  const bv *res = mag;
  aig_lit over; /* the magnitude does not fit the signed or unsigned range */
  if (is_signed) {
    /* magnitude above 2^(width-1), or equal to it for a positive value */
    aig_lit top = mag->bits[width - 1];
    aig_lit rest = width > 1 ? fp_nonzero(m, bv_extract(m, mag, 0, width - 1)) : AIG_FALSE;
    over = aig_and(g, top, aig_or(g, rest, aig_not(u.sign)));
    res = bv_ite(m, u.sign, bv_neg(m, mag), mag);
  } else {
    over = aig_and(g, u.sign, fp_nonzero(m, mag)); /* -0.5 truncates to 0, which fits */
  }
  if (invalid)
    *invalid = aig_or(g, aig_or(g, u.nan, u.inf), aig_or(g, big, over));
  return res;
}

const bv *fp_to_sint(bvm *m, fp_format f, const bv *x, unsigned width, aig_lit *invalid) {
  fp_check("fp_to_sint", f, x);
  return fp_to_int(m, f, x, width, true, invalid);
}

const bv *fp_to_uint(bvm *m, fp_format f, const bv *x, unsigned width, aig_lit *invalid) {
  fp_check("fp_to_uint", f, x);
  return fp_to_int(m, f, x, width, false, invalid);
}

/* ---- between formats ----------------------------------------------------------------- */

/*
 * Unpacked normalized, x is exact in any wider format; the rounder does the rest. It
 * only has to denormalize when the target's emin is above the lowest normalized
 * exponent of the source.
 */
const bv *fp_convert(bvm *m, fp_format from, fp_format to, const bv *x) {
  fp_check("fp_convert", from, x);
  fp_check("fp_convert", to, NULL);
  unsigned ew = fp_exp_width(from), ew_to = fp_exp_width(to);
  if (ew_to > ew)
    ew = ew_to;
  fp_unpacked u = fp_unpack(m, from, x, ew, FP_UNPACK_NORMAL_ONE);
  int64_t lowest = fp_emin(from) - (int64_t)(from.significand_bits - 1);
  fp_raw r;
  r.sign = u.sign;
  r.exp = u.exp;
  r.sig = u.sig;
  r.sticky = AIG_FALSE;
  const bv *res = fp_round(m, to, r, fp_emin(to) > lowest ? FP_DENORM : 0);
  return fp_special(m, to, u.nan, u.inf, u.zero, u.sign, res);
}

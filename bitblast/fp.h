/*
 * fp.h: bit-precise IEEE 754 binary floating point on top of the bit-vector layer.
 *
 * A floating-point value is a bv in the IEEE interchange encoding, the same bits as
 * LLVM's bitcast: sign | exponent | fraction, the fraction in the low bits. A format
 * is given by its exponent width e and its significand width s (counting the hidden
 * bit), so the value is e + s bits wide. Every format with 2 <= e <= 20 and
 * 2 <= s <= 4096 works, not only float (8, 24) and double (11, 53); x86's 80-bit long
 * double is not an interchange format (it has an explicit integer bit) and is not one.
 *
 * Arithmetic rounds to nearest, ties to even, with subnormals, signed zeros and
 * infinities as IEEE 754 says. A NaN result is always the positive quiet NaN with
 * fraction 100..0 (LLVM does not fix NaN payloads, so any NaN would do). Like the bv
 * layer, every function builds its gates at once; constant operands give constant
 * results without creating AND gates.
 *
 * Operands must have the width of their format (fp_width); a format or width that is
 * out of range aborts with a message, as the bv layer does.
 *
 * Ownership: results are bit-vectors of the manager (bv.h), freed with it. Errors: an
 * invalid format or a width that does not match it aborts with a message (fp_check).
 */
#ifndef CB_FP_H
#define CB_FP_H

#include "bitblast/bv.h"

typedef struct fp_format {
  unsigned exponent_bits;    /* e */
  unsigned significand_bits; /* s, including the hidden bit */
} fp_format;

#define FP_FLOAT ((fp_format){8, 24})
#define FP_DOUBLE ((fp_format){11, 53})

bool fp_format_valid(fp_format f);
unsigned fp_width(fp_format f); /* e + s */

/* Classification (all true or false for NaNs as IEEE says: a NaN is neither finite nor
   infinite; fp_is_negative reads the sign bit, also of a NaN). */
aig_lit fp_is_nan(bvm *m, fp_format f, const bv *x);
aig_lit fp_is_inf(bvm *m, fp_format f, const bv *x);
aig_lit fp_is_zero(bvm *m, fp_format f, const bv *x);
aig_lit fp_is_subnormal(bvm *m, fp_format f, const bv *x);
aig_lit fp_is_normal(bvm *m, fp_format f, const bv *x);
aig_lit fp_is_finite(bvm *m, fp_format f, const bv *x);
aig_lit fp_is_negative(bvm *m, fp_format f, const bv *x);

/* Constants. */
const bv *fp_nan(bvm *m, fp_format f);
const bv *fp_inf(bvm *m, fp_format f, bool negative);
const bv *fp_zero(bvm *m, fp_format f, bool negative);

/* Sign operations: only the sign bit changes, NaNs included (LLVM fneg, fabs). */
const bv *fp_neg(bvm *m, fp_format f, const bv *x);
const bv *fp_abs(bvm *m, fp_format f, const bv *x);

/* Arithmetic, rounded to nearest even. fp_rem is C's fmod (LLVM frem): the exact
   remainder of truncating division, with the sign of a. fp_fma rounds a * b + c once. */
const bv *fp_add(bvm *m, fp_format f, const bv *a, const bv *b);
const bv *fp_sub(bvm *m, fp_format f, const bv *a, const bv *b);
const bv *fp_mul(bvm *m, fp_format f, const bv *a, const bv *b);
const bv *fp_div(bvm *m, fp_format f, const bv *a, const bv *b);
const bv *fp_rem(bvm *m, fp_format f, const bv *a, const bv *b);
const bv *fp_sqrt(bvm *m, fp_format f, const bv *a);
const bv *fp_fma(bvm *m, fp_format f, const bv *a, const bv *b, const bv *c);

/*
 * Comparison predicates of LLVM's fcmp, with the numeric values of LLVMRealPredicate,
 * so that (fp_pred)LLVMGetFCmpPredicate(inst) is the right one. O = ordered (false if
 * either operand is a NaN), U = unordered (true if either is). -0 equals +0.
 */
typedef enum fp_pred {
  FP_PRED_FALSE, FP_OEQ, FP_OGT, FP_OGE, FP_OLT, FP_OLE, FP_ONE, FP_ORD,
  FP_UNO, FP_UEQ, FP_UGT, FP_UGE, FP_ULT, FP_ULE, FP_UNE, FP_PRED_TRUE
} fp_pred;

aig_lit fp_cmp(bvm *m, fp_format f, fp_pred p, const bv *a, const bv *b);

/*
 * Conversions. From integers (of any width; signed reads x as two's complement):
 * rounded to nearest even, overflowing to infinity. To integers of the given width:
 * truncated toward zero. Where LLVM gives poison (NaN, infinity, or a truncated value
 * that does not fit) *invalid (if not NULL) gets a literal that is true exactly in those
 * cases; the result bits are then unspecified. fp_convert is fpext (exact) or fptrunc
 * (rounded, overflowing to infinity, underflowing to subnormals or zero) between any
 * two formats.
 */
const bv *fp_from_sint(bvm *m, fp_format f, const bv *x);
const bv *fp_from_uint(bvm *m, fp_format f, const bv *x);
const bv *fp_to_sint(bvm *m, fp_format f, const bv *x, unsigned width, aig_lit *invalid);
const bv *fp_to_uint(bvm *m, fp_format f, const bv *x, unsigned width, aig_lit *invalid);
const bv *fp_convert(bvm *m, fp_format from, fp_format to, const bv *x);

/* ---- internals shared by bitblast/fp*.c; not for other callers ------------------------- */

/*
 * An unpacked operand. exp is a signed exponent in a width chosen by the operation, the
 * weight of sig's top bit: the value is sig * 2^(exp - (s - 1)). The flags are exclusive;
 * exp and sig mean something only for finite nonzero values (see fp_unpack_mode).
 */
typedef struct fp_unpacked {
  aig_lit sign, nan, inf, zero;
  const bv *exp;
  const bv *sig; /* s bits */
} fp_unpacked;

typedef enum fp_unpack_mode {
  FP_UNPACK_RAW,        /* sig = hidden bit | fraction, subnormals with exp = emin */
  FP_UNPACK_NORMAL,     /* subnormals shifted up to a set top bit; zero has sig 0 */
  FP_UNPACK_NORMAL_ONE, /* the same with sig's top bit the constant 1 (zero: garbage) */
} fp_unpack_mode;

/*
 * A value before rounding: (-1)^sign * (sig + f) * 2^(exp - (sig->width - 1)) where the
 * fraction f is 0 if sticky is false and in (0, 1) otherwise.
 */
typedef struct fp_raw {
  aig_lit sign;
  const bv *exp; /* signed, the weight of sig's top bit */
  const bv *sig;
  aig_lit sticky;
} fp_raw;

/*
 * What fp_round has to do besides rounding (the cheaper, the fewer):
 *  FP_NORM_ONE   sig may have one leading zero;
 *  FP_NORM_FULL  sig may have any number of leading zeros. Normalizing shifts zeros in
 *                below sig, so the caller must make sure that a shift by k leaves at
 *                least s + 2 bits above the k shifted-in ones, or that sticky is false;
 *  FP_LIMIT      normalization must stop at emin (subnormal results when exp >= emin);
 *  FP_DENORM     exp may be below emin after normalization: shift right to emin.
 */
enum { FP_NORM_ONE = 1, FP_NORM_FULL = 2, FP_LIMIT = 4, FP_DENORM = 8 };

int64_t fp_emax(fp_format f); /* = bias */
int64_t fp_emin(fp_format f); /* 1 - bias */
unsigned fp_exp_width(fp_format f); /* enough for every exponent the operations compute */
void fp_check(const char *op, fp_format f, const bv *x);

fp_unpacked fp_unpack(bvm *m, fp_format f, const bv *x, unsigned exp_width,
                      fp_unpack_mode mode);
const bv *fp_round(bvm *m, fp_format f, fp_raw r, unsigned flags);
/* nan ? NaN : inf ? infinity : zero ? zero : other, infinity and zero with the given sign. */
const bv *fp_special(bvm *m, fp_format f, aig_lit nan, aig_lit inf, aig_lit zero,
                     aig_lit sign, const bv *other);
const bv *fp_mag(bvm *m, fp_format f, const bv *x); /* x without its sign bit */

/* Helpers on plain bit-vectors. Constant shifts keep the width (k < width). */
const bv *fp_shl_const(bvm *m, const bv *a, unsigned k);
const bv *fp_lshr_const(bvm *m, const bv *a, unsigned k);
const bv *fp_shl_var(bvm *m, const bv *a, const bv *amount); /* amount unsigned */
/* a >> amount (unsigned amount), ORing every bit shifted out into *sticky. */
const bv *fp_shr_sticky(bvm *m, const bv *a, const bv *amount, aig_lit *sticky);
const bv *fp_sconst(bvm *m, unsigned width, int64_t value); /* two's complement */
aig_lit fp_nonzero(bvm *m, const bv *a);

#endif

/*
 * bv.h: word-level bit-vector terms, bit-blasted into the AIG as they are built.
 *
 * A bv is a fixed-width vector of AIG literals, bits[0] the least significant bit.
 * Widths are 1 .. BV_MAX_WIDTH. Every operation returns a new bv allocated in the
 * manager's arena; bvs are immutable and live until bvm_free(), so they can be
 * shared freely (the symbolic executor keeps pointers to them in its value maps).
 * Operations on constant operands fold to constants (through the AIG's folding and,
 * where cheaper, word-level fast paths), so concrete computations cost no gates.
 *
 * Semantics follow LLVM's integer instructions with wrap-around arithmetic. Where
 * LLVM leaves a result undefined (division by zero, shift amounts >= width), these
 * functions still return a fixed, documented value; deciding what the program's
 * behaviour is in those cases is the caller's job (the symbolic executor checks them).
 *
 * Ownership: bvm_new() borrows the aig (it must outlive the bvm). Allocation failure aborts.
 */
#ifndef CB_BV_H
#define CB_BV_H

#include "bitblast/aig.h"

#define BV_MAX_WIDTH (1u << 16)

typedef struct bv {
  unsigned width;
  aig_lit bits[];
} bv;

typedef struct bvm bvm;

bvm *bvm_new(aig *g);
void bvm_free(bvm *m);
aig *bvm_aig(bvm *m);

/* Construction. */
const bv *bv_const(bvm *m, unsigned width, uint64_t value);       /* bits above 64 are 0 */
const bv *bv_const_words(bvm *m, unsigned width, const uint64_t *words); /* little-endian words */
const bv *bv_input(bvm *m, unsigned width);                       /* fresh inputs */
const bv *bv_from_bits(bvm *m, unsigned width, const aig_lit *bits);
const bv *bv_from_bit(bvm *m, aig_lit bit);                       /* width 1 */

/* Inspection. */
bool bv_is_const(const bv *a);
/* If a is constant and fits in 64 bits of value, stores its zero-extended value. */
bool bv_const_value(const bv *a, uint64_t *value);

/* Arithmetic (operands of equal width; result of that width, wrapping). */
const bv *bv_add(bvm *m, const bv *a, const bv *b);
const bv *bv_sub(bvm *m, const bv *a, const bv *b);
const bv *bv_neg(bvm *m, const bv *a);
const bv *bv_mul(bvm *m, const bv *a, const bv *b);
/* Division by zero: udiv gives all ones, urem gives a (as in SMT-LIB). */
const bv *bv_udiv(bvm *m, const bv *a, const bv *b);
const bv *bv_urem(bvm *m, const bv *a, const bv *b);
/* Signed, truncating toward zero; srem has the sign of a. By zero: SMT-LIB bvsdiv/bvsrem.
   INT_MIN / -1 gives INT_MIN, INT_MIN % -1 gives 0. */
const bv *bv_sdiv(bvm *m, const bv *a, const bv *b);
const bv *bv_srem(bvm *m, const bv *a, const bv *b);

/* Bitwise. */
const bv *bv_and(bvm *m, const bv *a, const bv *b);
const bv *bv_or(bvm *m, const bv *a, const bv *b);
const bv *bv_xor(bvm *m, const bv *a, const bv *b);
const bv *bv_not(bvm *m, const bv *a);

/* Shifts by a symbolic amount b (same width as a, read as unsigned).
   Amounts >= width: shl and lshr give 0, ashr gives all copies of the sign bit. */
const bv *bv_shl(bvm *m, const bv *a, const bv *b);
const bv *bv_lshr(bvm *m, const bv *a, const bv *b);
const bv *bv_ashr(bvm *m, const bv *a, const bv *b);

/* Comparisons: one literal. */
aig_lit bv_eq(bvm *m, const bv *a, const bv *b);
aig_lit bv_ult(bvm *m, const bv *a, const bv *b);
aig_lit bv_ule(bvm *m, const bv *a, const bv *b);
aig_lit bv_slt(bvm *m, const bv *a, const bv *b);
aig_lit bv_sle(bvm *m, const bv *a, const bv *b);
aig_lit bv_is_zero(bvm *m, const bv *a);

/* Width changes. */
const bv *bv_zext(bvm *m, const bv *a, unsigned width);   /* width >= a->width */
const bv *bv_sext(bvm *m, const bv *a, unsigned width);   /* width >= a->width */
const bv *bv_trunc(bvm *m, const bv *a, unsigned width);  /* width <= a->width */
const bv *bv_extract(bvm *m, const bv *a, unsigned lo, unsigned width);
const bv *bv_concat(bvm *m, const bv *lo, const bv *hi);   /* lo in the low bits */

/* Selection: c ? t : e, bit by bit. */
const bv *bv_ite(bvm *m, aig_lit c, const bv *t, const bv *e);

/* Bit counting and byte order (LLVM's ctpop, ctlz, cttz, bswap; ctlz/cttz of 0 give width). */
const bv *bv_ctpop(bvm *m, const bv *a);
const bv *bv_ctlz(bvm *m, const bv *a);
const bv *bv_cttz(bvm *m, const bv *a);
const bv *bv_bswap(bvm *m, const bv *a);   /* width a multiple of 16 */

/*
 * Bounds on a's unsigned value (a at most 64 bits wide) on every assignment of the AIG's
 * inputs that satisfies all the literals in facts (the comparisons among them are
 * used): lo > hi if there is none. Sound, not exact (bv_range.h says what it follows).
 * Returns false, and sets nothing, for wider terms.
 */
bool bv_range_under(bvm *m, const bv *a, const aig_lit *facts, unsigned num_facts,
                    uint64_t *lo, uint64_t *hi);

/*
 * a where the facts hold, and inside the bounds they give it everywhere: `inside ? a :
 * lo` when bv_range_under() bounds a more tightly under the facts than on every
 * assignment, else a itself. A value stored under a guard that bounds it then carries
 * its bounds where paths merge (bv_range.h).
 */
const bv *bv_clamp_under(bvm *m, const bv *a, const aig_lit *facts, unsigned num_facts);

/*
 * A comparison literal built by bv_eq, bv_ult, bv_ule, bv_slt or bv_sle with a constant
 * operand, as a constant when the other operand's range under the facts decides it;
 * any other literal is returned as it is.
 */
aig_lit bv_decide_under(bvm *m, aig_lit comparison, const aig_lit *facts, unsigned num_facts);

/* Number of bytes the arena holds, for --stats. */
size_t bvm_bytes(const bvm *m);

#endif

/*
 * bv_arith.c: bit-vector circuits with carries (see bv.h): adders and comparators,
 * multiplication and division, shifts, equality, bit counting and byte order. The
 * manager, constants, bitwise operations and width changes are in bv_bits.c.
 *
 * Circuits are the textbook ones (ripple-carry adder, carry-chain comparator,
 * shift-and-add multiplier, restoring divider, barrel shifter); the AIG folds
 * constants as they are built, so constant inputs produce constant outputs without
 * gates. Operands of at most 64 bits that are both constant take a word-level fast
 * path, which is only a speed-up: the circuits would fold to the same constants.
 */
#include "bitblast/bv.h"

#include <stdlib.h>
#include <string.h>

#include "bitblast/bv_internal.h"
#include "bitblast/bv_range.h"

/* ---- adders and comparators ------------------------------------------------------------ */

/* One full adder: returns x ^ y ^ *carry and updates *carry when carry_out is wanted. */
static aig_lit bv_full_add(aig *g, aig_lit x, aig_lit y, aig_lit *carry, bool carry_out) {
  aig_lit t = aig_xor(g, x, y);
  aig_lit sum = aig_xor(g, t, *carry);
  if (carry_out)
    *carry = aig_or(g, aig_and(g, x, y), aig_and(g, *carry, t));
  return sum;
}

/*
 * out = a + (negate_b ? ~b : b) + carry over n bits (ripple carry); out may alias a.
 * Returns the carry out when want_carry, otherwise AIG_FALSE (and builds no carry for
 * the top bit).
 */
static aig_lit bv_add_bits(aig *g, unsigned n, const aig_lit *a, const aig_lit *b,
                           bool negate_b, aig_lit carry, bool want_carry, aig_lit *out) {
  for (unsigned i = 0; i < n; i++) {
    aig_lit y = negate_b ? aig_not(b[i]) : b[i];
    out[i] = bv_full_add(g, a[i], y, &carry, want_carry || i + 1 < n);
  }
  return want_carry ? carry : AIG_FALSE;
}

/* Majority in 4 ANDs: (x & y) | (c & (x | y)). */
static aig_lit bv_majority(aig *g, aig_lit x, aig_lit y, aig_lit c) {
  return aig_or(g, aig_and(g, x, y), aig_and(g, c, aig_or(g, x, y)));
}

/*
 * a < b as the borrow of a - b: the carry out of a + ~b + 1 is 1 iff a >= b.
 * Signed comparison flips both sign bits, which maps two's complement order onto
 * unsigned order.
 */
static aig_lit bv_less(aig *g, const bv *a, const bv *b, bool is_signed) {
  aig_lit carry = AIG_TRUE;
  unsigned n = a->width;
  for (unsigned i = 0; i < n; i++) {
    aig_lit x = a->bits[i], y = aig_not(b->bits[i]);
    if (is_signed && i + 1 == n) {
      x = aig_not(x);
      y = aig_not(y);
    }
    carry = bv_majority(g, x, y, carry);
  }
  return aig_not(carry);
}

/* ---- arithmetic ------------------------------------------------------------------------ */

const bv *bv_add(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_add", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, a->width, x + y);
  bv *r = bv_fresh(m, "bv_add", a->width);
  bv_add_bits(m->g, a->width, a->bits, b->bits, false, AIG_FALSE, false, r->bits);
  bvr_note_op(m, BVR_ADD, r, a, b);
  return r;
}

const bv *bv_sub(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_sub", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, a->width, x - y);
  bv *r = bv_fresh(m, "bv_sub", a->width);
  bv_add_bits(m->g, a->width, a->bits, b->bits, true, AIG_TRUE, false, r->bits);
  bvr_note_op(m, BVR_SUB, r, a, b);
  return r;
}

const bv *bv_neg(bvm *m, const bv *a) {
  uint64_t x;
  if (bv_word(a, &x))
    return bv_word_result(m, a->width, 0 - x);
  return bv_sub(m, bv_const(m, a->width, 0), a);
}

static unsigned bv_num_const_bits(const bv *a) {
  unsigned res = 0;
  for (unsigned i = 0; i < a->width; i++)
    res += aig_is_const(a->bits[i]);
  return res;
}

/*
 * Shift-and-add: row i adds (multiplicand << i) & selector[i] into the accumulator,
 * over bits i .. n-1 only. The selector is the operand with more constant bits:
 * a constant-zero bit skips its row, a constant-one bit adds the multiplicand
 * without AND gates.
 */
const bv *bv_mul(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_mul", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, a->width, x * y);
  const bv *sel = b, *mc = a;
  if (bv_num_const_bits(a) > bv_num_const_bits(b)) {
    sel = a;
    mc = b;
  }
  aig *g = m->g;
  unsigned n = a->width;
  bv *r = bv_fresh(m, "bv_mul", n);
  for (unsigned j = 0; j < n; j++)
    r->bits[j] = AIG_FALSE;
  for (unsigned i = 0; i < n; i++) {
    aig_lit s = sel->bits[i];
    if (s == AIG_FALSE)
      continue;
    aig_lit carry = AIG_FALSE;
    for (unsigned j = i; j < n; j++) {
      aig_lit p = aig_and(g, mc->bits[j - i], s);
      r->bits[j] = bv_full_add(g, r->bits[j], p, &carry, j + 1 < n);
    }
  }
  bvr_note_op(m, BVR_MUL, r, a, b);
  return r;
}

/*
 * Restoring division over n bits: q and r get the quotient and remainder.
 * After step t the partial remainder is below b and at most t bits wide, so step t
 * only subtracts the low t bits of b; it borrows if that subtraction borrows or b
 * has a one above bit t - 1 (hi[t] = OR of b[t .. n-1]). With b = 0 nothing ever
 * borrows, which gives q = all ones and r = a, the SMT-LIB values.
 */
static void bv_divide(aig *g, const bv *a, const bv *b, aig_lit *q, aig_lit *r) {
  unsigned n = a->width;
  aig_lit *buf = bv_scratch(3 * (size_t)n + 1);
  aig_lit *hi = buf, *s = buf + n + 1, *d = buf + 2 * (size_t)n + 1;
  hi[n] = AIG_FALSE;
  for (unsigned t = n; t-- > 0;)
    hi[t] = aig_or(g, b->bits[t], hi[t + 1]);
  for (unsigned t = 1; t <= n; t++) {
    s[0] = a->bits[n - t]; /* s = (r << 1) | next bit of a, t bits */
    for (unsigned k = 1; k < t; k++)
      s[k] = r[k - 1];
    aig_lit carry = bv_add_bits(g, t, s, b->bits, true, AIG_TRUE, true, d);
    aig_lit borrow = aig_or(g, aig_not(carry), hi[t]);
    q[n - t] = aig_not(borrow);
    for (unsigned k = 0; k < t; k++)
      r[k] = aig_ite(g, borrow, s[k], d[k]);
  }
  free(buf);
}

const bv *bv_udiv(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_udiv", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, a->width, y ? x / y : UINT64_MAX);
  bv *q = bv_fresh(m, "bv_udiv", a->width);
  aig_lit *r = bv_scratch(a->width);
  bv_divide(m->g, a, b, q->bits, r);
  free(r);
  return q;
}

const bv *bv_urem(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_urem", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, a->width, y ? x % y : x);
  bv *r = bv_fresh(m, "bv_urem", a->width);
  aig_lit *q = bv_scratch(a->width);
  bv_divide(m->g, a, b, q, r->bits);
  free(q);
  return r;
}

/* |a| as an unsigned value (INT_MIN stays INT_MIN, which is right read unsigned). */
static const bv *bv_abs(bvm *m, const bv *a) {
  return bv_ite(m, bv_msb(a), bv_neg(m, a), a);
}

/* Signed division and remainder on words: SMT-LIB values by zero, INT_MIN / -1 wraps. */
static uint64_t bv_sdiv_word(uint64_t x, uint64_t y, unsigned width, bool rem) {
  int64_t sx = bv_signed_word(x, width), sy = bv_signed_word(y, width);
  int64_t min = bv_signed_word(UINT64_C(1) << (width - 1), width);
  if (sy == 0)
    return rem ? x : (sx < 0 ? 1 : UINT64_MAX);
  if (sx == min && sy == -1)
    return rem ? 0 : x;
  return (uint64_t)(rem ? sx % sy : sx / sy);
}

/*
 * bvsdiv: divide magnitudes, negate when the signs differ. By zero the unsigned
 * quotient is all ones, so the result is -1 for a >= 0 and 1 for a < 0.
 */
const bv *bv_sdiv(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_sdiv", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, a->width, bv_sdiv_word(x, y, a->width, false));
  const bv *q = bv_udiv(m, bv_abs(m, a), bv_abs(m, b));
  aig_lit negate = aig_xor(m->g, bv_msb(a), bv_msb(b));
  return bv_ite(m, negate, bv_neg(m, q), q);
}

/* bvsrem: the remainder of the magnitudes with the sign of a; by zero it is a. */
const bv *bv_srem(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_srem", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, a->width, bv_sdiv_word(x, y, a->width, true));
  const bv *r = bv_urem(m, bv_abs(m, a), bv_abs(m, b));
  return bv_ite(m, bv_msb(a), bv_neg(m, r), r);
}

/* ---- shifts ---------------------------------------------------------------------------- */

typedef enum bv_shift_kind { BV_SHL, BV_LSHR, BV_ASHR } bv_shift_kind;

/* Bit k of a shifted by amount (< width), with fill shifted in. */
static aig_lit bv_shifted_bit(const aig_lit *bits, unsigned width, unsigned k,
                              unsigned amount, bv_shift_kind kind, aig_lit fill) {
  if (kind == BV_SHL)
    return k >= amount ? bits[k - amount] : AIG_FALSE;
  return (size_t)k + amount < width ? bits[k + amount] : fill;
}

static uint64_t bv_shift_word(uint64_t x, uint64_t y, unsigned width, bv_shift_kind kind) {
  int64_t sx = bv_signed_word(x, width);
  if (y >= width) /* also the only way to shift a 64-bit word by 64 or more */
    return kind == BV_ASHR && sx < 0 ? UINT64_MAX : 0;
  if (kind == BV_SHL)
    return x << y;
  if (kind == BV_LSHR)
    return x >> y;
  /* Arithmetic shift without relying on >> of negative values. */
  return sx < 0 ? ~(~(uint64_t)sx >> y) : x >> y;
}

/* A constant amount, saturated at width; false if b is not constant. */
static bool bv_const_amount(const bv *b, unsigned width, unsigned *amount) {
  uint64_t v = 0;
  for (unsigned i = 0; i < b->width; i++) {
    aig_lit bit = b->bits[i];
    if (!aig_is_const(bit))
      return false;
    if (bit == AIG_TRUE)
      v = i < 32 ? v | (UINT64_C(1) << i) : width;
  }
  *amount = v < width ? (unsigned)v : width;
  return true;
}

/*
 * Barrel shifter: stage j shifts by 2^j if bit j of the amount is set, for the
 * stages with 2^j < width. Any higher amount bit means amount >= width.
 * Amounts in [width, 2^stages) shift every bit out in the stages already.
 */
static void bv_barrel(aig *g, const bv *a, const bv *b, bv_shift_kind kind,
                      aig_lit fill, aig_lit *out) {
  unsigned n = a->width, stages = 0;
  while (((size_t)1 << stages) < n)
    stages++;
  aig_lit *cur = bv_scratch(2 * (size_t)n), *next = cur + n;
  memcpy(cur, a->bits, (size_t)n * sizeof cur[0]);
  for (unsigned j = 0; j < stages; j++) {
    for (unsigned k = 0; k < n; k++) {
      aig_lit moved = bv_shifted_bit(cur, n, k, 1u << j, kind, fill);
      next[k] = aig_ite(g, b->bits[j], moved, cur[k]);
    }
    memcpy(cur, next, (size_t)n * sizeof cur[0]);
  }
  aig_lit too_big = AIG_FALSE;
  for (unsigned j = stages; j < n; j++)
    too_big = aig_or(g, too_big, b->bits[j]);
  for (unsigned k = 0; k < n; k++)
    out[k] = aig_ite(g, too_big, fill, cur[k]);
  free(cur);
}

static const bv *bv_shift(bvm *m, const char *op, const bv *a, const bv *b,
                          bv_shift_kind kind) {
  bv_check_same(op, a, b);
  unsigned n = a->width;
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_word_result(m, n, bv_shift_word(x, y, n, kind));
  aig_lit fill = kind == BV_ASHR ? bv_msb(a) : AIG_FALSE;
  bv *r = bv_fresh(m, op, n);
  unsigned amount;
  if (bv_const_amount(b, n, &amount)) {
    for (unsigned k = 0; k < n; k++)
      r->bits[k] = amount < n ? bv_shifted_bit(a->bits, n, k, amount, kind, fill) : fill;
    return r;
  }
  bv_barrel(m->g, a, b, kind, fill, r->bits);
  return r;
}

const bv *bv_shl(bvm *m, const bv *a, const bv *b) {
  return bv_shift(m, "bv_shl", a, b, BV_SHL);
}

const bv *bv_lshr(bvm *m, const bv *a, const bv *b) {
  return bv_shift(m, "bv_lshr", a, b, BV_LSHR);
}

const bv *bv_ashr(bvm *m, const bv *a, const bv *b) {
  return bv_shift(m, "bv_ashr", a, b, BV_ASHR);
}

/* ---- comparisons ----------------------------------------------------------------------- */

static aig_lit bv_bool(bool b) { return b ? AIG_TRUE : AIG_FALSE; }

static aig_lit bv_eq_bits(bvm *m, const aig_lit *a, const aig_lit *b, unsigned width) {
  aig_lit res = AIG_TRUE;
  for (unsigned i = 0; i < width && res != AIG_FALSE; i++)
    res = aig_and(m->g, res, aig_xnor(m->g, a[i], b[i]));
  return res;
}

/* A literal equal to a wherever literal c has the value `value`, read off a's top nodes
   (depth of them): a constant, c itself, an if-then-else on c, or an AND with c as a
   child; a itself otherwise (which is always right). */
#define BV_COFACTOR_DEPTH 3

/* a == k split on condition c: ite(c, t == k, e == k) with t and e a's cofactors, if one
   of the two comparisons folds to a constant. */
/* Whether bits == k is decided by constants alone: a constant bit that differs from k's
   (false), or every bit constant (true). Checked before any comparator is built, so that
   a merge whose sides both stay symbolic costs no node (bv_eq runs on every comparison
   with a constant). */
static bool bv_bits_decided(const aig_lit *bits, const bv *k) {
  bool all_const = true;
  for (unsigned i = 0; i < k->width; i++) {
    if (aig_is_const(bits[i]) && bits[i] != k->bits[i])
      return true;
    all_const &= aig_is_const(bits[i]);
  }
  return all_const;
}

static bool bv_eq_split(bvm *m, const bv *a, const bv *k, aig_lit c, aig_lit *res) {
  aig_lit *t = bv_scratch(a->width), *e = bv_scratch(a->width);
  for (unsigned i = 0; i < a->width; i++) {
    t[i] = aig_cofactor(m->g, a->bits[i], c, true, BV_COFACTOR_DEPTH);
    e[i] = aig_cofactor(m->g, a->bits[i], c, false, BV_COFACTOR_DEPTH);
  }
  bool split = bv_bits_decided(t, k) || bv_bits_decided(e, k);
  if (split)
    *res = aig_ite(m->g, c, bv_eq_bits(m, t, k->bits, a->width),
                   bv_eq_bits(m, e, k->bits, a->width));
  free(t);
  free(e);
  return split;
}

/*
 * a == k for a constant k, where a is a merge (a phi, a function's return value): each
 * bit an if-then-else on the same condition c, ite(c, t, e), or AND(c, t) where e is 0.
 * Then a == k is ite(c, t == k, e == k), taken if one of those is decided by constant
 * bits; otherwise a is compared bit by bit, and nothing else is built. A
 * function that returns -2 or a loaded word, compared with -2, becomes !c | (word ==
 * -2), and the word's bits leave the formula when that comparison folds too (its high
 * bits known zero, symex_narrow.c); the plain comparison kept every bit of the load.
 * The conditions tried are those the first non-constant bit offers.
 */
static bool bv_eq_merge(bvm *m, const bv *a, const bv *k, aig_lit *res) {
  for (unsigned i = 0; i < a->width; i++) {
    uint32_t n = aig_node(a->bits[i]);
    if (aig_is_const(a->bits[i]) || !aig_node_is_and(m->g, n))
      continue;
    aig_lit c, t, e;
    if (aig_match_ite(m->g, n, &c, &t, &e) && bv_eq_split(m, a, k, c & ~1u, res))
      return true;
    return bv_eq_split(m, a, k, aig_node_child0(m->g, n) & ~1u, res) ||
           bv_eq_split(m, a, k, aig_node_child1(m->g, n) & ~1u, res);
  }
  return false;
}

aig_lit bv_eq(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_eq", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_bool(x == y);
  aig_lit res;
  if (!(bv_is_const(b) && bv_eq_merge(m, a, b, &res)) &&
      !(bv_is_const(a) && bv_eq_merge(m, b, a, &res)))
    res = bv_eq_bits(m, a->bits, b->bits, a->width);
  bvr_note_compare(m, BVR_EQ, res, a, b);
  return res;
}

aig_lit bv_ult(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_ult", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_bool(x < y);
  aig_lit res = bv_less(m->g, a, b, false);
  bvr_note_compare(m, BVR_ULT, res, a, b);
  return res;
}

aig_lit bv_ule(bvm *m, const bv *a, const bv *b) {
  return aig_not(bv_ult(m, b, a));
}

aig_lit bv_slt(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_slt", a, b);
  uint64_t x, y;
  if (bv_words(a, b, &x, &y))
    return bv_bool(bv_signed_word(x, a->width) < bv_signed_word(y, a->width));
  aig_lit res = bv_less(m->g, a, b, true);
  bvr_note_compare(m, BVR_SLT, res, a, b);
  return res;
}

aig_lit bv_sle(bvm *m, const bv *a, const bv *b) {
  return aig_not(bv_slt(m, b, a));
}

aig_lit bv_is_zero(bvm *m, const bv *a) {
  aig_lit res = AIG_TRUE;
  for (unsigned i = 0; i < a->width && res != AIG_FALSE; i++)
    res = aig_and(m->g, res, aig_not(a->bits[i]));
  return res;
}

/* ---- bit counting and byte order ------------------------------------------------------- */

/*
 * Population count of n bits as an adder tree: level L holds ceil(n / 2^L) numbers
 * of L + 1 bits each; pairs are added with their carry out as the new top bit.
 * The final count has 1 + ceil(log2 n) <= n bits; out gets n bits, zero-extended.
 * (At level L >= 1 a level has at most n + L + 1 bits, so n + 64 bits per buffer
 * suffice for any width up to 2^16.)
 */
static void bv_popcount(aig *g, unsigned n, const aig_lit *bits, aig_lit *out) {
  size_t half = (size_t)n + 64;
  aig_lit *buf = bv_scratch(2 * half);
  aig_lit *cur = buf, *next = buf + half;
  memcpy(cur, bits, (size_t)n * sizeof cur[0]);
  unsigned count = n, width = 1;
  while (count > 1) {
    unsigned pairs = count / 2;
    for (unsigned p = 0; p < pairs; p++) {
      const aig_lit *x = cur + (size_t)2 * p * width, *y = x + width;
      aig_lit *sum = next + (size_t)p * (width + 1);
      sum[width] = bv_add_bits(g, width, x, y, false, AIG_FALSE, true, sum);
    }
    if (count % 2) { /* the odd one out, zero-extended */
      aig_lit *sum = next + (size_t)pairs * (width + 1);
      memcpy(sum, cur + (size_t)2 * pairs * width, width * sizeof sum[0]);
      sum[width] = AIG_FALSE;
    }
    count = (count + 1) / 2;
    width++;
    aig_lit *tmp = cur;
    cur = next;
    next = tmp;
  }
  for (unsigned i = 0; i < n; i++)
    out[i] = i < width ? cur[i] : AIG_FALSE;
  free(buf);
}

const bv *bv_ctpop(bvm *m, const bv *a) {
  uint64_t x;
  if (bv_word(a, &x))
    return bv_const(m, a->width, (uint64_t)__builtin_popcountll(x));
  bv *r = bv_fresh(m, "bv_ctpop", a->width);
  bv_popcount(m->g, a->width, a->bits, r->bits);
  return r;
}

/*
 * Leading (trailing) zeros = number of positions with no one at or above (below)
 * them: smear the ones downwards (upwards) and count the zeros left.
 */
static const bv *bv_count_zeros(bvm *m, const char *op, const bv *a, bool leading) {
  unsigned n = a->width;
  aig_lit *smear = bv_scratch(n);
  aig_lit seen = AIG_FALSE;
  for (unsigned k = 0; k < n; k++) {
    unsigned i = leading ? n - 1 - k : k;
    seen = aig_or(m->g, seen, a->bits[i]);
    smear[i] = aig_not(seen);
  }
  bv *r = bv_fresh(m, op, n);
  bv_popcount(m->g, n, smear, r->bits);
  free(smear);
  return r;
}

const bv *bv_ctlz(bvm *m, const bv *a) {
  uint64_t x;
  if (bv_word(a, &x)) {
    unsigned zeros = 0;
    while (zeros < a->width && !((x >> (a->width - 1 - zeros)) & 1))
      zeros++;
    return bv_const(m, a->width, zeros);
  }
  return bv_count_zeros(m, "bv_ctlz", a, true);
}

const bv *bv_cttz(bvm *m, const bv *a) {
  uint64_t x;
  if (bv_word(a, &x)) {
    unsigned zeros = 0;
    while (zeros < a->width && !((x >> zeros) & 1))
      zeros++;
    return bv_const(m, a->width, zeros);
  }
  return bv_count_zeros(m, "bv_cttz", a, false);
}

const bv *bv_bswap(bvm *m, const bv *a) {
  if (a->width % 16)
    bv_die("bv_bswap", "width not a multiple of 16", a->width, 16);
  unsigned bytes = a->width / 8;
  bv *r = bv_fresh(m, "bv_bswap", a->width);
  for (unsigned k = 0; k < bytes; k++)
    memcpy(r->bits + 8 * k, a->bits + 8 * (bytes - 1 - k), 8 * sizeof a->bits[0]);
  return r;
}

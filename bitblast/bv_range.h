/*
 * bv_range.h: sound unsigned ranges of bit-vector terms, for the checks the solver would
 * otherwise have to prove by induction (docs/encoding.md, "Ranges").
 *
 * bv_bits.c and bv_arith.c note, as they build them, the word-level operations whose range follows from
 * their operands' (add, sub, mul, extensions, truncations, concatenations) and the
 * comparisons of a term with a constant. A range query then works on the terms, keyed
 * by their bits (two bvs with the same bits are the same term): the constant bits bound
 * every term; a noted operation bounds its result by its operands' ranges; a merge
 * c ? t : e (where two paths meet, in a register or in memory bytes, also a word
 * concatenated from merged bytes) lies in the hull of t's range under the comparisons
 * c is a conjunction of and e's under those of !c.
 *
 * A range holds on every assignment of the AIG's inputs (on those that satisfy the
 * facts given to bv_range_under), so it can be memoized per term and used anywhere.
 *
 * Ownership: the bvm owns its bv_ranges (bvm_new / bvm_free). Terms wider than 64 bits
 * have no range (queries return false). Allocation failure aborts.
 */
#ifndef CB_BV_RANGE_H
#define CB_BV_RANGE_H

#include "bitblast/bv.h"

typedef struct bv_ranges bv_ranges;

typedef enum bvr_op {
  BVR_ADD,
  BVR_SUB,
  BVR_MUL,
  BVR_ZEXT,
  BVR_SEXT,
  BVR_TRUNC,  /* also an extract of the low bits */
  BVR_CONCAT, /* a in the low bits, b in the high bits */
  BVR_ITE,    /* c ? a : b (bvr_note_ite) */
} bvr_op;

typedef enum bvr_cmp {
  BVR_ULT,
  BVR_SLT,
  BVR_EQ,
} bvr_cmp;

bv_ranges *bvr_new(void);
bv_ranges *bvm_ranges(bvm *m); /* bv_bits.c */
void bvr_free(bv_ranges *r);

/* res = op(a, b) (b NULL for the one-operand operations). */
void bvr_note_op(bvm *m, bvr_op op, const bv *res, const bv *a, const bv *b);
/* res = c ? t : e. */
void bvr_note_ite(bvm *m, const bv *res, aig_lit c, const bv *t, const bv *e);
/* res is the literal of `a cmp b` (unsigned or signed less than, or equality). */
void bvr_note_compare(bvm *m, bvr_cmp cmp, aig_lit res, const bv *a, const bv *b);

/* Bytes held, for --stats. */
size_t bvr_bytes(const bv_ranges *r);

#endif

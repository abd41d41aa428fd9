/*
 * rewrite.h: word-level simplification before bit-blasting, for linear arithmetic with
 * constants. Every value built through these functions remembers that it equals
 * base * factor + offset (mod 2^width) for some earlier value `base`; chains such as
 * (x * 3) * 0xaaaaaaab or (x + 1) - 1 then collapse to their base (here: x itself), where
 * bit-blasting each step would leave the SAT solver a multiplier equivalence to prove.
 *
 * Ownership: rw_new() borrows the bvm; rw_free() releases the table.
 */
#ifndef CB_REWRITE_H
#define CB_REWRITE_H

#include "bitblast/bv.h"

typedef struct rw rw;

rw *rw_new(bvm *m);
void rw_free(rw *r);

/* a + b, a - b, a * b and a << b, simplified where one side is a constant of width <= 64. */
const bv *rw_add(rw *r, const bv *a, const bv *b);
const bv *rw_sub(rw *r, const bv *a, const bv *b);
const bv *rw_mul(rw *r, const bv *a, const bv *b);
const bv *rw_shl_const(rw *r, const bv *a, uint64_t amount); /* amount < width */

#endif

/*
 * mem_values.h: what memory knows about the values it holds (docs/memory.md): the
 * points-to set of a value, and the memory image of a value (its bytes in the data
 * layout's order).
 *
 * Ownership: sets live in the memory's pool (objset.h); bit-vectors in the bvm.
 */
#ifndef CB_MEM_VALUES_H
#define CB_MEM_VALUES_H

#include "bitblast/bv.h"
#include "encoder/objset.h"

struct sx;

/* The objects value may point into: NULL if it was never computed from a pointer
   (a constant of pointer width: exactly its own object, or none). */
const objset *mem_pts(struct sx *x, const bv *value);
/* Adds set to what value may point into (NULL: nothing). */
void mem_set_pts(struct sx *x, const bv *value, const objset *set);
/* value as `bytes` bytes in memory order, and back as a `width`-bit value; both keep
   the points-to set. */
const bv *mem_to_image(struct sx *x, const bv *value, unsigned bytes);
const bv *mem_from_image(struct sx *x, const bv *image, unsigned width);

#endif

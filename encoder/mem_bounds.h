/*
 * mem_bounds.h: whether an access is inside its object, decided while building, without
 * the solver: by the constant bits of the offset, or by the ranges of its terms
 * (bv_range.h), on every assignment or under the comparisons in the path's guard.
 *
 * Ownership: the caller owns the mem_facts it passes (one per access, collected = false
 * at first); nothing is allocated.
 */
#ifndef CB_MEM_BOUNDS_H
#define CB_MEM_BOUNDS_H

#include "encoder/symex.h"

#define MEM_RANGE_FACTS 256

/* The guard's conjuncts, collected once per access and only if a range needs them. */
typedef struct mem_facts {
  bool collected;
  unsigned count;
  aig_lit lits[MEM_RANGE_FACTS];
} mem_facts;

/* The largest value an offset can have, judging by its constant-zero high bits. */
uint64_t mem_max_offset(const bv *offset);

/* True if the access of `bytes` bytes at offset is inside o (of constant size) on every
   execution of s; false if that is not known (the solver's check stays). */
bool mem_provably_in_bounds(sx *x, const sx_state *s, const mem_object *o,
                            const bv *offset, unsigned bytes, mem_facts *facts);

#endif

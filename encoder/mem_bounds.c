/*
 * mem_bounds.c: access checks that the ranges of terms decide while building (see
 * mem_bounds.h).
 */
#include "encoder/mem_bounds.h"

/* The largest value an offset can have, judging by its constant-zero high bits. */
uint64_t mem_max_offset(const bv *offset) {
  unsigned top = offset->width;
  while (top > 0 && offset->bits[top - 1] == AIG_FALSE)
    top--;
  return top >= 63 ? UINT64_MAX : ((uint64_t)1 << top) - 1;
}

/*
 * Whether offset stays inside o on every execution of s, by the ranges of the terms
 * (bv_range.h): first on every assignment, then under the comparisons in the guard. A
 * stack popped in a loop (`if (top > 0) x = a[--top];`) is in bounds by an induction
 * that the solver would redo step by step, over a minute for 400 pops.
 */
bool mem_provably_in_bounds(sx *x, const sx_state *s, const mem_object *o,
                                   const bv *offset, unsigned bytes, mem_facts *facts) {
  uint64_t size, lo, hi;
  if (!bv_const_value(o->size, &size) || size < bytes || bv_is_const(offset) ||
      mem_max_offset(offset) <= size - bytes)
    return false; /* folds without ranges */
  if (!bv_range_under(x->bvm, offset, NULL, 0, &lo, &hi))
    return false;
  if (lo <= hi && hi <= size - bytes)
    return true;
  if (!facts->collected) {
    facts->count = sx_guard_conjuncts(x, s, facts->lits, MEM_RANGE_FACTS);
    facts->collected = true;
  }
  if (!facts->count || !bv_range_under(x->bvm, offset, facts->lits, facts->count, &lo, &hi))
    return false;
  return lo > hi || hi <= size - bytes;
}

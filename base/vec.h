/*
 * vec.h: growable arrays, the one way this code base grows an array.
 *
 * An array is three variables: a pointer, a count of the elements in use and a
 * capacity (the elements allocated), both of any unsigned integer type:
 *
 *   CB_GROW(list, num, cap, 16);      room for list[num]; then list[num++] = x
 *   CB_RESERVE(list, n, cap, 1024);   room for list[0 .. n-1]
 *
 * A full array doubles (an empty one gets `initial` elements) until it has room, through
 * cb_realloc_array, which checks the size product and aborts when memory runs out, like
 * everything in alloc.h: neither macro fails. Elements past the old capacity are not
 * initialized; the caller owns the array and frees it with free().
 */
#ifndef CB_VEC_H
#define CB_VEC_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"

/* The capacity, doubled from `capacity` (or from `initial` if it is 0), that holds at
   least `needed` elements; `capacity` itself if it already does. */
static inline size_t cb_capacity_for(size_t capacity, size_t needed, size_t initial) {
  assert(initial > 0);
  size_t grown = capacity ? capacity : initial;
  while (grown < needed) {
    if (grown > SIZE_MAX / 2) {
      fprintf(stderr, "cbounds: out of memory (an array of more than %zu elements)\n", grown);
      abort();
    }
    grown *= 2;
  }
  return grown;
}

/* Ensures room for `needed` elements of ptr; capacity is updated (it must be able to hold
   the new value: asserted). */
#define CB_RESERVE(ptr, needed, capacity, initial)                                           \
  do {                                                                                       \
    if ((size_t)(needed) > (size_t)(capacity)) {                                             \
      size_t cb_grown_ = cb_capacity_for((size_t)(capacity), (size_t)(needed), (initial));   \
      (capacity) = cb_grown_;                                                                \
      assert((size_t)(capacity) == cb_grown_);                                               \
      (ptr) = cb_realloc_array((ptr), cb_grown_, sizeof *(ptr));                             \
    }                                                                                        \
  } while (0)

/* Ensures room for one more element, ptr[count] (count never exceeds capacity). */
#define CB_GROW(ptr, count, capacity, initial)                                               \
  do {                                                                                       \
    assert((size_t)(count) <= (size_t)(capacity));                                           \
    CB_RESERVE(ptr, (size_t)(count) + 1, capacity, initial);                                 \
  } while (0)

#endif

/*
 * libc_memory.c: the C library's allocation and raw-memory functions.
 * malloc never fails (as SV-COMP's unreach-call tasks assume), except under the memory
 * safety properties (valid-memsafety, valid-memcleanup), whose definition lets it fail:
 * the driver then sets __cbounds_seq_malloc_may_fail (docs/memory.md, "Allocation").
 * memcpy, memmove and memset become LLVM's intrinsics, which the encoder handles with
 * symbolic lengths. Under cbounds --race they report the bytes they touch (race.c).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

typedef __SIZE_TYPE__ size_t;

/* 1: malloc, calloc and realloc may return NULL (a nondeterministic choice). */
_Bool __cbounds_seq_malloc_may_fail = 0;

static _Bool cb_allocation_fails(void) {
  return __cbounds_seq_malloc_may_fail && __cbounds_nondet_bool();
}

CB_MODEL void *malloc(size_t n) {
  if (cb_allocation_fails())
    return 0;
  return __cbounds_alloc(n, 0);
}

CB_MODEL void free(void *p) { __cbounds_free(p); }

CB_MODEL void *calloc(size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total) || cb_allocation_fails())
    return 0;
  return __cbounds_alloc(total, 1);
}

CB_MODEL void *realloc(void *p, size_t n) {
  if (!p)
    return malloc(n);
  if (n == 0) {
    __cbounds_free(p);
    return 0;
  }
  if (cb_allocation_fails())
    return 0; /* p stays allocated */
  size_t old = __cbounds_object_size(p);
  void *q = __cbounds_alloc(n, 0);
  __cbounds_race_access(p, old < n ? old : n, 0);
  __builtin_memcpy(q, p, old < n ? old : n);
  __cbounds_free(p);
  return q;
}

CB_MODEL void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
  __cbounds_race_access(src, n, 0);
  __cbounds_race_access(dst, n, CB_RACE_WRITE);
  __builtin_memcpy(dst, src, n);
  return dst;
}

CB_MODEL void *memmove(void *dst, const void *src, size_t n) {
  __cbounds_race_access(src, n, 0);
  __cbounds_race_access(dst, n, CB_RACE_WRITE);
  __builtin_memmove(dst, src, n);
  return dst;
}

CB_MODEL void *memset(void *dst, int c, size_t n) {
  __cbounds_race_access(dst, n, CB_RACE_WRITE);
  __builtin_memset(dst, c, n);
  return dst;
}

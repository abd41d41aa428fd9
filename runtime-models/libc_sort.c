/*
 * libc_sort.c: qsort and bsearch (C11 7.22.5).
 *
 * - qsort is a stable insertion sort, swapping elements byte by byte; for arrays of the
 *   sizes a bounded check can follow, glibc sorts with a stable merge sort, so both give
 *   the same order (for a comparator that is a consistent order). The comparator is
 *   called through the user's pointer, with pointers into the array. Loops: n^2/2
 *   comparisons at most and `size` iterations per swap count against --unwind.
 * - bsearch is glibc's binary search (the same probes in the same order).
 */
#include "cbounds_primitives.h"

#define CB_MODEL __attribute__((weak))

typedef __SIZE_TYPE__ size_t;
typedef int (*cb_compare)(const void *, const void *);

static void cb_swap(char *a, char *b, size_t size) {
  for (size_t k = 0; k < size; k++) {
    char t = a[k];
    a[k] = b[k];
    b[k] = t;
  }
}

CB_MODEL void qsort(void *base, size_t n, size_t size, cb_compare compare) {
  char *array = (char *)base;
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && compare(array + (j - 1) * size, array + j * size) > 0; j--)
      cb_swap(array + (j - 1) * size, array + j * size, size);
}

CB_MODEL void *bsearch(const void *key, const void *base, size_t n, size_t size,
                       cb_compare compare) {
  size_t low = 0, high = n;
  while (low < high) {
    size_t middle = (low + high) / 2;
    const char *p = (const char *)base + middle * size;
    int c = compare(key, p);
    if (c < 0)
      high = middle;
    else if (c > 0)
      low = middle + 1;
    else
      return (void *)p;
  }
  return 0;
}

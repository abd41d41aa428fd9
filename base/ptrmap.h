/*
 * ptrmap.h: a hash map from pointers (LLVM values, blocks) to unsigned indices.
 * Open addressing with linear probing; keys are never removed.
 * Ownership: ptrmap_init() allocates, ptrmap_release() frees. Allocation failure aborts.
 */
#ifndef CB_PTRMAP_H
#define CB_PTRMAP_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ptrmap {
  const void **keys;
  unsigned *values;
  size_t capacity; /* a power of two */
  size_t count;
} ptrmap;

void ptrmap_init(ptrmap *m);
void ptrmap_release(ptrmap *m);
void ptrmap_put(ptrmap *m, const void *key, unsigned value);
/* Stores the value of key in *value and returns true, or returns false. */
bool ptrmap_get(const ptrmap *m, const void *key, unsigned *value);

#endif

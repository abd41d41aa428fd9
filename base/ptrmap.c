#include "base/ptrmap.h"

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"

static size_t ptrmap_hash(const void *key) {
  uint64_t x = (uint64_t)(uintptr_t)key;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

void ptrmap_init(ptrmap *m) {
  m->capacity = 16;
  m->count = 0;
  m->keys = cb_calloc(m->capacity, sizeof *m->keys);
  m->values = cb_calloc(m->capacity, sizeof *m->values);
}

void ptrmap_release(ptrmap *m) {
  free(m->keys);
  free(m->values);
  m->keys = NULL;
  m->values = NULL;
  m->capacity = m->count = 0;
}

static void ptrmap_insert(ptrmap *m, const void *key, unsigned value) {
  assert(m->count < m->capacity); /* an empty slot exists: the probe ends */
  size_t mask = m->capacity - 1;
  for (size_t i = ptrmap_hash(key) & mask;; i = (i + 1) & mask) {
    if (!m->keys[i]) {
      m->keys[i] = key;
      m->values[i] = value;
      m->count++;
      return;
    }
    if (m->keys[i] == key) {
      m->values[i] = value;
      return;
    }
  }
}

static void ptrmap_grow(ptrmap *m) {
  const void **keys = m->keys;
  unsigned *values = m->values;
  size_t capacity = m->capacity;
  m->capacity *= 2;
  m->count = 0;
  m->keys = cb_calloc(m->capacity, sizeof *m->keys);
  m->values = cb_calloc(m->capacity, sizeof *m->values);
  for (size_t i = 0; i < capacity; i++)
    if (keys[i])
      ptrmap_insert(m, keys[i], values[i]);
  free(keys);
  free(values);
}

void ptrmap_put(ptrmap *m, const void *key, unsigned value) {
  assert(key); /* NULL marks an empty slot */
  assert(m->keys); /* initialized and not released */
  if (2 * (m->count + 1) > m->capacity)
    ptrmap_grow(m);
  ptrmap_insert(m, key, value);
}

bool ptrmap_get(const ptrmap *m, const void *key, unsigned *value) {
  assert(key && value);
  assert(m->keys); /* initialized and not released */
  size_t mask = m->capacity - 1;
  for (size_t i = ptrmap_hash(key) & mask; m->keys[i]; i = (i + 1) & mask)
    if (m->keys[i] == key) {
      *value = m->values[i];
      return true;
    }
  return false;
}

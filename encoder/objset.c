#include "encoder/objset.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/vec.h"

const objset objset_any_marker = {0};

struct objsets {
  objset **sets;
  size_t count, capacity;
  const objset *empty;
  const objset **singles; /* objset_single(id), made once per id */
  size_t num_singles;
};

static objset *objset_alloc(objsets *pool, unsigned count) {
  objset *s = cb_malloc(sizeof *s + count * sizeof(unsigned));
  s->count = count;
  CB_GROW(pool->sets, pool->count, pool->capacity, 64);
  pool->sets[pool->count++] = s;
  return s;
}

objsets *objsets_new(void) {
  objsets *pool = cb_calloc(1, sizeof *pool);
  pool->empty = objset_alloc(pool, 0);
  return pool;
}

void objsets_free(objsets *pool) {
  for (size_t i = 0; i < pool->count; i++)
    free(pool->sets[i]);
  free(pool->sets);
  free(pool->singles);
  free(pool);
}

const objset *objset_empty(objsets *pool) { return pool->empty; }

const objset *objset_single(objsets *pool, unsigned id) {
  if (id >= pool->num_singles) {
    size_t n = pool->num_singles ? pool->num_singles : 64;
    while (n <= id)
      n *= 2;
    pool->singles = cb_realloc(pool->singles, n * sizeof *pool->singles);
    memset(pool->singles + pool->num_singles, 0, (n - pool->num_singles) * sizeof *pool->singles);
    pool->num_singles = n;
  }
  if (!pool->singles[id]) {
    objset *s = objset_alloc(pool, 1);
    s->ids[0] = id;
    pool->singles[id] = s;
  }
  return pool->singles[id];
}

bool objset_contains(const objset *s, unsigned id) {
  if (s == OBJSET_ANY)
    return true;
  for (unsigned i = 0; i < s->count; i++)
    if (s->ids[i] == id)
      return true;
  return false;
}

static bool objset_subset(const objset *a, const objset *b) {
  assert(a != OBJSET_ANY && b != OBJSET_ANY);
  unsigned j = 0;
  for (unsigned i = 0; i < a->count; i++) {
    while (j < b->count && b->ids[j] < a->ids[i])
      j++;
    if (j == b->count || b->ids[j] != a->ids[i])
      return false;
  }
  return true;
}

const objset *objset_union(objsets *pool, const objset *a, const objset *b) {
  if (a == OBJSET_ANY || b == OBJSET_ANY)
    return OBJSET_ANY;
  if (a == b || objset_subset(b, a))
    return a;
  if (objset_subset(a, b))
    return b;
  objset *u = objset_alloc(pool, a->count + b->count);
  unsigned i = 0, j = 0, n = 0;
  while (i < a->count || j < b->count) {
    unsigned next;
    if (j == b->count || (i < a->count && a->ids[i] < b->ids[j]))
      next = a->ids[i++];
    else if (i == a->count || b->ids[j] < a->ids[i])
      next = b->ids[j++];
    else
      next = a->ids[i++], j++;
    assert(n == 0 || u->ids[n - 1] < next); /* ids stay sorted and distinct */
    u->ids[n++] = next;
  }
  assert(n <= a->count + b->count);
  u->count = n;
  return u;
}

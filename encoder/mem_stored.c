/* mem_stored.c: points-to sets of stored pointers, per byte (see mem_stored.h). */
#include "encoder/mem_stored.h"

#include <stdlib.h>

#include "base/alloc.h"

static const objset *mem_stored_union(memory *m, const objset *a, const objset *b) {
  if (!a)
    return b;
  if (!b)
    return a;
  return objset_union(m->sets, a, b);
}

static bool mem_stored_per_byte(const mem_object *o) {
  return o->capacity > 0 && o->capacity <= MEM_STORED_AT_MAX;
}

void mem_stored_note(memory *m, mem_object *o, uint64_t from, uint64_t to, const objset *pts) {
  if (!pts)
    return;
  o->stored = mem_stored_union(m, o->stored, pts);
  if (!mem_stored_per_byte(o))
    return;
  if (to > o->capacity)
    to = o->capacity;
  if (from >= to)
    return;
  if (!o->stored_at)
    o->stored_at = cb_calloc(o->capacity, sizeof *o->stored_at);
  /* Neighbouring bytes mostly hold the same set: one union for a run of them. */
  const objset *old = NULL, *now = NULL;
  for (uint64_t b = from; b < to; b++) {
    if (b == from || o->stored_at[b] != old) {
      old = o->stored_at[b];
      now = mem_stored_union(m, old, pts);
    }
    o->stored_at[b] = now;
  }
}

const objset *mem_stored_get(memory *m, const mem_object *o, uint64_t from, uint64_t to) {
  if (!mem_stored_per_byte(o))
    return o->stored;
  if (!o->stored_at)
    return NULL;
  if (to > o->capacity)
    to = o->capacity;
  const objset *set = NULL;
  for (uint64_t b = from; b < to; b++)
    set = mem_stored_union(m, set, o->stored_at[b]);
  return set;
}

void mem_stored_release(memory *m) {
  for (unsigned id = 0; id < m->num_objects; id++) {
    free(m->objects[id].stored_at);
    m->objects[id].stored_at = NULL;
  }
}

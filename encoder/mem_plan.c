/* mem_plan.c: the objects of an earlier symbolic execution (see mem_plan.h). */
#include "encoder/mem_plan.h"

#include <assert.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "encoder/symex.h"

/* Registers id as the next object its origin made. */
static void mem_plan_add_occurrence(mem_plan *plan, LLVMValueRef origin, unsigned id) {
  unsigned slot;
  if (!ptrmap_get(&plan->origins, origin, &slot)) {
    slot = plan->num_origins++;
    plan->occurrences = cb_realloc(plan->occurrences, plan->num_origins * sizeof(unsigned *));
    plan->num_occurrences =
        cb_realloc(plan->num_occurrences, plan->num_origins * sizeof(unsigned));
    plan->occurrences[slot] = NULL;
    plan->num_occurrences[slot] = 0;
    ptrmap_put(&plan->origins, origin, slot);
  }
  unsigned n = plan->num_occurrences[slot]++;
  plan->occurrences[slot] = cb_realloc(plan->occurrences[slot], (n + 1) * sizeof(unsigned));
  plan->occurrences[slot][n] = id;
}

/* The ids of a set in a new array (NULL for none or any object: the next execution
   finds those pointers again when it stores them). */
static unsigned *mem_plan_ids(const objset *set, unsigned *count) {
  *count = 0;
  if (!set || set == OBJSET_ANY || set->count == 0)
    return NULL;
  unsigned *ids = cb_calloc(set->count, sizeof *ids);
  for (unsigned i = 0; i < set->count; i++)
    ids[i] = set->ids[i];
  *count = set->count;
  return ids;
}

static void mem_plan_copy_stored(mem_plan_object *p, const mem_object *o) {
  p->stored = mem_plan_ids(o->stored, &p->num_stored);
  if (!o->stored_at)
    return;
  for (uint64_t b = 0; b < o->capacity;) {
    const objset *set = o->stored_at[b];
    uint64_t end = b + 1;
    while (end < o->capacity && o->stored_at[end] == set)
      end++;
    unsigned n;
    unsigned *ids = mem_plan_ids(set, &n);
    if (ids) {
      p->stored_at = cb_realloc_array(p->stored_at, p->num_stored_at + 1, sizeof *p->stored_at);
      p->stored_at[p->num_stored_at++] = (mem_plan_stored){b, end, ids, n};
    }
    b = end;
  }
}

mem_plan *mem_plan_new(const sx *x) {
  const memory *m = &x->mem;
  mem_plan *plan = cb_calloc(1, sizeof *plan);
  ptrmap_init(&plan->origins);
  plan->num_objects = m->num_objects;
  plan->next_base = m->next_base;
  plan->objects = cb_calloc(m->num_objects ? m->num_objects : 1, sizeof *plan->objects);
  for (unsigned id = 1; id < m->num_objects; id++) {
    const mem_object *o = &m->objects[id];
    mem_plan_object *p = &plan->objects[id];
    uint64_t size = 0;
    *p = (mem_plan_object){.kind = (int)o->kind, .origin = o->origin, .base = o->base,
                           .capacity = o->capacity, .zeroed = o->zeroed,
                           .read_only = o->read_only, .run_named = o->run_named,
                           .run_thread = o->run_thread, .run_index = o->run_index,
                           .run_hints = o->run_hints};
    p->reusable = o->origin && o->size && bv_const_value(o->size, &size) && !o->too_large;
    p->size = size;
    mem_plan_copy_stored(p, o);
    if (o->origin)
      mem_plan_add_occurrence(plan, o->origin, id);
  }
  return plan;
}

unsigned mem_plan_lookup(const mem_plan *plan, LLVMValueRef origin, unsigned n) {
  unsigned slot;
  if (!plan || !origin || !ptrmap_get(&plan->origins, origin, &slot) ||
      n >= plan->num_occurrences[slot])
    return 0;
  assert(slot < plan->num_origins);
  return plan->occurrences[slot][n];
}

void mem_plan_free(mem_plan *plan) {
  if (!plan)
    return;
  for (unsigned id = 0; id < plan->num_objects; id++) {
    mem_plan_object *p = &plan->objects[id];
    free(p->stored);
    for (unsigned i = 0; i < p->num_stored_at; i++)
      free(p->stored_at[i].ids);
    free(p->stored_at);
  }
  free(plan->objects);
  for (unsigned i = 0; i < plan->num_origins; i++)
    free(plan->occurrences[i]);
  free(plan->occurrences);
  free(plan->num_occurrences);
  ptrmap_release(&plan->origins);
  free(plan);
}

/* mem_plan.c: the objects of an earlier symbolic execution (see mem_plan.h). */
#include "encoder/mem_plan.h"

#include <stdlib.h>

#include "encoder/alloc.h"
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

static void mem_plan_copy_stored(mem_plan_object *p, const objset *stored) {
  if (!stored || stored == OBJSET_ANY || stored->count == 0)
    return;
  p->stored = cb_calloc(stored->count, sizeof *p->stored);
  for (unsigned i = 0; i < stored->count; i++)
    p->stored[i] = stored->ids[i];
  p->num_stored = stored->count;
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
                           .read_only = o->read_only};
    p->reusable = o->origin && o->size && bv_const_value(o->size, &size) && !o->too_large;
    p->size = size;
    mem_plan_copy_stored(p, o->stored);
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
  return plan->occurrences[slot][n];
}

void mem_plan_free(mem_plan *plan) {
  if (!plan)
    return;
  for (unsigned id = 0; id < plan->num_objects; id++)
    free(plan->objects[id].stored);
  free(plan->objects);
  for (unsigned i = 0; i < plan->num_origins; i++)
    free(plan->occurrences[i]);
  free(plan->occurrences);
  free(plan->num_occurrences);
  ptrmap_release(&plan->origins);
  free(plan);
}

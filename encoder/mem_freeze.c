/* mem_freeze.c: shared objects frozen at main's first pthread_create (see mem_freeze.h). */
#include "encoder/mem_freeze.h"

#include <stdlib.h>
#include <string.h>

#include "encoder/alloc.h"
#include "encoder/symex.h"

mem_thaw *mem_thaw_new(void) {
  mem_thaw *thaw = cb_calloc(1, sizeof *thaw);
  ptrmap_init(&thaw->origins);
  return thaw;
}

void mem_thaw_extend(mem_thaw *thaw, const sx *x) {
  const memory *m = &x->mem;
  for (unsigned id = 1; id < m->num_objects; id++)
    if (m->objects[id].thawed)
      ptrmap_put(&thaw->origins, m->objects[id].origin, 1);
}

void mem_thaw_free(mem_thaw *thaw) {
  if (!thaw)
    return;
  ptrmap_release(&thaw->origins);
  free(thaw);
}

/* The models' own shared state (which thread finished, whether the program exited) is
   written when threads run: freezing it would only cost a run. */
static bool mem_is_model_state(LLVMValueRef origin) {
  size_t length;
  return LLVMIsAGlobalVariable(origin) &&
         !strncmp(LLVMGetValueName2(origin, &length), "__cbounds_", strlen("__cbounds_"));
}

/* Objects made later are not frozen: a thread may make and write them in any round. An
   object without an origin cannot be named to the next run, should it thaw. */
static bool mem_may_freeze(const sx *x, const mem_object *o) {
  unsigned ignored;
  return o->versioned && !o->unborn && o->kind != MEM_FUNCTION && o->origin &&
         !mem_is_model_state(o->origin) && !ptrmap_get(&x->thaw->origins, o->origin, &ignored);
}

void mem_freeze(sx *x, const sx_state *s) {
  memory *m = &x->mem;
  if (m->freeze_decided)
    return;
  m->freeze_decided = true;
  /* Only if every execution creates its first thread here: an execution that did not
     pass here would start its rounds from a snapshot that is not its own. */
  if (!x->thaw || m->rounds < 2 || s->guard != AIG_TRUE)
    return;
  m->has_snapshot = true;
  m->snapshot = s->mem.bytes;
  for (unsigned id = 1; id < m->num_objects; id++)
    m->objects[id].frozen = mem_may_freeze(x, &m->objects[id]);
}

const bv *mem_frozen_guess(sx *x, const mem_object *o, uint64_t index) {
  if (!o || !o->frozen)
    return NULL;
  return mt_get(x->mem.bytes, x->mem.snapshot, index);
}

/* A write in round K changes nothing a later round starts from; one in the sink round
   (K + 1) reaches nothing. */
void mem_freeze_note_write(sx *x, unsigned id, unsigned round, aig_lit when) {
  memory *m = &x->mem;
  mem_object *o = &m->objects[id];
  if (!o->frozen || o->thawed || round >= m->rounds || when == AIG_FALSE)
    return;
  o->thawed = true;
  m->num_thawed++;
}

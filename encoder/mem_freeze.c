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

static bool mem_bit(const uint8_t *bits, uint64_t i) { return (bits[i / 8] >> (i % 8)) & 1; }

static const mem_thaw_bytes *mem_thaw_get(const mem_thaw *thaw, LLVMValueRef origin) {
  unsigned i;
  return thaw && ptrmap_get(&thaw->origins, origin, &i) ? &thaw->bytes[i] : NULL;
}

/* The record of an origin, grown to cover `size` offsets. */
static mem_thaw_bytes *mem_thaw_record(mem_thaw *thaw, LLVMValueRef origin, uint64_t size) {
  unsigned i;
  if (!ptrmap_get(&thaw->origins, origin, &i)) {
    i = thaw->num_bytes++;
    thaw->bytes = cb_realloc_array(thaw->bytes, thaw->num_bytes, sizeof *thaw->bytes);
    thaw->bytes[i] = (mem_thaw_bytes){NULL, 0};
    ptrmap_put(&thaw->origins, origin, i);
  }
  mem_thaw_bytes *t = &thaw->bytes[i];
  if (size > t->size) {
    uint64_t old = (t->size + 7) / 8, new = (size + 7) / 8;
    t->bits = cb_realloc(t->bits, new);
    memset(t->bits + old, 0, new - old);
    t->size = size;
  }
  return t;
}

void mem_thaw_extend(mem_thaw *thaw, const sx *x) {
  const memory *m = &x->mem;
  for (unsigned id = 1; id < m->num_objects; id++) {
    const mem_object *o = &m->objects[id];
    if (!o->thawed)
      continue;
    mem_thaw_bytes *t = mem_thaw_record(thaw, o->origin, o->capacity);
    for (uint64_t b = 0; b < (o->capacity + 7) / 8; b++)
      t->bits[b] |= o->thawed_at[b];
  }
}

void mem_thaw_free(mem_thaw *thaw) {
  if (!thaw)
    return;
  ptrmap_release(&thaw->origins);
  for (unsigned i = 0; i < thaw->num_bytes; i++)
    free(thaw->bytes[i].bits);
  free(thaw->bytes);
  free(thaw);
}

void mem_freeze_release(memory *m) {
  for (unsigned id = 0; id < m->num_objects; id++) {
    free(m->objects[id].thawed_at);
    m->objects[id].thawed_at = NULL;
  }
}

/* Whether byte `offset` of a frozen object is frozen (not thawed in an earlier run). */
static bool mem_byte_frozen(const mem_object *o, uint64_t offset) {
  const mem_thaw_bytes *t = o->kept_thawed;
  return o->frozen && !(t && offset < t->size && mem_bit(t->bits, offset));
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
static bool mem_may_freeze(const mem_object *o) {
  return o->versioned && !o->unborn && o->kind != MEM_FUNCTION && o->origin &&
         !mem_is_model_state(o->origin);
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
  for (unsigned id = 1; id < m->num_objects; id++) {
    mem_object *o = &m->objects[id];
    o->frozen = mem_may_freeze(o);
    o->kept_thawed = o->frozen ? mem_thaw_get(x->thaw, o->origin) : NULL;
  }
}

const bv *mem_frozen_guess(sx *x, const mem_object *o, uint64_t index) {
  if (!o || !mem_byte_frozen(o, index - o->base))
    return NULL;
  return mt_get(x->mem.bytes, x->mem.snapshot, index);
}

/* A write in round K changes nothing a later round starts from; one in the sink round
   (K + 1) reaches nothing. */
void mem_freeze_note_write(sx *x, unsigned id, uint64_t offset, unsigned round,
                           aig_lit when) {
  memory *m = &x->mem;
  mem_object *o = &m->objects[id];
  if (round >= m->rounds || when == AIG_FALSE || !mem_byte_frozen(o, offset) ||
      offset >= o->capacity)
    return;
  if (!o->thawed_at)
    o->thawed_at = cb_calloc((o->capacity + 7) / 8, 1);
  o->thawed_at[offset / 8] |= (uint8_t)(1u << (offset % 8));
  if (!o->thawed) {
    o->thawed = true;
    m->num_thawed++;
  }
}

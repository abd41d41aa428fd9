/* mem_freeze.c: shared objects frozen at main's first pthread_create (see mem_freeze.h). */
#include "encoder/mem_freeze.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/mem_hint.h"
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

/* The record of an origin, grown to cover `size` offsets (value sets only up to
   MEM_FREEZE_VALUES_MAX offsets: beyond, every thawed byte may hold anything). */
static mem_thaw_bytes *mem_thaw_record(mem_thaw *thaw, LLVMValueRef origin, uint64_t size) {
  unsigned i;
  if (!ptrmap_get(&thaw->origins, origin, &i)) {
    i = thaw->num_bytes++;
    thaw->bytes = cb_realloc_array(thaw->bytes, thaw->num_bytes, sizeof *thaw->bytes);
    thaw->bytes[i] = (mem_thaw_bytes){NULL, 0, NULL};
    ptrmap_put(&thaw->origins, origin, i);
  }
  mem_thaw_bytes *t = &thaw->bytes[i];
  if (size > t->size) {
    uint64_t old = (t->size + 7) / 8, new = (size + 7) / 8;
    t->bits = cb_realloc(t->bits, new);
    memset(t->bits + old, 0, new - old);
    if (size <= MEM_FREEZE_VALUES_MAX && (t->values || !t->size)) {
      t->values = cb_realloc_array(t->values, size, sizeof *t->values);
      memset(t->values + t->size, 0, (size - t->size) * sizeof *t->values);
    } else {
      free(t->values);
      t->values = NULL;
    }
    t->size = size;
  }
  return t;
}

/* Adds what the stores of one object wrote into its thawed byte b to t's record; a byte
   that thawed in an earlier run already had its chance of known values. */
static void mem_thaw_add_values(mem_thaw_bytes *t, const mem_object *o, uint64_t b,
                                bool before) {
  if (!t->values)
    return;
  mem_byte_values *v = &t->values[b];
  if (before || !o->written || o->written[b].any) {
    v->any = true;
    return;
  }
  for (unsigned k = 0; k < sizeof v->set; k++)
    v->set[k] |= o->written[b].set[k];
}

void mem_thaw_extend(mem_thaw *thaw, const sx *x) {
  const memory *m = &x->mem;
  for (unsigned id = 1; id < m->num_objects; id++) {
    const mem_object *o = &m->objects[id];
    if (!o->thawed)
      continue;
    mem_thaw_bytes *t = mem_thaw_record(thaw, o->origin, o->capacity);
    for (uint64_t b = 0; b < o->capacity; b++)
      if (mem_bit(o->thawed_at, b)) {
        mem_thaw_add_values(t, o, b, mem_bit(t->bits, b));
        t->bits[b / 8] |= (uint8_t)(1u << (b % 8));
      }
  }
}

void mem_thaw_free(mem_thaw *thaw) {
  if (!thaw)
    return;
  ptrmap_release(&thaw->origins);
  for (unsigned i = 0; i < thaw->num_bytes; i++) {
    free(thaw->bytes[i].bits);
    free(thaw->bytes[i].values);
  }
  free(thaw->bytes);
  free(thaw);
}

void mem_freeze_release(memory *m) {
  for (unsigned id = 0; id < m->num_objects; id++) {
    free(m->objects[id].thawed_at);
    free(m->objects[id].written);
    m->objects[id].thawed_at = NULL;
    m->objects[id].written = NULL;
  }
}

/* How a guess of a byte of an object starts (mem_freeze.h). */
typedef enum mem_byte_state {
  MEM_BYTE_FREE,   /* a fresh input: not frozen, or thawed with a value not a constant */
  MEM_BYTE_FROZEN, /* the snapshot's byte */
  MEM_BYTE_KNOWN,  /* the snapshot's byte or one of the constants written (earlier runs) */
} mem_byte_state;

static mem_byte_state mem_byte_state_of(const mem_object *o, uint64_t offset) {
  if (!o->frozen)
    return MEM_BYTE_FREE;
  const mem_thaw_bytes *t = o->kept_thawed;
  if (!t || offset >= t->size || !mem_bit(t->bits, offset))
    return MEM_BYTE_FROZEN;
  return t->values && !t->values[offset].any ? MEM_BYTE_KNOWN : MEM_BYTE_FREE;
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

/* A choice, under fresh inputs, between the snapshot's byte and each value in v. */
static const bv *mem_known_guess(sx *x, const bv *snapshot, const mem_byte_values *v) {
  const bv *guess = snapshot;
  for (unsigned c = 0; c < 256; c++)
    if (mem_bit(v->set, c))
      guess = bv_ite(x->bvm, aig_input(x->aig), bv_const(x->bvm, 8, c), guess);
  x->mem.num_known_guesses++;
  return guess;
}

const bv *mem_frozen_guess(sx *x, const mem_object *o, uint64_t index) {
  if (!o)
    return NULL;
  uint64_t offset = index - o->base;
  mem_byte_state state = mem_byte_state_of(o, offset);
  if (state == MEM_BYTE_FREE)
    return NULL;
  const bv *snapshot = mt_get(x->mem.bytes, x->mem.snapshot, index);
  if (state == MEM_BYTE_FROZEN)
    return snapshot;
  return mem_known_guess(x, snapshot, &o->kept_thawed->values[offset]);
}

/* Whether byte is a constant among the known values of that byte of o. */
static bool mem_value_known(const mem_object *o, uint64_t offset, const bv *byte) {
  uint64_t c;
  return byte && bv_const_value(byte, &c) && mem_bit(o->kept_thawed->values[offset].set, c);
}

/* Records that a store may have written byte at `offset` of o (thawed_at, written). */
static void mem_thaw_byte(memory *m, mem_object *o, uint64_t offset, const bv *byte) {
  if (!o->thawed_at) {
    o->thawed_at = cb_calloc((o->capacity + 7) / 8, 1);
    if (o->capacity <= MEM_FREEZE_VALUES_MAX)
      o->written = cb_calloc(o->capacity, sizeof *o->written);
  }
  o->thawed_at[offset / 8] |= (uint8_t)(1u << (offset % 8));
  uint64_t c;
  if (o->written && byte && bv_const_value(byte, &c))
    o->written[offset].set[c / 8] |= (uint8_t)(1u << (c % 8));
  else if (o->written)
    o->written[offset].any = true;
  if (!o->thawed) {
    o->thawed = true;
    m->num_thawed++;
  }
}

/* A write in round K changes nothing a later round starts from; one in the sink round
   (K + 1) reaches nothing. */
void mem_freeze_note_write(sx *x, unsigned id, uint64_t offset, unsigned round,
                           aig_lit when, const bv *byte) {
  memory *m = &x->mem;
  mem_object *o = &m->objects[id];
  if (round >= m->rounds || when == AIG_FALSE || offset >= o->capacity)
    return;
  mem_byte_state state = mem_byte_state_of(o, offset);
  if (state == MEM_BYTE_FREE || (state == MEM_BYTE_KNOWN && mem_value_known(o, offset, byte)))
    return;
  /* A confirming check guesses the byte as the run saw it when round + 1 began, not as
     the snapshot (mem_initial_byte): the write changes no guess. */
  if (m->hinted && mem_hint_covers(o, round + 1, offset))
    return;
  mem_thaw_byte(m, o, offset, byte);
}

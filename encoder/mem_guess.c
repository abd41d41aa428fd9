/*
 * mem_guess.c: what memory starts from: an object's initial bytes in round 1, and in
 * rounds r >= 2 the guesses of what round r-1 left (see mem_guess.h).
 */
#include "encoder/mem_guess.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/mem_freeze.h"
#include "encoder/mem_hint.h"
#include "encoder/mem_indeterminate.h"
#include "encoder/symex.h"
#include "base/vec.h"

/* The object owning a global byte index (bases ascend with object ids). */
static const mem_object *mem_object_at(const memory *m, uint64_t index) {
  unsigned lo = 1, hi = m->num_objects;
  while (lo < hi) { /* first object whose base is above index */
    unsigned mid = lo + (hi - lo) / 2;
    if (m->objects[mid].base <= index)
      lo = mid + 1;
    else
      hi = mid;
  }
  for (unsigned i = lo; i-- > 1;)
    if (m->objects[i].base <= index && index < m->objects[i].base + m->objects[i].capacity)
      return &m->objects[i];
  return NULL;
}

/* The object a hint's pointer names (mem_hint.h): a global, one of main's locals, a
   heap block; 0 when this execution has none of that name (yet). */
static unsigned mem_hint_target(sx *x, const char *name, size_t length) {
  memory *m = &x->mem;
  char *text = cb_strndup(name, length);
  size_t local = strlen(MEM_HINT_LOCAL_PREFIX), heap = strlen(MEM_HINT_HEAP_PREFIX);
  unsigned id = 0, thread, index;
  if (!strncmp(text, MEM_HINT_HEAP_PREFIX, heap)) {
    if (sscanf(text + heap, "%u:%u", &thread, &index) == 2)
      for (unsigned i = 1; i < m->num_objects && !id; i++)
        if (m->objects[i].run_named && m->objects[i].run_thread == thread &&
            m->objects[i].run_index == index)
          id = i;
  } else if (!strncmp(text, MEM_HINT_LOCAL_PREFIX, local)) {
    LLVMValueRef alloca = mem_hint_local(x->module, text + local);
    for (unsigned i = 1; alloca && i < m->num_objects && !id; i++)
      if (m->objects[i].kind == MEM_STACK && m->objects[i].origin == alloca)
        id = i;
  } else {
    LLVMValueRef g = LLVMGetNamedGlobal(x->module, text);
    if (!g || !ptrmap_get(&m->value_objects, g, &id))
      id = 0;
  }
  free(text);
  return id;
}

/* A confirming check's guess of byte `offset` of o in round `round` (mem_hint.h): the
   run's byte, or the byte of the encoder's pointer to the object and offset the run's
   pointer named; NULL when the run has none, or when it names a target this execution
   has not made (yet). *covered says whether the run has a hint for the byte. */
static const bv *mem_hinted_guess(sx *x, const mem_object *o, uint64_t offset, unsigned round,
                                  bool *covered) {
  memory *m = &x->mem;
  unsigned length = 0;
  const char *text = mem_hint_text(o, round, &length);
  *covered = mem_hint_text_covers(text, length, offset);
  if (!*covered)
    return NULL;
  uint8_t byte;
  if (mem_hint_byte(text, length, offset, &byte))
    return bv_const(x->bvm, 8, byte);
  unsigned bytes = m->pointer_bits / 8;
  uint64_t at, delta;
  const char *name;
  size_t name_length;
  if (!mem_hint_pointer(text, length, offset, bytes, &at, &name, &name_length, &delta) ||
      delta >= ((uint64_t)1 << m->offset_bits))
    return NULL;
  unsigned id = mem_hint_target(x, name, name_length);
  if (!id)
    return NULL;
  uint64_t pointer = (uint64_t)id << m->offset_bits | delta;
  unsigned k = (unsigned)(offset - at); /* the byte of the pointer, in memory order */
  unsigned shift = 8 * (m->big_endian ? bytes - 1 - k : k);
  return bv_const(x->bvm, 8, (pointer >> shift) & 0xff);
}

static void mem_add_guess(memory *m, bool live, unsigned round, uint64_t index, const bv *value) {
  CB_GROW(m->guesses, m->num_guesses, m->cap_guesses, 256);
  m->guesses[m->num_guesses++] = (mem_guess){live, round, index, value};
}

/* The initial value of a byte never written: zero, or one unconstrained value per byte,
   made when first read and the same for every path (it is the object's initial content).
   In round r >= 2 every byte starts from a guess of what round r-1 left. */
const bv *mem_initial_byte(void *context, uint64_t index) {
  sx *x = context;
  memory *m = &x->mem;
  unsigned round = (unsigned)(index / MEM_ROUND_STRIDE) + 1;
  uint64_t inner = index % MEM_ROUND_STRIDE;
  const mem_object *o = mem_object_at(m, inner);
  if (round == 1 && (!o || o->zeroed))
    return m->zero_byte;
  unsigned i;
  const void *key = (const void *)(uintptr_t)(index + 1);
  if (ptrmap_get(&m->initial_bytes, key, &i))
    return m->initial[i];
  /* A byte the run has a hint for is not frozen (nor thawed: mem_freeze_note_write): the
     run's byte is the value along the plan, where the snapshot's may be one the plan
     overwrites, and thawing it would cost a run. A pointer to a target this execution
     has not made yet (a block a later thread allocates) is a fresh input. */
  const bv *guess = NULL;
  bool hinted = false;
  if (round > 1 && m->hinted && o)
    guess = mem_hinted_guess(x, o, inner - o->base, round, &hinted);
  if (round > 1 && !hinted)
    guess = mem_frozen_guess(x, o, inner);
  CB_GROW(m->initial, m->num_initial, m->cap_initial, 1024);
  m->initial[m->num_initial] = guess ? guess : bv_input(x->bvm, 8);
  if (round == 1 && o && (o->kind == MEM_STACK || o->kind == MEM_HEAP))
    mem_mark_indeterminate(x, m->initial[m->num_initial]);
  ptrmap_put(&m->initial_bytes, key, m->num_initial);
  if (round > 1)
    mem_add_guess(m, false, round, inner, m->initial[m->num_initial]);
  return m->initial[m->num_initial++];
}

/* Objects are not allocated before they are made; in round r >= 2 the allocated bit of
   a versioned object starts from a guess too. */
const bv *mem_initial_liveness(void *context, uint64_t index) {
  sx *x = context;
  memory *m = &x->mem;
  if (index < MEM_ROUND_STRIDE_LIVE)
    return m->dead;
  unsigned i;
  const void *key = (const void *)(uintptr_t)(index + 1);
  if (ptrmap_get(&m->guessed_live, key, &i))
    return m->guesses[i].value;
  /* A global is allocated before the program starts and never freed (free of one is an
     error that leaves it allocated): every round starts with it allocated, and the
     guess is that constant. A fresh bit made each access to a global in a round r >= 2
     a possible "freed memory" error, which moved the thread to the sink under that bit,
     and made its round (and every later access's copy) symbolic until the end. The
     guess is still checked against round r-1 like any other. */
  uint64_t id = index % MEM_ROUND_STRIDE_LIVE;
  unsigned round = (unsigned)(index / MEM_ROUND_STRIDE_LIVE) + 1;
  const mem_object *o = id < m->num_objects ? &m->objects[id] : NULL;
  /* The same for main's locals and the heap blocks that the run had as the round began
     (mem_hint.h). */
  unsigned length = 0;
  bool allocated = o && (o->kind == MEM_GLOBAL ||
                         (m->hinted && (o->kind == MEM_STACK || o->kind == MEM_HEAP) &&
                          mem_hint_text(o, round, &length)));
  const bv *value = allocated ? bv_const(x->bvm, 1, 1) : bv_input(x->bvm, 1);
  ptrmap_put(&m->guessed_live, key, (unsigned)m->num_guesses);
  mem_add_guess(m, true, round, id, value);
  return value;
}

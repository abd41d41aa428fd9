/*
 * symex_memory.c: objects, pointers and checked accesses (see memory.h, docs/memory.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/symex.h"
#include "encoder/llvm_util.h"
#include "encoder/mem_bounds.h"
#include "encoder/mem_freeze.h"
#include "encoder/mem_guess.h"
#include "encoder/mem_hint.h"
#include "encoder/mem_indeterminate.h"
#include "encoder/mem_plan.h"
#include "encoder/mem_stored.h"
#include "passes/seq_contract.h"
#include "base/vec.h"

/* ---- objects --------------------------------------------------------------------------- */

/* Rounds of a threaded program (memory.h): copy r of a versioned object. */
static uint64_t mem_round_index(uint64_t index, unsigned r) {
  return index + (uint64_t)(r - 1) * MEM_ROUND_STRIDE;
}

static uint64_t mem_round_live_index(uint64_t id, unsigned r) {
  return id + (uint64_t)(r - 1) * MEM_ROUND_STRIDE_LIVE;
}

void mem_init(sx *x) {
  memory *m = &x->mem;
  m->pointer_bits = LLVMPointerSize(x->layout) * 8;
  m->offset_bits = m->pointer_bits >= 64 ? 40 : 22;
  m->big_endian = LLVMByteOrder(x->layout) == LLVMBigEndian;
  m->hinted = mem_hint_present(x->module);
  m->zero_byte = bv_const(x->bvm, 8, 0);
  m->dead = bv_const(x->bvm, 1, 0);
  m->bytes = mt_new(x->bvm, mem_initial_byte, x);
  m->live = mt_new(x->bvm, mem_initial_liveness, x);
  m->forwarded = mt_new(x->bvm, NULL, NULL);
  m->forwarded_live = mt_new(x->bvm, NULL, NULL);
  ptrmap_init(&m->initial_bytes);
  ptrmap_init(&m->guessed_live);
  m->sets = objsets_new();
  ptrmap_init(&m->pts);
  ptrmap_init(&m->value_objects);
  ptrmap_init(&m->origin_counts);
  /* object 0: the null object, never live, size 0 */
  m->cap_objects = 64;
  m->objects = cb_calloc(m->cap_objects, sizeof *m->objects);
  m->objects[0] = (mem_object){.kind = MEM_NULL, .size = bv_const(x->bvm, m->offset_bits, 0)};
  m->num_objects = 1;
  m->next_base = 0;
}

void mem_release(sx *x) {
  memory *m = &x->mem;
  if (!m->bytes)
    return;
  mt_free(m->bytes);
  mt_free(m->live);
  mt_free(m->forwarded);
  mt_free(m->forwarded_live);
  objsets_free(m->sets);
  ptrmap_release(&m->pts);
  ptrmap_release(&m->value_objects);
  ptrmap_release(&m->origin_counts);
  ptrmap_release(&m->initial_bytes);
  ptrmap_release(&m->guessed_live);
  free(m->guesses);
  free(m->initial);
  free(m->pts_sets);
  mem_stored_release(m);
  mem_freeze_release(m);
  mem_indeterminate_release(m);
  free(m->objects);
  memset(m, 0, sizeof *m);
}

static unsigned mem_object_bits(const memory *m) { return m->pointer_bits - m->offset_bits; }

/* Whether an object of a threaded program is shared memory, kept once per round: the
   heap, globals but the sequential program's own bookkeeping, thread-local and constant
   ones and those libseq proved only main uses, and stack objects unless libseq proved
   that their address stays in the thread. */
static bool mem_is_versioned(sx *x, mem_kind kind, LLVMValueRef origin) {
  if (!x->mem.copies)
    return false;
  switch (kind) {
  case MEM_HEAP:
    return true;
  case MEM_STACK:
    return !(origin && LLVMIsAAllocaInst(origin) &&
             LLVMGetMetadata(origin, LLVMGetMDKindIDInContext(LLVMGetModuleContext(x->module),
                                                              SEQ_LOCAL_MD, strlen(SEQ_LOCAL_MD))));
  case MEM_GLOBAL: {
    if (!origin || !LLVMIsAGlobalVariable(origin))
      return true;
    size_t length;
    const char *name = LLVMGetValueName2(origin, &length);
    return !LLVMIsThreadLocal(origin) && !LLVMIsGlobalConstant(origin) &&
           strncmp(name, SEQ_PRIVATE_PREFIX, strlen(SEQ_PRIVATE_PREFIX)) != 0 &&
           !cb_global_has_metadata(origin, SEQ_LOCAL_MD); /* only main uses it */
  }
  default:
    return false;
  }
}

/* The state is in round r (always round 1 without rounds). */
static aig_lit mem_in_round(sx *x, const mem_state *ms, unsigned r) {
  if (!ms->round)
    return r == 1 ? AIG_TRUE : AIG_FALSE;
  return bv_eq(x->bvm, ms->round, bv_const(x->bvm, MEM_ROUND_BITS, r));
}

/* The allocated bit of an object as the state's round sees it. */
static const bv *mem_get_live(sx *x, const mem_state *ms, unsigned id) {
  memory *m = &x->mem;
  if (!m->objects[id].versioned)
    return mt_get(m->live, ms->live, id);
  const bv *forwarded = mt_get(m->forwarded_live, ms->forwarded_live, id);
  if (forwarded)
    return forwarded;
  const bv *v = NULL;
  for (unsigned r = 1; r <= m->copies; r++) {
    aig_lit in = mem_in_round(x, ms, r);
    if (in == AIG_FALSE)
      continue;
    const bv *b = mt_get(m->live, ms->live, mem_round_live_index(id, r));
    v = v ? bv_ite(x->bvm, in, b, v) : b;
  }
  return v ? v : m->dead;
}

/* Sets the allocated bit of an object where `when` holds, in the state's round. */
static void mem_set_live(sx *x, mem_state *ms, unsigned id, aig_lit when, bool live) {
  memory *m = &x->mem;
  const bv *value = bv_const(x->bvm, 1, live);
  if (m->objects[id].versioned && when != AIG_FALSE) { /* the bit the round's copy gets */
    const bv *old = when == AIG_TRUE ? NULL : mem_get_live(x, ms, id);
    ms->forwarded_live = mt_set(m->forwarded_live, ms->forwarded_live, id,
                                when == AIG_TRUE ? value : bv_ite(x->bvm, when, value, old));
  }
  for (unsigned r = 1; r <= (m->objects[id].versioned ? m->copies : 1); r++) {
    aig_lit at = aig_and(x->aig, when, m->objects[id].versioned ? mem_in_round(x, ms, r) : AIG_TRUE);
    if (at == AIG_FALSE)
      continue;
    uint64_t index = m->objects[id].versioned ? mem_round_live_index(id, r) : id;
    const bv *old = mt_get(m->live, ms->live, index);
    const bv *v = at == AIG_TRUE ? value : bv_ite(x->bvm, at, value, old);
    if (v != old)
      ms->live = mt_set(m->live, ms->live, index, v);
  }
}

/* A new versioned object is allocated in the current round and was not in the earlier
   ones; later rounds guess (the guesses are checked against this). */
static void mem_set_born(sx *x, mem_state *ms, unsigned id) {
  memory *m = &x->mem;
  /* Set in the round's copy (and in none in the sink, where nothing needs to be right). */
  ms->forwarded_live = mt_set(m->forwarded_live, ms->forwarded_live, id, bv_const(x->bvm, 1, 1));
  for (unsigned r = 1; r <= m->copies; r++) {
    aig_lit now = mem_in_round(x, ms, r);
    aig_lit earlier = ms->round ? bv_ult(x->bvm, bv_const(x->bvm, MEM_ROUND_BITS, r), ms->round)
                                : AIG_FALSE;
    if (now == AIG_FALSE && earlier == AIG_FALSE)
      continue;
    uint64_t index = mem_round_live_index(id, r);
    const bv *old = mt_get(m->live, ms->live, index);
    const bv *v = bv_ite(x->bvm, now, bv_const(x->bvm, 1, 1),
                         bv_ite(x->bvm, earlier, m->dead, old));
    if (v != old)
      ms->live = mt_set(m->live, ms->live, index, v);
  }
}

static void mem_grow_objects(memory *m, unsigned count) {
  CB_RESERVE(m->objects, count, m->cap_objects, 64);
}

/* The set of the ids that name objects of the plan (NULL if none). */
static const objset *mem_plan_set(memory *m, const mem_plan *plan, const unsigned *ids,
                                  unsigned count) {
  const objset *set = NULL;
  for (unsigned i = 0; i < count; i++)
    if (ids[i] < plan->num_objects)
      set = set ? objset_union(m->sets, set, objset_single(m->sets, ids[i]))
                : objset_single(m->sets, ids[i]);
  return set;
}

void mem_apply_plan(sx *x) {
  const mem_plan *plan = x->plan;
  memory *m = &x->mem;
  if (!plan || plan->num_objects <= 1 ||
      plan->num_objects >= ((uint64_t)1 << mem_object_bits(m)))
    return;
  mem_grow_objects(m, plan->num_objects);
  for (unsigned id = 1; id < plan->num_objects; id++) {
    const mem_plan_object *p = &plan->objects[id];
    m->objects[id] = (mem_object){
        .kind = (mem_kind)p->kind, .base = p->base, .capacity = p->capacity,
        .size = bv_const(x->bvm, m->offset_bits, p->size), .zeroed = p->zeroed,
        .read_only = p->read_only, .origin = p->origin,
        .versioned = mem_is_versioned(x, (mem_kind)p->kind, p->origin), .unborn = true,
        .run_named = p->run_named, .run_thread = p->run_thread, .run_index = p->run_index,
        .run_hints = p->run_hints};
    mem_object *o = &m->objects[id];
    for (unsigned i = 0; i < p->num_stored_at; i++)
      mem_stored_note(m, o, p->stored_at[i].from, p->stored_at[i].to,
                      mem_plan_set(m, plan, p->stored_at[i].ids, p->stored_at[i].num_ids));
    if (!p->num_stored_at) /* an object without sets per byte */
      mem_stored_note(m, o, 0, o->capacity, mem_plan_set(m, plan, p->stored, p->num_stored));
  }
  m->num_objects = plan->num_objects;
  m->next_base = plan->next_base;
}

/* The object the plan reserved for this origin's n-th object, if it fits: 0 if none. */
static unsigned mem_reserved(sx *x, mem_kind kind, uint64_t capacity, const bv *size,
                             LLVMValueRef origin) {
  memory *m = &x->mem;
  if (!x->plan || !origin)
    return 0;
  unsigned n = 0;
  ptrmap_get(&m->origin_counts, origin, &n);
  ptrmap_put(&m->origin_counts, origin, n + 1);
  unsigned id = mem_plan_lookup(x->plan, origin, n);
  if (!id || id >= m->num_objects || !m->objects[id].unborn || !x->plan->objects[id].reusable)
    return 0;
  const mem_object *o = &m->objects[id];
  uint64_t value = capacity;
  if ((size && !bv_const_value(size, &value)) || value != x->plan->objects[id].size ||
      o->kind != kind || capacity > o->capacity)
    return 0;
  return id;
}

/* A new object is allocated in the state (functions are never "allocated"). */
static void mem_allocate(sx *x, sx_state *s, unsigned id) {
  const mem_object *o = &x->mem.objects[id];
  if (!s || o->kind == MEM_FUNCTION)
    return;
  if (o->versioned)
    mem_set_born(x, &s->mem, id);
  else
    s->mem.live = mt_set(x->mem.live, s->mem.live, id, bv_const(x->bvm, 1, 1));
}

unsigned mem_new_object(sx *x, sx_state *s, mem_kind kind, uint64_t capacity, const bv *size,
                        bool zeroed, LLVMValueRef origin) {
  memory *m = &x->mem;
  unsigned reserved = mem_reserved(x, kind, capacity, size, origin);
  if (reserved) {
    mem_object *o = &m->objects[reserved];
    o->unborn = false;
    o->zeroed = zeroed;
    o->size = size ? size : bv_const(x->bvm, m->offset_bits, capacity);
    mem_allocate(x, s, reserved);
    return reserved;
  }
  /* The largest object number is the indeterminate pointer's (mem_indeterminate.h). */
  if (m->num_objects >= mem_indeterminate_object(m) ||
      capacity >= ((uint64_t)1 << m->offset_bits))
    return 0;
  mem_grow_objects(m, m->num_objects + 1);
  unsigned id = m->num_objects++;
  mem_object *o = &m->objects[id];
  *o = (mem_object){.kind = kind, .base = m->next_base, .capacity = capacity,
                    .size = size ? size : bv_const(x->bvm, m->offset_bits, capacity),
                    .zeroed = zeroed, .origin = origin,
                    .versioned = mem_is_versioned(x, kind, origin)};
  m->next_base += capacity;
  mem_allocate(x, s, id);
  return id;
}

const bv *mem_address(sx *x, unsigned id) {
  memory *m = &x->mem;
  const bv *p = bv_concat(x->bvm, bv_const(x->bvm, m->offset_bits, 0),
                          bv_const(x->bvm, mem_object_bits(m), id));
  mem_set_pts(x, p, id ? objset_single(m->sets, id) : objset_empty(m->sets));
  return p;
}

/* ---- targets of an access -------------------------------------------------------------- */

typedef struct mem_target {
  unsigned id;
  aig_lit selected; /* the pointer points into this object */
} mem_target;

static const bv *mem_object_part(sx *x, const bv *ptr) {
  return bv_extract(x->bvm, ptr, x->mem.offset_bits, mem_object_bits(&x->mem));
}

static const bv *mem_offset_part(sx *x, const bv *ptr) {
  return bv_trunc(x->bvm, ptr, x->mem.offset_bits);
}

/* The objects ptr may point into, with the condition of each. Caller frees. */
static mem_target *mem_targets(sx *x, const bv *ptr, unsigned *count) {
  memory *m = &x->mem;
  const bv *obj = mem_object_part(x, ptr);
  mem_target *targets = cb_calloc(m->num_objects, sizeof *targets);
  *count = 0;
  uint64_t id;
  if (bv_const_value(obj, &id)) {
    if (id > 0 && id < m->num_objects && m->objects[id].kind != MEM_FUNCTION)
      targets[(*count)++] = (mem_target){(unsigned)id, AIG_TRUE};
    return targets;
  }
  const objset *set = mem_pts(x, ptr);
  if (!set)
    set = OBJSET_ANY;
  for (unsigned i = 1; i < m->num_objects; i++) {
    if (m->objects[i].kind == MEM_FUNCTION || !objset_contains(set, i))
      continue;
    aig_lit sel = bv_eq(x->bvm, obj, bv_const(x->bvm, obj->width, i));
    if (sel != AIG_FALSE)
      targets[(*count)++] = (mem_target){i, sel};
  }
  return targets;
}

static aig_lit mem_in_bounds(sx *x, const mem_object *o, const bv *offset, unsigned bytes) {
  bvm *b = x->bvm;
  const bv *n = bv_const(b, offset->width, bytes);
  aig_lit fits = bv_ule(b, n, o->size);
  return aig_and(x->aig, fits, bv_ule(b, offset, bv_sub(b, o->size, n)));
}

aig_lit mem_is_live(sx *x, const sx_state *s, unsigned id) {
  return mem_get_live(x, &s->mem, id)->bits[0];
}

aig_lit mem_live_in_state(sx *x, const sx_state *s, unsigned id) { return mem_is_live(x, s, id); }

/* Checks an access and records its errors; returns the condition under which it is
   valid. Executions where it is not are removed from s. */
/* Accesses to objects the encoding cannot hold are cut as unsupported (not errors). */
static void mem_cut_too_large(sx *x, sx_state *s, LLVMValueRef inst, const mem_target *t,
                              unsigned count, aig_lit enable) {
  aig_lit big = AIG_FALSE;
  for (unsigned i = 0; i < count; i++)
    if (x->mem.objects[t[i].id].too_large)
      big = aig_or(x->aig, big, t[i].selected);
  if (big == AIG_FALSE)
    return;
  sx_cut(x, s, aig_and(x->aig, enable, big), SX_INCOMPLETE_UNSUPPORTED,
         "unsupported: object larger than the pointer encoding holds", inst);
}

/* With rounds, a pointer loaded from a guessed round may point to an object made later
   in the sequential program (by a thread that runs after this one), or one whose address
   was stored later, so its points-to set may miss its target. Such an access is not an
   error of the program but a place the encoder cannot follow: cut, UNKNOWN if reachable. */
static void mem_cut_unknown_target(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr,
                                   const mem_target *t, unsigned count, aig_lit enable) {
  if (x->mem.rounds <= 1)
    return;
  aig_lit known = AIG_FALSE;
  for (unsigned i = 0; i < count; i++)
    known = aig_or(x->aig, known, t[i].selected);
  aig_lit null = bv_is_zero(x->bvm, mem_object_part(x, ptr));
  aig_lit unknown = aig_and(x->aig, aig_and(x->aig, s->guard, enable),
                            aig_and(x->aig, aig_not(null), aig_not(known)));
  /* In the sink (a stopped thread) the access is just not done: no need to cut. */
  unknown = aig_and(x->aig, unknown, aig_not(sx_round_is_sink(x, s->mem.round)));
  if (unknown == AIG_FALSE)
    return;
  x->unknown_target_cuts++;
  sx_cut(x, s, unknown, SX_INCOMPLETE_UNSUPPORTED,
         "unsupported: a pointer from another round whose target is not known here", inst);
}

/* A partial object holds only its first `capacity` bytes: an access inside its size but
   past them is not an error, and not followed: cut, with the bound that limits it. */
static void mem_cut_partial(sx *x, sx_state *s, LLVMValueRef inst, const bv *offset,
                            unsigned bytes, const mem_target *t, unsigned count, aig_lit enable) {
  aig_lit beyond[2] = {AIG_FALSE, AIG_FALSE}; /* [symbolic_size] */
  for (unsigned i = 0; i < count; i++) {
    const mem_object *o = &x->mem.objects[t[i].id];
    if (!o->partial)
      continue;
    aig_lit held = o->capacity < bytes ? AIG_FALSE
                   : bv_ule(x->bvm, offset, bv_const(x->bvm, offset->width, o->capacity - bytes));
    aig_lit inside = mem_in_bounds(x, o, offset, bytes);
    aig_lit past = aig_and(x->aig, t[i].selected, aig_and(x->aig, inside, aig_not(held)));
    beyond[o->symbolic_size] = aig_or(x->aig, beyond[o->symbolic_size], past);
  }
  if (beyond[false] != AIG_FALSE)
    sx_cut(x, s, aig_and(x->aig, enable, beyond[false]), SX_INCOMPLETE_UNSUPPORTED,
           "unsupported: an access past the represented part of main's arguments (argv[0..3], "
           "16 bytes of each string) or of an object that --entry does not follow (below its "
           "pointer depth, or of unknown size)", inst);
  if (beyond[true] != AIG_FALSE) {
    char *why = cb_format("an access past the first %u bytes of an object whose size is not a "
                          "constant (raise --object-bytes)",
                          x->options->object_bytes ? x->options->object_bytes : ENC_DEFAULT_OBJECT_BYTES);
    sx_cut(x, s, aig_and(x->aig, enable, beyond[true]), SX_INCOMPLETE_UNSUPPORTED, why, inst);
    free(why);
  }
}

static aig_lit mem_check(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr, unsigned bytes,
                         const mem_target *t, unsigned count, aig_lit enable, bool write) {
  mem_cut_too_large(x, s, inst, t, count, enable);
  aig_lit valid = AIG_FALSE, dangling = AIG_FALSE, read_only = AIG_FALSE;
  const bv *offset = mem_offset_part(x, ptr);
  mem_cut_partial(x, s, inst, offset, bytes, t, count, enable);
  /* The indeterminate pointer names no object in any round: an error, not a target
     another round might know (mem_indeterminate.h). */
  aig_lit indeterminate = bv_eq(x->bvm, mem_object_part(x, ptr),
                                bv_const(x->bvm, mem_object_bits(&x->mem),
                                         mem_indeterminate_object(&x->mem)));
  mem_cut_unknown_target(x, s, inst, ptr, t, count, aig_and(x->aig, enable, aig_not(indeterminate)));
  mem_facts *facts = NULL;
  for (unsigned i = 0; i < count; i++) {
    const mem_object *o = &x->mem.objects[t[i].id];
    aig_lit live = mem_is_live(x, s, t[i].id);
    dangling = aig_or(x->aig, dangling, aig_and(x->aig, t[i].selected, aig_not(live)));
    if (!facts) {
      facts = cb_malloc(sizeof *facts);
      facts->collected = false;
    }
    aig_lit inside = mem_provably_in_bounds(x, s, o, offset, bytes, facts)
                         ? AIG_TRUE : mem_in_bounds(x, o, offset, bytes);
    aig_lit ok = aig_and(x->aig, aig_and(x->aig, t[i].selected, live), inside);
    if (write && o->read_only)
      read_only = aig_or(x->aig, read_only, ok);
    valid = aig_or(x->aig, valid, ok);
  }
  free(facts);
  aig_lit g = aig_and(x->aig, s->guard, enable);
  aig_lit null = bv_is_zero(x->bvm, mem_object_part(x, ptr));
  aig_lit not_null = aig_and(x->aig, g, aig_not(null));
  sx_error(x, aig_and(x->aig, g, null), inst, ENC_ERROR_DEREF, "null pointer dereference");
  sx_error(x, aig_and(x->aig, not_null, dangling), inst, ENC_ERROR_DEREF,
           "access to freed or out-of-scope memory");
  sx_error(x, aig_and(x->aig, aig_and(x->aig, not_null, aig_not(dangling)), aig_not(valid)),
           inst, ENC_ERROR_DEREF, "out-of-bounds memory access");
  sx_error(x, aig_and(x->aig, g, read_only), inst, ENC_ERROR_DEREF, "write to read-only memory");
  aig_lit fine = aig_and(x->aig, valid, aig_not(read_only));
  if (!sx_thread_fail(x, s, aig_and(x->aig, g, aig_not(fine))))
    s->guard = aig_and(x->aig, s->guard, aig_or(x->aig, aig_not(enable), fine));
  return fine;
}

/* ---- loads ----------------------------------------------------------------------------- */

/* A byte of an object as the state's round sees it. */
static const bv *mem_byte(sx *x, const sx_state *s, const mem_object *o, uint64_t offset) {
  memory *m = &x->mem;
  if (!o->versioned)
    return mt_get(m->bytes, s->mem.bytes, o->base + offset);
  /* What the state stored since its round last changed (mem_state). */
  const bv *forwarded = mt_get(m->forwarded, s->mem.forwarded, o->base + offset);
  if (forwarded)
    return forwarded;
  /* A thread in the sink (round K+1) reads round K's copy. What a stopped thread reads
     does not matter (nothing it does reaches a real round), and reading a real copy
     keeps the pointers it loads precise: the sink's own copy held unconstrained bytes,
     pointers of unknown offset, which every later access turned into a mux over whole
     objects. So nothing reads the sink's copy, and nothing writes it (mem_write_byte).
     Only the copies of the rounds the state may be in are read: reading another would
     make a guess for nothing (and, before main's first thread, a guess of a frozen
     object that is not the snapshot's byte: mem_freeze.h). */
  unsigned last = m->rounds ? m->rounds : 1;
  const bv *v = NULL;
  for (unsigned r = last; r >= 1; r--) {
    aig_lit in = mem_in_round(x, &s->mem, r);
    if (r == last)
      in = aig_or(x->aig, in, sx_round_is_sink(x, s->mem.round));
    if (in == AIG_FALSE)
      continue;
    const bv *b = mt_get(m->bytes, s->mem.bytes, mem_round_index(o->base + offset, r));
    v = v ? bv_ite(x->bvm, in, b, v) : b;
  }
  return v ? v : mt_get(m->bytes, s->mem.bytes, mem_round_index(o->base + offset, last));
}

const bv *mem_peek_byte(sx *x, const sx_state *s, unsigned id, uint64_t offset) {
  return mem_byte(x, s, &x->mem.objects[id], offset);
}

/* eq[i] = (offset == i) for i < count, sharing gates: a decoder over the low bits that
   can distinguish the positions, and one test that the high bits are zero. The cost is
   proportional to count, not count times the width of the offset. Caller frees. */
static aig_lit *mem_decode(sx *x, const bv *offset, uint64_t count) {
  unsigned low = 0;
  while (low < offset->width && ((uint64_t)1 << low) < count)
    low++;
  aig_lit high_zero = AIG_TRUE;
  for (unsigned b = low; b < offset->width; b++)
    high_zero = aig_and(x->aig, high_zero, aig_not(offset->bits[b]));
  uint64_t size = (uint64_t)1 << low;
  aig_lit *table = cb_malloc(size * sizeof *table);
  table[0] = high_zero;
  for (unsigned b = 0; b < low; b++) { /* extend the decoded prefix by bit b */
    uint64_t half = (uint64_t)1 << b;
    for (uint64_t i = half; i-- > 0;) {
      table[i + half] = aig_and(x->aig, table[i], offset->bits[b]);
      table[i] = aig_and(x->aig, table[i], aig_not(offset->bits[b]));
    }
  }
  return table; /* size >= count */
}

/* The positions an access of `bytes` bytes at a symbolic offset can start at: 0..last. */
static uint64_t mem_last_position(const mem_object *o, const bv *offset, unsigned bytes) {
  uint64_t last = o->capacity - bytes, max = mem_max_offset(offset);
  return max < last ? max : last;
}

/* The bytes [*from, *to) an access of `bytes` bytes at offset may touch in o. */
static void mem_access_range(const mem_object *o, const bv *offset, unsigned bytes,
                             uint64_t *from, uint64_t *to) {
  uint64_t c;
  if (bv_const_value(offset, &c)) {
    *from = c;
    *to = c + bytes;
  } else {
    *from = 0;
    *to = o->capacity < bytes ? 0 : mem_last_position(o, offset, bytes) + bytes;
  }
}

static const bv *mem_read_object(sx *x, const sx_state *s, const mem_object *o,
                                 const bv *offset, unsigned bytes) {
  if (o->capacity < bytes)
    return bv_input(x->bvm, 8 * bytes); /* never valid: the path is cut by the check */
  const bv *v = NULL;
  uint64_t c;
  bool known = bv_const_value(offset, &c);
  uint64_t last = known ? 0 : mem_last_position(o, offset, bytes);
  aig_lit *at = known ? NULL : mem_decode(x, offset, last + 1);
  for (unsigned j = 0; j < bytes; j++) {
    const bv *byte;
    if (known) {
      byte = c + bytes <= o->capacity ? mem_byte(x, s, o, c + j) : bv_input(x->bvm, 8);
    } else {
      byte = mem_byte(x, s, o, j);
      for (uint64_t i = 1; i <= last; i++)
        if (at[i] != AIG_FALSE)
          byte = bv_ite(x->bvm, at[i], mem_byte(x, s, o, i + j), byte);
    }
    /* Concatenated (not copied bit by bit) so that the ranges see the merges of the
       bytes as a merge of the word (bv_range.h). */
    v = v ? bv_concat(x->bvm, v, byte) : byte;
  }
  free(at);
  return v;
}

const bv *mem_load(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr, unsigned bytes,
                   aig_lit enable) {
  unsigned count;
  mem_target *t = mem_targets(x, ptr, &count);
  mem_check(x, s, inst, ptr, bytes, t, count, enable, false);
  const bv *offset = mem_offset_part(x, ptr);
  const bv *value = NULL;
  const objset *pts = NULL;
  for (unsigned i = 0; i < count; i++) {
    const mem_object *o = &x->mem.objects[t[i].id];
    const bv *v = mem_read_object(x, s, o, offset, bytes);
    value = value ? bv_ite(x->bvm, t[i].selected, v, value) : v;
    uint64_t from, to;
    mem_access_range(o, offset, bytes, &from, &to);
    const objset *stored = mem_stored_get(&x->mem, o, from, to);
    if (stored)
      pts = pts ? objset_union(x->mem.sets, pts, stored) : stored;
  }
  free(t);
  if (!value)
    value = bv_input(x->bvm, 8 * bytes); /* no valid target: the path is cut anyway */
  mem_set_pts(x, value, pts);
  return value;
}

/* ---- stores ---------------------------------------------------------------------------- */

static void mem_write_byte_at(sx *x, sx_state *s, uint64_t index, aig_lit when, const bv *byte) {
  if (when == AIG_FALSE)
    return;
  const bv *old = mt_get(x->mem.bytes, s->mem.bytes, index);
  const bv *v = when == AIG_TRUE ? byte : bv_ite(x->bvm, when, byte, old);
  if (v != old)
    s->mem.bytes = mt_set(x->mem.bytes, s->mem.bytes, index, v);
}

/* Forwards a byte written where `when` holds to later loads in the round (mem_state).
   A byte not forwarded yet is, if `known_offset`, from now on (with the value it had
   where `when` does not hold: the same load a later access would make); at an offset
   that is not known it is left to the copies, so that a store through a symbolic offset
   does not read every byte it may touch. */
static void mem_forward_byte(sx *x, sx_state *s, const mem_object *o, uint64_t offset,
                             aig_lit when, const bv *byte, bool known_offset) {
  memory *m = &x->mem;
  uint64_t index = o->base + offset;
  const bv *old = mt_get(m->forwarded, s->mem.forwarded, index);
  if (!old && when != AIG_TRUE && !known_offset)
    return;
  if (!old && when != AIG_TRUE)
    old = mem_byte(x, s, o, offset);
  const bv *v = when == AIG_TRUE ? byte : bv_ite(x->bvm, when, byte, old);
  if (v != old)
    s->mem.forwarded = mt_set(m->forwarded, s->mem.forwarded, index, v);
}

/* Writes a byte of an object in the copy of the state's round; `pointer`: the byte is
   part of a stored pointer (a candidate for known values, mem_freeze.h). */
static void mem_write_byte(sx *x, sx_state *s, const mem_object *o, uint64_t offset,
                           aig_lit when, const bv *byte, bool pointer, bool known_offset) {
  if (!o->versioned) {
    mem_write_byte_at(x, s, o->base + offset, when, byte);
    return;
  }
  if (when == AIG_FALSE)
    return;
  mem_forward_byte(x, s, o, offset, when, byte, known_offset);
  /* Not in the sink's copy, which nothing reads (mem_byte). */
  for (unsigned r = 1; r <= x->mem.rounds && when != AIG_FALSE; r++) {
    aig_lit at = aig_and(x->aig, when, mem_in_round(x, &s->mem, r));
    mem_freeze_note_write(x, (unsigned)(o - x->mem.objects), offset, r, at,
                          pointer ? byte : NULL);
    mem_write_byte_at(x, s, mem_round_index(o->base + offset, r), at, byte);
  }
}

static void mem_write_object(sx *x, sx_state *s, const mem_object *o, const bv *offset,
                             const bv *image, aig_lit when, bool pointer) {
  unsigned bytes = image->width / 8;
  if (o->capacity < bytes)
    return;
  uint64_t c;
  if (bv_const_value(offset, &c)) {
    for (unsigned j = 0; j < bytes && c + bytes <= o->capacity; j++)
      mem_write_byte(x, s, o, c + j, when, bv_extract(x->bvm, image, 8 * j, 8), pointer, true);
    return;
  }
  uint64_t last = mem_last_position(o, offset, bytes);
  aig_lit *eq = mem_decode(x, offset, last + 1);
  for (uint64_t i = 0; i <= last; i++) {
    aig_lit at = aig_and(x->aig, when, eq[i]);
    for (unsigned j = 0; j < bytes && at != AIG_FALSE; j++)
      mem_write_byte(x, s, o, i + j, at, bv_extract(x->bvm, image, 8 * j, 8), pointer, false);
  }
  free(eq);
}

/* Whether inst stores a pointer (a candidate for known values, mem_freeze.h). */
static bool mem_stores_pointer(LLVMValueRef inst) {
  return inst && LLVMIsAStoreInst(inst) &&
         LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, 0))) == LLVMPointerTypeKind;
}

void mem_store(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr, const bv *image,
               aig_lit enable) {
  unsigned count, bytes = image->width / 8;
  mem_target *t = mem_targets(x, ptr, &count);
  aig_lit fine = mem_check(x, s, inst, ptr, bytes, t, count, enable, true);
  const bv *offset = mem_offset_part(x, ptr);
  const objset *pts = mem_pts(x, image);
  bool pointer = mem_stores_pointer(inst);
  for (unsigned i = 0; i < count; i++) {
    mem_object *o = &x->mem.objects[t[i].id];
    aig_lit when = aig_and(x->aig, aig_and(x->aig, enable, fine), t[i].selected);
    /* A stopped thread (sink round) computes on garbage: through a pointer that may
       name any object it must not reach memory that is not copied per round (the
       sequential program's bookkeeping, other threads' thread-local data). Accesses
       to a known object are the models' own and stay. */
    if (!o->versioned && o->kind == MEM_GLOBAL && t[i].selected != AIG_TRUE)
      when = aig_and(x->aig, when, aig_not(sx_round_is_sink(x, s->mem.round)));
    mem_write_object(x, s, o, offset, image, when, pointer);
    uint64_t from, to;
    mem_access_range(o, offset, bytes, &from, &to);
    mem_stored_note(&x->mem, o, from, to, pts);
  }
  free(t);
}

/* ---- free ------------------------------------------------------------------------------ */

void mem_free(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr) {
  if (bv_is_const(ptr) && bv_is_zero(x->bvm, ptr) == AIG_TRUE)
    return; /* free(NULL) does nothing */
  unsigned count;
  mem_target *t = mem_targets(x, ptr, &count);
  mem_cut_unknown_target(x, s, inst, ptr, t, count, AIG_TRUE);
  aig_lit is_null = bv_is_zero(x->bvm, ptr);
  aig_lit at_start = bv_is_zero(x->bvm, mem_offset_part(x, ptr));
  aig_lit ok = AIG_FALSE, twice = AIG_FALSE;
  for (unsigned i = 0; i < count; i++) {
    if (x->mem.objects[t[i].id].kind != MEM_HEAP)
      continue;
    aig_lit live = mem_is_live(x, s, t[i].id);
    twice = aig_or(x->aig, twice, aig_and(x->aig, t[i].selected, aig_not(live)));
    ok = aig_or(x->aig, ok, aig_and(x->aig, aig_and(x->aig, t[i].selected, live), at_start));
  }
  aig_lit g = aig_and(x->aig, s->guard, aig_not(is_null));
  sx_error(x, aig_and(x->aig, g, twice), inst, ENC_ERROR_FREE, "double free");
  sx_error(x, aig_and(x->aig, aig_and(x->aig, g, aig_not(twice)), aig_not(ok)), inst, ENC_ERROR_FREE,
           "free of memory not allocated by malloc (or not at its start)");
  if (!sx_thread_fail(x, s, aig_and(x->aig, g, aig_not(ok))))
    s->guard = aig_and(x->aig, s->guard, aig_or(x->aig, is_null, ok));
  for (unsigned i = 0; i < count; i++) {
    if (x->mem.objects[t[i].id].kind != MEM_HEAP)
      continue;
    mem_set_live(x, &s->mem, t[i].id, t[i].selected, false);
  }
  free(t);
}

void mem_kill(sx *x, mem_state *m, const unsigned *ids, unsigned count) {
  for (unsigned i = 0; i < count; i++)
    mem_set_live(x, m, ids[i], AIG_TRUE, false);
}

mem_state mem_merge(sx *x, aig_lit guard, mem_state a, mem_state b) {
  const bv *round = a.round;
  if (a.round != b.round)
    round = a.round && b.round ? bv_ite(x->bvm, guard, a.round, b.round) : a.round ? a.round : b.round;
  mem_state r = {mt_merge(x->mem.bytes, guard, a.bytes, b.bytes),
                 mt_merge(x->mem.live, guard, a.live, b.live), round,
                 mt_merge(x->mem.forwarded, guard, a.forwarded, b.forwarded),
                 mt_merge(x->mem.forwarded_live, guard, a.forwarded_live, b.forwarded_live)};
  return r;
}

/* Whether two rounds are the same bits (not only the same value). */
static bool mem_same_round(const bv *a, const bv *b) {
  if (a == b)
    return true;
  if (!a || !b || a->width != b->width)
    return false;
  return !memcmp(a->bits, b->bits, a->width * sizeof *a->bits);
}

void mem_set_round(sx *x, mem_state *ms, const bv *round) {
  /* The forwarded bytes are those of the old round's copy. They stay right where the
     round does not change, and in the sink nothing needs to be right (mem_state). */
  uint64_t value;
  bool sink = bv_const_value(round, &value) && value == x->mem.rounds + 1;
  if (!sink && !mem_same_round(ms->round, round))
    ms->forwarded = ms->forwarded_live = (mt_root){NULL, 0};
  ms->round = round;
}

/* ---- capacity of a destination (symex_memcopy.c) ------------------------------------- */

uint64_t mem_largest_capacity(sx *x, const bv *ptr, bool *partial) {
  unsigned count;
  mem_target *t = mem_targets(x, ptr, &count);
  uint64_t largest = 0;
  *partial = false;
  for (unsigned i = 0; i < count; i++) {
    const mem_object *o = &x->mem.objects[t[i].id];
    if (o->capacity > largest)
      largest = o->capacity;
    *partial |= o->partial;
  }
  free(t);
  return largest;
}

/* ---- rounds ------------------------------------------------------------------------------ */

/* Round r's guesses against what round r-1 left, from the last round down: reading what
   round r-1 left may make new guesses of round r-1 (bytes it never wrote), which the
   next step down then checks in turn. */
aig_lit mem_rounds_consistent(sx *x, const mem_state *final) {
  memory *m = &x->mem;
  aig_lit consistent = AIG_TRUE;
  for (unsigned r = m->rounds; r >= 2; r--) {
    aig_lit round_holds = AIG_TRUE;
    for (size_t i = 0; i < m->num_guesses; i++) { /* the list grows meanwhile */
      mem_guess g = m->guesses[i];
      if (g.round != r)
        continue;
      const bv *left = g.live ? mt_get(m->live, final->live, mem_round_live_index(g.index, r - 1))
                              : mt_get(m->bytes, final->bytes, mem_round_index(g.index, r - 1));
      round_holds = aig_and(x->aig, round_holds, bv_eq(x->bvm, left, g.value));
    }
    /* Under an iterative bound k, no thread enters round r > k: its guesses are never
       read, so they need not match (the solver need not fill them in). */
    if (x->round_limit)
      round_holds = aig_or(x->aig, round_holds,
                           bv_ult(x->bvm, x->round_limit, bv_const(x->bvm, MEM_ROUND_BITS, r)));
    consistent = aig_and(x->aig, consistent, round_holds);
  }
  return consistent;
}


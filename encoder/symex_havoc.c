/*
 * symex_havoc.c: what a call of a function with neither a body nor a model may write
 * (docs/encoding.md, "Functions without a body").
 *
 * Such a function may write any byte it can reach: the objects its arguments point into,
 * and, transitively, the objects that pointers stored in those may point into. After the
 * call each byte of each of those objects holds a fresh value (which may be the byte's old
 * value: "may write"), and the fresh values are guesses like the function's result
 * (x->guessed): an error is reported only if it happens whatever they are
 * (encoder/check.c), so a verdict that depends on what the function wrote is UNKNOWN
 * naming it. Before, the bytes kept their old contents, and `char *end; strtol(s, &end,
 * 10); *end` read an indeterminate pointer: a false out-of-bounds error.
 *
 * A pointer stored in a fresh byte may point into any object of the closure (a function
 * given p may store p, or a pointer into its target, anywhere it can reach). When some
 * pointer of the closure may point anywhere (OBJSET_ANY), every object the program's own
 * code made may be written (not the sequentialization's bookkeeping, constants or
 * functions). Beyond SX_HAVOC_MAX_BYTES in all, the path is cut as unsupported.
 *
 * Not covered (documented as assumptions): writes to globals the function names itself
 * rather than reaches through its arguments, and a function that does not return.
 */
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/vec.h"
#include "encoder/mem_values.h"
#include "encoder/symex.h"

/* All bytes an undefined function may write at one call, at most. */
#define SX_HAVOC_MAX_BYTES 65536u

/* Whether an object is one the program's own code made (not a model's). */
static bool sx_havoc_users_object(const mem_object *o) {
  LLVMValueRef origin = o->origin;
  if (!origin)
    return true;
  if (LLVMIsAGlobalVariable(origin)) {
    size_t length;
    const char *name = LLVMGetValueName2(origin, &length);
    return strncmp(name, "__cbounds", 9) != 0 && strncmp(name, "llvm.", 5) != 0;
  }
  if (LLVMIsAInstruction(origin)) {
    LLVMBasicBlockRef block = LLVMGetInstructionParent(origin);
    return !block || !sx_is_model(LLVMGetBasicBlockParent(block));
  }
  return true;
}

/* Whether a function may write object id at all. */
static bool sx_havoc_writable(sx *x, unsigned id) {
  const mem_object *o = &x->mem.objects[id];
  return id > 0 && o->kind != MEM_NULL && o->kind != MEM_FUNCTION && !o->read_only &&
         o->capacity > 0 && !o->unborn;
}

/* The objects a value (an argument) may point into; OBJSET_ANY when not known. */
static const objset *sx_havoc_targets(sx *x, const bv *value, bool is_pointer) {
  unsigned object_bits = x->mem.pointer_bits - x->mem.offset_bits;
  uint64_t id;
  if (value->width == x->mem.pointer_bits &&
      bv_const_value(bv_extract(x->bvm, value, x->mem.offset_bits, object_bits), &id))
    return id > 0 && id < x->mem.num_objects ? objset_single(x->mem.sets, (unsigned)id) : NULL;
  const objset *set = mem_pts(x, value);
  return set ? set : is_pointer ? OBJSET_ANY : NULL;
}

/* Adds a set's objects to `reached`; returns false if the set is OBJSET_ANY. */
static bool sx_havoc_add(sx *x, const objset *set, bool *reached) {
  if (!set)
    return true;
  if (set == OBJSET_ANY)
    return false;
  for (unsigned i = 0; i < set->count; i++)
    if (set->ids[i] < x->mem.num_objects)
      reached[set->ids[i]] = true;
  return true;
}

/* The objects the call can reach (reached[id]); false if that is "any object". */
static bool sx_havoc_closure(sx *x, sx_state *s, LLVMValueRef call, bool *reached) {
  unsigned argc = LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < argc; i++) {
    LLVMValueRef arg = LLVMGetOperand(call, i);
    bool is_pointer = LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind;
    const bv *value = sx_operand(x, s, arg);
    if (!value) { /* not representable: a pointer to anything */
      if (is_pointer)
        return false;
      continue;
    }
    if (!sx_havoc_add(x, sx_havoc_targets(x, value, is_pointer), reached))
      return false;
  }
  bool grew = true;
  while (grew) { /* what pointers stored in reached objects may point into */
    grew = false;
    for (unsigned id = 1; id < x->mem.num_objects; id++) {
      if (!reached[id] || !x->mem.objects[id].stored)
        continue;
      const objset *stored = x->mem.objects[id].stored;
      if (stored == OBJSET_ANY)
        return false;
      for (unsigned j = 0; j < stored->count; j++)
        if (stored->ids[j] < x->mem.num_objects && !reached[stored->ids[j]])
          reached[stored->ids[j]] = grew = true;
    }
  }
  return true;
}

void sx_add_guess(sx *x, const bv *value, const char *name) {
  size_t old_cap = x->cap_guessed;
  CB_GROW(x->guessed, x->num_guessed, x->cap_guessed, 16);
  if (x->cap_guessed != old_cap) /* the names grow with the guesses */
    x->guessed_names = cb_realloc(x->guessed_names, x->cap_guessed * sizeof *x->guessed_names);
  x->guessed_names[x->num_guessed] = name;
  x->guessed[x->num_guessed++] = value;
}

/* Fresh bytes for the guesses: an input the solver may choose, pointing into pts. */
static const bv *sx_havoc_bytes(sx *x, unsigned bytes, const objset *pts, const char *name) {
  const bv *value = bv_input(x->bvm, 8 * bytes);
  mem_set_pts(x, value, pts);
  sx_add_guess(x, value, name);
  return value;
}

/* Every byte of object id, where it is allocated, gets a fresh value. */
static void sx_havoc_object(sx *x, sx_state *s, LLVMValueRef call, unsigned id,
                            const objset *pts, const char *name) {
  const mem_object *o = &x->mem.objects[id];
  aig_lit live = aig_and(x->aig, s->guard, mem_live_in_state(x, s, id));
  if (live == AIG_FALSE)
    return;
  const bv *base = mem_address(x, id);
  uint64_t size;
  if (bv_const_value(o->size, &size) && !o->partial && size <= o->capacity) {
    if (size > 0)
      mem_store(x, s, call, base, sx_havoc_bytes(x, (unsigned)size, pts, name), live);
    return;
  }
  /* A size that is not constant (malloc(n)) or a partial object: byte by byte, inside. */
  unsigned pw = x->mem.pointer_bits;
  for (uint64_t i = 0; i < o->capacity && s->guard != AIG_FALSE; i++) {
    const bv *at = bv_const(x->bvm, o->size->width, i);
    aig_lit inside = aig_and(x->aig, live, bv_ult(x->bvm, at, o->size));
    if (inside != AIG_FALSE)
      mem_store(x, s, call, mem_offset_pointer(x, base, bv_const(x->bvm, pw, i)),
                sx_havoc_bytes(x, 1, pts, name), inside);
  }
}

void sx_havoc_reachable(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  if (s->guard == AIG_FALSE)
    return;
  unsigned n = x->mem.num_objects;
  bool *reached = cb_calloc(n ? n : 1, sizeof *reached);
  bool known = sx_havoc_closure(x, s, call, reached);
  const objset *pts = known ? objset_empty(x->mem.sets) : OBJSET_ANY;
  uint64_t total = 0;
  for (unsigned id = 1; id < n; id++) {
    const mem_object *o = &x->mem.objects[id];
    if (!known)
      reached[id] = sx_havoc_users_object(o);
    if (!reached[id] || !sx_havoc_writable(x, id)) {
      reached[id] = false;
      continue;
    }
    if (o->too_large)
      total = UINT64_MAX;
    else
      total += o->capacity;
    if (known)
      pts = objset_union(x->mem.sets, pts, objset_single(x->mem.sets, id));
  }
  if (total > SX_HAVOC_MAX_BYTES) {
    char *what = cb_format("unsupported: undefined function %s may write more memory than "
                           "the encoder follows (%u bytes)", name, SX_HAVOC_MAX_BYTES);
    LLVMValueRef location = sx_user_location(x, call);
    sx_cut(x, s, s->guard, SX_INCOMPLETE_UNSUPPORTED, what, location ? location : call);
    free(what);
    free(reached);
    return;
  }
  for (unsigned id = 1; id < n && s->guard != AIG_FALSE; id++)
    if (reached[id])
      sx_havoc_object(x, s, call, id, pts, name);
  free(reached);
}

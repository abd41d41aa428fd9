/*
 * symex_libc.c: the primitives behind the C library's memory functions (malloc, free,
 * realloc's object size) and the LLVM intrinsics for memcpy/memset and checked
 * arithmetic. The C-level models are in runtime-models/libc_memory.c.
 */
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/mem_hint.h"
#include "encoder/symex.h"

static bool sx_starts_with(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

/* ---- memory primitives ---------------------------------------------------------------- */

/* The largest value a size can have, judging by its constant-zero high bits. */
static uint64_t sx_max_value(const bv *v) {
  unsigned top = v->width;
  while (top > 0 && v->bits[top - 1] == AIG_FALSE)
    top--;
  return top >= 63 ? UINT64_MAX : ((uint64_t)1 << top) - 1;
}

/* Cuts the executions where n does not fit the offset bits: offsets past them would wrap
   onto the object's first bytes. */
static void sx_cut_oversized(sx *x, sx_state *s, const bv *n, LLVMValueRef origin) {
  unsigned k = x->mem.offset_bits;
  if (n->width <= k)
    return;
  const bv *largest = bv_const(x->bvm, n->width, ((uint64_t)1 << k) - 1);
  sx_cut(x, s, aig_not(bv_ule(x->bvm, n, largest)), SX_INCOMPLETE_UNSUPPORTED,
         "unsupported: an object larger than the pointer encoding holds", origin);
}

/* The bytes represented of an object whose size is not a constant (--object-bytes). */
static uint64_t sx_object_bytes(const sx *x) {
  return x->options->object_bytes ? x->options->object_bytes : ENC_DEFAULT_OBJECT_BYTES;
}

unsigned sx_new_sized_object(sx *x, sx_state *s, LLVMValueRef origin, mem_kind kind,
                             const bv *n, bool zeroed) {
  uint64_t size;
  bool fixed = bv_const_value(n, &size);
  uint64_t capacity = fixed ? size : sx_max_value(n);
  /* A size that may exceed --object-bytes: the object has its true, symbolic size, and
     its first object_bytes bytes are in the encoding (a partial object, docs/memory.md):
     an access is in bounds iff offset + width <= n, and one inside n past the represented
     bytes is cut, UNKNOWN naming the bound. */
  bool partial = !fixed && capacity > sx_object_bytes(x);
  if (partial) {
    capacity = sx_object_bytes(x);
    sx_cut_oversized(x, s, n, origin);
  }
  unsigned k = x->mem.offset_bits;
  const bv *size_bits = n->width > k ? bv_trunc(x->bvm, n, k) : bv_zext(x->bvm, n, k);
  unsigned id = mem_new_object(x, s, kind, capacity, size_bits, zeroed, origin);
  if (!id) {
    sx_unsupported(x, s, origin, "object too large or too many objects");
    return 0;
  }
  x->mem.objects[id].partial = partial;
  x->mem.objects[id].symbolic_size = partial;
  return id;
}

/* __cbounds_alloc(size, zeroed): a fresh heap object. malloc never fails (docs/memory.md). */
void sx_allocate(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *n = sx_operand(x, s, LLVMGetOperand(call, 0));
  const bv *zero = sx_operand(x, s, LLVMGetOperand(call, 1));
  uint64_t zeroed = 0;
  if (!n || !zero || !bv_const_value(zero, &zeroed)) {
    sx_unsupported(x, s, call, "allocation of an unknown size");
    return;
  }
  /* The user's call of malloc names the object, not the model's call of the primitive. */
  LLVMValueRef origin = sx_user_location(x, call);
  unsigned id = sx_new_sized_object(x, s, origin ? origin : call, MEM_HEAP, n, zeroed != 0);
  if (!id)
    return;
  /* As the native run names it (mem_hint.h): the thread's next heap block. */
  unsigned thread = x->events.thread;
  x->mem.objects[id].tracked = true;
  x->mem.objects[id].thread = thread;
  if (x->mem.hinted && thread < MEM_HINT_THREADS) {
    mem_object *o = &x->mem.objects[id];
    o->run_named = true;
    o->run_thread = thread;
    o->run_index = x->mem.heap_made[thread]++;
    o->run_hints = mem_hint_heap_node(x->module, thread, o->run_index);
  }
  sx_define(x, s, call, mem_address(x, id));
}

/* __cbounds_alloc_partial(size, represented): a heap object of any size whose first
   `represented` bytes are in the encoding; mem_check cuts accesses beyond them. */
void sx_allocate_partial(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *n = sx_operand(x, s, LLVMGetOperand(call, 0));
  const bv *represented = sx_operand(x, s, LLVMGetOperand(call, 1));
  uint64_t capacity = 0, size = 0;
  if (!n || !represented || !bv_const_value(represented, &capacity)) {
    sx_unsupported(x, s, call, "partial allocation of an unknown represented size");
    return;
  }
  bool fixed = bv_const_value(n, &size);
  if (fixed && size < capacity)
    capacity = size;
  /* The size must fit the offset bits. The models assume sizes that fit (main_args.c),
     so this cut is never reachable from them. */
  unsigned k = x->mem.offset_bits;
  LLVMValueRef origin = sx_user_location(x, call);
  sx_cut_oversized(x, s, n, origin ? origin : call);
  const bv *size_bits = n->width > k ? bv_trunc(x->bvm, n, k) : bv_zext(x->bvm, n, k);
  unsigned id = mem_new_object(x, s, MEM_HEAP, capacity, size_bits, false, origin ? origin : call);
  if (!id) {
    sx_unsupported(x, s, call, "object too large or too many objects");
    return;
  }
  x->mem.objects[id].partial = !fixed || size > capacity;
  sx_define(x, s, call, mem_address(x, id));
}

/* __cbounds_object_size(p): the size of the object p points into (for realloc). */
void sx_object_size(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *p = sx_operand(x, s, LLVMGetOperand(call, 0));
  unsigned width = sx_int_width(LLVMTypeOf(call));
  if (!p || !width) {
    sx_unsupported(x, s, call, "size of an unknown object");
    return;
  }
  /* Read one byte first: it checks that p points to a live object. */
  mem_load(x, s, call, p, 1, AIG_TRUE);
  const bv *object = bv_extract(x->bvm, p, x->mem.offset_bits, p->width - x->mem.offset_bits);
  const bv *size = bv_const(x->bvm, width, 0);
  const objset *set = mem_pts(x, p);
  for (unsigned i = 1; i < x->mem.num_objects; i++) {
    if (set && !objset_contains(set, i))
      continue;
    aig_lit sel = bv_eq(x->bvm, object, bv_const(x->bvm, object->width, i));
    if (sel != AIG_FALSE)
      size = bv_ite(x->bvm, sel, bv_zext(x->bvm, x->mem.objects[i].size, width), size);
  }
  sx_define(x, s, call, size);
}

void sx_free_call(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *p = sx_operand(x, s, LLVMGetOperand(call, 0));
  if (!p) {
    sx_unsupported(x, s, call, "free of an unknown pointer");
    return;
  }
  mem_free(x, s, call, p);
}

/* llvm.memcpy / llvm.memmove / llvm.memset (dst, src or byte, length, volatile). */
bool sx_memory_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  bool set = sx_starts_with(name, "llvm.memset.");
  if (!set && !sx_starts_with(name, "llvm.memcpy.") && !sx_starts_with(name, "llvm.memmove."))
    return false;
  const bv *dst = sx_operand(x, s, LLVMGetOperand(call, 0));
  const bv *second = sx_operand(x, s, LLVMGetOperand(call, 1));
  const bv *n = sx_operand(x, s, LLVMGetOperand(call, 2));
  if (!dst || !second || !n) {
    sx_unsupported(x, s, call, name);
    return true;
  }
  mem_copy(x, s, call, dst, set ? NULL : second, set ? second : NULL, n);
  return true;
}

/* llvm.{s,u}{add,sub,mul}.with.overflow: {result, overflow}, as a memory image. */
bool sx_overflow_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  if (!strstr(name, ".with.overflow."))
    return false;
  const bv *a = sx_operand(x, s, LLVMGetOperand(call, 0));
  const bv *b = sx_operand(x, s, LLVMGetOperand(call, 1));
  if (!a || !b)
    return false;
  bool is_signed = name[5] == 's';
  const char *op = name + 6;
  unsigned w = a->width, w2 = 2 * w;
  const bv *wa = is_signed ? bv_sext(x->bvm, a, w2) : bv_zext(x->bvm, a, w2);
  const bv *wb = is_signed ? bv_sext(x->bvm, b, w2) : bv_zext(x->bvm, b, w2);
  const bv *wide = sx_starts_with(op, "add") ? bv_add(x->bvm, wa, wb)
                   : sx_starts_with(op, "sub") ? bv_sub(x->bvm, wa, wb)
                                               : bv_mul(x->bvm, wa, wb);
  const bv *result = bv_trunc(x->bvm, wide, w);
  const bv *back = is_signed ? bv_sext(x->bvm, result, w2) : bv_zext(x->bvm, result, w2);
  aig_lit overflow = aig_not(bv_eq(x->bvm, back, wide));
  LLVMTypeRef type = LLVMTypeOf(call);
  unsigned bits = sx_type_bits(x, type);
  unsigned long long at = LLVMOffsetOfElement(x->layout, type, 1);
  aig_lit *image = cb_calloc(bits, sizeof *image);
  const bv *r = mem_to_image(x, result, (unsigned)LLVMStoreSizeOfType(x->layout, LLVMTypeOf(LLVMGetOperand(call, 0))));
  memcpy(image, r->bits, r->width * sizeof *image);
  image[8 * at] = overflow;
  sx_define(x, s, call, bv_from_bits(x->bvm, bits, image));
  free(image);
  return true;
}


/* sp_memory.c: the abstract objects of the static range analysis (see sp_memory.h). */
#include "analysis/sp_memory.h"

#include <assert.h>
#include <stdlib.h>

#include "analysis/ir_util.h"
#include "base/vec.h"
#include "base/alloc.h"

/* Initializers with more elements than this are not read element by element. */
#define SP_MAX_ELEMENTS 4096

typedef struct sp_key {
  LLVMValueRef value;
  unsigned index;
} sp_key;

static int sp_key_compare(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const sp_key *)a)->value;
  uintptr_t y = (uintptr_t)((const sp_key *)b)->value;
  return x < y ? -1 : x > y;
}

unsigned sp_memory_find(const sp_memory *m, LLVMValueRef value) {
  assert(m->keys || m->count == 0); /* sp_index_objects ran */
  sp_key key = {value, 0};
  const sp_key *found = bsearch(&key, m->keys, m->count, sizeof key, sp_key_compare);
  return found ? found->index : m->count;
}

/* Joins an integer into o's contents; stores widen, initializers (finite) do not. */
static void sp_join_int(sp_object *o, itv value, unsigned width, bool widen, unsigned stamp) {
  assert(width > 0);
  if (o->width && o->width != width)
    o->any = true;
  o->width = width;
  if (o->any)
    return;
  if (widen)
    sp_update_int(&o->ints, value, width, &o->growth, stamp);
  else
    o->ints = itv_join(o->ints, value);
}

/* The contents of a constant initializer, joined into o. */
static void sp_initial(sp_memory *m, sp_object *o, LLVMValueRef c, unsigned depth) {
  LLVMTypeRef type = LLVMTypeOf(c);
  LLVMTypeKind kind = LLVMGetTypeKind(type);
  if (LLVMIsNull(c)) {
    o->zero = true;
  } else if (LLVMIsAConstantInt(c)) {
    unsigned width = LLVMGetIntTypeWidth(type);
    if (width > 64)
      o->any = true;
    else
      sp_join_int(o, itv_from_bits(LLVMConstIntGetZExtValue(c), width), width, false, 0);
  } else if (kind == LLVMPointerTypeKind) {
    sp_ptr p = sp_memory_const_ptr(m, c);
    sp_ptr_join(&o->ptrs, &p, false);
  } else if (kind == LLVMArrayTypeKind || kind == LLVMStructTypeKind ||
             kind == LLVMVectorTypeKind) {
    uint64_t n = kind == LLVMArrayTypeKind    ? LLVMGetArrayLength2(type)
                 : kind == LLVMStructTypeKind ? LLVMCountStructElementTypes(type)
                                              : LLVMGetVectorSize(type);
    if (n > SP_MAX_ELEMENTS || depth > 16 || LLVMIsUndef(c) || LLVMIsPoison(c)) {
      o->any = true;
      return;
    }
    for (uint64_t i = 0; i < n && !o->any; i++) {
      LLVMValueRef element = LLVMGetAggregateElement(c, (unsigned)i);
      if (!element)
        o->any = true;
      else
        sp_initial(m, o, element, depth + 1);
    }
  } else {
    o->any = true; /* floats, undef, anything else */
  }
}

static uint64_t sp_alloca_size(const sp_memory *m, LLVMValueRef alloca) {
  LLVMValueRef count = LLVMGetOperand(alloca, 0);
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(
      LLVMGetInstructionParent(alloca)));
  /* A dynamic alloca (a VLA, or one in a loop) is a new object each time: size 0, so
     that no access to it is proved. */
  if (!LLVMIsAConstantInt(count) || LLVMGetInstructionParent(alloca) != entry)
    return 0;
  return LLVMABISizeOfType(m->layout, LLVMGetAllocatedType(alloca)) *
         LLVMConstIntGetZExtValue(count);
}

static void sp_add_object(sp_memory *m, LLVMValueRef value, unsigned *capacity) {
  CB_GROW(m->objects, m->count, *capacity, 64);
  sp_object *o = &m->objects[m->count++];
  *o = (sp_object){.value = value, .ints = itv_empty(), .ptrs = sp_ptr_empty()};
}

static void sp_index_objects(sp_memory *m) {
  m->keys = cb_calloc(m->count, sizeof *m->keys);
  for (unsigned i = 0; i < m->count; i++)
    m->keys[i] = (sp_key){m->objects[i].value, i};
  qsort(m->keys, m->count, sizeof *m->keys, sp_key_compare);
}

void sp_memory_init(sp_memory *m, LLVMModuleRef module, LLVMTargetDataRef layout) {
  *m = (sp_memory){.layout = layout};
  unsigned capacity = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g))
    sp_add_object(m, g, &capacity);
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAAllocaInst(i))
          sp_add_object(m, i, &capacity);
  sp_index_objects(m); /* sp_initial looks up the globals that initializers point to */
  for (unsigned i = 0; i < m->count; i++) {
    sp_object *o = &m->objects[i];
    if (LLVMIsAAllocaInst(o->value)) {
      o->size = sp_alloca_size(m, o->value);
      o->uninit = true;
      continue;
    }
    o->size = LLVMABISizeOfType(m->layout, LLVMGlobalGetValueType(o->value));
    o->read_only = LLVMIsGlobalConstant(o->value);
    LLVMValueRef init = LLVMGetInitializer(o->value);
    if (!init || LLVMIsDeclaration(o->value) || !LLVMIsAGlobalVariable(o->value))
      o->any = true; /* defined elsewhere: anything */
    else
      sp_initial(m, o, init, 0);
  }
}

void sp_memory_release(sp_memory *m) {
  free(m->objects);
  free(m->keys);
  *m = (sp_memory){0};
}

sp_ptr sp_memory_const_ptr(const sp_memory *m, LLVMValueRef c) {
  if (LLVMIsNull(c))
    return sp_ptr_null();
  uint64_t offset;
  bool constant;
  LLVMValueRef global = seq_global_base(c, m->layout, &offset, &constant);
  unsigned object = global ? sp_memory_find(m, global) : m->count;
  if (object == m->count || !constant)
    return sp_ptr_unknown(); /* functions, undef, integers turned into pointers */
  return sp_ptr_object(object, itv_const((int64_t)offset));
}

static bool sp_holds_pointers(const sp_object *o) { return o->ptrs.unknown || o->ptrs.count; }

itv sp_memory_load_int(const sp_memory *m, const sp_ptr *p, unsigned width) {
  if (p->unknown)
    return itv_top(width);
  itv value = itv_empty();
  for (unsigned i = 0; i < p->count; i++) {
    const sp_object *o = &m->objects[p->target[i].object];
    if (o->any || o->uninit || sp_holds_pointers(o) || (o->width && o->width != width))
      return itv_top(width);
    if (o->zero || o->ptrs.null)
      value = itv_join(value, itv_const(0));
    if (o->width)
      value = itv_join(value, o->ints);
  }
  return value;
}

sp_ptr sp_memory_load_ptr(const sp_memory *m, const sp_ptr *p) {
  if (p->unknown)
    return *p;
  sp_ptr value = sp_ptr_empty();
  for (unsigned i = 0; i < p->count; i++) {
    const sp_object *o = &m->objects[p->target[i].object];
    if (o->any || o->uninit || o->width)
      return sp_ptr_unknown();
    if (o->zero)
      value.null = true;
    sp_ptr_join(&value, &o->ptrs, false);
  }
  return value;
}

bool sp_memory_store_int(sp_memory *m, const sp_ptr *p, itv value, unsigned width) {
  bool changed = false;
  for (unsigned i = 0; i < p->count && !itv_is_empty(value); i++) {
    sp_object *o = &m->objects[p->target[i].object];
    sp_object before = *o;
    sp_join_int(o, value, width, true, m->stamp);
    changed |= o->any != before.any || o->width != before.width || !itv_equal(o->ints, before.ints);
  }
  return changed;
}

bool sp_memory_store_ptr(sp_memory *m, const sp_ptr *p, const sp_ptr *value) {
  bool changed = false;
  for (unsigned i = 0; i < p->count && !sp_ptr_is_empty(value); i++) {
    sp_object *o = &m->objects[p->target[i].object];
    changed |= sp_update_ptr(&o->ptrs, value, &o->growth, m->stamp);
  }
  return changed;
}

bool sp_memory_store_zero(sp_memory *m, const sp_ptr *p) {
  bool changed = false;
  for (unsigned i = 0; i < p->count; i++) {
    sp_object *o = &m->objects[p->target[i].object];
    changed |= !o->zero;
    o->zero = true;
  }
  return changed;
}

bool sp_memory_store_any(sp_memory *m, const sp_ptr *p) {
  bool changed = false;
  for (unsigned i = 0; i < p->count; i++) {
    sp_object *o = &m->objects[p->target[i].object];
    changed |= !o->any;
    o->any = true;
  }
  return changed;
}

/* Joins the contents of object `from` into object `to`. */
static bool sp_copy_object(sp_object *to, const sp_object *from, unsigned stamp) {
  sp_object before = *to;
  to->zero |= from->zero;
  to->uninit |= from->uninit;
  to->any |= from->any;
  if (from->width)
    sp_join_int(to, from->ints, from->width, true, stamp);
  bool pointers = sp_ptr_join(&to->ptrs, &from->ptrs, false);
  return pointers || to->zero != before.zero || to->uninit != before.uninit ||
         to->any != before.any || to->width != before.width || !itv_equal(to->ints, before.ints);
}

bool sp_memory_copy(sp_memory *m, const sp_ptr *to, const sp_ptr *from) {
  if (from->unknown)
    return sp_memory_store_any(m, to);
  bool changed = false;
  for (unsigned i = 0; i < to->count; i++)
    for (unsigned j = 0; j < from->count; j++) {
      assert(to->target[i].object < m->count && from->target[j].object < m->count);
      changed |= sp_copy_object(&m->objects[to->target[i].object],
                                &m->objects[from->target[j].object], m->stamp);
    }
  return changed;
}

bool sp_memory_access_ok(const sp_memory *m, const sp_ptr *p, itv size, bool store,
                         const char **why) {
  if (p->unknown) {
    *why = "an access through a pointer the analysis does not follow";
    return false;
  }
  if (p->null) {
    *why = "an access through a pointer that may be null";
    return false;
  }
  for (unsigned i = 0; i < p->count; i++) {
    const sp_object *o = &m->objects[p->target[i].object];
    itv offset = p->target[i].offset;
    __int128 end = (__int128)offset.hi + size.hi;
    if (itv_is_empty(offset) || itv_is_empty(size))
      continue;
    if (offset.lo < 0 || size.lo < 0 || end > (__int128)o->size) {
      *why = "an access that may leave its object";
      return false;
    }
    if (store && o->read_only) {
      *why = "a write to read-only memory";
      return false;
    }
  }
  return true;
}

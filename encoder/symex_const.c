/*
 * symex_const.c: representations of types and constants, pointer arithmetic, and the
 * initial contents of global variables.
 */
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"
#include "encoder/mem_stored.h"
#include "encoder/symex.h"

/* ---- types ----------------------------------------------------------------------------- */

static bool sx_aggregate_supported(sx *x, LLVMTypeRef type) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMVectorTypeKind: { /* elements of whole bytes, packed as in memory */
    LLVMTypeRef e = LLVMGetElementType(type);
    unsigned bits = sx_type_bits(x, e);
    return bits && bits % 8 == 0 && LLVMGetTypeKind(e) != LLVMVectorTypeKind &&
           8 * LLVMABISizeOfType(x->layout, e) == bits;
  }
  case LLVMArrayTypeKind:
    return sx_type_bits(x, LLVMGetElementType(type)) > 0 || LLVMGetArrayLength2(type) == 0;
  case LLVMStructTypeKind: {
    if (LLVMIsOpaqueStruct(type))
      return false;
    unsigned n = LLVMCountStructElementTypes(type);
    for (unsigned i = 0; i < n; i++)
      if (!sx_type_bits(x, LLVMStructGetTypeAtIndex(type, i)))
        return false;
    return true;
  }
  default:
    return false;
  }
}

unsigned sx_type_bits(sx *x, LLVMTypeRef type) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(type);
  case LLVMPointerTypeKind: return x->mem.pointer_bits;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  case LLVMArrayTypeKind:
  case LLVMStructTypeKind:
  case LLVMVectorTypeKind: {
    if (!sx_aggregate_supported(x, type))
      return 0;
    unsigned long long bytes = LLVMStoreSizeOfType(x->layout, type);
    return bytes > 0 && bytes < (BV_MAX_WIDTH / 8) ? (unsigned)(8 * bytes) : 0;
  }
  default: return 0;
  }
}

bool sx_is_aggregate_type(LLVMTypeRef type) {
  LLVMTypeKind k = LLVMGetTypeKind(type);
  return k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind;
}

/* ---- pointer arithmetic ---------------------------------------------------------------- */

const bv *mem_offset_pointer(sx *x, const bv *ptr, const bv *delta) {
  unsigned k = x->mem.offset_bits;
  const bv *offset = bv_add(x->bvm, bv_trunc(x->bvm, ptr, k), bv_trunc(x->bvm, delta, k));
  const bv *object = bv_extract(x->bvm, ptr, k, ptr->width - k);
  const bv *result = bv_concat(x->bvm, offset, object);
  mem_set_pts(x, result, mem_pts(x, ptr));
  return result;
}

static const bv *sx_index(sx *x, sx_state *s, LLVMValueRef v) {
  const bv *i = s ? sx_operand(x, s, v) : mem_constant(x, v);
  unsigned pw = x->mem.pointer_bits;
  if (!i)
    return NULL;
  return i->width < pw ? bv_sext(x->bvm, i, pw) : i->width > pw ? bv_trunc(x->bvm, i, pw) : i;
}

static const bv *sx_scaled(sx *x, const bv *index, unsigned long long size) {
  return bv_mul(x->bvm, index, bv_const(x->bvm, index->width, size));
}

const bv *mem_gep_offset(sx *x, sx_state *s, LLVMValueRef gep) {
  LLVMTypeRef type = LLVMGetGEPSourceElementType(gep);
  unsigned n = LLVMGetNumOperands(gep);
  const bv *first = sx_index(x, s, LLVMGetOperand(gep, 1));
  if (!first || LLVMGetTypeKind(LLVMTypeOf(gep)) != LLVMPointerTypeKind)
    return NULL;
  const bv *offset = sx_scaled(x, first, LLVMABISizeOfType(x->layout, type));
  for (unsigned k = 2; k < n; k++) {
    LLVMValueRef index = LLVMGetOperand(gep, k);
    if (LLVMGetTypeKind(type) == LLVMStructTypeKind) {
      unsigned field = (unsigned)LLVMConstIntGetZExtValue(index);
      unsigned long long at = LLVMOffsetOfElement(x->layout, type, field);
      offset = bv_add(x->bvm, offset, bv_const(x->bvm, offset->width, at));
      type = LLVMStructGetTypeAtIndex(type, field);
    } else if (LLVMGetTypeKind(type) == LLVMArrayTypeKind) {
      type = LLVMGetElementType(type);
      const bv *i = sx_index(x, s, index);
      if (!i)
        return NULL;
      offset = bv_add(x->bvm, offset, sx_scaled(x, i, LLVMABISizeOfType(x->layout, type)));
    } else {
      return NULL; /* vectors */
    }
  }
  return offset;
}

/* ---- constants ------------------------------------------------------------------------- */

static const bv *sx_object_address(sx *x, LLVMValueRef global) {
  unsigned id;
  if (LLVMIsAGlobalAlias(global))
    return mem_constant(x, LLVMAliasGetAliasee(global));
  if (!ptrmap_get(&x->mem.value_objects, global, &id)) {
    if (!LLVMIsAFunction(global))
      return NULL; /* globals are all made at the start */
    id = mem_new_object(x, NULL, MEM_FUNCTION, 0, NULL, true, global);
    if (!id)
      return NULL;
    ptrmap_put(&x->mem.value_objects, global, id);
  }
  return mem_address(x, id);
}

static const bv *sx_float_constant(sx *x, LLVMValueRef c) {
  LLVMBool loses;
  double d = LLVMConstRealGetDouble(c, &loses);
  if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMFloatTypeKind) {
    float f = (float)d;
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bv_const(x->bvm, 32, bits);
  }
  if (LLVMGetTypeKind(LLVMTypeOf(c)) != LLVMDoubleTypeKind)
    return NULL;
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  return bv_const(x->bvm, 64, bits);
}

static const bv *sx_resize(sx *x, const bv *v, unsigned width, bool sign) {
  const bv *r = v->width == width ? v
                : v->width > width ? bv_trunc(x->bvm, v, width)
                : sign ? bv_sext(x->bvm, v, width) : bv_zext(x->bvm, v, width);
  mem_set_pts(x, r, mem_pts(x, v));
  return r;
}

static const bv *sx_constant_expression(sx *x, LLVMValueRef c) {
  LLVMOpcode op = LLVMGetConstOpcode(c);
  unsigned width = sx_type_bits(x, LLVMTypeOf(c));
  if (op == LLVMGetElementPtr) {
    const bv *base = mem_constant(x, LLVMGetOperand(c, 0));
    const bv *offset = base ? mem_gep_offset(x, NULL, c) : NULL;
    return offset ? mem_offset_pointer(x, base, offset) : NULL;
  }
  const bv *a = mem_constant(x, LLVMGetOperand(c, 0));
  if (!a || !width)
    return NULL;
  switch (op) {
  case LLVMBitCast: case LLVMAddrSpaceCast:
    return a->width == width ? a : NULL;
  case LLVMPtrToInt: case LLVMIntToPtr: case LLVMTrunc: case LLVMZExt:
    return sx_resize(x, a, width, false);
  case LLVMSExt:
    return sx_resize(x, a, width, true);
  default:
    break;
  }
  const bv *b = LLVMGetNumOperands(c) > 1 ? mem_constant(x, LLVMGetOperand(c, 1)) : NULL;
  if (!b || b->width != a->width)
    return NULL;
  switch (op) {
  case LLVMAdd: return bv_add(x->bvm, a, b);
  case LLVMSub: return bv_sub(x->bvm, a, b);
  case LLVMMul: return bv_mul(x->bvm, a, b);
  case LLVMAnd: return bv_and(x->bvm, a, b);
  case LLVMOr: return bv_or(x->bvm, a, b);
  case LLVMXor: return bv_xor(x->bvm, a, b);
  default: return NULL;
  }
}

/* The memory image of an aggregate constant: elements at their data-layout offsets. */
static const bv *sx_aggregate_constant(sx *x, LLVMValueRef c, LLVMTypeRef type) {
  unsigned bits = sx_type_bits(x, type);
  if (!bits)
    return NULL;
  aig_lit *image = cb_calloc(bits, sizeof *image); /* zero: padding */
  const objset *pointers = NULL; /* where the pointers among the elements point */
  bool is_struct = LLVMGetTypeKind(type) == LLVMStructTypeKind;
  unsigned n = is_struct ? LLVMCountStructElementTypes(type)
               : LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetVectorSize(type)
                                                             : (unsigned)LLVMGetArrayLength2(type);
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef elem = is_struct ? LLVMStructGetTypeAtIndex(type, i) : LLVMGetElementType(type);
    unsigned long long at = is_struct ? LLVMOffsetOfElement(x->layout, type, i)
                                      : i * LLVMABISizeOfType(x->layout, elem);
    LLVMValueRef e = LLVMGetAggregateElement(c, i);
    const bv *v = e ? mem_constant(x, e) : NULL;
    if (!v) {
      free(image);
      return NULL;
    }
    unsigned elem_bytes = (unsigned)LLVMStoreSizeOfType(x->layout, elem);
    if (!sx_is_aggregate_type(elem))
      v = mem_to_image(x, v, elem_bytes);
    memcpy(image + 8 * at, v->bits, v->width * sizeof *image);
    const objset *o = mem_pts(x, v);
    if (o)
      pointers = pointers ? objset_union(x->mem.sets, pointers, o) : o;
  }
  const bv *result = bv_from_bits(x->bvm, bits, image);
  free(image);
  mem_set_pts(x, result, pointers);
  return result;
}

const bv *mem_constant(sx *x, LLVMValueRef c) {
  LLVMTypeRef type = LLVMTypeOf(c);
  unsigned width = sx_type_bits(x, type);
  if (LLVMIsAConstantInt(c))
    return cb_const_int(x->bvm, c);
  if (!width)
    return NULL;
  if (LLVMIsUndef(c) || LLVMIsPoison(c))
    return bv_input(x->bvm, width);
  if (LLVMIsAConstantPointerNull(c)) {
    const bv *null = bv_const(x->bvm, width, 0);
    mem_set_pts(x, null, objset_empty(x->mem.sets));
    return null;
  }
  if (LLVMIsAGlobalValue(c))
    return sx_object_address(x, c);
  if (LLVMIsAConstantFP(c))
    return sx_float_constant(x, c);
  if (LLVMIsAConstantAggregateZero(c))
    return bv_const(x->bvm, width, 0);
  if (LLVMIsAConstantExpr(c))
    return sx_constant_expression(x, c);
  if (LLVMIsAConstantArray(c) || LLVMIsAConstantStruct(c) || LLVMIsAConstantDataSequential(c) ||
      LLVMIsAConstantVector(c))
    return sx_aggregate_constant(x, c, type);
  return NULL;
}

/* ---- globals --------------------------------------------------------------------------- */

static void sx_write_initializer(sx *x, sx_state *s, unsigned id, const bv *image) {
  mem_object *o = &x->mem.objects[id];
  mem_stored_note(&x->mem, o, 0, o->capacity, mem_pts(x, image));
  for (uint64_t i = 0; i < o->capacity && 8 * i < image->width; i++) {
    const bv *byte = bv_extract(x->bvm, image, (unsigned)(8 * i), 8);
    uint64_t value;
    if (bv_const_value(byte, &value) && value == 0)
      continue; /* memory reads as zero where nothing was written */
    s->mem.bytes = mt_set(x->mem.bytes, s->mem.bytes, o->base + i, byte);
  }
}

static bool sx_initialize(sx *x, sx_state *s, LLVMValueRef global, unsigned id) {
  LLVMTypeRef type = LLVMGlobalGetValueType(global);
  LLVMValueRef init = LLVMGetInitializer(global);
  mem_object *o = &x->mem.objects[id];
  if (o->too_large)
    return true;
  if (!init) { /* defined elsewhere: any contents */
    o->zeroed = false;
    return true;
  }
  if (LLVMIsAConstantAggregateZero(init) || LLVMIsNull(init))
    return true;
  const bv *v = mem_constant(x, init);
  if (!v)
    return false;
  bool aggregate = sx_is_aggregate_type(type);
  sx_write_initializer(x, s, id, aggregate ? v : mem_to_image(x, v, (unsigned)LLVMStoreSizeOfType(x->layout, type)));
  return true;
}

void mem_init_globals(sx *x, sx_state *s) {
  unsigned count = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(x->module); g; g = LLVMGetNextGlobal(g))
    count++;
  unsigned *ids = cb_calloc(count ? count : 1, sizeof *ids);
  unsigned i = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(x->module); g; g = LLVMGetNextGlobal(g), i++) {
    LLVMTypeRef type = LLVMGlobalGetValueType(g);
    uint64_t size = LLVMTypeIsSized(type) ? LLVMABISizeOfType(x->layout, type) : 0;
    ids[i] = mem_new_object(x, s, MEM_GLOBAL, size, NULL, true, g);
    if (!ids[i] && (ids[i] = mem_new_object(x, s, MEM_GLOBAL, 0, NULL, true, g)))
      x->mem.objects[ids[i]].too_large = true; /* cut where it is used */
    if (!ids[i]) {
      sx_unsupported(x, s, NULL, "more global memory than the pointer encoding holds");
      break;
    }
    x->mem.objects[ids[i]].read_only = LLVMIsGlobalConstant(g);
    ptrmap_put(&x->mem.value_objects, g, ids[i]);
  }
  i = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(x->module); g && s->guard != AIG_FALSE;
       g = LLVMGetNextGlobal(g), i++) {
    if (!sx_initialize(x, s, g, ids[i])) {
      size_t length;
      char *what = cb_format("initializer of global %s", LLVMGetValueName2(g, &length));
      sx_unsupported(x, s, NULL, what);
      free(what);
    }
  }
  free(ids);
}

/*
 * symex_atomic.c: atomic read-modify-write instructions (atomicrmw, cmpxchg) and fences.
 *
 * libseq puts a switch point before each of them and none inside, so each is one step of
 * a sequentially consistent execution: the load, the operation and the store happen
 * together. Orderings weaker than seq_cst are treated as seq_cst (cbounds checks
 * sequentially consistent executions only). A fence orders nothing more: a no-op.
 */
#include "encoder/symex.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

/* The new value an atomicrmw stores, from the old one; NULL for floating point. */
static const bv *sx_rmw_value(sx *x, LLVMAtomicRMWBinOp op, const bv *old, const bv *v) {
  bvm *m = x->bvm;
  switch (op) {
  case LLVMAtomicRMWBinOpXchg: return v;
  case LLVMAtomicRMWBinOpAdd: return bv_add(m, old, v);
  case LLVMAtomicRMWBinOpSub: return bv_sub(m, old, v);
  case LLVMAtomicRMWBinOpAnd: return bv_and(m, old, v);
  case LLVMAtomicRMWBinOpNand: return bv_not(m, bv_and(m, old, v));
  case LLVMAtomicRMWBinOpOr: return bv_or(m, old, v);
  case LLVMAtomicRMWBinOpXor: return bv_xor(m, old, v);
  case LLVMAtomicRMWBinOpMax: return bv_ite(m, bv_slt(m, old, v), v, old);
  case LLVMAtomicRMWBinOpMin: return bv_ite(m, bv_slt(m, v, old), v, old);
  case LLVMAtomicRMWBinOpUMax: return bv_ite(m, bv_ult(m, old, v), v, old);
  case LLVMAtomicRMWBinOpUMin: return bv_ite(m, bv_ult(m, v, old), v, old);
  case LLVMAtomicRMWBinOpUIncWrap: /* old >= v ? 0 : old + 1 */
    return bv_ite(m, bv_ult(m, old, v), bv_add(m, old, bv_const(m, old->width, 1)),
                  bv_const(m, old->width, 0));
  case LLVMAtomicRMWBinOpUDecWrap: /* old == 0 || old > v ? v : old - 1 */
    return bv_ite(m, aig_or(x->aig, bv_is_zero(m, old), bv_ult(m, v, old)), v,
                  bv_sub(m, old, bv_const(m, old->width, 1)));
  default: return NULL;
  }
}

/* Loads `type` at ptr: its value (not its memory image); NULL if not representable. */
static const bv *sx_atomic_load(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr,
                                LLVMTypeRef type) {
  unsigned width = sx_type_bits(x, type);
  if (!width)
    return NULL;
  unsigned bytes = (unsigned)LLVMStoreSizeOfType(x->layout, type);
  return mem_from_image(x, mem_load(x, s, inst, ptr, bytes, AIG_TRUE), width);
}

static void sx_atomic_store(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr,
                            LLVMTypeRef type, const bv *value, aig_lit when) {
  unsigned bytes = (unsigned)LLVMStoreSizeOfType(x->layout, type);
  const bv *image = mem_to_image(x, value, bytes);
  if (LLVMGetTypeKind(type) == LLVMPointerTypeKind && !mem_pts(x, image))
    mem_set_pts(x, image, OBJSET_ANY);
  mem_store(x, s, inst, ptr, image, when);
  sx_note_store(x, s, inst, ptr, value, type, when);
}

static void sx_atomic_rmw(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *ptr = sx_operand(x, s, LLVMGetOperand(inst, 0));
  const bv *v = sx_operand(x, s, LLVMGetOperand(inst, 1));
  LLVMTypeRef type = LLVMTypeOf(inst);
  const bv *old = ptr && v ? sx_atomic_load(x, s, inst, ptr, type) : NULL;
  const bv *new_value = old ? sx_rmw_value(x, LLVMGetAtomicRMWBinOp(inst), old, v) : NULL;
  if (!new_value || LLVMGetTypeKind(type) == LLVMFloatTypeKind ||
      LLVMGetTypeKind(type) == LLVMDoubleTypeKind) {
    sx_unsupported(x, s, inst, "this atomic read-modify-write");
    return;
  }
  sx_atomic_store(x, s, inst, ptr, type, new_value, AIG_TRUE);
  sx_define(x, s, inst, old);
}

/* cmpxchg ptr, expected, new: { old value, old == expected }, stored only if equal. The
   result is a struct held as its memory image (symex.h): the value at offset 0, the
   flag at its element offset. */
static void sx_atomic_cmpxchg(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *ptr = sx_operand(x, s, LLVMGetOperand(inst, 0));
  const bv *expected = sx_operand(x, s, LLVMGetOperand(inst, 1));
  const bv *desired = sx_operand(x, s, LLVMGetOperand(inst, 2));
  LLVMTypeRef pair = LLVMTypeOf(inst);
  LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(inst, 1));
  unsigned pair_bits = sx_type_bits(x, pair);
  const bv *old = ptr && expected && desired && pair_bits ? sx_atomic_load(x, s, inst, ptr, type)
                                                          : NULL;
  if (!old) {
    sx_unsupported(x, s, inst, "this atomic compare-and-exchange");
    return;
  }
  aig_lit equal = bv_eq(x->bvm, old, expected);
  /* A weak cmpxchg may also fail spuriously. */
  aig_lit success = LLVMGetWeak(inst) ? aig_and(x->aig, equal, bv_input(x->bvm, 1)->bits[0]) : equal;
  sx_atomic_store(x, s, inst, ptr, type, desired, success);
  unsigned value_bytes = (unsigned)LLVMStoreSizeOfType(x->layout, type);
  unsigned long long flag_at = LLVMOffsetOfElement(x->layout, pair, 1);
  aig_lit *bits = cb_calloc(pair_bits, sizeof *bits);
  for (unsigned i = 0; i < pair_bits; i++)
    bits[i] = AIG_FALSE;
  const bv *image = mem_to_image(x, old, value_bytes);
  memcpy(bits, image->bits, image->width * sizeof *bits);
  bits[8 * flag_at] = success;
  const bv *result = bv_from_bits(x->bvm, pair_bits, bits);
  free(bits);
  mem_set_pts(x, result, mem_pts(x, old));
  sx_define(x, s, inst, result);
}

bool sx_atomic_instruction(sx *x, sx_state *s, LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMAtomicRMW: sx_atomic_rmw(x, s, inst); return true;
  case LLVMAtomicCmpXchg: sx_atomic_cmpxchg(x, s, inst); return true;
  case LLVMFence: return true;
  default: return false;
  }
}

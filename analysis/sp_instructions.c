/* sp_instructions.c: the static range analysis's transfer of one instruction (not a phi,
   not a terminator): its register's interval or pointer, its effect on memory, and the
   errors it could have (division by zero, an access outside its object). */
#include "analysis/ir_util.h"
#include "analysis/sp_analysis.h"

static itv sp_binary(LLVMOpcode op, itv x, itv y, unsigned width) {
  switch (op) {
  case LLVMAdd: return itv_add(x, y, width);
  case LLVMSub: return itv_sub(x, y, width);
  case LLVMMul: return itv_mul(x, y, width);
  case LLVMSDiv: return itv_sdiv(x, y, width);
  case LLVMSRem: return itv_srem(x, y, width);
  case LLVMUDiv: return itv_udiv(x, y, width);
  case LLVMURem: return itv_urem(x, y, width);
  case LLVMAnd: return itv_and(x, y, width);
  case LLVMOr:
  case LLVMXor: return itv_or(x, y, width);
  case LLVMShl: return itv_shl(x, y, width);
  case LLVMLShr: return itv_lshr(x, y, width);
  case LLVMAShr: return itv_ashr(x, y, width);
  default: return itv_top(width);
  }
}

/* Division by zero and signed overflow (INT_MIN / -1): errors of the encoder too. */
static void sp_check_division(sp_analysis *a, LLVMValueRef inst, LLVMOpcode op, itv x, itv y,
                              unsigned width) {
  if (itv_is_empty(x) || itv_is_empty(y))
    return;
  if (itv_contains(y, 0))
    sp_fail_soft(a, inst, "a division that may be by zero");
  else if ((op == LLVMSDiv || op == LLVMSRem) && width > 1 && itv_contains(y, -1) &&
           itv_contains(x, itv_min_of(width)))
    sp_fail_soft(a, inst, "a signed division that may overflow");
}

static itv sp_cast(LLVMOpcode op, itv x, unsigned from, unsigned to) {
  switch (op) {
  case LLVMTrunc: return itv_trunc(x, from, to);
  case LLVMZExt: return itv_zext(x, from, to);
  case LLVMSExt: return itv_sext(x, from, to);
  default: return itv_top(to);
  }
}

static itv sp_compare(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst) {
  LLVMValueRef x = LLVMGetOperand(inst, 0), y = LLVMGetOperand(inst, 1);
  unsigned width = sp_int_width(LLVMTypeOf(x));
  (void)a;
  if (!width)
    return itv_top(1); /* pointers, vectors */
  itv vx = sp_int_value(f, state, x), vy = sp_int_value(f, state, y);
  if (itv_is_empty(vx) || itv_is_empty(vy))
    return itv_empty();
  int decided = itv_decide(LLVMGetICmpPredicate(inst), vx, vy, width);
  return decided < 0 ? itv_top(1) : itv_const(decided);
}

static void sp_gep(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst) {
  sp_ptr base = sp_ptr_value(a, f, LLVMGetOperand(inst, 0));
  LLVMTypeRef type = LLVMGetGEPSourceElementType(inst);
  unsigned n = (unsigned)LLVMGetNumOperands(inst);
  itv delta = itv_const(0);
  for (unsigned i = 1; i < n && !base.unknown; i++) {
    LLVMValueRef index = LLVMGetOperand(inst, i);
    if (i > 1 && LLVMGetTypeKind(type) == LLVMStructTypeKind) {
      unsigned field = (unsigned)LLVMConstIntGetZExtValue(index);
      delta = itv_add(delta, itv_const((int64_t)LLVMOffsetOfElement(a->layout, type, field)), 64);
      type = LLVMStructGetTypeAtIndex(type, field);
      continue;
    }
    if (i > 1 && LLVMGetTypeKind(type) != LLVMArrayTypeKind) {
      base = sp_ptr_unknown(); /* vectors */
      break;
    }
    if (i > 1)
      type = LLVMGetElementType(type);
    unsigned width = sp_int_width(LLVMTypeOf(index));
    itv k = width && width <= 64 ? itv_sext(sp_int_value(f, state, index), width, 64) : itv_top(64);
    itv scale = itv_const((int64_t)LLVMABISizeOfType(a->layout, type));
    delta = itv_add(delta, itv_mul(k, scale, 64), 64);
  }
  sp_ptr result = sp_ptr_offset(&base, delta);
  sp_set_ptr(a, f, inst, &result);
}

static void sp_load(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst, unsigned i) {
  sp_ptr p = sp_ptr_value(a, f, LLVMGetOperand(inst, 0));
  LLVMTypeRef type = LLVMTypeOf(inst);
  itv size = itv_const((int64_t)LLVMStoreSizeOfType(a->layout, type));
  if (!sp_check_access(a, inst, &p, size, false))
    return;
  unsigned width = sp_int_width(type);
  if (width) {
    if (!sp_view_load(a, f, state, inst, &p, &state[i])) /* a protected global's view */
      state[i] = sp_memory_load_int(&a->memory, &p, width);
  } else if (LLVMGetTypeKind(type) == LLVMPointerTypeKind) {
    sp_ptr value = sp_memory_load_ptr(&a->memory, &p);
    sp_set_ptr(a, f, inst, &value);
  }
}

static void sp_store(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst) {
  LLVMValueRef value = LLVMGetOperand(inst, 0);
  sp_ptr p = sp_ptr_value(a, f, LLVMGetOperand(inst, 1));
  LLVMTypeRef type = LLVMTypeOf(value);
  itv size = itv_const((int64_t)LLVMStoreSizeOfType(a->layout, type));
  if (!sp_check_access(a, inst, &p, size, true))
    return;
  unsigned width = sp_int_width(type);
  if (width) {
    itv stored = sp_int_value(f, state, value);
    sp_view_store(a, f, state, inst, &p, stored);
    a->changed |= sp_memory_store_int(&a->memory, &p, stored, width);
  } else if (LLVMGetTypeKind(type) == LLVMPointerTypeKind) {
    sp_ptr stored = sp_ptr_value(a, f, value);
    a->changed |= sp_memory_store_ptr(&a->memory, &p, &stored);
  } else {
    a->changed |= sp_memory_store_any(&a->memory, &p); /* floats, vectors, aggregates */
  }
}

/* atomicrmw and cmpxchg: a load and a store of the same object. */
static void sp_atomic(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst, unsigned i) {
  bool rmw = LLVMIsAAtomicRMWInst(inst);
  LLVMValueRef value = LLVMGetOperand(inst, rmw ? 1 : 2);
  sp_ptr p = sp_ptr_value(a, f, LLVMGetOperand(inst, 0));
  LLVMTypeRef type = LLVMTypeOf(value);
  if (!sp_check_access(a, inst, &p, itv_const((int64_t)LLVMStoreSizeOfType(a->layout, type)), true))
    return;
  unsigned width = sp_int_width(type);
  if (!width) {
    a->changed |= sp_memory_store_any(&a->memory, &p);
    return;
  }
  itv stored = rmw && LLVMGetAtomicRMWBinOp(inst) != LLVMAtomicRMWBinOpXchg
                   ? itv_top(width)
                   : sp_int_value(f, state, value);
  if (rmw)
    state[i] = sp_memory_load_int(&a->memory, &p, width);
  a->changed |= sp_memory_store_int(&a->memory, &p, stored, width);
}

static void sp_select(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst, unsigned i) {
  itv c = sp_int_value(f, state, LLVMGetOperand(inst, 0));
  LLVMValueRef t = LLVMGetOperand(inst, 1), e = LLVMGetOperand(inst, 2);
  bool take_t = !itv_is_empty(c) && c.hi == 1, take_e = !itv_is_empty(c) && c.lo == 0;
  if (sp_int_width(LLVMTypeOf(inst))) {
    itv v = itv_empty();
    if (take_t)
      v = itv_join(v, sp_int_value(f, state, t));
    if (take_e)
      v = itv_join(v, sp_int_value(f, state, e));
    state[i] = v;
    return;
  }
  sp_ptr v = sp_ptr_empty(), pt = sp_ptr_value(a, f, t), pe = sp_ptr_value(a, f, e);
  if (take_t)
    sp_ptr_join(&v, &pt, false);
  if (take_e)
    sp_ptr_join(&v, &pe, false);
  sp_set_ptr(a, f, inst, &v);
}

static void sp_pointer_cast(sp_analysis *a, sp_function *f, LLVMValueRef inst) {
  sp_ptr p = LLVMGetInstructionOpcode(inst) == LLVMIntToPtr
                 ? sp_ptr_unknown()
                 : sp_ptr_value(a, f, LLVMGetOperand(inst, 0));
  sp_set_ptr(a, f, inst, &p);
}

bool sp_step(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst) {
  unsigned i = sp_value_index(f, inst);
  LLVMTypeRef type = LLVMTypeOf(inst);
  unsigned width = sp_int_width(type);
  for (int k = -1; k < LLVMGetNumOperands(inst); k++)
    if ((k < 0 ? width : sp_int_width(LLVMTypeOf(LLVMGetOperand(inst, k)))) > 64) {
      sp_fail(a, inst, "an integer wider than 64 bits");
      return false;
    }
  if (width)
    state[i] = itv_top(width); /* unless an instruction below knows better */
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMSDiv: case LLVMSRem: case LLVMUDiv:
  case LLVMURem: case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMShl: case LLVMLShr:
  case LLVMAShr: {
    if (!width)
      return true; /* vectors: no value kept */
    itv x = sp_int_value(f, state, LLVMGetOperand(inst, 0));
    itv y = sp_int_value(f, state, LLVMGetOperand(inst, 1));
    if (op == LLVMSDiv || op == LLVMSRem || op == LLVMUDiv || op == LLVMURem)
      sp_check_division(a, inst, op, x, y, width);
    state[i] = sp_binary(op, x, y, width);
    return true;
  }
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: {
    LLVMValueRef x = LLVMGetOperand(inst, 0);
    unsigned from = sp_int_width(LLVMTypeOf(x));
    if (width && from)
      state[i] = sp_cast(op, sp_int_value(f, state, x), from, width);
    return true;
  }
  case LLVMICmp:
    if (width)
      state[i] = sp_compare(a, f, state, inst);
    return true;
  case LLVMSelect:
    if (width || LLVMGetTypeKind(type) == LLVMPointerTypeKind)
      sp_select(a, f, state, inst, i);
    return true;
  case LLVMAlloca: {
    sp_ptr p = sp_ptr_object(sp_memory_find(&a->memory, inst), itv_const(0));
    sp_set_ptr(a, f, inst, &p);
    return true;
  }
  case LLVMGetElementPtr:
    sp_gep(a, f, state, inst);
    return true;
  case LLVMLoad:
    sp_load(a, f, state, inst, i);
    return true;
  case LLVMStore:
    sp_store(a, f, state, inst);
    return true;
  case LLVMAtomicRMW: case LLVMAtomicCmpXchg:
    sp_atomic(a, f, state, inst, i);
    return true;
  case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMIntToPtr:
    if (LLVMGetTypeKind(type) == LLVMPointerTypeKind)
      sp_pointer_cast(a, f, inst);
    return true;
  case LLVMCall:
    return sp_call(a, f, state, inst);
  case LLVMFence: case LLVMPtrToInt: case LLVMFreeze: case LLVMExtractValue:
  case LLVMInsertValue: case LLVMFNeg: case LLVMFAdd: case LLVMFSub: case LLVMFMul:
  case LLVMFDiv: case LLVMFRem: case LLVMFCmp: case LLVMFPToUI: case LLVMFPToSI:
  case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt:
    if (LLVMGetTypeKind(type) == LLVMPointerTypeKind) {
      sp_ptr p = sp_ptr_unknown(); /* a pointer out of an aggregate */
      sp_set_ptr(a, f, inst, &p);
    }
    return true; /* integer results: the whole range, set above */
  default:
    sp_fail(a, inst, "an instruction the static analysis does not model");
    return false;
  }
}


/*
 * symex_inst.c: the semantics of non-terminator instructions on bit-vectors.
 *
 * Undefined behaviour, made explicit (docs/encoding.md):
 *  - division or remainder by zero, and signed division overflow (INT_MIN / -1), are
 *    errors: LLVM makes them immediate undefined behaviour, and so does C;
 *  - a shift by an amount >= the width gives poison in LLVM: any value, modelled as a
 *    fresh unconstrained one;
 *  - nsw/nuw/exact flags are not turned into poison: arithmetic wraps. (Signed overflow
 *    is a property of its own, not checked at this stage.)
 */
#include "encoder/symex.h"

#include <stdlib.h>

#include "encoder/llvm_util.h"

/* Records an error where `condition` holds on the current path; the path goes on only
   where it does not. */
static void sx_check(sx *x, sx_state *s, LLVMValueRef inst, aig_lit condition,
                     const char *reason) {
  sx_error(x, aig_and(x->aig, s->guard, condition), inst, reason);
  s->guard = aig_and(x->aig, s->guard, aig_not(condition));
}

static aig_lit sx_signed_overflow(sx *x, const bv *a, const bv *b) {
  unsigned w = a->width;
  aig_lit a_is_min = a->bits[w - 1];
  for (unsigned i = 0; i + 1 < w; i++)
    a_is_min = aig_and(x->aig, a_is_min, aig_not(a->bits[i]));
  aig_lit b_is_minus_one = AIG_TRUE;
  for (unsigned i = 0; i < w; i++)
    b_is_minus_one = aig_and(x->aig, b_is_minus_one, b->bits[i]);
  return aig_and(x->aig, a_is_min, b_is_minus_one);
}

static const bv *sx_division(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                             const bv *a, const bv *b) {
  sx_check(x, s, inst, bv_is_zero(x->bvm, b), "division by zero");
  if (op == LLVMSDiv || op == LLVMSRem)
    sx_check(x, s, inst, sx_signed_overflow(x, a, b), "signed division overflow");
  switch (op) {
  case LLVMUDiv: return bv_udiv(x->bvm, a, b);
  case LLVMURem: return bv_urem(x->bvm, a, b);
  case LLVMSDiv: return bv_sdiv(x->bvm, a, b);
  default: return bv_srem(x->bvm, a, b);
  }
}

/* amount >= width, for an amount of the operand's own width (w fits in w bits). */
static aig_lit sx_shift_too_far(sx *x, const bv *amount) {
  unsigned w = amount->width;
  return aig_not(bv_ult(x->bvm, amount, bv_const(x->bvm, w, w)));
}

static const bv *sx_shift(sx *x, LLVMOpcode op, const bv *a, const bv *b) {
  const bv *shifted = op == LLVMShl    ? bv_shl(x->bvm, a, b)
                      : op == LLVMLShr ? bv_lshr(x->bvm, a, b)
                                       : bv_ashr(x->bvm, a, b);
  aig_lit poison = sx_shift_too_far(x, b);
  if (poison == AIG_FALSE)
    return shifted;
  return bv_ite(x->bvm, poison, bv_input(x->bvm, a->width), shifted);
}

static const bv *sx_binary(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                           const bv *a, const bv *b) {
  bvm *m = x->bvm;
  switch (op) {
  case LLVMAdd: return bv_add(m, a, b);
  case LLVMSub: return bv_sub(m, a, b);
  case LLVMMul: return bv_mul(m, a, b);
  case LLVMAnd: return bv_and(m, a, b);
  case LLVMOr: return bv_or(m, a, b);
  case LLVMXor: return bv_xor(m, a, b);
  case LLVMShl: case LLVMLShr: case LLVMAShr: return sx_shift(x, op, a, b);
  default: return sx_division(x, s, inst, op, a, b);
  }
}

static aig_lit sx_compare(bvm *m, LLVMIntPredicate p, const bv *a, const bv *b) {
  switch (p) {
  case LLVMIntEQ: return bv_eq(m, a, b);
  case LLVMIntNE: return aig_not(bv_eq(m, a, b));
  case LLVMIntUGT: return bv_ult(m, b, a);
  case LLVMIntUGE: return bv_ule(m, b, a);
  case LLVMIntULT: return bv_ult(m, a, b);
  case LLVMIntULE: return bv_ule(m, a, b);
  case LLVMIntSGT: return bv_slt(m, b, a);
  case LLVMIntSGE: return bv_sle(m, b, a);
  case LLVMIntSLT: return bv_slt(m, a, b);
  default: return bv_sle(m, a, b);
  }
}

static bool sx_is_binary(LLVMOpcode op) {
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv:
  case LLVMURem: case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor:
    return true;
  default:
    return false;
  }
}

/* The operand's value, or NULL after cutting the path when it cannot be represented. */
static const bv *sx_need(sx *x, sx_state *s, LLVMValueRef inst, unsigned index) {
  const bv *v = sx_operand(x, s, LLVMGetOperand(inst, index));
  if (!v)
    sx_unsupported(x, s, inst, cb_opcode_description(inst));
  return v;
}

static const bv *sx_cast(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                         unsigned width) {
  const bv *a = sx_need(x, s, inst, 0);
  if (!a)
    return NULL;
  switch (op) {
  case LLVMZExt: return bv_zext(x->bvm, a, width);
  case LLVMSExt: return bv_sext(x->bvm, a, width);
  case LLVMTrunc: return bv_trunc(x->bvm, a, width);
  default: return a->width == width ? a : NULL; /* bitcast between integers */
  }
}

void sx_execute(sx *x, sx_state *s, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  if (op == LLVMCall) {
    sx_execute_call(x, s, inst);
    return;
  }
  unsigned width = sx_int_width(LLVMTypeOf(inst));
  if (!width) {
    sx_unsupported(x, s, inst, cb_opcode_description(inst));
    return;
  }
  const bv *result = NULL;
  if (sx_is_binary(op)) {
    const bv *a = sx_need(x, s, inst, 0);
    const bv *b = a ? sx_need(x, s, inst, 1) : NULL;
    if (!b)
      return;
    result = sx_binary(x, s, inst, op, a, b);
  } else if (op == LLVMICmp) {
    const bv *a = sx_need(x, s, inst, 0);
    const bv *b = a ? sx_need(x, s, inst, 1) : NULL;
    if (!b)
      return;
    result = bv_from_bit(x->bvm, sx_compare(x->bvm, LLVMGetICmpPredicate(inst), a, b));
  } else if (op == LLVMZExt || op == LLVMSExt || op == LLVMTrunc || op == LLVMBitCast) {
    result = sx_cast(x, s, inst, op, width);
    if (!result)
      return;
  } else if (op == LLVMSelect) {
    const bv *c = sx_need(x, s, inst, 0);
    const bv *t = c ? sx_need(x, s, inst, 1) : NULL;
    const bv *e = t ? sx_need(x, s, inst, 2) : NULL;
    if (!e)
      return;
    result = bv_ite(x->bvm, c->bits[0], t, e);
  } else if (op == LLVMFreeze) {
    /* Poison is already an arbitrary value here, so freezing changes nothing. */
    result = sx_need(x, s, inst, 0);
    if (!result)
      return;
  } else {
    sx_unsupported(x, s, inst, cb_opcode_description(inst));
    return;
  }
  sx_define(x, s, inst, result);
}

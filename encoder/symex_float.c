/*
 * symex_float.c: floating-point instructions and intrinsics, bit-precise IEEE 754 with
 * round-to-nearest-even (bitblast/fp.h). float and double only; x86's 80-bit long double
 * and other formats are unsupported (the path is cut, the verdict cannot be SAFE).
 */
#include <string.h>

#include "bitblast/fp.h"
#include "encoder/llvm_util.h"
#include "encoder/symex.h"

static bool sx_float_format(LLVMTypeRef type, fp_format *format) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMFloatTypeKind: *format = FP_FLOAT; return true;
  case LLVMDoubleTypeKind: *format = FP_DOUBLE; return true;
  default: return false;
  }
}

/* A conversion result LLVM calls poison (NaN, infinity, out of range): any value. */
static const bv *sx_poison_where(sx *x, aig_lit invalid, const bv *value) {
  if (invalid == AIG_FALSE)
    return value;
  return bv_ite(x->bvm, invalid, bv_input(x->bvm, value->width), value);
}

static const bv *sx_float_binary(sx *x, LLVMOpcode op, fp_format f, const bv *a, const bv *b) {
  switch (op) {
  case LLVMFAdd: return fp_add(x->bvm, f, a, b);
  case LLVMFSub: return fp_sub(x->bvm, f, a, b);
  case LLVMFMul: return fp_mul(x->bvm, f, a, b);
  case LLVMFDiv: return fp_div(x->bvm, f, a, b);
  default: return fp_rem(x->bvm, f, a, b);
  }
}

static const bv *sx_float_conversion(sx *x, LLVMOpcode op, LLVMValueRef inst, const bv *a,
                                     unsigned width) {
  LLVMTypeRef from = LLVMTypeOf(LLVMGetOperand(inst, 0)), to = LLVMTypeOf(inst);
  fp_format ff, tf;
  aig_lit invalid = AIG_FALSE;
  switch (op) {
  case LLVMFPToSI: case LLVMFPToUI: {
    if (!sx_float_format(from, &ff))
      return NULL;
    const bv *r = op == LLVMFPToSI ? fp_to_sint(x->bvm, ff, a, width, &invalid)
                                   : fp_to_uint(x->bvm, ff, a, width, &invalid);
    return sx_poison_where(x, invalid, r);
  }
  case LLVMSIToFP: case LLVMUIToFP:
    if (!sx_float_format(to, &tf))
      return NULL;
    return op == LLVMSIToFP ? fp_from_sint(x->bvm, tf, a) : fp_from_uint(x->bvm, tf, a);
  default: /* fpext, fptrunc */
    if (!sx_float_format(from, &ff) || !sx_float_format(to, &tf))
      return NULL;
    return fp_convert(x->bvm, ff, tf, a);
  }
}

const bv *sx_float_instruction(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                               unsigned width) {
  const bv *a = sx_operand(x, s, LLVMGetOperand(inst, 0));
  if (!a)
    return NULL;
  fp_format f;
  switch (op) {
  case LLVMFNeg:
    return sx_float_format(LLVMTypeOf(inst), &f) ? fp_neg(x->bvm, f, a) : NULL;
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: {
    const bv *b = sx_operand(x, s, LLVMGetOperand(inst, 1));
    return b && sx_float_format(LLVMTypeOf(inst), &f) ? sx_float_binary(x, op, f, a, b) : NULL;
  }
  case LLVMFCmp: {
    const bv *b = sx_operand(x, s, LLVMGetOperand(inst, 1));
    if (!b || !sx_float_format(LLVMTypeOf(LLVMGetOperand(inst, 0)), &f))
      return NULL;
    fp_pred p = (fp_pred)LLVMGetFCmpPredicate(inst); /* same numbering as LLVM's */
    return bv_from_bit(x->bvm, fp_cmp(x->bvm, f, p, a, b));
  }
  default:
    return sx_float_conversion(x, op, inst, a, width);
  }
}

static bool sx_starts_with(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

/* llvm.is.fpclass(x, mask): whether x is in one of the classes the mask names (bit 0
   signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0,
   7 +subnormal, 8 +normal, 9 +inf). */
static bool sx_fpclass(sx *x, sx_state *s, LLVMValueRef call) {
  fp_format f;
  LLVMValueRef operand = LLVMGetOperand(call, 0), mask = LLVMGetOperand(call, 1);
  const bv *a = sx_operand(x, s, operand);
  if (!a || !LLVMIsAConstantInt(mask) || !sx_float_format(LLVMTypeOf(operand), &f))
    return false;
  uint64_t m = LLVMConstIntGetZExtValue(mask);
  bvm *b = x->bvm;
  aig_lit neg = fp_is_negative(b, f, a), quiet = a->bits[f.significand_bits - 2];
  aig_lit nan = fp_is_nan(b, f, a);
  aig_lit classes[10] = {
      aig_and(x->aig, nan, aig_not(quiet)), aig_and(x->aig, nan, quiet),
      aig_and(x->aig, fp_is_inf(b, f, a), neg), aig_and(x->aig, fp_is_normal(b, f, a), neg),
      aig_and(x->aig, fp_is_subnormal(b, f, a), neg), aig_and(x->aig, fp_is_zero(b, f, a), neg),
      aig_and(x->aig, fp_is_zero(b, f, a), aig_not(neg)),
      aig_and(x->aig, fp_is_subnormal(b, f, a), aig_not(neg)),
      aig_and(x->aig, fp_is_normal(b, f, a), aig_not(neg)),
      aig_and(x->aig, fp_is_inf(b, f, a), aig_not(neg))};
  aig_lit in = AIG_FALSE;
  for (unsigned i = 0; i < 10; i++)
    if (m & (1u << i))
      in = aig_or(x->aig, in, classes[i]);
  sx_define(x, s, call, bv_from_bit(b, in));
  return true;
}

bool sx_float_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  fp_format f;
  if (sx_starts_with(name, "llvm.is.fpclass."))
    return sx_fpclass(x, s, call);
  if (!sx_float_format(LLVMTypeOf(call), &f))
    return false;
  unsigned argc = LLVMGetNumArgOperands(call);
  const bv *a[3] = {NULL, NULL, NULL};
  for (unsigned i = 0; i < argc && i < 3; i++)
    if (!(a[i] = sx_operand(x, s, LLVMGetOperand(call, i))))
      return false;
  const bv *r = NULL;
  if (sx_starts_with(name, "llvm.fabs."))
    r = fp_abs(x->bvm, f, a[0]);
  else if (sx_starts_with(name, "llvm.sqrt."))
    r = fp_sqrt(x->bvm, f, a[0]);
  else if (sx_starts_with(name, "llvm.fma.") && argc == 3)
    r = fp_fma(x->bvm, f, a[0], a[1], a[2]);
  else if (sx_starts_with(name, "llvm.fmuladd.") && argc == 3)
    /* LLVM lets fmuladd be fused or not; the targets cbounds compiles for (baseline i386
       and x86-64, no FMA instructions) round twice, so the program does too. */
    r = fp_add(x->bvm, f, fp_mul(x->bvm, f, a[0], a[1]), a[2]);
  else if (sx_starts_with(name, "llvm.copysign.") && argc == 2) {
    unsigned w = a[0]->width;
    const bv *magnitude = fp_abs(x->bvm, f, a[0]);
    r = bv_ite(x->bvm, a[1]->bits[w - 1], fp_neg(x->bvm, f, magnitude), magnitude);
  }
  if (!r)
    return false;
  sx_define(x, s, call, r);
  return true;
}

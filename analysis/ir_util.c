/* ir_util.c: small LLVM IR helpers shared by the analysis and libseq (see ir_util.h). */
#include "analysis/ir_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/model_attribute.h"

LLVMValueRef seq_called_function(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  return callee && LLVMIsAFunction(callee) ? callee : NULL;
}

const char *seq_name(LLVMValueRef value) {
  size_t length;
  const char *name = LLVMGetValueName2(value, &length);
  return name ? name : "";
}

bool seq_starts_with(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

bool seq_is_model(LLVMValueRef fn) {
  return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, ENC_MODEL_ATTRIBUTE,
                                       sizeof ENC_MODEL_ATTRIBUTE - 1) != NULL;
}

static bool seq_is_address_arithmetic(LLVMValueRef v, bool *gep) {
  LLVMOpcode op;
  if (LLVMIsAInstruction(v))
    op = LLVMGetInstructionOpcode(v);
  else if (LLVMIsAConstantExpr(v))
    op = LLVMGetConstOpcode(v);
  else
    return false;
  *gep = op == LLVMGetElementPtr;
  return *gep || op == LLVMBitCast || op == LLVMAddrSpaceCast;
}

/* The constant byte offset of a getelementptr, if all its indices are constants. */
static bool seq_gep_offset(LLVMValueRef gep, LLVMTargetDataRef layout, uint64_t *offset) {
  LLVMTypeRef type = LLVMGetGEPSourceElementType(gep);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  uint64_t total = 0;
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef index = LLVMGetOperand(gep, i);
    if (!LLVMIsAConstantInt(index))
      return false;
    int64_t k = LLVMConstIntGetSExtValue(index);
    if (i == 1) {
      total += (uint64_t)k * LLVMABISizeOfType(layout, type);
    } else if (LLVMGetTypeKind(type) == LLVMStructTypeKind) {
      total += LLVMOffsetOfElement(layout, type, (unsigned)k);
      type = LLVMStructGetTypeAtIndex(type, (unsigned)k);
    } else if (LLVMGetTypeKind(type) == LLVMArrayTypeKind ||
               LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
      type = LLVMGetElementType(type);
      total += (uint64_t)k * LLVMABISizeOfType(layout, type);
    } else {
      return false;
    }
  }
  *offset += total;
  return true;
}

LLVMValueRef seq_global_base(LLVMValueRef pointer, LLVMTargetDataRef layout, uint64_t *offset,
                             bool *constant) {
  *offset = 0;
  *constant = true;
  bool gep;
  for (unsigned depth = 0; depth < 64 && seq_is_address_arithmetic(pointer, &gep); depth++) {
    if (gep && *constant && !seq_gep_offset(pointer, layout, offset))
      *constant = false;
    pointer = LLVMGetOperand(pointer, 0);
  }
  return LLVMIsAGlobalVariable(pointer) ? pointer : NULL;
}

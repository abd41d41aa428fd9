/* seq_shared.c: local stack objects and visible accesses (see seq_shared.h). */
#include "passes/seq_shared.h"

#include <string.h>

#include "passes/seq.h"
#include "passes/seq_globals.h"
#include "passes/seq_util.h"

void seq_mark_local_allocas(LLVMValueRef fn) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(fn));
  unsigned kind = LLVMGetMDKindIDInContext(ctx, SEQ_LOCAL_MD, strlen(SEQ_LOCAL_MD));
  LLVMValueRef mark = LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, NULL, 0));
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (LLVMIsAAllocaInst(i) && !seq_address_escapes(i))
        LLVMSetMetadata(i, kind, mark);
}

/* The object an address is computed from: through address arithmetic and casts. */
static LLVMValueRef seq_base(LLVMValueRef pointer) {
  for (unsigned depth = 0; depth < 64; depth++) {
    if (LLVMIsAGetElementPtrInst(pointer) || LLVMIsABitCastInst(pointer) ||
        LLVMIsAAddrSpaceCastInst(pointer) || seq_is_threadlocal_address(pointer))
      pointer = LLVMGetOperand(pointer, 0);
    else if (LLVMIsAConstantExpr(pointer) &&
             (LLVMGetConstOpcode(pointer) == LLVMGetElementPtr ||
              LLVMGetConstOpcode(pointer) == LLVMBitCast ||
              LLVMGetConstOpcode(pointer) == LLVMAddrSpaceCast))
      pointer = LLVMGetOperand(pointer, 0);
    else
      break;
  }
  return pointer;
}

/* A call of malloc or calloc (the models): a fresh heap object. */
static bool seq_is_allocation(LLVMValueRef v) {
  LLVMValueRef fn = LLVMIsACallInst(v) ? seq_called_function(v) : NULL;
  return fn && seq_is_model(fn) && (!strcmp(seq_name(fn), "malloc") || !strcmp(seq_name(fn), "calloc"));
}

bool seq_may_be_shared(LLVMValueRef pointer) {
  LLVMValueRef base = seq_base(pointer);
  /* A stack or heap object whose address stays in the function that made it. */
  if (LLVMIsAAllocaInst(base) || seq_is_allocation(base))
    return seq_address_escapes(base);
  if (LLVMIsAGlobalVariable(base))
    return !LLVMIsThreadLocal(base) && !LLVMIsGlobalConstant(base) &&
           !seq_starts_with(seq_name(base), SEQ_PRIVATE_PREFIX) && !seq_is_main_only_global(base);
  return true;
}

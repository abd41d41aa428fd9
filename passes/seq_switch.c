/* seq_switch.c: switch points and atomic calls (see seq_switch.h). */
#include "passes/seq_switch.h"

#include <llvm-c/DebugInfo.h>
#include <string.h>

#include "passes/seq.h"
#include "passes/seq_candidates.h"
#include "passes/seq_shared.h"
#include "passes/seq_spin.h"
#include "passes/seq_util.h"

/* Models that are switch points of their own (they yield where the operation is) or
   that touch no memory another thread sees. */
static bool seq_model_needs_no_yield(const char *name) {
  static const char *const prefixes[] = {
      "pthread_", "sem_", "sched_yield", "__cbounds_", "__VERIFIER_nondet_",
      "__VERIFIER_assume", "__VERIFIER_atomic_begin", "__VERIFIER_atomic_end",
      "reach_error", "__VERIFIER_error", "__assert_fail", "__assert", "exit", "abort", "_Exit"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (seq_starts_with(name, prefixes[i]))
      return true;
  return false;
}

static bool seq_pointer_args_shared(LLVMValueRef call) {
  unsigned n = LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind && seq_may_be_shared(a))
      return true;
  }
  return false;
}

static bool seq_call_is_visible(LLVMValueRef call, bool all) {
  if (LLVMIsAInlineAsm(LLVMGetCalledValue(call)))
    return true;
  LLVMValueRef fn = seq_called_function(call);
  if (!fn)
    return true; /* through a pointer: it may be a model that touches memory */
  const char *name = seq_name(fn);
  if (LLVMGetIntrinsicID(fn)) {
    bool memory = seq_starts_with(name, "llvm.memcpy") || seq_starts_with(name, "llvm.memmove") ||
                  seq_starts_with(name, "llvm.memset");
    return memory && (all || seq_pointer_args_shared(call));
  }
  if (seq_model_needs_no_yield(name) || seq_is_atomic_function(fn))
    return false;
  if (LLVMCountBasicBlocks(fn) == 0 || seq_is_model(fn))
    return true; /* undefined, or a model of libc that may touch memory */
  return false;  /* the program's own function: its body has its switch points */
}

static bool seq_is_visible(LLVMValueRef inst, bool all) {
  if (seq_is_spin_read(inst))
    return false; /* libseq's own (seq_spin.h) */
  if (LLVMIsALoadInst(inst) || LLVMIsAAtomicRMWInst(inst) || LLVMIsAAtomicCmpXchgInst(inst))
    return all || (seq_may_be_shared(LLVMGetOperand(inst, 0)) && !seq_is_mover(inst));
  if (LLVMIsAStoreInst(inst))
    return all || (seq_may_be_shared(LLVMGetOperand(inst, 1)) && !seq_is_mover(inst));
  if (LLVMIsACallInst(inst))
    return seq_call_is_visible(inst, all);
  return false;
}

static void seq_call_before(LLVMBuilderRef builder, LLVMValueRef inst, LLVMValueRef fn) {
  LLVMPositionBuilderBefore(builder, inst);
  LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(inst));
  LLVMBuildCall2(builder, LLVMGlobalGetValueType(fn), fn, NULL, 0, "");
}

static void seq_call_after(LLVMBuilderRef builder, LLVMValueRef inst, LLVMValueRef fn) {
  LLVMValueRef next = LLVMGetNextInstruction(inst);
  if (!next)
    return;
  seq_call_before(builder, next, fn);
}

unsigned seq_insert_switch_points(LLVMModuleRef module, LLVMValueRef fn, bool all) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef void_fn = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  LLVMValueRef yield = seq_function(module, "__cbounds_yield", void_fn);
  LLVMValueRef begin = seq_function(module, "__cbounds_atomic_begin", void_fn);
  LLVMValueRef end = seq_function(module, "__cbounds_atomic_end", void_fn);
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(ctx);
  unsigned count = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
      if (callee == yield || callee == begin || callee == end)
        continue; /* inserted here */
      if (callee && seq_is_atomic_function(callee) && LLVMCountBasicBlocks(callee) > 0) {
        seq_call_before(builder, i, begin);
        seq_call_after(builder, i, end);
        count++;
      } else if (seq_is_visible(i, all)) {
        seq_call_before(builder, i, yield);
        count++;
      }
    }
  }
  LLVMDisposeBuilder(builder);
  return count;
}

/* seq_race.c: race instrumentation of the program's accesses (see seq_race.h). */
#include "passes/seq_race.h"

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include <string.h>

#include "passes/seq.h"
#include "passes/seq_candidates.h"
#include "passes/seq_shared.h"
#include "passes/seq_spin.h"
#include "passes/seq_util.h"

typedef struct seq_race_ctx {
  LLVMModuleRef module;
  LLVMBuilderRef builder;
  LLVMTypeRef size_type; /* the target's size_t */
  LLVMTypeRef fn_type;   /* void (ptr, size_t, i32) */
  LLVMValueRef fn;       /* __cbounds_race_access */
  bool only_candidates;
} seq_race_ctx;

static void seq_race_call(seq_race_ctx *c, LLVMValueRef inst, LLVMValueRef pointer,
                          LLVMValueRef size, unsigned flags) {
  LLVMPositionBuilderBefore(c->builder, inst);
  LLVMSetCurrentDebugLocation2(c->builder, LLVMInstructionGetDebugLoc(inst));
  if (LLVMTypeOf(size) != c->size_type)
    size = LLVMBuildZExtOrBitCast(c->builder, size, c->size_type, "race.size");
  LLVMValueRef args[] = {pointer, size,
                         LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(c->module)),
                                      flags, 0)};
  LLVMBuildCall2(c->builder, c->fn_type, c->fn, args, 3, "");
}

/* The bytes a load or store of `type` touches. */
static LLVMValueRef seq_store_size(seq_race_ctx *c, LLVMTypeRef type) {
  LLVMTargetDataRef layout = LLVMGetModuleDataLayout(c->module);
  return LLVMConstInt(c->size_type, LLVMStoreSizeOfType(layout, type), 0);
}

static bool seq_is_memory_intrinsic(LLVMValueRef inst, bool *copies) {
  LLVMValueRef fn = LLVMIsACallInst(inst) ? seq_called_function(inst) : NULL;
  if (!fn || !LLVMGetIntrinsicID(fn))
    return false;
  const char *name = seq_name(fn);
  *copies = seq_starts_with(name, "llvm.memcpy") || seq_starts_with(name, "llvm.memmove");
  return *copies || seq_starts_with(name, "llvm.memset");
}

/* Instruments one instruction; returns how many calls it got. */
static unsigned seq_race_instruction(seq_race_ctx *c, LLVMValueRef inst) {
  if ((c->only_candidates && !seq_is_race_candidate(inst)) || seq_is_spin_read(inst))
    return 0;
  if (LLVMIsALoadInst(inst) || LLVMIsAStoreInst(inst)) {
    bool store = LLVMIsAStoreInst(inst);
    LLVMValueRef pointer = LLVMGetOperand(inst, store ? 1 : 0);
    if (!seq_may_be_shared(pointer))
      return 0;
    LLVMTypeRef type = store ? LLVMTypeOf(LLVMGetOperand(inst, 0)) : LLVMTypeOf(inst);
    unsigned flags = (store ? SEQ_RACE_WRITE : 0) |
                     (LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic ? SEQ_RACE_ATOMIC : 0);
    seq_race_call(c, inst, pointer, seq_store_size(c, type), flags);
    return 1;
  }
  if (LLVMIsAAtomicRMWInst(inst) || LLVMIsAAtomicCmpXchgInst(inst)) {
    LLVMValueRef pointer = LLVMGetOperand(inst, 0);
    if (!seq_may_be_shared(pointer))
      return 0;
    LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(inst, LLVMIsAAtomicRMWInst(inst) ? 1 : 2));
    seq_race_call(c, inst, pointer, seq_store_size(c, type), SEQ_RACE_WRITE | SEQ_RACE_ATOMIC);
    return 1;
  }
  bool copies;
  if (!seq_is_memory_intrinsic(inst, &copies))
    return 0;
  unsigned count = 0;
  LLVMValueRef dst = LLVMGetOperand(inst, 0), size = LLVMGetOperand(inst, 2);
  if (seq_may_be_shared(dst)) {
    seq_race_call(c, inst, dst, size, SEQ_RACE_WRITE);
    count++;
  }
  LLVMValueRef src = LLVMGetOperand(inst, 1);
  if (copies && seq_may_be_shared(src)) {
    seq_race_call(c, inst, src, size, 0);
    count++;
  }
  return count;
}

unsigned seq_instrument_races(LLVMModuleRef module, LLVMValueRef fn, bool only_candidates) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  seq_race_ctx c = {.module = module, .builder = LLVMCreateBuilderInContext(ctx),
                    .only_candidates = only_candidates};
  c.size_type = LLVMIntPtrTypeInContext(ctx, LLVMGetModuleDataLayout(module));
  LLVMTypeRef params[] = {ptr, c.size_type, LLVMInt32TypeInContext(ctx)};
  c.fn_type = LLVMFunctionType(LLVMVoidTypeInContext(ctx), params, 3, 0);
  c.fn = seq_function(module, "__cbounds_race_access", c.fn_type);
  unsigned count = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      count += seq_race_instruction(&c, i);
  LLVMDisposeBuilder(c.builder);
  return count;
}

void seq_mark_races(LLVMModuleRef module) {
  if (LLVMGetNamedMetadata(module, SEQ_RACES_MD, strlen(SEQ_RACES_MD)))
    return;
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMValueRef node = LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, NULL, 0));
  LLVMAddNamedMetadataOperand(module, SEQ_RACES_MD, node);
  LLVMValueRef setting = LLVMGetNamedGlobal(module, SEQ_PRIVATE_PREFIX "races");
  if (setting && LLVMGetInitializer(setting))
    LLVMSetInitializer(setting, LLVMConstInt(LLVMGlobalGetValueType(setting), 1, 0));
}

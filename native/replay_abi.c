/* replay_abi.c: calls through another prototype in the native replay (replay_abi.h). */
#include "native/replay_abi.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/ptrmap.h"
#include "base/vec.h"
#include "encoder/llvm_util.h"

#define RPA_PASSED "__cbounds_replay_passed"

typedef struct rpa {
  LLVMModuleRef module;
  LLVMContextRef ctx;
  LLVMTargetDataRef layout;
  LLVMBuilderRef builder;
  LLVMTypeRef i32, check_type;
  LLVMValueRef passed;          /* the thread-local count, NULL until needed */
  LLVMValueRef *targets;
  unsigned num_targets;
  ptrmap entered;               /* function -> 1: takes the count at its entry */
  ptrmap checked;               /* function -> 1: may get too few arguments */
} rpa;

static LLVMValueRef rpa_passed(rpa *a) {
  if (!a->passed) {
    a->passed = LLVMAddGlobal(a->module, a->i32, RPA_PASSED);
    LLVMSetInitializer(a->passed, LLVMConstInt(a->i32, (unsigned long long)-1, 1));
    LLVMSetLinkage(a->passed, LLVMInternalLinkage);
    LLVMSetThreadLocal(a->passed, 1);
  }
  return a->passed;
}

static void rpa_check(rpa *a, const char *name, LLVMValueRef ok) {
  LLVMValueRef f = LLVMGetNamedFunction(a->module, name);
  if (!f)
    f = LLVMAddFunction(a->module, name, a->check_type);
  LLVMValueRef arg = LLVMBuildZExt(a->builder, ok, a->i32, "");
  LLVMBuildCall2(a->builder, a->check_type, f, &arg, 1, "");
}

/* The functions the call may run, with how (at most n, in out). */
static unsigned rpa_callees(rpa *a, LLVMValueRef call, LLVMValueRef *out, cb_abi_match *how) {
  LLVMValueRef callee = cb_called_function(call);
  if (LLVMIsAInlineAsm(LLVMGetCalledValue(call)))
    return 0;
  if (callee) {
    if (LLVMGetIntrinsicID(callee))
      return 0;
    cb_abi_match m = cb_call_abi(a->layout, call, callee);
    if (m.ok) {
      out[0] = callee;
      how[0] = m;
      return 1;
    }
  }
  unsigned n = 0;
  for (unsigned i = 0; i < a->num_targets; i++) {
    cb_abi_match m = cb_call_abi(a->layout, call, a->targets[i]);
    if (m.ok) {
      out[n] = a->targets[i];
      how[n++] = m;
    }
  }
  return n;
}

/* Before a call that may pass too few arguments: the count; its callees take it. After a
   located call whose result is used: the check that it came from a function that
   returns one. */
static void rpa_call(rpa *a, LLVMValueRef call) {
  LLVMValueRef *callees = cb_calloc(a->num_targets + 1, sizeof *callees);
  cb_abi_match *how = cb_calloc(a->num_targets + 1, sizeof *how);
  unsigned n = rpa_callees(a, call, callees, how);
  bool short_call = false, void_callee = false;
  for (unsigned i = 0; i < n; i++) {
    short_call |= how[i].passed < LLVMCountParams(callees[i]);
    void_callee |= how[i].missing_result;
  }
  if (short_call) {
    LLVMPositionBuilderBefore(a->builder, call);
    LLVMBuildStore(a->builder, LLVMConstInt(a->i32, LLVMGetNumArgOperands(call), 0), rpa_passed(a));
    for (unsigned i = 0; i < n; i++) {
      ptrmap_put(&a->entered, callees[i], 1);
      if (how[i].passed < LLVMCountParams(callees[i]))
        ptrmap_put(&a->checked, callees[i], 1);
    }
  }
  LLVMValueRef next = LLVMGetNextInstruction(call);
  if (void_callee && cb_has_location(call) && LLVMGetFirstUse(call) && next) {
    LLVMPositionBuilderBefore(a->builder, next);
    LLVMValueRef pointer = LLVMGetCalledValue(call);
    LLVMValueRef ok = LLVMConstInt(LLVMInt1TypeInContext(a->ctx), 1, 0);
    for (unsigned i = 0; i < n; i++)
      if (how[i].missing_result)
        ok = LLVMBuildAnd(a->builder, ok,
                          LLVMBuildICmp(a->builder, LLVMIntNE, pointer, callees[i], ""), "");
    rpa_check(a, "__cbounds_replay_result_check", ok);
  }
  free(callees);
  free(how);
}

static void rpa_check_read(rpa *a, LLVMValueRef inst, LLVMValueRef passed, LLVMValueRef v) {
  if (!LLVMIsAArgument(v))
    return;
  LLVMPositionBuilderBefore(a->builder, inst);
  LLVMValueRef index = LLVMConstInt(a->i32, cb_param_index(v), 0);
  rpa_check(a, "__cbounds_replay_argument_check",
            LLVMBuildICmp(a->builder, LLVMIntUGT, passed, index, ""));
}

/* The check before inst for each parameter it reads (sx_arguments_given's reads). */
static void rpa_reads(rpa *a, LLVMValueRef inst, LLVMValueRef passed) {
  unsigned num = cb_is_parameter_spill(inst) ? 0 : (unsigned)LLVMGetNumOperands(inst);
  for (unsigned j = 0; j < num; j++)
    rpa_check_read(a, inst, passed, LLVMGetOperand(inst, j));
  if (!LLVMIsATerminatorInst(inst))
    return;
  LLVMBasicBlockRef block = LLVMGetInstructionParent(inst);
  for (unsigned k = 0; k < LLVMGetNumSuccessors(inst); k++)
    for (LLVMValueRef phi = LLVMGetFirstInstruction(LLVMGetSuccessor(inst, k));
         phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi))
      for (unsigned j = 0; j < LLVMCountIncoming(phi); j++)
        if (LLVMGetIncomingBlock(phi, j) == block)
          rpa_check_read(a, inst, passed, LLVMGetIncomingValue(phi, j));
}

/* At the entry of a function a short call may run: the count, set back to -1. */
static void rpa_entry(rpa *a, LLVMValueRef f) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f);
  LLVMValueRef first = LLVMGetFirstInstruction(entry);
  LLVMPositionBuilderBefore(a->builder, first);
  LLVMValueRef passed = LLVMBuildLoad2(a->builder, a->i32, rpa_passed(a), "cbounds.passed");
  LLVMBuildStore(a->builder, LLVMConstInt(a->i32, (unsigned long long)-1, 1), rpa_passed(a));
  unsigned unused;
  if (!ptrmap_get(&a->checked, f, &unused))
    return;
  LLVMValueRef *list = NULL;
  size_t n = 0, cap = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (!LLVMIsAPHINode(i) && i != passed && !cb_is_debug_intrinsic(i)) {
        CB_GROW(list, n, cap, 64);
        list[n++] = i;
      }
  for (size_t k = 0; k < n; k++)
    rpa_reads(a, list[k], passed);
  free(list);
}

void rpa_instrument(LLVMModuleRef module, LLVMTargetDataRef layout, LLVMValueRef *targets,
                    unsigned num_targets) {
  rpa a = {.module = module, .ctx = LLVMGetModuleContext(module), .layout = layout,
           .targets = targets, .num_targets = num_targets};
  a.builder = LLVMCreateBuilderInContext(a.ctx);
  a.i32 = LLVMInt32TypeInContext(a.ctx);
  a.check_type = LLVMFunctionType(LLVMVoidTypeInContext(a.ctx), &a.i32, 1, 0);
  ptrmap_init(&a.entered);
  ptrmap_init(&a.checked);
  LLVMValueRef *calls = NULL;
  size_t n = 0, cap = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsACallInst(i)) {
          CB_GROW(calls, n, cap, 64);
          calls[n++] = i;
        }
  for (size_t k = 0; k < n; k++)
    rpa_call(&a, calls[k]);
  free(calls);
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f)) {
    unsigned unused;
    if (LLVMCountBasicBlocks(f) > 0 && ptrmap_get(&a.entered, f, &unused))
      rpa_entry(&a, f);
  }
  ptrmap_release(&a.entered);
  ptrmap_release(&a.checked);
  LLVMDisposeBuilder(a.builder);
}

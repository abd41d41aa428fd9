/* prepare.c: optnone removal, mem2reg, loop-simplify and the debug-information format. */
#include "driver/prepare.h"

#include <string.h>

#include <llvm-c/Error.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "base/alloc.h"

static void prep_strip_optnone(LLVMModuleRef module) {
  const char *name = "optnone";
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
}

/* mem2reg turns each store to a local variable into an llvm.dbg.value without a line
   (line 0), so a trace could not say on which line a variable got its value. Before it
   runs, each such store gets a line marker: a call of llvm.donothing carrying the
   store's location, which survives mem2reg right before the variable's dbg.value. */
static void prep_mark_assignments(LLVMModuleRef module) {
  const char *name = "llvm.donothing";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef marker = LLVMGetIntrinsicDeclaration(module, id, NULL, 0);
  LLVMTypeRef type = LLVMIntrinsicGetType(LLVMGetModuleContext(module), id, NULL, 0);
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
  unsigned dbg = LLVMGetMDKindIDInContext(LLVMGetModuleContext(module), "dbg", 3);
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsAStoreInst(i) || !LLVMIsAAllocaInst(LLVMGetOperand(i, 1)) ||
            !LLVMGetDebugLocLine(i))
          continue;
        LLVMPositionBuilderBefore(builder, i);
        LLVMValueRef call = LLVMBuildCall2(builder, type, marker, NULL, 0, "");
        LLVMSetMetadata(call, dbg, LLVMGetMetadata(i, dbg)); /* the store's !dbg location */
      }
  LLVMDisposeBuilder(builder);
}

bool prep_run(LLVMModuleRef module, char **error) {
  *error = NULL;
  prep_strip_optnone(module);
  prep_mark_assignments(module);
  LLVMPassBuilderOptionsRef options = LLVMCreatePassBuilderOptions();
  /* loop-simplify gives every loop one back edge: the symbolic executor counts a loop's
     iterations by the times its header is entered over a back edge, so a loop with two
     (a `continue`) would count an iteration of one path once per back edge taken by
     others, and meet --unwind long before any path does. */
  LLVMErrorRef failure = LLVMRunPasses(module, "function(mem2reg,loop-simplify)", NULL, options);
  LLVMDisposePassBuilderOptions(options);
  if (!failure)
    return true;
  char *message = LLVMGetErrorMessage(failure);
  *error = cb_format("mem2reg or loop-simplify failed: %s", message);
  LLVMDisposeErrorMessage(message);
  return false;
}

void prep_debug_intrinsics(LLVMModuleRef module) { LLVMSetIsNewDbgInfoFormat(module, 0); }

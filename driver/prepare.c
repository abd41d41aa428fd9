/* prepare.c: optnone removal, mem2reg and the debug-information format. */
#include "driver/prepare.h"

#include <string.h>

#include <llvm-c/Error.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "encoder/alloc.h"

static void prep_strip_optnone(LLVMModuleRef module) {
  const char *name = "optnone";
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
}

bool prep_run(LLVMModuleRef module, char **error) {
  *error = NULL;
  prep_strip_optnone(module);
  LLVMPassBuilderOptionsRef options = LLVMCreatePassBuilderOptions();
  LLVMErrorRef failure = LLVMRunPasses(module, "mem2reg", NULL, options);
  LLVMDisposePassBuilderOptions(options);
  if (!failure)
    return true;
  char *message = LLVMGetErrorMessage(failure);
  *error = cb_format("mem2reg failed: %s", message);
  LLVMDisposeErrorMessage(message);
  return false;
}

void prep_debug_intrinsics(LLVMModuleRef module) { LLVMSetIsNewDbgInfoFormat(module, 0); }

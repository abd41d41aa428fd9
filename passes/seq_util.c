/* seq_util.c: small helpers shared by libseq's files. */
#include "passes/seq_util.h"

#include <string.h>

bool seq_is_atomic_function(LLVMValueRef fn) {
  const char *name = seq_name(fn);
  return seq_starts_with(name, "__VERIFIER_atomic_") &&
         strcmp(name, "__VERIFIER_atomic_begin") != 0 && strcmp(name, "__VERIFIER_atomic_end") != 0;
}

LLVMValueRef seq_function(LLVMModuleRef module, const char *name, LLVMTypeRef type) {
  LLVMValueRef fn = LLVMGetNamedFunction(module, name);
  return fn ? fn : LLVMAddFunction(module, name, type);
}


/* seq_models.c: linking the embedded runtime models (see seq_models.h). */
#include "passes/seq_models.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>

#include "passes/seq_contract.h" /* ENC_MODEL_ATTRIBUTE */
#include "passes/seq_output.h"
#include "passes/seq.h"
#include "passes/seq_util.h"
#include "base/alloc.h"

/* Generated at build time by scripts/embed.cmake from the linked model bitcode. */
extern const unsigned char cb_models_lp64[];
extern const unsigned long cb_models_lp64_size;
extern const unsigned char cb_models_ilp32[];
extern const unsigned long cb_models_ilp32_size;

static LLVMModuleRef seq_parse_models(LLVMContextRef ctx, bool ilp32) {
  const char *data = (const char *)(ilp32 ? cb_models_ilp32 : cb_models_lp64);
  size_t size = ilp32 ? cb_models_ilp32_size : cb_models_lp64_size;
  LLVMMemoryBufferRef buffer = LLVMCreateMemoryBufferWithMemoryRange(data, size, "runtime-models", 0);
  LLVMModuleRef models = NULL;
  if (LLVMParseBitcodeInContext2(ctx, buffer, &models))
    models = NULL;
  LLVMDisposeMemoryBuffer(buffer);
  return models;
}

/* Gives both modules the same triple and data layout: the program's, where it has them. */
static void seq_align_targets(LLVMModuleRef module, LLVMModuleRef models) {
  if (!*LLVMGetDataLayoutStr(module))
    LLVMSetDataLayout(module, LLVMGetDataLayoutStr(models));
  if (!*LLVMGetTarget(module))
    LLVMSetTarget(module, LLVMGetTarget(models));
  LLVMSetDataLayout(models, LLVMGetDataLayoutStr(module));
  LLVMSetTarget(models, LLVMGetTarget(module));
}

/* Marks every function the models define, so that the encoder and libseq can tell them
   apart from the program's own (which may lack debug information as well). */
static void seq_mark_models(LLVMModuleRef models) {
  LLVMContextRef ctx = LLVMGetModuleContext(models);
  LLVMAttributeRef mark = LLVMCreateStringAttribute(ctx, ENC_MODEL_ATTRIBUTE,
                                                    sizeof ENC_MODEL_ATTRIBUTE - 1, "", 0);
  for (LLVMValueRef f = LLVMGetFirstFunction(models); f; f = LLVMGetNextFunction(f))
    if (LLVMCountBasicBlocks(f) > 0)
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, mark);
}

bool seq_has_models(LLVMModuleRef module) {
  LLVMValueRef run = LLVMGetNamedFunction(module, "__cbounds_seq_run");
  return run && LLVMCountBasicBlocks(run) > 0;
}

bool seq_link_models(LLVMModuleRef module, const char **error) {
  unsigned pointer_size = LLVMPointerSize(LLVMGetModuleDataLayout(module));
  if (pointer_size != 4 && pointer_size != 8) {
    *error = "unsupported target: pointers are neither 32 nor 64 bits wide";
    return false;
  }
  LLVMModuleRef models = seq_parse_models(LLVMGetModuleContext(module), pointer_size == 4);
  if (!models) {
    *error = "the embedded runtime models are broken";
    return false;
  }
  seq_align_targets(module, models);
  seq_mark_models(models);
  seq_route_discarded_output(module); /* before the models define printf */
  if (LLVMLinkModules2(module, models)) { /* consumes models, also on failure */
    *error = "cannot link the runtime models";
    return false;
  }
  return true;
}

void seq_rename_pthread_models(LLVMModuleRef module) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    size_t length;
    const char *name = LLVMGetValueName2(fn, &length);
    if (LLVMCountBasicBlocks(fn) == 0 || !seq_is_model(fn) || strncmp(name, "pthread_", 8))
      continue;
    char *renamed = cb_format("%s%.*s", SEQ_MODEL_PREFIX, (int)length, name);
    LLVMSetValueName2(fn, renamed, strlen(renamed));
    free(renamed);
  }
}

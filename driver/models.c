/* models.c: parsing the embedded runtime models and linking them into the program. */
#include "driver/models.h"

#include "encoder/check.h"

#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>

#include "driver/msg.h"

/* Generated at build time by scripts/embed.cmake from the linked model bitcode. */
extern const unsigned char cb_models_lp64[];
extern const unsigned long cb_models_lp64_size;
extern const unsigned char cb_models_ilp32[];
extern const unsigned long cb_models_ilp32_size;

/* The pointer size of the module in bytes (LLVM's default layout when it has none). */
static unsigned mdl_pointer_size(LLVMModuleRef module) {
  return LLVMPointerSize(LLVMGetModuleDataLayout(module));
}

static LLVMModuleRef mdl_parse(fe_context *context, bool ilp32) {
  const char *data = (const char *)(ilp32 ? cb_models_ilp32 : cb_models_lp64);
  size_t size = ilp32 ? cb_models_ilp32_size : cb_models_lp64_size;
  LLVMMemoryBufferRef buffer =
      LLVMCreateMemoryBufferWithMemoryRange(data, size, "runtime-models", 0);
  LLVMModuleRef models = NULL;
  bool failed = LLVMParseBitcodeInContext2(context->llvm, buffer, &models);
  LLVMDisposeMemoryBuffer(buffer);
  char *error = fe_context_take_error(context);
  if (failed) {
    msg_error("the embedded runtime models are broken: %s", error ? error : "unknown error");
    models = NULL;
  }
  free(error);
  return models;
}

/* Gives both modules the same triple and data layout: the program's, where it has them. */
static void mdl_align_targets(LLVMModuleRef module, LLVMModuleRef models) {
  if (!*LLVMGetDataLayoutStr(module))
    LLVMSetDataLayout(module, LLVMGetDataLayoutStr(models));
  if (!*LLVMGetTarget(module))
    LLVMSetTarget(module, LLVMGetTarget(models));
  LLVMSetDataLayout(models, LLVMGetDataLayoutStr(module));
  LLVMSetTarget(models, LLVMGetTarget(module));
}

/* Marks every function the models define, so that the encoder can tell them apart from
   the program's own (which may lack debug information as well). */
static void mdl_mark(LLVMModuleRef models) {
  LLVMContextRef ctx = LLVMGetModuleContext(models);
  LLVMAttributeRef mark = LLVMCreateStringAttribute(ctx, ENC_MODEL_ATTRIBUTE,
                                                    sizeof ENC_MODEL_ATTRIBUTE - 1, "", 0);
  for (LLVMValueRef f = LLVMGetFirstFunction(models); f; f = LLVMGetNextFunction(f))
    if (LLVMCountBasicBlocks(f) > 0)
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, mark);
}

bool mdl_link(fe_context *context, LLVMModuleRef module, const char *file) {
  unsigned pointer_size = mdl_pointer_size(module);
  if (pointer_size != 4 && pointer_size != 8) {
    msg_error("%s: unsupported target: %u-bit pointers (expected 32 or 64)", file,
              8 * pointer_size);
    return false;
  }
  LLVMModuleRef models = mdl_parse(context, pointer_size == 4);
  if (!models)
    return false;
  mdl_align_targets(module, models);
  mdl_mark(models);
  /* Consumes models, also on failure. */
  bool failed = LLVMLinkModules2(module, models);
  char *error = fe_context_take_error(context);
  if (failed)
    msg_error("%s: cannot link the runtime models: %s", file,
              error ? error : "unknown error");
  free(error);
  return !failed;
}

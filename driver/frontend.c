/* frontend.c: compiling or parsing the input, and verifying the module. */
#include "driver/frontend.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/IRReader.h>

#include "driver/clang.h"
#include "native/guard.h"
#include "base/alloc.h"
#include "base/msg.h"

static void fe_on_diagnostic(LLVMDiagnosticInfoRef info, void *data) {
  fe_context *context = data;
  char *text = LLVMGetDiagInfoDescription(info);
  LLVMDiagnosticSeverity severity = LLVMGetDiagInfoSeverity(info);
  if (severity == LLVMDSError && !context->error)
    context->error = cb_strdup(text);
  else if (severity == LLVMDSWarning)
    msg_warning("%s", text);
  LLVMDisposeMessage(text);
}

void fe_context_init(fe_context *context) {
  context->llvm = LLVMContextCreate();
  context->error = NULL;
  LLVMContextSetDiagnosticHandler(context->llvm, fe_on_diagnostic, context);
}

void fe_context_release(fe_context *context) {
  LLVMContextDispose(context->llvm);
  context->llvm = NULL;
  free(context->error);
  context->error = NULL;
}

char *fe_context_take_error(fe_context *context) {
  char *error = context->error;
  context->error = NULL;
  return error;
}

/* Reads the bitcode file at path; name is the file to mention in messages. */
static bool fe_read_bitcode(fe_context *context, const char *path, const char *name,
                            LLVMModuleRef *module) {
  LLVMMemoryBufferRef buffer = NULL;
  char *message = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buffer, &message)) {
    msg_error("cannot read %s: %s", name, message);
    LLVMDisposeMessage(message);
    return false;
  }
  bool failed = LLVMParseBitcodeInContext2(context->llvm, buffer, module);
  LLVMDisposeMemoryBuffer(buffer);
  char *error = fe_context_take_error(context);
  if (failed) {
    msg_error("%s is not valid LLVM bitcode: %s", name, error ? error : "unknown error");
    *module = NULL;
  }
  free(error);
  return !failed;
}

/* LLVM's parser says `FILE:L:C: error: WHAT` and then quotes the line: prints
   `FILE:L:C: WHAT`, one line. */
static void fe_report_ir_error(const char *name, const char *message) {
  char *line = msg_first_line(message);
  char *error = strstr(line, ": error: ");
  size_t length = strlen(name);
  if (error && !strncmp(line, name, length) && line[length] == ':') {
    memmove(error + 2, error + 9, strlen(error + 9) + 1);
    msg_error("%s", line);
  } else {
    msg_error("%s is not valid LLVM assembly: %s", name, line);
  }
  free(line);
}

static bool fe_read_ir(fe_context *context, const char *path, LLVMModuleRef *module) {
  LLVMMemoryBufferRef buffer = NULL;
  char *message = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buffer, &message)) {
    msg_error("cannot read %s: %s", path, message);
    LLVMDisposeMessage(message);
    return false;
  }
  /* Takes ownership of the buffer. */
  bool failed = LLVMParseIRInContext(context->llvm, buffer, module, &message);
  free(fe_context_take_error(context));
  if (failed) {
    fe_report_ir_error(path, message);
    *module = NULL;
  }
  LLVMDisposeMessage(message);
  return !failed;
}

static bool fe_verify(LLVMModuleRef module, const char *name) {
  char *message = NULL;
  bool broken = LLVMVerifyModule(module, LLVMReturnStatusAction, &message);
  if (broken) {
    char *line = msg_first_line(message);
    msg_error("%s: invalid LLVM module: %s", name, line);
    free(line);
  }
  LLVMDisposeMessage(message);
  return !broken;
}

static fe_status fe_compile(fe_context *context, const opt_options *o, double deadline,
                            LLVMModuleRef *module) {
  char *bitcode = NULL;
  cc_status status = cc_compile(o, deadline, &bitcode);
  if (status == CC_TIMEOUT)
    return FE_TIMEOUT;
  if (status == CC_FAILED)
    msg_error("%s does not compile", o->file);
  if (status != CC_OK)
    return FE_ERROR;
  bool ok = fe_read_bitcode(context, bitcode, o->file, module);
  cc_discard(bitcode);
  return ok ? FE_OK : FE_ERROR;
}

static fe_status fe_read(fe_context *context, const opt_options *o, double deadline,
                         LLVMModuleRef *module) {
  switch (o->input) {
  case OPT_INPUT_C:
  case OPT_INPUT_PREPROCESSED:
    return fe_compile(context, o, deadline, module);
  case OPT_INPUT_BITCODE:
    return fe_read_bitcode(context, o->file, o->file, module) ? FE_OK : FE_ERROR;
  case OPT_INPUT_IR:
    return fe_read_ir(context, o->file, module) ? FE_OK : FE_ERROR;
  }
  return FE_ERROR;
}

fe_status fe_load(fe_context *context, const opt_options *o, double deadline,
                  LLVMModuleRef *module) {
  *module = NULL;
  grd_set_loading(true);
  fe_status status = fe_read(context, o, deadline, module);
  if (status == FE_OK && !fe_verify(*module, o->file)) {
    LLVMDisposeModule(*module);
    *module = NULL;
    status = FE_ERROR;
  }
  grd_set_loading(false);
  return status;
}

/* frontend.c: compiling or parsing the input, and verifying the module. */
#include "driver/frontend.h"

#include <assert.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>

#include "driver/clang.h"
#include "driver/compile_db.h"
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

static fe_status fe_compile(fe_context *context, const opt_options *o, const cc_unit *unit,
                            double deadline, LLVMModuleRef *module) {
  char *bitcode = NULL;
  cc_status status = cc_compile(o, unit, deadline, &bitcode);
  if (status == CC_TIMEOUT)
    return FE_TIMEOUT;
  if (status == CC_FAILED)
    msg_error("%s does not compile", unit->file);
  if (status != CC_OK)
    return FE_ERROR;
  bool ok = fe_read_bitcode(context, bitcode, unit->file, module);
  cc_discard(bitcode);
  return ok ? FE_OK : FE_ERROR;
}

/* One input file as a module (verified). */
static fe_status fe_read(fe_context *context, const opt_options *o, const cc_unit *unit,
                         double deadline, LLVMModuleRef *module) {
  fe_status status = FE_ERROR;
  switch (unit->input) {
  case OPT_INPUT_C:
  case OPT_INPUT_PREPROCESSED:
    status = fe_compile(context, o, unit, deadline, module);
    break;
  case OPT_INPUT_BITCODE:
    status = fe_read_bitcode(context, unit->file, unit->file, module) ? FE_OK : FE_ERROR;
    break;
  case OPT_INPUT_IR:
    status = fe_read_ir(context, unit->file, module) ? FE_OK : FE_ERROR;
    break;
  }
  if (status == FE_OK && !fe_verify(*module, unit->file)) {
    LLVMDisposeModule(*module);
    *module = NULL;
    status = FE_ERROR;
  }
  return status;
}

/* Links `more` (consumed) into `module`, as a C linker would: one definition of each
   external symbol, static ones kept apart. */
static bool fe_link(fe_context *context, LLVMModuleRef module, LLVMModuleRef more,
                    const char *file) {
  if (!LLVMLinkModules2(module, more))
    return true;
  char *error = fe_context_take_error(context);
  msg_error("%s cannot be linked with the files before it: %s", file,
            error ? error : "unknown error");
  free(error);
  return false;
}

/* The flags of a C file from the compilation database, if there is one. */
static cc_unit fe_unit(const opt_options *o, const cdb *db, const char *file) {
  cc_unit unit = {.file = file};
  bool known = opt_input_of(file, &unit.input);
  assert(known); /* opt_parse() checked every input's kind */
  (void)known;
  if (!o->compile_commands || (unit.input != OPT_INPUT_C && unit.input != OPT_INPUT_PREPROCESSED))
    return unit;
  const cdb_entry *entry = cdb_find(db, file);
  if (!entry) {
    msg_warning("%s is not in %s: compiled with the command line's flags only", file,
                o->compile_commands);
    return unit;
  }
  unit.args = (const char *const *)entry->args;
  unit.num_args = entry->num_args;
  return unit;
}

fe_status fe_load(fe_context *context, const opt_options *o, double deadline,
                  LLVMModuleRef *module) {
  *module = NULL;
  cdb db = {0};
  if (o->compile_commands && !cdb_load(o->compile_commands, &db))
    return FE_ERROR;
  grd_set_loading(true);
  fe_status status = FE_OK;
  const char *single[1] = {o->file};
  const char *const *files = o->num_files ? o->files : single;
  size_t num_files = o->num_files ? o->num_files : 1;
  for (size_t i = 0; i < num_files && status == FE_OK; i++) {
    cc_unit unit = fe_unit(o, &db, files[i]);
    LLVMModuleRef one = NULL;
    status = fe_read(context, o, &unit, deadline, &one);
    if (status != FE_OK)
      break;
    if (!*module)
      *module = one;
    else if (!fe_link(context, *module, one, files[i]))
      status = FE_ERROR;
  }
  if (status == FE_OK && num_files > 1 && !fe_verify(*module, o->file))
    status = FE_ERROR;
  if (status != FE_OK && *module) {
    LLVMDisposeModule(*module);
    *module = NULL;
  }
  grd_set_loading(false);
  cdb_release(&db);
  return status;
}

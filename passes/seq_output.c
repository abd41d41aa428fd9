/* seq_output.c: output calls whose result is unused go to cheap models (seq_output.h). */
#include "passes/seq_output.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "passes/seq_contract.h" /* SEQ_MODEL_PREFIX */
#include "base/alloc.h"

/* The functions and the operand that holds their format (-1: none). */
static const struct {
  const char *name;
  int format;
} seq_output_functions[] = {
    {"printf", 0}, {"fprintf", 1}, {"dprintf", 1}, {"vprintf", 0},
    {"vfprintf", 1}, {"vdprintf", 1}, {"puts", -1}, {"fputs", -1}, {"putchar", -1},
    {"fflush", -1},
};

/* Whether a printf format may write through an argument (%n), read as glibc reads the
   conversion specification: flags, width, precision, length, conversion. */
static bool seq_format_writes(const char *f, size_t length) {
  for (size_t i = 0; i < length; i++) {
    if (f[i] != '%')
      continue;
    i++;
    while (i < length && strchr("-+ #0'I123456789.*$", f[i]))
      i++;
    while (i < length && strchr("hlqjztL", f[i]))
      i++;
    if (i < length && f[i] == 'n')
      return true;
  }
  return false;
}

/* Whether the operand is a constant string (a string literal) that writes nothing. */
static bool seq_harmless_format(LLVMValueRef op) {
  if (!LLVMIsAGlobalVariable(op) || !LLVMIsGlobalConstant(op))
    return false;
  LLVMValueRef init = LLVMGetInitializer(op);
  if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
    return false;
  size_t length;
  const char *text = LLVMGetAsString(init, &length);
  return !seq_format_writes(text, length);
}

/* The direct calls of fn whose result is unused and whose format is harmless. */
static bool seq_discarded_call(LLVMValueRef user, LLVMValueRef fn, int format) {
  if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != fn || LLVMGetFirstUse(user))
    return false;
  if (LLVMGetCalledFunctionType(user) != LLVMGlobalGetValueType(fn))
    return false; /* another prototype (old C): the full model checks it */
  if (format < 0)
    return true;
  if ((unsigned)format >= LLVMGetNumArgOperands(user))
    return false;
  return seq_harmless_format(LLVMGetOperand(user, (unsigned)format));
}

static unsigned seq_route_function(LLVMModuleRef module, const char *name, int format) {
  LLVMValueRef fn = LLVMGetNamedFunction(module, name);
  if (!fn || LLVMCountBasicBlocks(fn) > 0)
    return 0; /* not called, or the program's own */
  unsigned count = 0, cap = 0;
  LLVMValueRef *calls = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!seq_discarded_call(user, fn, format))
      continue;
    if (count == cap) {
      cap = cap ? 2 * cap : 16;
      calls = cb_realloc(calls, cap * sizeof *calls);
    }
    calls[count++] = user;
  }
  if (count > 0) {
    char *cheap_name = cb_format("%s%s", SEQ_MODEL_PREFIX, name);
    LLVMValueRef cheap = LLVMGetNamedFunction(module, cheap_name);
    if (!cheap)
      cheap = LLVMAddFunction(module, cheap_name, LLVMGlobalGetValueType(fn));
    free(cheap_name);
    for (unsigned i = 0; i < count; i++)
      LLVMSetOperand(calls[i], LLVMGetNumOperands(calls[i]) - 1, cheap); /* the callee */
  }
  free(calls);
  return count;
}

unsigned seq_route_discarded_output(LLVMModuleRef module) {
  /* The cheap models take no failure, so errno stays as it was; a failing output call
     may set it (and C lets any library call set it). A program that reads errno gets
     the full models: "errno == 0 after a printf" must not be SAFE. */
  LLVMValueRef errno_location = LLVMGetNamedFunction(module, "__errno_location");
  if (errno_location && LLVMGetFirstUse(errno_location))
    return 0;
  unsigned routed = 0;
  for (size_t i = 0; i < sizeof seq_output_functions / sizeof *seq_output_functions; i++)
    routed += seq_route_function(module, seq_output_functions[i].name, seq_output_functions[i].format);
  return routed;
}

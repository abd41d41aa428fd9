/*
 * frontend.h: from the input file to a verified LLVM module.
 *
 * C (.c, .i) is compiled with clang (clang.h); bitcode (.bc) and LLVM assembly (.ll)
 * are parsed in-process. The module is then checked with LLVM's verifier.
 *
 * fe_context bundles the LLVM context of a run with a diagnostic handler: LLVM's
 * default handler would exit(1) on an error, this one records the first error for the
 * caller to report, prints warnings as `cbounds: warning: ...` and drops remarks.
 *
 * Ownership: the context owns nothing but the LLVM context and the recorded error;
 * modules made in it must be disposed (LLVMDisposeModule) before fe_context_release().
 * fe_load() gives the caller the module on FE_OK.
 * Errors: FE_ERROR means an input error, already printed (the caller exits with 2);
 * FE_TIMEOUT means the deadline passed while clang ran.
 */
#ifndef CB_DRIVER_FRONTEND_H
#define CB_DRIVER_FRONTEND_H

#include <llvm-c/Core.h>

#include "driver/options.h"

typedef struct fe_context {
  LLVMContextRef llvm;
  char *error; /* first error reported by LLVM and not yet taken; owned */
} fe_context;

/* The context must stay at the same address until released (the handler keeps it). */
void fe_context_init(fe_context *context);
void fe_context_release(fe_context *context);
/* The recorded error (the caller frees it), or NULL; clears the record. */
char *fe_context_take_error(fe_context *context);

typedef enum fe_status {
  FE_OK,
  FE_ERROR,
  FE_TIMEOUT,
} fe_status;

/* deadline: absolute, on cb_now()'s clock; <= 0 for none. */
fe_status fe_load(fe_context *context, const opt_options *options, double deadline,
                  LLVMModuleRef *module);

#endif

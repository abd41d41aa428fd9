/*
 * seq_util.h: small helpers shared by libseq's files (names, calls); those the static
 * range analysis uses too are in analysis/ir_util.h, included here. libseq allocates
 * through base/alloc.h: failures abort, it has no way to recover from them.
 *
 * Ownership: nothing here allocates for the caller; functions returned belong to the
 * module. Errors: none are reported.
 */
#ifndef CB_SEQ_UTIL_H
#define CB_SEQ_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "analysis/ir_util.h"

/* A function whose calls are atomic: __VERIFIER_atomic_* (SV-COMP's convention). */
bool seq_is_atomic_function(LLVMValueRef fn);
/* The function named `name` with type `type`, declared if the module has none. */
LLVMValueRef seq_function(LLVMModuleRef module, const char *name, LLVMTypeRef type);

#endif

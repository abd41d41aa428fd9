/*
 * seq_util.h: small helpers shared by libseq's files (names, calls, allocation).
 * Allocation failures abort: libseq has no way to recover from them.
 */
#ifndef CB_SEQ_UTIL_H
#define CB_SEQ_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

void *seq_xcalloc(size_t count, size_t size);
char *seq_strdup(const char *s);

/* The function a call calls directly, or NULL (through a pointer, inline assembly). */
LLVMValueRef seq_called_function(LLVMValueRef call);
/* A value's name (never NULL). */
const char *seq_name(LLVMValueRef value);
bool seq_starts_with(const char *s, const char *prefix);
/* A function of the runtime models (marked by the driver when it links them). */
bool seq_is_model(LLVMValueRef fn);
/* A function whose calls are atomic: __VERIFIER_atomic_* (SV-COMP's convention). */
bool seq_is_atomic_function(LLVMValueRef fn);
/* The function named `name` with type `type`, declared if the module has none. */
LLVMValueRef seq_function(LLVMModuleRef module, const char *name, LLVMTypeRef type);

/* Follows address arithmetic and casts from `pointer` back to the global variable it
   points into. Returns that global (or NULL); *offset is the constant byte offset, and
   *constant false when some index is not a constant. */
LLVMValueRef seq_global_base(LLVMValueRef pointer, LLVMTargetDataRef layout, uint64_t *offset,
                             bool *constant);

#endif

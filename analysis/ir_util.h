/*
 * ir_util.h: small LLVM IR helpers shared by the static range analysis and libseq
 * (names, calls, allocation, address arithmetic). They keep libseq's seq_ prefix.
 * Both allocate through base/alloc.h, whose failures abort.
 *
 * Ownership: strings returned are LLVM's (valid while the value lives); nothing here
 * allocates for the caller. Errors: none are reported (NULL or false where stated).
 */
#ifndef CB_IR_UTIL_H
#define CB_IR_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

/* The function a call calls directly, or NULL (through a pointer, inline assembly). */
LLVMValueRef seq_called_function(LLVMValueRef call);
/* A value's name (never NULL). */
const char *seq_name(LLVMValueRef value);
bool seq_starts_with(const char *s, const char *prefix);
/* A function of the runtime models (marked by the driver when it links them). */
bool seq_is_model(LLVMValueRef fn);

/* Follows address arithmetic and casts from `pointer` back to the global variable it
   points into. Returns that global (or NULL); *offset is the constant byte offset, and
   *constant false when some index is not a constant. */
LLVMValueRef seq_global_base(LLVMValueRef pointer, LLVMTargetDataRef layout, uint64_t *offset,
                             bool *constant);

#endif

/*
 * escape.h: whether an address leaves its function: stored somewhere, passed to a call
 * that keeps it (any but the runtime models' that use it only during the call, and
 * intrinsics such as llvm.lifetime.*), turned into an integer. Libseq marks the stack
 * objects whose address does not escape as local (passes/seq_shared.h); the static range
 * analysis gives up on those whose address does. The names keep libseq's seq_ prefix.
 *
 * Ownership: answers only, nothing is allocated. Errors: none; what the analysis cannot
 * follow counts as escaping.
 */
#ifndef CB_ESCAPE_H
#define CB_ESCAPE_H

#include <stdbool.h>
#include <llvm-c/Core.h>

/* Whether the address `pointer` may be given to anyone beyond loads, stores and address
   arithmetic (it escapes). */
bool seq_address_escapes(LLVMValueRef pointer);
/* llvm.threadlocal.address(@g): the running thread's instance of a thread-local
   variable; for the sequential program simply @g. */
bool seq_is_threadlocal_address(LLVMValueRef v);

#endif

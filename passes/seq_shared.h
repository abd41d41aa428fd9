/*
 * seq_shared.h: which memory is shared between threads, and so which accesses are
 * visible to the other threads (STORM's lesson: switch points only where they matter).
 *
 * A stack object (alloca) is local when its address never leaves the function's own
 * loads, stores and address arithmetic: not stored anywhere, not passed to a call, not
 * turned into an integer. Local allocas get the SEQ_LOCAL_MD mark, and the encoder keeps
 * one copy of them instead of one per round. Everything else that memory accesses can
 * reach (globals, the heap, escaping stack objects) is shared, except the sequential
 * program's own globals (SEQ_PRIVATE_PREFIX), thread-local and constant globals, and
 * blocks of malloc/calloc whose address stays in the function that allocated them.
 *
 * Ownership: the marks belong to the module. Errors: none; what libseq cannot follow
 * is shared.
 */
#ifndef CB_SEQ_SHARED_H
#define CB_SEQ_SHARED_H

#include <stdbool.h>
#include <llvm-c/Core.h>

#include "analysis/escape.h" /* seq_address_escapes */

/* Marks every local alloca of fn with SEQ_LOCAL_MD. */
void seq_mark_local_allocas(LLVMValueRef fn);
/* Whether an access through `pointer` may touch shared memory. */
bool seq_may_be_shared(LLVMValueRef pointer);

#endif

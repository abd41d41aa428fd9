/*
 * seq_switch.h: switch points. Before every operation of the program's own code that
 * other threads can see (an access that may touch shared memory, a call into a model
 * that reads or writes memory, a call of an undefined function), libseq inserts a call
 * of __cbounds_yield (runtime-models/threads.c): there the running thread may move to a
 * later round or stop. The synchronization models yield themselves. Calls of
 * __VERIFIER_atomic_* functions are bracketed by __cbounds_atomic_begin/end.
 *
 * Ownership: the calls are added to the caller's module. Errors: none.
 */
#ifndef CB_SEQ_SWITCH_H
#define CB_SEQ_SWITCH_H

#include <stdbool.h>
#include <llvm-c/Core.h>

/* Instruments fn, a function of the program (not of the models). With `all`, a switch
   point comes before every memory access and call, shared or not. Returns the number of
   switch points inserted. */
unsigned seq_insert_switch_points(LLVMModuleRef module, LLVMValueRef fn, bool all);

#endif

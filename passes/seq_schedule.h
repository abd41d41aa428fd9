/*
 * seq_schedule.h: the sequential program's entry for a threaded program.
 *
 *   __cbounds_entry:   __cbounds_seq_begin(__cbounds_seq_main)     thread 0 is main
 *                      __cbounds_seq_run(0) ... __cbounds_seq_run(N-1)   N = --threads
 *                      __cbounds_rounds_check()
 *   __cbounds_seq_main: main(nondet arguments); main calls __cbounds_seq_main_returns()
 *                      before each of its returns (the program's exit)
 *
 * plus the settings the models read (K, N), the reset of thread-local variables at each
 * thread's start (__cbounds_seq_tls_reset), and the SEQ_ROUNDS_MD mark for the encoder.
 *
 * Ownership: everything built belongs to the module. Errors: seq_build_schedule() returns
 * a static reason (not to be freed) when the runtime models are missing.
 */
#ifndef CB_SEQ_SCHEDULE_H
#define CB_SEQ_SCHEDULE_H

#include <llvm-c/Core.h>

#include "passes/seq.h"

/* Builds all of the above. Returns NULL, or a static reason when the module lacks the
   runtime models it needs. */
const char *seq_build_schedule(LLVMModuleRef module, LLVMValueRef main_fn,
                               const seq_options *options);

/* Turns deadlock detection on in the runtime models (__cbounds_seq_deadlocks = 1), for a
   module with threads or without (a lone thread blocked for good is deadlocked too). */
void seq_mark_deadlocks(LLVMModuleRef module);

/* A fresh value for one parameter of a main of unusual shape (or without the models):
   integers from the encoder's nondet primitive, anything else undef. */
LLVMValueRef seq_main_argument(LLVMModuleRef module, LLVMBuilderRef builder, LLVMTypeRef type);
/* Calls main with fresh arguments at the builder's position: for main(argc, argv[,
   envp]) those of the models (runtime-models/main_args.c). */
void seq_call_main(LLVMModuleRef module, LLVMBuilderRef builder, LLVMValueRef main_fn);

#endif

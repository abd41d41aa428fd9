/*
 * seq_globals.h: globals that only main's thread can touch (STORM's lesson, and the
 * shared-data analysis of the lockset work): a global variable whose address never
 * escapes and whose every use is in a function that main reaches by direct calls but
 * that no other thread can run (no thread start function, nothing whose address is
 * taken, reaches it) lives in one thread. It gets the SEQ_LOCAL_MD mark, as local stack
 * objects do: no switch point before its accesses, no race instrumentation, and the
 * encoder keeps one copy of it instead of one per round (so its values stay constants
 * where the program computes constants, as in a loop over a global counter).
 *
 * Ownership: the module owns the marks it gets. Errors: none; a global libseq cannot
 * follow is left shared.
 */
#ifndef CB_SEQ_GLOBALS_H
#define CB_SEQ_GLOBALS_H

#include <stdbool.h>
#include <llvm-c/Core.h>

/* Marks the globals of the module that only main's thread uses; returns how many. */
unsigned seq_mark_main_only_globals(LLVMModuleRef module, LLVMValueRef main_fn);
/* Whether the global has the mark. */
bool seq_is_main_only_global(LLVMValueRef global);

#endif

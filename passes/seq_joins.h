/*
 * seq_joins.h: whether every pthread_join of a program surely joins a thread that was
 * created, in main's thread only, so that no join waits for ever but for a thread that
 * waits itself (the lock-order pass, seq_lockorder.h, rules those out).
 *
 * The models let a join of a handle that no pthread_create wrote (an uninitialized
 * pthread_t) wait for ever, and a join in another thread could close a cycle of joins.
 * A join is accepted when it runs only in main's thread and its handle is loaded from a
 * *handle variable* that a pthread_create of the same function surely wrote before (on
 * every path). A handle variable is a local (an alloca) or a global, at a constant
 * offset, used only by pthread_create (as its handle) and by loads: nothing else writes
 * it.
 *
 * Ownership: the reason returned is newly malloc'd (NULL: every join is accepted).
 */
#ifndef CB_SEQ_JOINS_H
#define CB_SEQ_JOINS_H

#include <llvm-c/Core.h>

#include "passes/seq_callgraph.h"

char *seq_check_joins(LLVMModuleRef module, const seq_callgraph *graph);

#endif

/*
 * seq_lockset.h: the locks a thread surely holds, and whether it is surely inside an
 * atomic section, before each instruction of the program (the lockset analysis of the
 * CPAchecker race work, as a must-analysis over libseq's call graph).
 *
 * Locks are global mutexes, spin locks and rwlocks in write mode, named by a global
 * variable and a constant offset (`&m`, `&locks[2]`, `&s.lock`); a lock reached through
 * any other pointer is not tracked. Read locks, semaphores and trylock are not tracked
 * either. The state at a function's entry is what all its direct callers hold at the
 * call, but for the calls main makes while it is the only thread, of functions that
 * create no thread: that run meets no other thread's access, whatever it holds. A
 * thread start, or any function whose address is taken, starts with nothing. A
 * call of a program function adds the locks it surely returns holding, and keeps the
 * caller's only if it can release none. A lock is *unreliable*, and never counts, if
 * some thread may release it without surely holding it (the models let any thread
 * unlock a normal mutex), or if an unlock through an untracked pointer may reach it.
 *
 * Ownership: seq_lockset_new() allocates, seq_lockset_free() releases.
 */
#ifndef CB_SEQ_LOCKSET_H
#define CB_SEQ_LOCKSET_H

#include <stdbool.h>
#include <stdint.h>
#include <llvm-c/Core.h>

#include "passes/seq_annotations.h"
#include "passes/seq_callgraph.h"

/* At most this many locks are tracked; others are not. */
#define SEQ_MAX_LOCKS 64

typedef struct seq_lockstate {
  uint64_t locks;  /* bit i: lock i is surely held */
  unsigned atomic; /* surely inside this many atomic sections (0: maybe outside) */
} seq_lockstate;

typedef struct seq_lockset seq_lockset;

/* annotations: the lock annotations (seq_annotations.h), or NULL; borrowed. */
seq_lockset *seq_lockset_new(LLVMModuleRef module, const seq_callgraph *graph,
                             const seq_annotations *annotations);
void seq_lockset_free(seq_lockset *ls);

/* Calls visit(inst, state, ctx) for every instruction of fn, with the state before it
   (reliable locks only). */
typedef void (*seq_lockset_visit)(LLVMValueRef inst, seq_lockstate state, void *ctx);
void seq_lockset_walk(const seq_lockset *ls, LLVMValueRef fn, seq_lockset_visit visit, void *ctx);

/* Whether inst is in main and runs before main can have created any thread: nothing
   else runs yet, and every thread's accesses come after it. */
bool seq_lockset_before_threads(const seq_lockset *ls, LLVMValueRef inst);

/* The name of lock i for reports ("m", "s+8"): newly malloc'd. */
char *seq_lockset_name(const seq_lockset *ls, unsigned i);

#endif

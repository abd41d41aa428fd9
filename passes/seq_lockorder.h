/*
 * seq_lockorder.h: the lock-order pass: a fast may-analysis that finds the lock-order
 * cycles of a program (warnings) and, when there is none and nothing else can wait for
 * ever, proves that no execution deadlocks (any bounds, any number of threads).
 *
 * Each function is analysed once per whole-program pass, starting with no lock held: the
 * locks it *may* hold before each instruction (a lock taken on some path and not surely
 * released since), and a summary for its callers (the locks it may take while waiting,
 * the locks it may return holding, whether it may join or end its thread). Taking lock b
 * while maybe holding a adds the edge a -> b (seq_lockgraph.h). Locks are global
 * mutexes, spin locks and rwlocks (either mode) named by a global variable and a constant
 * offset, as in the lockset pass, and the atomic sections as one more lock.
 *
 * Why no cycle proves the absence of deadlocks, when the program also passes these
 * checks (each failure is named in `refusal`): every lock operation names a lock; no
 * call through a pointer; no wait but on locks and joins (no condition wait, semaphore,
 * barrier, once, cancellation); no thread ends holding a lock (its start routine may not
 * return holding one, pthread_exit is not reached holding one); no join is reached
 * holding a lock, and only main's thread joins. Then in a deadlocked state every thread
 * that waits for a lock waits for a thread that waits for a lock too (the holder has not
 * ended, and does not wait in a join, which it would reach holding nothing); following
 * the holders closes a cycle of threads, and its locks form a cycle of edges. Without a
 * thread waiting for a lock, the waits are joins by main alone, which end.
 *
 * Ownership: seq_find_lock_order() fills *out; seq_lockorder_release() frees its text.
 */
#ifndef CB_SEQ_LOCKORDER_H
#define CB_SEQ_LOCKORDER_H

#include <stdbool.h>
#include <llvm-c/Core.h>

typedef struct seq_lockorder {
  unsigned cycles; /* lock-order cycles (each a possible deadlock: warnings) */
  char *report;    /* one cycle of each, with both sites per edge, or NULL; owned */
  char *refusal;   /* why no cycle is not a proof (the first reason met), or NULL; owned */
  bool proved;     /* no cycle, no refusal: no execution deadlocks */
  unsigned locks;  /* locks told apart */
} seq_lockorder;

/* Analyses module from main_fn (the module is not changed). */
void seq_find_lock_order(LLVMModuleRef module, LLVMValueRef main_fn, seq_lockorder *out);
void seq_lockorder_release(seq_lockorder *lo);

#endif

// The lock-order pass proves "no deadlock" only when no lock-order cycle remains *and*
// nothing else can wait for ever (docs/deadlocks.md, "The lock-order pass"). Without a
// cycle, each variant here still waits for ever in some execution (the precise check
// finds it) or could: the pass must refuse, and say why.
//
// RUN: %expect 0 %cbounds %s --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=PROVED
// main joins while it holds the lock the thread needs.
// RUN: %expect 20 %cbounds %s -DJOIN_HOLDING --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=JOIN_HOLDING
// RUN: %expect 10 %cbounds %s -DJOIN_HOLDING --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// The worker returns holding the lock; main takes it after the join... or before.
// RUN: %expect 20 %cbounds %s -DENDS_HOLDING --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=ENDS_HOLDING
// RUN: %expect 10 %cbounds %s -DENDS_HOLDING --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// The worker ends by pthread_exit in a helper, called while it holds the lock.
// RUN: %expect 20 %cbounds %s -DEXIT_HELPER --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=EXIT_HELPER
// RUN: %expect 10 %cbounds %s -DEXIT_HELPER --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// A condition wait that nothing signals.
// RUN: %expect 20 %cbounds %s -DCOND --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=COND
// RUN: %expect 10 %cbounds %s -DCOND --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// main joins a handle that no pthread_create wrote on some paths.
// RUN: %expect 20 %cbounds %s -DUNCREATED --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=UNCREATED
// The models let that join wait for ever; natively it is undefined, so no replay.
// RUN: %expect 10 %cbounds-bin %s -DUNCREATED --property no-deadlock --no-deepen | FileCheck %s --check-prefix=DEADLOCK
// A thread joins main's other thread (joins may form a cycle outside main).
// RUN: %expect 20 %cbounds %s -DTHREAD_JOIN --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=THREAD_JOIN
// A lock reached through a pointer the pass cannot name.
// RUN: %expect 20 %cbounds %s -DPOINTER --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=POINTER
// A call through a function pointer.
// RUN: %expect 20 %cbounds %s -DFNPTR --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=FNPTR
// The worker may abort holding the lock (abort declared without noreturn, as some
// programs do): the process ends, nothing waits after it, so this is still proved.
// RUN: %expect 0 %cbounds %s -DABORTS --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=PROVED
// The worker may long-jump out while it holds the lock: the path the analysis follows
// from setjmp holds nothing, so a proof would be wrong (main then waits for m for ever).
// RUN: %expect 20 %cbounds %s -DJUMPS --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=JUMPS
// --lockorder-only is about deadlocks.
// RUN: %expect 2 %cbounds %s --property unreach-call --lockorder-only 2>&1 | FileCheck %s --check-prefix=USAGE
//
// PROVED: {{^}}SAFE: no execution deadlocks, with any number of threads
// DEADLOCK: {{^}}UNSAFE: deadlock:
// JOIN_HOLDING: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: pthread_join while holding a lock at {{.*}}refusals.c:[[#]]{{$}}
// ENDS_HOLDING: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: thread start function worker may return holding a lock taken at {{.*}}refusals.c:[[#]]{{$}}
// EXIT_HELPER: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: pthread_exit reached holding a lock (through a call) at {{.*}}refusals.c:[[#]]{{$}}
// COND: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: a call of pthread_cond_wait (a wait the lock-order pass does not analyse) at {{.*}}refusals.c:[[#]]{{$}}
// UNCREATED: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: a pthread_join of a handle not surely written by a pthread_create of the same function at {{.*}}refusals.c:[[#]]{{$}}
// THREAD_JOIN: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: a pthread_join that a thread other than main's may run at {{.*}}refusals.c:[[#]]{{$}}
// POINTER: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: a lock that is not a global variable at a constant offset (or more than 63 locks) at {{.*}}refusals.c:[[#]]{{$}}
// FNPTR: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: a call through a function pointer at {{.*}}refusals.c:[[#]]{{$}}
// JUMPS: {{^}}UNKNOWN: the lock-order analysis cannot rule out a deadlock: a call of longjmp
// USAGE: --lockorder-only needs a property that counts deadlocks

#include <pthread.h>
#include <setjmp.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
pthread_t first;
int shared;

void leave(void) { pthread_exit(0); }

void bump(void) { shared++; }

jmp_buf out;

void *worker(void *arg) {
#ifdef JUMPS
  if (setjmp(out))
    return 0;
#endif
#ifdef THREAD_JOIN
  pthread_join(first, 0);
#endif
#ifdef COND
  pthread_mutex_lock(&m);
  pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
#endif
#ifdef POINTER
  pthread_mutex_t *p = arg;
  pthread_mutex_lock(p);
  pthread_mutex_unlock(p);
#endif
#ifdef FNPTR
  void (*volatile f)(void) = bump;
  f();
#endif
  pthread_mutex_lock(&m);
  shared++;
#ifdef EXIT_HELPER
  if (__VERIFIER_nondet_int())
    leave();
#endif
#ifdef ABORTS
  if (__VERIFIER_nondet_int())
    abort();
#endif
#ifdef JUMPS
  if (__VERIFIER_nondet_int())
    longjmp(out, 1);
#endif
#ifndef ENDS_HOLDING
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

void *idle(void *arg) { return 0; }

int main(void) {
  pthread_t h;
  pthread_create(&first, 0, idle, 0);
#ifdef UNCREATED
  if (__VERIFIER_nondet_int())
#endif
  pthread_create(&h, 0, worker, &m);
#ifdef JOIN_HOLDING
  pthread_mutex_lock(&m);
#endif
  pthread_join(h, 0);
#if defined(ENDS_HOLDING) || defined(EXIT_HELPER)
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
#endif
#ifdef JOIN_HOLDING
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

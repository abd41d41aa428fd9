// Per-mutex invariants (docs/static-proof.md, "Per-mutex invariants"): producers and
// consumers, as many of each as a nondeterministic n, share a bounded queue under one
// mutex. `busy` is 1 only inside the critical section and `items` stays in 0..CAP, so
// that queue[items] stays inside the array. Intervals over "everything any thread
// stores" cannot see it (busy may be 1, items may be CAP before the decrement); the
// invariants of the globals the mutex protects (the value whenever the mutex is free)
// can: SAFE for any number of threads, which no bounded check can say. JSON's reason
// names the analysis.
//
// Each variant breaks what the proof relies on, is refused, and the bounded check
// finds its bug:
// -DOFF_BY_ONE: `items <= CAP` lets a producer write queue[CAP] (a thread too many).
// -DBROKEN: an unlock and a lock in the middle of the critical section publish busy = 1.
// -DUNLOCKED_WRITE: a write of busy after the unlock, without the lock.
// -DUNLOCKED_READ: a read of busy without the lock sees the 1 of another thread.
// -DMAIN_LATE: main writes busy without the lock after creating threads (only its
//   writes before any thread exists need none): a producer may see main's 0 after
//   writing 1 itself, though 0 is a value the invariant allows.
// -DFOREIGN_UNLOCK: a thread unlocks the mutex it does not hold (glibc frees a normal
//   mutex anyway), so two threads may be inside at once. Not replayed natively: the
//   native replay of that trace diverges (it reaches the thread bound).
//
// The proof rules out reach_error, not a wait that never ends: under the default
// property (deadlocks included) a program that locks gets no proof for any bounds
// (docs/deadlocks.md), so the SAFE runs ask for unreach-call.
// RUN: %expect 0 %cbounds %s --property unreach-call --verbosity 2 --json %t.json 2>&1 | FileCheck %s --check-prefixes=PROGRESS,SAFE
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %expect 20 %cbounds %s --no-static-proof --threads 3 | FileCheck %s --check-prefix=BOUNDED
// RUN: %expect 10 %cbounds %s -DOFF_BY_ONE --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,OFF_BY_ONE
// RUN: %expect 10 %cbounds %s -DBROKEN --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 10 %cbounds %s -DUNLOCKED_WRITE --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 10 %cbounds %s -DUNLOCKED_READ -K 2 --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 10 %cbounds %s -DMAIN_LATE --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DFOREIGN_UNLOCK --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
//
// PROGRESS: static range analysis: no error is reachable ({{.*}}, per-mutex invariants)
// SAFE: SAFE: no error is reachable in any execution, with any number of threads, rounds and loop iterations (static range analysis with per-mutex invariants)
// SAFE-NOT: bounds:
// JSON: "verdict": "SAFE"
// JSON: "reason": "no error is reachable in any execution, with any number of threads, rounds and loop iterations (static range analysis with per-mutex invariants)"
// JSON: "any_bounds": true
// BOUNDED: UNKNOWN: the program creates more threads than --threads allows
// NOPROOF: static range analysis: no proof
// OFF_BY_ONE: UNSAFE: out-of-bounds memory access
// REACH: UNSAFE: reach_error() called
#include <pthread.h>
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
#define CAP 2
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int busy;       /* 1 only inside the critical section */
int items;      /* slots of the queue in use: 0..CAP */
int queue[CAP];

void *producer(void *arg) {
  pthread_mutex_lock(&m);
  if (busy != 0) reach_error();
  busy = 1;
#ifdef OFF_BY_ONE
  if (items <= CAP) {
#else
  if (items < CAP) {
#endif
    queue[items] = 1;
    items = items + 1;
  }
  if (busy != 1) reach_error(); /* nobody else writes it while this thread holds m */
#ifdef BROKEN
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
#endif
  busy = 0;
  pthread_mutex_unlock(&m);
#ifdef UNLOCKED_WRITE
  busy = 1;
  busy = 0;
#endif
  return 0;
}

void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (busy != 0) reach_error();
  if (items > 0) {
    items = items - 1;
    if (queue[items] < 0) reach_error();
  }
  pthread_mutex_unlock(&m);
#ifdef UNLOCKED_READ
  if (busy != 0) reach_error();
#endif
  return 0;
}

#ifdef FOREIGN_UNLOCK
void *rogue(void *arg) {
  pthread_mutex_unlock(&m); /* a normal mutex is free after anyone's unlock */
  return 0;
}
#endif

int main(void) {
  pthread_t t;
  unsigned n = __VERIFIER_nondet_uint();
  items = 0;
  for (unsigned i = 0; i < n; i++) {
    pthread_create(&t, 0, producer, 0);
    pthread_create(&t, 0, consumer, 0);
#ifdef MAIN_LATE
    busy = 0; /* no longer before the threads: needs the lock */
#endif
#ifdef FOREIGN_UNLOCK
    pthread_create(&t, 0, rogue, 0);
#endif
  }
  pthread_mutex_lock(&m);
  if (items < 0 || items > CAP) reach_error();
  pthread_mutex_unlock(&m);
  return 0;
}

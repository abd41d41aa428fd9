// The lock-order pass (docs/deadlocks.md): --lockorder-only prints each lock-order cycle
// with both acquisition sites of every edge, and answers SAFE for any bounds only when
// no cycle and no other wait that may last for ever remains. Each variant below is an
// edge a naive pass gets wrong; the precise check agrees with each verdict.
//
// Opposite orders: a -> b in t1 and b -> a in t2.
// RUN: %expect 20 %cbounds %s --property no-deadlock --lockorder-only | FileCheck %s --check-prefixes=CYCLE,OPPOSITE
// RUN: %expect 10 %cbounds %s --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// The same orders with a common gate lock: edges gate -> a, gate -> b, a -> b, b -> a
// still form a cycle (the pass does not know gate locks): a warning, no proof; the
// precise check proves it within the bounds.
// RUN: %expect 20 %cbounds %s -DGATE --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=CYCLE
// RUN: %expect 0 %cbounds %s -DGATE --property no-deadlock | FileCheck %s --check-prefix=BOUNDED
// One order everywhere: proved, and --property no-deadlock skips the precise check.
// RUN: %expect 0 %cbounds %s -DSAME --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=PROVED
// RUN: %expect 0 %cbounds %s -DSAME --property no-deadlock | FileCheck %s --check-prefix=PROVED
// RUN: %expect 0 %cbounds %s -DSAME --property no-deadlock --no-static-proof | FileCheck %s --check-prefix=BOUNDED
// The default property: the range analysis rules out the other errors, the pass the
// deadlocks.
// RUN: %expect 0 %cbounds %s -DSAME | FileCheck %s --check-prefix=BOTH
// t2 holds b only on some paths when it takes a (a may-analysis keeps the edge b -> a,
// a must-analysis would lose it).
// RUN: %expect 20 %cbounds %s -DMAYBE --property no-deadlock --lockorder-only | FileCheck %s --check-prefixes=CYCLE,MAYBE
// RUN: %expect 10 %cbounds %s -DMAYBE --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// t2 takes b through a wrapper that returns holding it, then a: the edge comes from the
// wrapper's summary.
// RUN: %expect 20 %cbounds %s -DWRAPPER --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=WRAPPED
// RUN: %expect 10 %cbounds %s -DWRAPPER --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// t2 holds b and calls a function that takes a: the edge goes through the call.
// RUN: %expect 20 %cbounds %s -DCALLEE --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=CALLED
// RUN: %expect 10 %cbounds %s -DCALLEE --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// A timed condition wait gives up b and takes it again while holding a (taken by
// trylock, which never waits): a wait for b; t1 takes b, then a.
// RUN: %expect 20 %cbounds %s -DTIMEDWAIT --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=RETAKE
// A trylock of a lock held already fails and leaves it held: b -> a.
// RUN: %expect 20 %cbounds %s -DTRY_HELD --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=TRY_HELD
// RUN: %expect 10 %cbounds %s -DTRY_HELD --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// Relocking a held normal mutex: a cycle of one.
// RUN: %expect 20 %cbounds %s -DRELOCK -DSAME --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=SELF
// RUN: %expect 10 %cbounds %s -DRELOCK -DSAME --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// With the other order too: the relock is reported apart from the cycle of two.
// RUN: %expect 20 %cbounds %s -DRELOCK --property no-deadlock --lockorder-only | FileCheck %s --check-prefix=TWO
//
// CYCLE: lock-order cycles of the lock-order pass (warnings, may be false alarms):
// CYCLE-NEXT: cycle 1: a -> b -> a
// CYCLE-NEXT: holds a (taken at {{.*}}cycles.c:100) while it takes b at {{.*}}cycles.c:101{{$}}
// OPPOSITE-NEXT: holds b (taken at {{.*}}cycles.c:161) while it takes a at {{.*}}cycles.c:162{{$}}
// MAYBE-NEXT: holds b (taken at {{.*}}cycles.c:125) while it takes a at {{.*}}cycles.c:126{{$}}
// CYCLE: {{^}}UNKNOWN: 1 lock-order cycle (lock-order analysis)
// DEADLOCK: {{^}}UNSAFE: deadlock: thread {{.*}} holds
// BOUNDED: {{^}}SAFE: no error found within the bounds{{$}}
// PROVED: {{^}}SAFE: no execution deadlocks, with any number of threads, rounds and loop iterations (lock-order analysis: no lock-order cycle, no other wait that can last for ever){{$}}
// BOTH: {{^}}SAFE: no error is reachable in any execution, {{.*}}lock-order analysis: no deadlock){{$}}
// WRAPPED: cycle 1: a -> b -> a
// WRAPPED: holds b (taken at {{.*}}cycles.c:77) while it takes a at {{.*}}cycles.c:140{{$}}
// CALLED: cycle 1: a -> b -> a
// CALLED: holds b (taken at {{.*}}cycles.c:144) while it takes a at {{.*}}cycles.c:80{{$}}
// RETAKE: cycle 1: a -> b -> a
// RETAKE: holds a (taken at {{.*}}cycles.c:150) while it takes b at {{.*}}cycles.c:151{{$}}
// TWO: cycle 1: a -> a
// TWO: cycle 2: a -> b -> a
// TWO: {{^}}UNKNOWN: 2 lock-order cycles (lock-order analysis){{$}}
// TRY_HELD: cycle 1: a -> b -> a
// TRY_HELD: holds b (taken at {{.*}}cycles.c:183) while it takes a at {{.*}}cycles.c:185{{$}}
// SELF: cycle 1: a -> a
// SELF-NEXT: holds a (taken at {{.*}}cycles.c:100) while it takes a at {{.*}}cycles.c:106{{$}}

#include <pthread.h>
#include <time.h>

extern int __VERIFIER_nondet_int(void);
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int shared;

void take_b(void) { pthread_mutex_lock(&b); }

void take_a_briefly(void) {
  pthread_mutex_lock(&a);
  shared++;
  pthread_mutex_unlock(&a);
}

/* b is held already: its trylock fails and b stays held while a is taken. */
void try_held(void);

void *t1(void *arg) {
#ifdef GATE
  pthread_mutex_lock(&gate);
#endif
#ifdef TIMEDWAIT
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  shared++;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  pthread_mutex_lock(&a);
#else
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  shared++;
  pthread_mutex_unlock(&b);
#endif
#ifdef RELOCK
  pthread_mutex_lock(&a);
#endif
  pthread_mutex_unlock(&a);
#ifdef GATE
  pthread_mutex_unlock(&gate);
#endif
  return 0;
}

void *t2(void *arg) {
#if defined(SAME)
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
#elif defined(MAYBE)
  int took = __VERIFIER_nondet_int();
  if (took)
    pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  if (took)
    pthread_mutex_unlock(&b);
#elif defined(WRAPPER)
  take_b();
  shared++;
  shared++;
  shared++;
  shared++;
  shared++;
  shared++;
  shared++;
  shared++;
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
#elif defined(CALLEE)
  pthread_mutex_lock(&b);
  take_a_briefly();
  pthread_mutex_unlock(&b);
#elif defined(TIMEDWAIT)
  struct timespec when = {0, 0};
  pthread_mutex_lock(&b);
  if (pthread_mutex_trylock(&a) == 0) {
    pthread_cond_timedwait(&c, &b, &when);
    pthread_mutex_unlock(&a);
  }
  pthread_mutex_unlock(&b);
#elif defined(TRY_HELD)
  try_held();
#else
#ifdef GATE
  pthread_mutex_lock(&gate);
#endif
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  shared++;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
#ifdef GATE
  pthread_mutex_unlock(&gate);
#endif
#endif
  return 0;
}

int main(void) {
  pthread_t h1, h2;
  pthread_create(&h1, 0, t1, 0);
  pthread_create(&h2, 0, t2, 0);
  pthread_join(h1, 0);
  pthread_join(h2, 0);
  return 0;
}

void try_held(void) {
  pthread_mutex_lock(&b);
  if (pthread_mutex_trylock(&b) != 0) {
    pthread_mutex_lock(&a);
    pthread_mutex_unlock(&a);
  }
  pthread_mutex_unlock(&b);
}

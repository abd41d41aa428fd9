// Thread-local variables (C11 _Thread_local and GNU __thread) exist once per thread:
// every thread starts with the variable's initializer, not with another thread's
// current value, and its writes are seen by no other thread.
// Main sets its own copies to mine = 5, calls = 7, then creates T1 and T2; each thread
// increments its own copies (starting from 0 and 100) and asserts they are 1 and 101,
// whatever the interleaving; after joining both, main asserts its copies are still 5
// and 7. SAFE (K=2: main joins in round 2; K=3).
// If the variables were shared, T1 would see 6 and 8 (main's values plus one): the
// assertions in the threads would fail.
//
// -DBUG: main asserts mine == 7, as if the two threads had incremented main's copy.
// It is 5 in every execution, so main fails as soon as it gets past the joins: with
// K=2 (round 1: main creates T1, T2, blocks on join(T1); T1 and T2 run to the end;
// round 2: main joins both, the assertion fails). With K=1 main never gets past
// join(T1) (T1 runs after main): SAFE.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUG -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 3 --32 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

static _Thread_local int mine;
static __thread int calls = 100;

static void bump(void) {
  mine++;
  calls++;
}

static void *worker(void *arg) {
  (void)arg;
  bump();
  assert(mine == 1);
  assert(calls == 101);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  mine = 5;
  calls = 7;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}thread-local.c:[[@LINE+1]]{{$}}
  assert(mine == 7);
#else
  assert(mine == 5);
#endif
  assert(calls == 7);
  return 0;
}

// Peterson's mutual exclusion for two threads, under sequential consistency (cbounds'
// memory model): each of T1 (id 0) and T2 (id 1) enters the critical section once; in
// it, a shared counter `inside` is incremented, asserted to be 1 (at most one thread
// inside), and decremented.
//
// Busy-waiting is a loop of at most SPIN re-reads of the condition followed by
// __VERIFIER_assume that the condition now lets the thread in: the execution goes on
// only if the wait ends within SPIN+1 evaluations (it is discarded otherwise, it does not
// enter the critical section anyway). A context switch may happen before each read, so
// the waiting thread can always read again in a later round: no interleaving of the
// other thread's steps is lost. Giving up after SPIN reads and entering anyway would
// change the algorithm; an unbounded loop would exceed the unwind bound.
//
// Correct version: SAFE for every K (checked with K=2 and K=3); Peterson's algorithm is
// correct under sequential consistency.
//
// -DBUG: `turn = other` is written before `flag[me] = 1` (the classic wrong order).
// Failing schedule with K=2:
//   round 1: main creates T1, T2, blocks on join(T1);
//            T1 writes turn = 1, preempted;
//            T2 writes turn = 0, flag[1] = 1, reads flag[0] == 0: enters; inside = 1,
//            preempted inside the critical section;
//   round 2: main blocks; T1 writes flag[0] = 1, reads flag[1] == 1 but turn == 0 (its
//            own id): enters; inside = 2: the assertion fails.
// With K=1 the bug is out of reach: T1 runs a prefix of its code, then T2 a prefix of
// its own; while T1 is inside, T2 finds flag[0] == 1 and turn == 0 (T2's own write,
// after T1's) and waits, and if T1 is not inside there is nobody to collide with.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUG -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 3 --32 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_assume(int);

#ifndef SPIN
#define SPIN 2
#endif

static int flag[2];
static int turn;
static int inside;

static void critical_section(void) {
  inside++;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}peterson.c:[[@LINE+1]]{{$}}
  assert(inside == 1);
  inside--;
}

static void *thread(void *arg) {
  int me = *(int *)arg;
  int other = 1 - me;
#ifdef BUG
  turn = other;
  flag[me] = 1;
#else
  flag[me] = 1;
  turn = other;
#endif
  for (int i = 0; i < SPIN && flag[other] && turn == other; i++) {
  }
  __VERIFIER_assume(!(flag[other] && turn == other));
  critical_section();
  flag[me] = 0;
  return 0;
}

int main(void) {
  static int ids[2] = {0, 1};
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread, &ids[0]);
  pthread_create(&t2, 0, thread, &ids[1]);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

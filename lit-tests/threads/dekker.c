// Dekker's mutual exclusion for two threads, under sequential consistency: each of T1
// (id 0) and T2 (id 1) enters the critical section once; in it a shared counter
// `inside` is incremented, asserted to be 1, and decremented.
//
//   flag[me] = 1;
//   while (flag[other]) {
//     if (turn != me) { flag[me] = 0; while (turn != me) {} flag[me] = 1; }
//   }
//   critical section; turn = other; flag[me] = 0;
//
// Both loops are bounded: at most SPIN iterations, then __VERIFIER_assume that the loop
// condition is now false. Executions in which a wait lasts longer are discarded, not
// let into the critical section; since a context switch may happen before each read of
// a shared variable, a waiting thread can always read again in a later round, so no
// interleaving of the other thread's steps is lost.
//
// Correct version: SAFE for every K (checked with K=2 and K=3).
//
// -DBUG: the outer `while (flag[other])` becomes an `if`: after the first check the
// thread enters without looking at flag[other] again. Failing schedule with K=2:
//   round 1: main creates T1, T2, blocks on join(T1); T1 does nothing yet (preempted
//            before its first write);
//            T2 writes flag[1] = 1, reads flag[0] == 0: enters; inside = 1, preempted;
//   round 2: main blocks; T1 writes flag[0] = 1, reads flag[1] == 1, reads turn == 0
//            (its own id: no backing off) and, with the `if`, enters; inside = 2: the
//            assertion fails.
// With K=1 it is out of reach: T1 runs a prefix, then T2 a prefix; if T1 is inside,
// T2 sees flag[0] == 1 and turn == 0 != 1, backs off and waits for turn == 1 forever.
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
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}dekker.c:[[@LINE+1]]{{$}}
  assert(inside == 1);
  inside--;
}

static void await_turn(int me) {
  for (int i = 0; i < SPIN && turn != me; i++) {
  }
  __VERIFIER_assume(turn == me);
}

static void *thread(void *arg) {
  int me = *(int *)arg;
  int other = 1 - me;
  flag[me] = 1;
#ifdef BUG
  if (flag[other]) {
#else
  for (int i = 0; i < SPIN && flag[other]; i++) {
#endif
    if (turn != me) {
      flag[me] = 0;
      await_turn(me);
      flag[me] = 1;
    }
  }
#ifndef BUG
  __VERIFIER_assume(!flag[other]);
#endif
  critical_section();
  turn = other;
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

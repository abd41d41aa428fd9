// Lamport's bakery algorithm for two threads, under sequential consistency: each of T1
// (id 0) and T2 (id 1) enters the critical section once; in it a shared counter
// `inside` is incremented, asserted to be 1, and decremented.
//
//   choosing[me] = 1; number[me] = 1 + max(number[0], number[1]); choosing[me] = 0;
//   wait while choosing[other];
//   wait while number[other] != 0 && (number[other], other) < (number[me], me);
//   critical section; number[me] = 0;
//
// Each wait is at most SPIN re-reads followed by __VERIFIER_assume that the thread may
// go on: longer waits are discarded, never let through; a context switch may happen
// before each read, so a waiting thread can read again in a later round and no
// interleaving of the other thread's steps is lost.
//
// Correct version: SAFE for every K (checked with K=2 and K=3).
//
// -DBUG: no `choosing` flags (the classic broken simplification). Two threads can then
// draw the same number, and the one that has not stored its number yet is not waited
// for. Failing schedule with K=2:
//   round 1: main creates T1, T2, blocks on join(T1);
//            T1 reads number[0] == 0 and number[1] == 0, preempted before storing 1;
//            T2 reads both 0, stores number[1] = 1, sees number[0] == 0: enters;
//            inside = 1, preempted inside;
//   round 2: main blocks; T1 stores number[0] = 1, reads number[1] == 1: a tie, broken
//            in favour of the lower id 0, its own: enters; inside = 2: the assertion
//            fails.
// With K=1 it is out of reach: T1 runs a prefix, then T2; if T1 is inside, its number
// is stored and T2 draws a larger one and waits.
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

#ifndef BUG
static int choosing[2];
#endif
static int number[2];
static int inside;

static void critical_section(void) {
  inside++;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}bakery.c:[[@LINE+1]]{{$}}
  assert(inside == 1);
  inside--;
}

// Whether `other`, holding ticket n, goes before me (holding `mine`).
static int goes_first(int n, int other, int mine, int me) {
  return n != 0 && (n < mine || (n == mine && other < me));
}

static void *thread(void *arg) {
  int me = *(int *)arg;
  int other = 1 - me;
#ifndef BUG
  choosing[me] = 1;
#endif
  int n0 = number[0];
  int n1 = number[1];
  int mine = 1 + (n0 > n1 ? n0 : n1);
  number[me] = mine;
#ifndef BUG
  choosing[me] = 0;
  for (int i = 0; i < SPIN && choosing[other]; i++) {
  }
  __VERIFIER_assume(!choosing[other]);
#endif
  for (int i = 0; i < SPIN && goes_first(number[other], other, mine, me); i++) {
  }
  __VERIFIER_assume(!goes_first(number[other], other, mine, me));
  critical_section();
  number[me] = 0;
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

// A thread that creates a thread, and the values threads hand to pthread_join.
// Main creates T1 (`child`); T1 creates T2 (`grandchild`), which gets index 2 (creation
// order, whoever creates) and so runs after T1 in every round. T2 sets `flag` and
// returns &flag; T1 joins T2, checks the join value is &flag (the start routine's return
// value) and that flag is set, then ends through pthread_exit(flag + 41), called from a
// nested function `leave`; main joins T1 and checks the join value is 42.
//
// Rounds: T1 creates T2 in some round a >= 1; T2 runs after T1 in a round, so it
// finishes in a round >= a and T1's join(T2) succeeds in a round >= a + 1 >= 2; T1 then
// finishes in a round >= 2, after main's context of that round, so main's join(T1)
// succeeds in a round >= 3. Schedule: round 1: main creates T1, blocks on join(T1); T1
// creates T2, blocks on join(T2); T2 sets flag, returns. Round 2: main blocks; T1 joins
// T2, exits with 42. Round 3: main joins T1.
//   Correct: SAFE (K=3, K=4).
//   -DBUG_MAIN: main asserts the join value is not 42: UNSAFE with K=3, SAFE with K=2
//   (main's join needs round 3).
//   -DBUG_CHILD: T1 asserts flag == 0 after joining T2: UNSAFE with K=2, SAFE with K=1
//   (T1's join needs round 2).
//   Code after pthread_exit is never reached: reach_error() there must stay unreached.
//
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 4 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUG_MAIN -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG_MAIN -K 3 | FileCheck %s --check-prefix=MAIN
// RUN: %expect 10 %cbounds %s -DBUG_MAIN -K 3 --32 | FileCheck %s --check-prefix=MAIN
// RUN: %expect 0 %cbounds %s -DBUG_CHILD -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG_CHILD -K 2 | FileCheck %s --check-prefix=CHILD
// RUN: %expect 10 %cbounds %s -DBUG_CHILD -K 3 --32 | FileCheck %s --check-prefix=CHILD
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void reach_error(void);

static int flag;

static void *grandchild(void *arg) {
  (void)arg;
  flag = 1;
  return &flag;
}

static void leave(int code) {
  pthread_exit((void *)(long)code);
}

static void *child(void *arg) {
  (void)arg;
  pthread_t g;
  void *r;
  pthread_create(&g, 0, grandchild, 0);
  pthread_join(g, &r);
  assert(r == &flag);
#ifdef BUG_CHILD
  // CHILD: {{^}}UNSAFE: assertion failed at {{.*}}thread-creates-thread.c:[[@LINE+1]]{{$}}
  assert(flag == 0);
#else
  assert(flag == 1);
#endif
  leave(flag + 41);
  reach_error();
  return 0;
}

int main(void) {
  pthread_t c;
  void *r;
  pthread_create(&c, 0, child, 0);
  pthread_join(c, &r);
#ifdef BUG_MAIN
  // MAIN: {{^}}UNSAFE: assertion failed at {{.*}}thread-creates-thread.c:[[@LINE+1]]{{$}}
  assert((long)r != 42);
#else
  assert((long)r == 42);
#endif
  return 0;
}

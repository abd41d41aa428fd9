// Pointers mean the same object in every round: a pointer written to shared memory in
// one round and read in another round by another thread compares equal (==) to the
// original, and accesses through it reach the same object.
// Main allocates `obj` and passes it to both threads. T2 (`writer`) publishes two
// pointers: published_global = &target and published = obj. T1 (`reader`) reads
// `published`, goes on only if it is set (__VERIFIER_assume), and checks it equals its
// own argument obj and that published_global == &target; then it writes 7 through it,
// and main, after joining both, checks *obj == 7.
// T1 runs before T2 in every round, so T1 reads the pointers in a strictly later round
// than the one T2 wrote them in: round 1: main creates T1, T2, blocks on join(T1); T1
// does nothing yet; T2 publishes. Round 2: T1 reads and compares (main blocks: T1
// finishes after main's context). Round 3: main joins and reads *obj.
//   Correct: SAFE (K=2, K=3: main's check is reached with K=3).
//   -DBUG: T1 asserts the pointer it read differs from obj: UNSAFE with K=2 (the
//   schedule above), SAFE with K=1 (T1 never sees the pointer set).
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUG -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 2 --32 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

extern void __VERIFIER_assume(int);

static int target;
static int *published_global;
static int *published;

static void *reader(void *arg) {
  int *obj = arg;
  int *p = published;
  __VERIFIER_assume(p != 0);
  int *g = published_global;
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}pointer-rounds.c:[[@LINE+1]]{{$}}
  assert(p != obj);
  (void)g;
#else
  assert(p == obj);
  assert(g == &target);
#endif
  *p = 7;
  return 0;
}

static void *writer(void *arg) {
  published_global = &target;
  published = arg;
  return 0;
}

int main(void) {
  int *obj = malloc(sizeof *obj);
  if (!obj)
    return 0;
  *obj = 0;
  pthread_t t1, t2;
  pthread_create(&t1, 0, reader, obj);
  pthread_create(&t2, 0, writer, obj);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(*obj == 7);
  free(obj);
  return 0;
}

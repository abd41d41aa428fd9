// --deepen after UNKNOWN at the unwind bound starts the rounds again with k = 1 alone. Its
// SAFE is an answer, but it does not end the deepening: when k = 2 hits the loop bound
// again, that bound is raised again, and a bug found there replaces the SAFE.
//
// main's loop runs as often as the worker's write says: 0 times with k = 1 (main runs
// first and reads 0), LIMIT times with k = 2 (the worker writes in round 1, main reads in
// round 2). No constant trip count, so --unroll-forced does not help: --unwind 10 and 20
// cut it, 40 does not.
//
// -DBUG: the assertion after the loop fails with k = 2 at --unwind 40. Stopping at the
// first UNKNOWN after the SAFE would report SAFE with K = 1.
// RUN: %expect 10 %cbounds %s --no-static-proof -DBUG --no-search --deepen --timeout 20 --verbosity 2 > %t.bug.out 2> %t.bug.err
// RUN: FileCheck %s --check-prefix=BUG < %t.bug.out
// RUN: FileCheck %s --check-prefix=BUG-STEPS < %t.bug.err
// The same without the assertion: SAFE with larger K at --unwind 40.
// RUN: %expect 0 %cbounds %s --no-static-proof --no-search --deepen --timeout 5 > %t.safe.out
// RUN: FileCheck %s --check-prefix=SAFE40 < %t.safe.out
// A loop of 10^6 iterations with k = 2: the bound never stops being hit within the time,
// and the SAFE with k = 1 (at the largest --unwind reached) is the answer. Before the
// stage k = 1, the answer was UNKNOWN.
// RUN: %expect 0 %cbounds %s --no-static-proof -DLIMIT=1000000 -DBUG --no-search --deepen --timeout 5 > %t.long.out
// RUN: FileCheck %s --check-prefix=LONG < %t.long.out
//
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}deepen-first-stage.c:[[#@LINE+45]]{{$}}
// BUG: {{^}}contexts: found with k=2 rounds (none with fewer)
// BUG-STEPS: UNKNOWN at the unwind bound: checking again from k=1
// BUG-STEPS: SAFE with k=1: k=2 (iteratively)
// BUG-STEPS: UNKNOWN at the unwind bound: checking again from k=1
// BUG-STEPS: SAFE with k=1: k=2 (iteratively)
// BUG-STEPS: UNKNOWN at the unwind bound: checking again from k=1
// BUG-STEPS: sequentializing (K=1 rounds
// BUG-STEPS: SAFE with k=1: k=2 (iteratively)
// BUG-STEPS-NEXT: compiling
// BUG-STEPS-NEXT: sequentializing (K=2 rounds
// BUG-STEPS-NEXT: encoding: symbolic execution (loops unwound up to 40 times)
// BUG-STEPS: done: UNSAFE
// SAFE40: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE40-NEXT: {{^}}bounds: K={{[0-9]+}} rounds, loops and recursion unwound up to 40 times
// LONG: {{^}}SAFE: no error found within the bounds{{$}}
// LONG-NEXT: {{^}}bounds: K=1 rounds, loops and recursion unwound up to {{[0-9]+}} times

#include <assert.h>
#include <pthread.h>

#ifndef LIMIT
#define LIMIT 30
#endif

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int limit;

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  limit = LIMIT;
  pthread_mutex_unlock(&lock);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&lock);
  int m = limit;
  pthread_mutex_unlock(&lock);
  int steps = 0;
  for (int i = 0; i < m; i++)
    steps++;
#ifdef BUG
  assert(steps != LIMIT);
#endif
  pthread_join(t, 0);
  return 0;
}

// --deepen after UNKNOWN at the thread or the unwind bound: the checks with the larger
// bound start again from k = 1 alone, then k = 2 (iteratively), not from the maximum k of
// the check before; a SAFE there is an answer, and the larger k follow after it.
//
// Nine workers, one more than the default --threads 8: UNKNOWN at the thread bound with
// k = 1..4, then 16 threads from K = 1 (and not K = 4 first).
// RUN: %expect 0 %cbounds %s --deepen --timeout 20 --verbosity 2 > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=THREADS < %t.err
// RUN: FileCheck %s --check-prefix=SAFE16 < %t.out
// One worker with a loop of 12 iterations: UNKNOWN at --unwind 10, then --unroll-forced from
// K = 1.
// RUN: %expect 0 %cbounds %s -DLOOP --deepen --timeout 20 --verbosity 2 > %t.loop.out 2> %t.loop.err
// RUN: FileCheck %s --check-prefix=UNWIND < %t.loop.err
// RUN: FileCheck %s --check-prefix=SAFEFORCED < %t.loop.out
// The check with --unroll-forced asks k = 1 alone first, errors and cut paths at once, then
// k = 2 without asking k = 1 again. The smallest k of a bug: -DBUG1 fails in the worker
// after its loop (k = 1), -DBUG2 in main when it reads the worker's final count (k = 2).
// --no-search: the check finds them; --max-rounds 2: the first check's K = 4 proof at
// --unwind 10 is slow (10 to 20 s).
// RUN: %expect 10 %cbounds %s -DLOOP -DBUG1 --max-rounds 2 --deepen --no-search --timeout 20 --verbosity 2 > %t.b1.out 2> %t.b1.err
// RUN: FileCheck %s --check-prefix=BUG1 < %t.b1.out
// RUN: FileCheck %s --check-prefix=FORCED-FIRST < %t.b1.err
// RUN: %expect 10 %cbounds %s -DLOOP -DBUG2 --max-rounds 2 --deepen --no-search --timeout 20 --verbosity 2 > %t.b2.out 2> %t.b2.err
// RUN: FileCheck %s --check-prefix=BUG2 < %t.b2.out
// RUN: FileCheck %s --check-prefixes=FORCED-FIRST,FORCED-SECOND < %t.b2.err
// -K fixes the rounds: the larger bound keeps K = 3 (SAFE or a timeout in the deeper
// checks, depending on the machine's speed: only the bounds are checked).
// RUN: %cbounds %s -K 3 --deepen --timeout 6 --verbosity 2 2> %t.k.err || true
// RUN: FileCheck %s --check-prefix=FIXED < %t.k.err
//
// THREADS: sequentializing (K=4 rounds, up to 8 threads)
// THREADS: UNKNOWN at the thread bound: checking again from k=1
// THREADS-NOT: rounds, up to 16 threads
// THREADS: sequentializing (K=1 rounds, up to 16 threads)
// THREADS: SAFE with k=1: k=2 (iteratively)
// THREADS: sequentializing (K=2 rounds, up to 16 threads)
// SAFE16: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE16-NEXT: {{^}}bounds: K={{[0-9]+}} rounds, loops and recursion unwound up to 10 times, up to 16 threads{{$}}
// UNWIND: sequentializing (K=4 rounds, up to 8 threads)
// UNWIND: UNKNOWN at the unwind bound: checking again from k=1
// UNWIND-NOT: sequentializing (K=4
// UNWIND: sequentializing (K=1 rounds, up to 8 threads)
// UNWIND: solving k=1 rounds: errors and paths cut by the bounds at once
// UNWIND: SAFE with k=1: k=2 (iteratively)
// UNWIND: sequentializing (K=2 rounds, up to 8 threads)
// UNWIND-NOT: solving k=1 rounds
// UNWIND: solving k=2 rounds: errors and paths cut by the bounds at once
// UNWIND-NOT: solving k=1 rounds
// UNWIND: SAFE with K=2: checking again with more rounds
// SAFEFORCED: {{^}}SAFE: no error found within the bounds{{$}}
// SAFEFORCED-NEXT: {{^}}bounds: K={{[0-9]+}} rounds, loops and recursion unwound up to 10 times (and the iterations no path can leave), up to 8 threads{{$}}
// FORCED-FIRST: UNKNOWN at the unwind bound: checking again from k=1
// FORCED-FIRST: sequentializing (K=1 rounds
// FORCED-FIRST-NEXT: encoding: symbolic execution
// FORCED-FIRST: solving k=1 rounds: errors and paths cut by the bounds at once
// FORCED-SECOND: SAFE with k=1: k=2 (iteratively)
// FORCED-SECOND: solving k=2 rounds: errors and paths cut by the bounds at once
// FORCED-SECOND-NOT: solving k=1 rounds
// FORCED-SECOND: done: UNSAFE
// BUG1: {{^}}UNSAFE: assertion failed at {{.*}}deepen-restart.c:[[#@LINE+30]]{{$}}
// BUG1: {{^}}contexts: found with k=1 rounds (none with fewer)
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}deepen-restart.c:[[#@LINE+39]]{{$}}
// BUG2: {{^}}contexts: found with k=2 rounds (none with fewer)
// FIXED: sequentializing (K=3 rounds, up to 8 threads)
// FIXED: UNKNOWN at the thread bound: checking again
// FIXED-NOT: sequentializing
// FIXED: sequentializing (K=3 rounds, up to 16 threads)

#include <assert.h>
#include <pthread.h>

#ifdef LOOP
#define WORKERS 1
#define STEPS 12
#else
#define WORKERS 9
#define STEPS 1
#endif

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int count;

void *worker(void *arg) {
  for (int i = 0; i < STEPS; i++) {
    pthread_mutex_lock(&lock);
    count++;
    pthread_mutex_unlock(&lock);
  }
#ifdef BUG1
  assert(count != STEPS);
#endif
  return arg;
}

int main(void) {
  pthread_t t[WORKERS];
  for (int i = 0; i < WORKERS; i++)
    pthread_create(&t[i], 0, worker, 0);
#ifdef BUG2
  pthread_mutex_lock(&lock);
  assert(count != STEPS);
  pthread_mutex_unlock(&lock);
#endif
  for (int i = 0; i < WORKERS; i++)
    pthread_join(t[i], 0);
  assert(count == WORKERS * STEPS);
  return 0;
}

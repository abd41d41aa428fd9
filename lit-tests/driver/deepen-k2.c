// --deepen when k = 1 is SAFE (docs/sequentialization.md, "Iterative context bounding"):
// Kmax = 4 gets 2/3 of the time left; if it gives no answer in it, k = 2 alone gets the
// rest, and its SAFE (with K = 2) is the answer the deepening goes on from. A test seam
// makes Kmax run out of its time at once (SV-COMP's ring_2w1r-1: K = 4 does not finish
// in 54 s, K = 2 is SAFE in 6 s).
//
// With the lock, SAFE with K = 2 stands (the deepening then goes on from it with more
// rounds, which finish here: their SAFE replaces it).
// RUN: env CBOUNDS_TEST_HOOKS=largest-timeout %expect 0 %cbounds-bin %s --deepen --timeout 4 --no-search --verbosity 2 2>&1 | FileCheck %s --check-prefix=FIXED
// FIXED: no error with k=1: k=4 alone first (in 2/3 of the time left: k=2 alone after it if need be)
// FIXED: k=4: no answer in its share of the time; k=2 alone in the time left
// FIXED: solving k=2 rounds: errors and paths cut by the bounds at once
// FIXED: SAFE with K=2: checking again with more rounds
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// FIXED-NEXT: {{^}}bounds: K={{[0-9]+}} rounds, loops and recursion unwound up to 10 times, up to 8 threads{{$}}
//
// A bug that needs 2 rounds (the writer preempted between its store and its check) is
// found by the k = 2 check, and reads as the iterative search's: k = 1 had none.
// RUN: env CBOUNDS_TEST_HOOKS=largest-timeout %expect 10 %cbounds %s -DBUG --deepen --timeout 4 --no-search | FileCheck %s --check-prefix=BUG
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}deepen-k2.c:[[#@LINE+26]]{{$}}
// BUG: contexts: found with k=2 rounds (none with fewer)
//
// When k = 2 runs out of time as well, k = 1's SAFE is not the answer: SAFE with one round
// says too little (a thread is never preempted). UNKNOWN, with what was shown.
// RUN: env CBOUNDS_TEST_HOOKS=largest-timeout,k2-timeout %expect 20 %cbounds %s --deepen --timeout 30 --no-search | FileCheck %s --check-prefix=NONE
// NONE: {{^}}UNKNOWN: timeout after 30 s{{$}}
// NONE-NEXT: {{^}}partial: no error with up to k=1 rounds (of 4 asked){{$}}
//
// Without --deepen, Kmax keeps the whole time (the seam does nothing).
// RUN: env CBOUNDS_TEST_HOOKS=largest-timeout %expect 0 %cbounds %s | FileCheck %s --check-prefix=PLAIN
// PLAIN: {{^}}SAFE: no error found within the bounds{{$}}
// PLAIN-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, up to 8 threads{{$}}

#include <assert.h>
#include <pthread.h>

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *writer(void *arg) {
  int v = *(int *)arg;
#ifndef BUG
  pthread_mutex_lock(&m);
#endif
  x = v;
  assert(x == v);
#ifndef BUG
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  int one = 1, two = 2;
  pthread_create(&t1, 0, writer, &one);
  pthread_create(&t2, 0, writer, &two);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

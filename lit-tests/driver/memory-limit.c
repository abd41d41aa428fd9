// --memory-limit (base/memlimit.h): a check that holds more memory than the limit
// stops with UNKNOWN "out of memory", as with a timeout, instead of dying in an
// allocation. The program is SV-COMP's stack_longer-2, small: with -K 4 each round
// guesses top, so every access to the stack is a choice among its N elements, and the
// formula grows past 250 MiB in about a second (2 GiB and more when left to run).
// RUN: %expect 20 %cbounds %s -K 4 --memory-limit 250 | FileCheck %s --check-prefix=STOP
// STOP: {{^}}UNKNOWN: out of memory: the check needed more than 250 MiB (--memory-limit){{$}}
// Stopping is never an answer: with a bug after the joins (top is N when the popper ran
// first), the stopped check is UNKNOWN, not SAFE (nor UNSAFE without a trace).
// RUN: %expect 20 %cbounds %s -DBUG -K 4 --memory-limit 250 | FileCheck %s --check-prefix=STOP
// The bug is there (found with N = 3, K = 3: main sees both threads done in round 3).
// RUN: %expect 10 %cbounds %s -DBUG -DN=3 -K 3 --memory-limit 250 | FileCheck %s --check-prefix=BUG
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}memory-limit.c:[[#@LINE+65]]{{$}}
// A check that fits is not stopped: k = 1 with the loops unrolled whole proves the stack
// safe in well under the limit.
// RUN: %expect 0 %cbounds %s -K 1 --unroll-forced --memory-limit 250 | FileCheck %s --check-prefix=FITS
// FITS: {{^}}SAFE: no error found within the bounds{{$}}
//
// --deepen: k = 1 reaches the unwind bound, so k = 4 only looks for a bug; it runs out
// of memory, its memory is freed, and the deepening goes on from k = 1's UNKNOWN: k = 1
// with the loops unrolled is SAFE. (stack_longest-2 at 4 GiB: the same, where k = 4
// used to die in std::bad_alloc and leave no answer.) The k = 2 check after it runs out
// of memory as well, and SAFE with k = 1 stands.
// RUN: %expect 0 %cbounds %s --deepen --timeout 120 --no-search --memory-limit 250 --verbosity 2 2>&1 | FileCheck %s --check-prefix=DEEPEN
// DEEPEN: k=4: out of memory: the check needed more than 250 MiB (--memory-limit); k=1's UNKNOWN at its bound stands
// DEEPEN: UNKNOWN at the unwind bound: checking again from k=1
// DEEPEN: SAFE with k=1: k=2 (iteratively)
// DEEPEN: no answer with the larger bounds (out of memory: the check needed more than 250 MiB (--memory-limit)): the answer standing stays
// DEEPEN: {{^}}SAFE: no error found within the bounds{{$}}
// DEEPEN-NEXT: {{^}}bounds: K=1 rounds, loops and recursion unwound up to 10 times (and the iterations no path can leave), up to 8 threads{{$}}
//
// The limit is a number of MiB, at least 1.
// RUN: %expect 2 %cbounds %s --memory-limit 0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: cbounds: error: invalid value '0' for --memory-limit: expected an integer from 1 to {{[0-9]+}}

#include <assert.h>
#include <pthread.h>

extern unsigned __VERIFIER_nondet_uint(void);

#ifndef N
#define N 100
#endif

int top;
unsigned a[N];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *pusher(void *arg) {
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&m);
    if (top != N) {
      a[top] = __VERIFIER_nondet_uint();
      top++;
    }
    pthread_mutex_unlock(&m);
  }
  return arg;
}

static void *popper(void *arg) {
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&m);
    if (top > 0)
      top--;
    pthread_mutex_unlock(&m);
  }
  return arg;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, pusher, 0);
  pthread_create(&t2, 0, popper, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
#ifdef BUG
  assert(top == 0);
#endif
  return 0;
}

// --deepen when k = 1 already reaches a bound (docs/sequentialization.md, "Iterative
// context bounding"): a thread that nobody waits for runs a loop of 30 iterations, past
// --unwind 10. The
// k = 1 stage asks for cut paths too and finds one; Kmax = 4 at the same bounds could not
// be SAFE, so it looks only for a bug (in half the time left), and the deepening goes on
// from k = 1's UNKNOWN at the unwind bound.
//
// The lost update of two unsynchronized increments needs 3 rounds: the Kmax check finds
// it (the schedule search, off here, would find it first).
// RUN: %expect 10 %cbounds %s -DBUG --deepen --timeout 20 --no-search | FileCheck %s --check-prefix=BUG
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}deepen-bugs-only.c:[[#@LINE+54]]{{$}}
// BUG: found with k=3 rounds (none with fewer)
//
// With a lock there is no bug: no error with K = 4 is not SAFE here (the loops were cut at
// 10), so the answer comes from the deeper checks, whose loops are unrolled whole. A
// driver that took "no error" from the errors-only check for SAFE would go on from a
// SAFE with K = 4 and --unwind 10 (FLOW), which the deeper checks may not replace in time.
// RUN: %expect 0 %cbounds %s --deepen --timeout 6 | FileCheck %s --check-prefix=FIXED
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// FIXED: loops and recursion unwound up to 10 times (and the iterations no path can leave)
// RUN: %expect 0 %cbounds-bin %s --deepen --timeout 6 --verbosity 2 2>&1 >/dev/null | FileCheck %s --check-prefix=FLOW
// FLOW: solving k=1 rounds: errors and paths cut by the bounds at once
// FLOW: no error with k=1: k=4 alone first (errors only, in half the time left: k=1 reached a bound)
// FLOW-NOT: SAFE with
// FLOW: UNKNOWN at the unwind bound: checking again from k=1
//
// Without --deepen nothing changes: k = 1 asks for errors only, and K = 4 for both.
// RUN: %expect 20 %cbounds %s | FileCheck %s --check-prefix=PLAIN
// PLAIN: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}deepen-bugs-only.c:[[#@LINE+24]]

#include <assert.h>
#include <pthread.h>

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *increment(void *arg) {
  (void)arg;
#ifdef BUG
  int t = x;
  x = t + 1;
#else
  pthread_mutex_lock(&m);
  x++;
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

static void *count(void *arg) {
  (void)arg;
  volatile int spent = 0;
  for (int i = 0; i < 30; i++)
    spent += i;
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&c, 0, count, 0);
  pthread_create(&a, 0, increment, 0);
  pthread_create(&b, 0, increment, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(x == 2);
  return 0;
}

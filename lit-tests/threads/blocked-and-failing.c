// Threads that block forever must not hide another thread's bug. Main takes mutex m and
// never releases it, writes data = 1, then creates, in this order:
//   T1 `blocker`: locks m, so it blocks forever (main holds m for good);
//   T2 `joiner`:  joins T1, so it blocks forever (T1 never ends);
//   T3 `checker`: reads data and asserts data != 1, which fails.
// Main then joins T2 and blocks forever too: nobody ever finishes but T3.
// The blocked threads come before T3 in every round (and before it in the sequential
// program that simulates the rounds); a blocked thread moves to a later round or stops,
// it never discards the executions of the threads after it.
//
// Failing schedule with K=1: main locks m, writes data = 1, creates T1..T3, blocks on
// join(T2); T1 blocks on lock(m); T2 blocks on join(T1); T3 reads data == 1: the
// assertion fails. UNSAFE with every K >= 1 (more rounds only add executions).
//
// -DFIXED: T3 asserts data == 1, which holds in every execution: nobody else ever
// writes data (T1 and T2 never get past their blocking calls). SAFE for assertions
// (--property unreach-call); the default run counts deadlocks, and this is one (main
// holds m for good and joins T2, which joins T1, which waits for m: docs/deadlocks.md).
//
// RUN: %expect 10 %cbounds %s -K 1 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 2 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -DFIXED -K 1 --property unreach-call --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DFIXED -K 3 --property unreach-call --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DFIXED -K 3 --32 --property unreach-call --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DFIXED -K 1 | FileCheck %s --check-prefix=DEADLOCK
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// DEADLOCK: {{^}}UNSAFE: deadlock: thread 0 holds m ({{.*}}), waits for thread 2 ({{.*}}); thread 2 waits for thread 1 ({{.*}}); thread 1 waits for m ({{.*}}){{$}}

#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_t blocker_thread;
static int data;

static void *blocker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m); // never acquired
  data = 2;
  pthread_mutex_unlock(&m);
  return 0;
}

static void *joiner(void *arg) {
  (void)arg;
  pthread_join(blocker_thread, 0); // never returns
  data = 3;
  return 0;
}

static void *checker(void *arg) {
  (void)arg;
  int d = data;
#ifdef FIXED
  assert(d == 1);
#else
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}blocked-and-failing.c:[[@LINE+1]]{{$}}
  assert(d != 1);
#endif
  return 0;
}

int main(void) {
  pthread_t t2, t3;
  pthread_mutex_lock(&m);
  data = 1;
  pthread_create(&blocker_thread, 0, blocker, 0);
  pthread_create(&t2, 0, joiner, 0);
  pthread_create(&t3, 0, checker, 0);
  pthread_join(t2, 0); // never returns
  pthread_mutex_unlock(&m);
  return 0;
}

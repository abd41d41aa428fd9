// pthread_mutex_trylock: T1 and T2 each try once to take m; a thread that gets it
// (result 0) enters the critical section (`inside` incremented, asserted to be 1,
// decremented) and unlocks; a thread that gets EBUSY skips it. trylock never blocks and
// returns 0 or EBUSY; at most one thread is inside at a time; after joining both, main
// finds m free again (its own trylock returns 0): SAFE (K=2, K=3).
// -DBUG: the result of trylock is ignored: a thread enters even when it got EBUSY (and
// unlocks only if it got the lock). Failing schedule with K=1: main creates T1, T2,
// blocks on join(T1); T1 gets m, inside = 1, preempted; T2 gets EBUSY, enters anyway,
// inside = 2: the assertion fails.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 1 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 2 --32 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int inside;

static void *thread(void *arg) {
  (void)arg;
  int r = pthread_mutex_trylock(&m);
  assert(r == 0 || r == EBUSY);
#ifndef BUG
  if (r != 0)
    return 0;
#endif
  inside++;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}trylock.c:[[@LINE+1]]{{$}}
  assert(inside == 1);
  inside--;
  if (r == 0)
    pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread, 0);
  pthread_create(&t2, 0, thread, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(pthread_mutex_trylock(&m) == 0);
  return 0;
}

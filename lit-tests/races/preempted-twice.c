// A race that needs two preemptions. The worker writes x only after it has seen the
// helper's answer b, which the helper gives only after it has seen the worker's a; the
// helper reads x after giving it. Everything else is under the mutex. The race (the
// helper's read of x, then the worker's write, or the other way round) needs:
//   worker: a = 1           -- preempted (1), it could go on to read b
//   helper: sees a, b = 1, reads x  -- stops right after its read: preempted (2)
//   worker: sees b, writes x: the race.
// So it is found with --preemptions 2 and not with 1, and needs 2 rounds (the worker's
// second context). The locked version (-DLOCKED) has no race with any bound.
//
// RUN: %expect 0 %cbounds %s --race --preemptions 1 | FileCheck %s --check-prefix=NORACE
// RUN: %expect 10 %cbounds %s --race --preemptions 2 | FileCheck %s --check-prefix=RACE
// RUN: %expect 0 %cbounds %s --race -K 1 | FileCheck %s --check-prefix=NORACE
// RUN: %expect 10 %cbounds %s --race --fewest-preemptions | FileCheck %s --check-prefixes=RACE,FEWEST
// RUN: %expect 0 %cbounds %s --race -DLOCKED -K 5 --no-lockset | FileCheck %s --check-prefix=NORACE
// Everything is under the mutex: the lockset pre-pass proves it for any bounds.
// RUN: %expect 0 %cbounds %s --race -DLOCKED | FileCheck %s --check-prefix=NOCAND
//
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// NOCAND: {{^}}SAFE: no two accesses can race (lockset analysis, any bounds){{$}}
// RACE: {{^}}UNSAFE: data race at {{.*}}preempted-twice.c:{{(41|60)}}{{$}}
// FEWEST: {{^}}contexts: found with k=2 rounds (none with fewer), 2 preemptions before the failure{{$}}

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int a, b, x;

void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  a = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  int seen = b;
  pthread_mutex_unlock(&m);
  if (seen) {
#ifdef LOCKED
    pthread_mutex_lock(&m);
#endif
    x = 1;
#ifdef LOCKED
    pthread_mutex_unlock(&m);
#endif
  }
  return 0;
}

void *helper(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  int seen = a;
  if (seen)
    b = 1;
  pthread_mutex_unlock(&m);
  if (seen) {
#ifdef LOCKED
    pthread_mutex_lock(&m);
#endif
    int value = x;
#ifdef LOCKED
    pthread_mutex_unlock(&m);
#endif
    return (void *)(long)value;
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, helper, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

// The schedule search's second kind of run, few preemptions at random depths (CHESS,
// sampled as PCT samples its priority change points): a bug that needs one thread
// preempted before its very first visible operation and another one deep inside its
// loop.
//
// The reader polls `ready` under the lock POLLS times; main fails if the reader saw it
// unset twice and set at the end. So the reader must start first (the writer, created
// before it, is preempted at its first lock), poll at least twice, be preempted, and
// resume after the writer's critical section; main, first in every round, sees both
// ended in round 3. The alternation runs never preempt a thread before its first
// decision (a quantum counts from it): without the second kind, 5772 runs in 20 s found
// nothing. With it the run is found in about 2600 runs; the search ends at its first
// finds, so its time is a bound that is not reached.
// RUN: %expect 10 %cbounds %s -K 1 --search 60 | FileCheck %s --check-prefix=FOUND
// The rounds show the same bug with K = 3, not with K = 2.
// RUN: %expect 0 %cbounds %s -K 2 --no-search
// RUN: %expect 10 %cbounds %s -K 3 --no-search | FileCheck %s --check-prefix=ROUNDS
// -DFIXED: main sets `ready` before it creates the threads: no run and no check
// reaches the failure.
// RUN: %expect 0 %cbounds %s -DFIXED -K 1 --search 2 --verbosity 2 2>&1 | FileCheck %s --check-prefix=FIXED
//
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}late-start.c:[[#@LINE+42]]{{$}}
// FOUND: {{^}}contexts: the failure is in round [[#]] of K={{[34]}}, after [[#]] preemptions{{$}}
// FOUND-NEXT: {{^}}search: the native schedule search found this schedule (in [[#]] run{{s?}}); the check with K={{[34]}} confirmed it{{$}}
// ROUNDS: {{^}}UNSAFE: assertion failed at {{.*}}late-start.c:[[#@LINE+39]]{{$}}
// FIXED: schedule search: no error in [[#]] runs
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
#include <assert.h>
#include <pthread.h>

#define POLLS 6

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ready;
int seen[POLLS];

void *writer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

void *reader(void *arg) {
  (void)arg;
  for (int i = 0; i < POLLS; i++) {
    pthread_mutex_lock(&m);
    seen[i] = ready;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t w, r;
#ifdef FIXED
  ready = 1;
#endif
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  assert(!(seen[0] == 0 && seen[1] == 0 && seen[POLLS - 1] == 1));
  return 0;
}

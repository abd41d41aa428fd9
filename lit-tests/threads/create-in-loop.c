// Threads created in a loop (three iterations, one pthread_create call site) and joined
// in a loop: three distinct threads T1..T3, each with its own argument (a pointer into
// main's array `ids`) and its own return value. A tool that merged the threads of one
// call site, or kept fewer than three, would get these verdicts wrong.
//
// Each worker increments `arrived` under a mutex and returns 10 * its id; main sums the
// join values and asserts arrived == 3 and sum == 0 + 10 + 20.
//   Correct: SAFE. With K=1 main blocks on join(T1) for good (T1 runs after main);
//   with K=2 all workers run in round 1 and main joins them in round 2.
//   -DBUG: the worker that arrives third calls reach_error(): reachable only by the
//   third thread. Failing schedule with K=1: main creates T1..T3 and blocks on
//   join(T1); T1, T2, T3 run to the end in this order; T3 sees arrived == 3.
//   --threads 3 (main and two more) is too few for this program, which creates three
//   threads: UNKNOWN, for the bug too (it needs the third thread); --threads 4 suffices.
//
// RUN: %expect 0 %cbounds %s -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 --threads 4 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 20 %cbounds %s -K 2 --threads 3 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect 10 %cbounds %s -DBUG -K 1 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 2 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 2 --threads 4 | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s -DBUG -K 2 --threads 3 | FileCheck %s --check-prefix=UNKNOWN
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// UNKNOWN: {{^}}UNKNOWN

#include <assert.h>
#include <pthread.h>

extern void reach_error(void);

#define N 3

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int arrived;

static void *worker(void *arg) {
  int id = *(int *)arg;
  pthread_mutex_lock(&m);
  arrived++;
  int third = arrived == N;
  pthread_mutex_unlock(&m);
#ifdef BUG
  if (third)
    // BUG: {{^}}UNSAFE: reach_error() called at {{.*}}create-in-loop.c:[[@LINE+1]]{{$}}
    reach_error();
#else
  (void)third;
#endif
  return (void *)(long)(10 * id);
}

int main(void) {
  int ids[N];
  pthread_t t[N];
  for (int i = 0; i < N; i++) {
    ids[i] = i;
    pthread_create(&t[i], 0, worker, &ids[i]);
  }
  long sum = 0;
  for (int i = 0; i < N; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += (long)r;
  }
  assert(arrived == N);
  assert(sum == 30);
  return 0;
}

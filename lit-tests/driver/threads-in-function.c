// Thread creation in a function called from main. C11's thrd_create is not modelled:
// UNKNOWN, naming the function and the line of the creation. pthread_create there is
// sequentialized like anywhere else: the worker's write is seen after the join (SAFE),
// and a bug in the worker is found.
//
// RUN: %expect 20 %cbounds %s -DC11 | FileCheck %s --check-prefix=C11
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG

#include <assert.h>
#include <pthread.h>
#include <threads.h>

static int shared;

static void *worker(void *arg) {
  (void)arg;
  shared = 1;
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}threads-in-function.c:[[@LINE+1]]{{$}}
  assert(shared == 0);
#endif
  return 0;
}

static int c11_worker(void *arg) {
  (void)arg;
  return 0;
}

static void start(void) {
#if defined(C11)
  thrd_t t;
  // C11: {{^}}UNKNOWN: C11 threads not supported yet (thrd_create at {{.*}}threads-in-function.c:[[@LINE+1]]){{$}}
  thrd_create(&t, c11_worker, 0);
#else
  (void)c11_worker;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  // SAFE: {{^}}SAFE: no error found within the bounds{{$}}
  // SAFE-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, up to 8 threads{{$}}
  assert(shared == 1);
#endif
}

int main(void) {
  start();
  return 0;
}

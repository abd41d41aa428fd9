// Thread creation in a function called from main, with pthread_create or C11's
// thrd_create: UNKNOWN, naming the function and the line of the creation.
//
// RUN: %expect 20 %cbounds %s | FileCheck %s --check-prefix=PTHREAD
// RUN: %expect 20 %cbounds %s -DC11 | FileCheck %s --check-prefix=C11

#include <pthread.h>
#include <threads.h>

static void *worker(void *arg) { return arg; }
static int c11_worker(void *arg) { (void)arg; return 0; }

static void start(void) {
#if defined(C11)
  thrd_t t;
  // C11: {{^}}UNKNOWN: threads not supported yet (thrd_create at {{.*}}threads-in-function.c:[[@LINE+1]]){{$}}
  thrd_create(&t, c11_worker, 0);
#else
  pthread_t t;
  // PTHREAD: {{^}}UNKNOWN: threads not supported yet (pthread_create at {{.*}}threads-in-function.c:[[@LINE+1]]){{$}}
  pthread_create(&t, 0, worker, 0);
#endif
}

int main(void) {
  start();
  return 0;
}

// Main joins and parks (with K = 1 the thread runs after it), then goes on in the sink
// and reads a global there. The thread finishes: no deadlock. Reading the thread's
// shared "finished" flag in the final state once gave 0 here (a false deadlock, caught
// by the native replay); joins now use the sequential bookkeeping (docs/deadlocks.md).
//
// RUN: %expect 0 %cbounds %s -K 1 --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --property no-deadlock -K 1 --no-static-proof | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <pthread.h>

int shared;

void *worker(void *arg) {
  shared = 1;
  return 0;
}

int main(void) {
  pthread_t thread;
  pthread_create(&thread, 0, worker, 0);
  pthread_join(thread, 0);
  int seen = shared;
  (void)seen;
  return 0;
}

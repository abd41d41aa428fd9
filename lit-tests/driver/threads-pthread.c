// A program that creates a thread: sequentialized with K rounds. The bounds line says
// how many threads at most (--threads) and the JSON report has them too. The worker's
// write races with main's read: main can see 0 or 1 before the join (UNSAFE when it
// asserts either), and 1 after it (SAFE).
//
// RUN: %expect 0 %cbounds %s 2> %t.err | FileCheck %s
// RUN: not grep . %t.err
// RUN: %expect 0 %cbounds %s --threads 3 --json %t.json | FileCheck %s --check-prefix=T3
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %expect 10 %cbounds %s -DSEE_ZERO | FileCheck %s --check-prefix=ZERO
// RUN: %expect 10 %cbounds %s -DSEE_ONE | FileCheck %s --check-prefix=ONE
// The JSON trace says which thread ran each step, and in which round: main fails in
// round 2, after the worker's write in round 1.
// RUN: %expect 10 %cbounds %s -DSEE_ONE --json %t.one.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSONSTEP < %t.one.json
// JSONSTEP: "thread": 1,
// JSONSTEP-NEXT: "round": 1
// JSONSTEP: "kind": "error",
// JSONSTEP-NEXT: "function": "main",
// JSONSTEP-NEXT: "note": "assertion failed",
// JSONSTEP-NEXT: "thread": 0,
// JSONSTEP-NEXT: "round": 2
// K=1: main runs its whole first context before the worker starts: only 0 is seen.
// RUN: %expect 0 %cbounds %s -DSEE_ONE -K 1 | FileCheck %s
//
// CHECK: {{^}}SAFE: no error found within the bounds{{$}}
// CHECK-NEXT: {{^}}bounds: K={{[14]}} rounds, loops and recursion unwound up to 10 times, up to 8 threads{{$}}
// T3: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, up to 3 threads{{$}}
// JSON: "threads": 3
// JSON: "rounds_checked": 4

#include <assert.h>
#include <pthread.h>

static int shared;

static void *worker(void *arg) {
  (void)arg;
  shared = 1;
  return 0;
}

int main(void) {
  pthread_t thread;
  pthread_create(&thread, 0, worker, 0);
#ifdef SEE_ZERO
  // ZERO: {{^}}UNSAFE: assertion failed at {{.*}}threads-pthread.c:[[@LINE+1]]{{$}}
  assert(shared == 1);
#endif
#ifdef SEE_ONE
  // ONE: {{^}}UNSAFE: assertion failed at {{.*}}threads-pthread.c:[[@LINE+1]]{{$}}
  assert(shared == 0);
#endif
  pthread_join(thread, 0);
  assert(shared == 1);
  return 0;
}

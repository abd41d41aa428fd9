// A program that creates threads is not supported yet: UNKNOWN, exit status 20, naming
// pthread_create and the line of the call (docs/output.md), also in the JSON report.
//
// RUN: %expect 20 %cbounds %s 2> %t.err | FileCheck %s
// RUN: not grep . %t.err
// RUN: %expect 20 %cbounds %s --json %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

#include <pthread.h>

static int shared;

static void *worker(void *arg) {
  (void)arg;
  shared = 1;
  return 0;
}

int main(void) {
  pthread_t thread;
  // CHECK: {{^}}UNKNOWN: threads not supported yet (pthread_create at {{.*}}threads-pthread.c:[[@LINE+6]]){{$}}
  // CHECK-NOT: {{.}}
  // JSON: "verdict": "UNKNOWN",
  // JSON-NEXT: "reason": "threads not supported yet (pthread_create at {{.*}}threads-pthread.c:[[@LINE+3]])",
  // JSON-NEXT: "location": {
  // JSON: "line": [[@LINE+1]],
  pthread_create(&thread, 0, worker, 0);
  pthread_join(thread, 0);
  return shared - 1;
}

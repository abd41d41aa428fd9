// The iterative search (no -K) stops at the first k whose question has no clear answer,
// and says how far it got. Here the failure needs two rounds (main writes x = 1 only
// after the worker's y = 1, and the worker reads x after that: main runs first in each
// round) and then depends on what an undefined function returns:
// k = 1 has no error at all; k = 2 has one only for some results of `sensor`: UNKNOWN,
// with `partial: no error with up to k=1 rounds`. With -K there is no partial line.
//
// RUN: %expect 20 %cbounds %s 2>/dev/null | FileCheck %s
// RUN: %expect 20 %cbounds %s --json %t.json 2>/dev/null | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %expect 20 %cbounds %s -K 2 2>/dev/null | FileCheck %s --check-prefix=EXACT
// RUN: %expect 0 %cbounds %s -K 1 2>/dev/null | FileCheck %s --check-prefix=SAFE
//
// CHECK: {{^}}UNKNOWN: assertion failed only for some results of undefined function sensor at {{.*}}iterative-partial.c:{{[0-9]+}}{{$}}
// CHECK-NEXT: {{^}}partial: no error with up to k=1 rounds (of 4 asked){{$}}
// JSON: "rounds_checked": 1,
// EXACT: {{^}}UNKNOWN: assertion failed only for some results of undefined function sensor
// EXACT-NOT: {{^}}partial:
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

int sensor(void);
int x, y;

void *worker(void *arg) {
  y = 1;
  int seen = x;
  if (seen == 1)
    assert(sensor() != 3);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (y == 1)
    x = 1;
  pthread_join(t, 0);
  return 0;
}

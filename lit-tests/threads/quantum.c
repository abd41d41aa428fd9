// --quantum Q: at most Q visible operations per context. A bound on the schedules, not a
// proof rule: it helps the solver find bugs that need many rounds of alternation, and a
// thread then runs at most K*Q visible operations.
//
// Two threads alternate four atomic additions each (fib_bench's shape): j reaches 55
// only with perfect alternation, the last addition in round 4; main, first in each
// round, reads it in round 5.
// RUN: %expect 10 %cbounds %s -K 5 --quantum 1 | FileCheck %s --check-prefix=ALTERNATE
// RUN: %expect 10 %cbounds %s -K 5 | FileCheck %s --check-prefix=ALTERNATE
// RUN: %expect 0 %cbounds %s -K 4 --quantum 1
// -DFIXED: the threshold one step beyond reach: SAFE, with the quantum on the bounds line
// and in the JSON report.
// RUN: %expect 0 %cbounds %s -DFIXED -K 5 --quantum 1 --json %t.json | FileCheck %s --check-prefix=FIXED
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// -DBURST: a worker makes three stores in a row and main must see the third: that needs
// three visible operations in the worker's first context, so --quantum 2 (and K=2) cannot
// show it and --quantum 3 does (the counter's edge).
// RUN: %expect 10 %cbounds %s -DBURST -K 2 | FileCheck %s --check-prefix=BURST
// RUN: %expect 0 %cbounds %s -DBURST -K 2 --quantum 2 | FileCheck %s --check-prefix=BURST2
// RUN: %expect 10 %cbounds %s -DBURST -K 2 --quantum 3 | FileCheck %s --check-prefix=BURST
// -DBURST -DREADER: a second thread reads, after the worker in each round. With
// --quantum 1 the worker's second store opens its second context, where it has no room
// for the third: SAFE with K=2; --quantum 2 puts the third in round 2, before the read.
// RUN: %expect 0 %cbounds %s -DBURST -DREADER -K 2 --quantum 1
// RUN: %expect 10 %cbounds %s -DBURST -DREADER -K 2 --quantum 2 | FileCheck %s --check-prefix=READER
// RUN: %expect 2 %cbounds %s --quantum 0 2>&1 | FileCheck %s --check-prefix=USAGE
//
// ALTERNATE: {{^}}UNSAFE: assertion failed at {{.*}}quantum.c:[[#@LINE+43]]{{$}}
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// FIXED-NEXT: {{^}}bounds: K=5 rounds, loops and recursion unwound up to 10 times, up to 8 threads, at most 1 visible operation per context{{$}}
// JSON: "quantum": 1
// BURST: {{^}}UNSAFE: assertion failed at {{.*}}quantum.c:[[#@LINE+67]]{{$}}
// BURST2: {{^}}bounds: K=2 rounds, {{.*}}, at most 2 visible operations per context{{$}}
// READER: {{^}}UNSAFE: assertion failed at {{.*}}quantum.c:[[#@LINE+53]]{{$}}
// USAGE: invalid value '0' for --quantum

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

#ifndef BURST
int i = 1, j = 1;

void *add_j(void *arg) {
  for (int k = 0; k < 4; k++) {
    __VERIFIER_atomic_begin();
    i += j;
    __VERIFIER_atomic_end();
  }
  return arg;
}

void *add_i(void *arg) {
  for (int k = 0; k < 4; k++) {
    __VERIFIER_atomic_begin();
    j += i;
    __VERIFIER_atomic_end();
  }
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, add_j, 0);
  pthread_create(&b, 0, add_i, 0);
#ifdef FIXED
  assert(j < 56); // the largest j is 55
#else
  assert(j < 55);
#endif
  return 0;
}
#else
int x;

void *burst(void *arg) {
  x = 1;
  x = 2;
  x = 3;
  return arg;
}

void *reader(void *arg) {
  int seen = x;
  assert(seen != 3);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, burst, 0);
#ifdef READER
  pthread_t r;
  pthread_create(&r, 0, reader, 0);
#else
  int seen = x;
  assert(seen != 3);
#endif
  return 0;
}
#endif

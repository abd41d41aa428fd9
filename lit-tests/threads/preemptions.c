// Preemption bounding, CHESS's measure (--preemptions P): a preempting switch ends the
// context of a thread that could have gone on, after it did something visible in that
// context. Switches at blocking operations (main's joins) and at a thread's end are free,
// and so is a context in which a thread does nothing (it waits for a later round).
//
// The writer writes s = 1 then s = 2; the reader reads s twice and fails on seeing 1 then
// 2. That needs two preemptions: the writer between its writes (the reader reads 1), and
// the reader between its reads (the writer writes 2 and ends, free). Two rounds:
//   round 1: main creates both, blocks on join; writer s = 1, preempted; reader reads 1,
//            preempted;
//   round 2: writer s = 2, ends; reader reads 2: the assertion fails.
// RUN: %expect 10 %cbounds %s --preemptions 2 | FileCheck %s --check-prefixes=BUG,TWO
// RUN: %expect 0 %cbounds %s --preemptions 1 | FileCheck %s --check-prefixes=SAFE,SAFE1
// RUN: %expect 0 %cbounds %s --preemptions 0 | FileCheck %s --check-prefixes=SAFE,SAFE0
// Without a preemption bound the iterative search finds it with k = 2; with
// --fewest-preemptions the trace shown is one with the fewest preemptions within its k.
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefixes=BUG,ITER
// RUN: %expect 10 %cbounds %s --fewest-preemptions | FileCheck %s --check-prefixes=BUG,TWO
// RUN: %expect 10 %cbounds %s -K 3 --fewest-preemptions | FileCheck %s --check-prefixes=BUG,K3
// RUN: %expect 10 %cbounds %s -K 3 --32 --preemptions 2 | FileCheck %s --check-prefixes=BUG,K3
// RUN: %expect 0 %cbounds %s -K 3 --preemptions 1 | FileCheck %s --check-prefix=SAFE
//
// -DWAIT: the first thread (index 1) fails if it sees what the second one wrote. In
// round-robin order the first thread must let its round-1 context go empty and read in
// round 2: no preemption at all (in CHESS terms, the second thread simply ran first).
// RUN: %expect 10 %cbounds %s -DWAIT --preemptions 0 | FileCheck %s --check-prefixes=WAIT
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE1: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, up to 8 threads, at most 1 preemption{{$}}
// SAFE0: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, up to 8 threads, at most 0 preemptions{{$}}

#include <assert.h>
#include <pthread.h>

int s;

#ifndef WAIT
void *writer(void *arg) {
  s = 1;
  s = 2;
  return arg;
}

void *reader(void *arg) {
  int first = s;
  int second = s;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}preemptions.c:[[@LINE+1]]{{$}}
  assert(!(first == 1 && second == 2));
  return arg;
}
#else
void *writer(void *arg) {
  // WAIT: {{^}}UNSAFE: assertion failed at {{.*}}preemptions.c:[[@LINE+1]]{{$}}
  assert(s == 0);
  return arg;
}

void *reader(void *arg) {
  s = 1;
  return arg;
}
#endif

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// TWO: {{^}}contexts: found with k=2 rounds (none with fewer), 2 preemptions before the failure{{$}}
// ITER: {{^}}contexts: found with k=2 rounds (none with fewer), {{[2-9]|[1-9][0-9]+}} preemptions before the failure{{$}}
// K3: {{^}}contexts: the failure is in round {{[23]}} of K=3, after 2 preemptions{{$}}
// WAIT: {{^}}contexts: found with k=2 rounds (none with fewer), 0 preemptions before the failure{{$}}

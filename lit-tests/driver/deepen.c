// Deepening (the default strategy, --deepen): after SAFE, check again with twice the
// rounds; after UNKNOWN at the unwind bound, with --unroll-forced, then twice the
// unwinding; the deepest answer is reported. A bound given on the command line (-K,
// --unwind, --threads) is pinned: it is not deepened. --no-search keeps the schedule
// search from finding the bugs first.
//
// Ping-pong with three hits each, pong serving (as in threads/ping-pong.c): the hits
// happen in the order Q1 P1 Q2 P2 Q3 P3 (P: the first thread, Q: the second), and a hit
// of the first thread after one of the second is in a strictly later round, so the
// failing sixth hit P3 needs round 4: SAFE with -K 2, found with --deepen (K=4), but not when -K 2 pins the rounds.
// RUN: %expect 0 %cbounds %s --no-static-proof -K 2 | FileCheck %s --check-prefix=SAFE2
// RUN: %expect 10 %cbounds %s --no-static-proof --max-rounds 2 --no-search --deepen --timeout 120 | FileCheck %s --check-prefix=FOUND
// RUN: %expect 0 %cbounds %s --no-static-proof -K 2 --no-search --deepen --timeout 120 | FileCheck %s --check-prefix=SAFE2
// A loop of 15 iterations before the failure: UNKNOWN at the default --unwind 10, found
// with --unroll-forced (its iterations are certain). -DNONDET: 15 iterations chosen by
// input, none forced: found with the unwinding doubled.
// RUN: %expect 20 %cbounds %s --no-static-proof -DLOOP | FileCheck %s --check-prefix=UNWIND10
// RUN: %expect 10 %cbounds %s --no-static-proof -DLOOP --no-search --deepen --timeout 120 | FileCheck %s --check-prefix=LOOPFOUND
// RUN: %expect 10 %cbounds %s --no-static-proof -DLOOP -DNONDET --no-search --deepen --timeout 120 | FileCheck %s --check-prefix=LOOPFOUND
// --unwind given pins the unwinding: UNKNOWN stands.
// RUN: %expect 20 %cbounds %s --no-static-proof -DLOOP --unwind 10 --no-search --deepen --timeout 120 | FileCheck %s --check-prefix=UNWIND10
// The fixed ping-pong: SAFE with the deepest bounds checked in time (K=2 at least; the
// check that runs out of time does not replace the answer). An idle machine gets to
// K = 60 in 4 s; 8 s leaves room for a loaded one (K = 1 only, once, at 4 s).
// RUN: %expect 0 %cbounds %s --no-static-proof -DFIXED --max-rounds 1 --no-search --deepen --timeout 8 | FileCheck %s --check-prefix=DEEPER
//
// SAFE2: {{^}}bounds: K=2 rounds, loops and recursion unwound up to 10 times, up to 8 threads{{$}}
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}deepen.c:[[#@LINE+20]]{{$}}
// FOUND: {{^}}contexts: the failure is in round 4 of K=4, after {{[0-9]+}} preemptions{{$}}
// UNWIND10: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}deepen.c:{{[0-9]+}} (raise --unwind){{$}}
// LOOPFOUND: {{^}}UNSAFE: assertion failed at {{.*}}deepen.c:[[#@LINE+45]]{{$}}
// DEEPER: {{^}}SAFE: no error found within the bounds{{$}}
// DEEPER-NEXT: {{^}}bounds: K={{[2-9]|[1-9][0-9]+}} rounds, {{.*}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

#define HITS 3
int turn = 2, volleys;

void hit(int me, int other) {
  __VERIFIER_assume(turn == me);
  volleys++;
#ifndef FIXED
  assert(volleys < 2 * HITS);
#endif
  turn = other;
}

void *ping(void *arg) {
  for (int i = 0; i < HITS; i++)
    hit(1, 2);
  return arg;
}

void *pong(void *arg) {
  for (int i = 0; i < HITS; i++)
    hit(2, 1);
  return arg;
}

int main(void) {
#ifdef LOOP
  int x = 0;
#ifdef NONDET
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n <= 15);
#else
  int n = 15;
#endif
  for (int i = 0; i < n; i++)
    x++;
  assert(x != 15);
#else
  pthread_t a, b;
  pthread_create(&a, 0, ping, 0);
  pthread_create(&b, 0, pong, 0);
#endif
  return 0;
}

// Narrowing (docs/encoding.md): after `assume_abort_if_not(v < 400)` the path goes on only
// where v < 400, so the executor clears bits 9 and up of v. A value read back from an
// array of such values, at an unknown index, then has those bits 0 as well, and the
// comparison with -2 folds to false while building. Without it each read is a mux of 16
// words that the solver proves is not -2 (50 343 clauses instead of 1 341): the check
// is at most 4 digits of clauses.
// RUN: %expect 0 %cbounds %s --no-static-proof --unwind 20 --stats | FileCheck %s --check-prefix=FOLDED
// FOLDED: {{^}}SAFE: no error found within the bounds{{$}}
// FOLDED: stats: CNF {{[0-9]+}} variables, {{[0-9][0-9]?[0-9]?[0-9]?}} clauses
// RUN: %expect 10 %cbounds %s --no-static-proof --unwind 20 -DSTACKBUG | FileCheck %s --check-prefix=STACKBUG
// STACKBUG: {{^}}UNSAFE: assertion failed at {{.*}}narrowing.c:[[#@LINE+112]]{{$}}
//
// The edges that break a naive narrowing: each is UNSAFE, where narrowing too much
// proves it safe.
// -DPOLARITY: the path goes on where `v < 400` is false (v >= 400): nothing to clear.
// RUN: %expect 10 %cbounds %s --no-static-proof -DPOLARITY | FileCheck %s --check-prefix=POLARITY
// POLARITY: {{^}}UNSAFE: assertion failed at {{.*}}narrowing.c:[[#@LINE+62]]{{$}}
// POLARITY: v = 1000{{$}}
// -DSIGNED: `i < 4` on a signed i leaves every negative i: the sign bit stays.
// RUN: %expect 10 %cbounds %s --no-static-proof -DSIGNED | FileCheck %s --check-prefix=SIGNED
// SIGNED: {{^}}UNSAFE: assertion failed at {{.*}}narrowing.c:[[#@LINE+62]]{{$}}
// SIGNED: i = -5{{$}}
// -DBRANCH: the assumption on one branch only; after the join v is narrowed only on
// the executions of that branch.
// RUN: %expect 10 %cbounds %s --no-static-proof -DBRANCH | FileCheck %s --check-prefix=BRANCH
// BRANCH: {{^}}UNSAFE: assertion failed at {{.*}}narrowing.c:[[#@LINE+62]]{{$}}
// -DUNRELATED: a call that narrows the guard, with a comparison as an argument that it
// does not assume.
// RUN: %expect 10 %cbounds %s --no-static-proof -DUNRELATED | FileCheck %s --check-prefix=UNRELATED
// UNRELATED: {{^}}UNSAFE: assertion failed at {{.*}}narrowing.c:[[#@LINE+62]]{{$}}
// UNRELATED: v = 100{{$}}
// -DTHREAD: __VERIFIER_assume in a thread, whose guard keeps "v < 16, or the thread is
// stopped for good": main sees v < 16 (SAFE with K = 2), and v = 15 (UNSAFE).
// RUN: %expect 0 %cbounds %s --no-static-proof -DTHREAD -K 2 | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s --no-static-proof -DTHREAD -DTHREADBUG -K 2 | FileCheck %s --check-prefix=THREADBUG
// THREADBUG: {{^}}UNSAFE: assertion failed at {{.*}}narrowing.c:[[#@LINE+62]]{{$}}
// The ones that hold: a range from both signed bounds, and an equality.
// RUN: %expect 0 %cbounds %s --no-static-proof -DRANGE | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s --no-static-proof -DRANGE -DRANGEBUG | FileCheck %s --check-prefix=RANGEBUG
// RANGEBUG: {{^}}UNSAFE: assertion failed at {{.*}}narrowing.c:[[#@LINE+66]]{{$}}
// RANGEBUG: i = 3{{$}}
// RUN: %expect 0 %cbounds %s --no-static-proof -DEQUAL | FileCheck %s --check-prefix=PROVED
// PROVED: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

void assume_abort_if_not(int cond) {
  if (!cond)
    abort();
}

#define N 16
unsigned stack[N];
unsigned shared;

void check(int ok, int positive) {
  assume_abort_if_not(positive > 0);
  (void)ok;
}

void *worker(void *arg) {
  unsigned v = __VERIFIER_nondet_uint();
  __VERIFIER_assume(v < 16);
  shared = v + 1;
  return arg;
}

int main(void) {
#if defined(POLARITY)
  unsigned v = __VERIFIER_nondet_uint();
  if (v < 400)
    abort();
  assert(v != 1000);
#elif defined(SIGNED)
  int i = __VERIFIER_nondet_int();
  assume_abort_if_not(i < 4);
  assert(i != -5);
#elif defined(BRANCH)
  unsigned v = __VERIFIER_nondet_uint();
  if (__VERIFIER_nondet_int())
    assume_abort_if_not(v < 4);
  assert(v < 4);
#elif defined(UNRELATED)
  unsigned v = __VERIFIER_nondet_uint();
  check(v < 4, __VERIFIER_nondet_int());
  assert(v != 100);
#elif defined(THREAD)
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
#ifdef THREADBUG
  assert(shared != 16);
#else
  assert(shared <= 16);
#endif
#elif defined(RANGE)
  int i = __VERIFIER_nondet_int();
  assume_abort_if_not(0 <= i && i < 4);
#ifdef RANGEBUG
  assert(i != 3);
#endif
  assert(i >= 0 && i <= 3);
#elif defined(EQUAL)
  unsigned v = __VERIFIER_nondet_uint();
  if (v != 7)
    abort();
  assert(v * 3 == 21);
#else
  for (int i = 0; i < N; i++) {
    unsigned v = __VERIFIER_nondet_uint();
    assume_abort_if_not(v < 400);
    stack[i] = v;
  }
  for (int k = 0; k < N; k++) {
    unsigned top = __VERIFIER_nondet_uint() % N;
#ifdef STACKBUG
    assert(stack[top] != 399);
#endif
    assert((int)stack[top] != -2);
  }
#endif
  return 0;
}

// Ranges of terms (docs/encoding.md, "Ranges"): a stack filled by pushes and emptied by
// pops in loops unrolled whole. Every index is inside the array by an induction over the
// iterations: top starts in [0, N], `top > 0` guards each pop, so top - 1 is in
// [0, N - 1] and top stays in [0, N]. The executor carries these ranges (a value stored
// under a guard that bounds it keeps its bounds where paths merge), so each access check
// folds to true while building, and `top == N + 1` folds to false: the formula is false
// before any solver call (without ranges, one call and most of a second of search for
// N = 40, minutes for N = 400).
// RUN: %expect 0 %cbounds %s --unroll-forced --stats | FileCheck %s --check-prefix=FOLDED
// FOLDED: {{^}}SAFE: no error found within the bounds{{$}}
// FOLDED: stats: symex {{[0-9]+}} instructions, 0 solver calls
// The same with threads (SV-COMP's stack_longer-2, small): one thread pushes, the other
// pops where top > 0, under a mutex. A thread may stop at any point, so top starts the
// pops as a merge of 0..N. Under unreach-call an out-of-bounds access is an
// incompleteness that must fold just the same; the default property would also ask
// whether the threads can end blocked (a deadlock), which ranges do not decide.
// RUN: %expect 0 %cbounds %s -DTHREADS -K 1 --unroll-forced --stats --property unreach-call | FileCheck %s --check-prefix=FOLDED
// RUN: %expect 0 %cbounds %s -DTHREADS -DN=10 -K 2 --unroll-forced | FileCheck %s --check-prefix=PROVED
// PROVED: {{^}}SAFE: no error found within the bounds{{$}}
//
// The edges where a range that is too wide (or taken from the wrong side of a merge, or
// from a guard that does not hold) would prove a wrong SAFE; each is UNSAFE:
// -DPOPZERO: the pop tests `top >= 0`: a pop at top = 0 reads a[-1].
// RUN: %expect 10 %cbounds %s --unroll-forced -DPOPZERO | FileCheck %s --check-prefix=POPZERO
// POPZERO: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}ranges.c:[[#@LINE+55]] [valid-deref]{{$}}
// -DPUSHOVER: the push tests `top != N + 1`: the push at top = N writes a[N].
// RUN: %expect 10 %cbounds %s --unroll-forced -DPUSHOVER | FileCheck %s --check-prefix=PUSHOVER
// PUSHOVER: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}ranges.c:[[#@LINE+36]] [valid-deref]{{$}}
// -DNEGATIVE: top starts at an input assumed at most N, so it may be negative, and the
// pop tests `top != 0`: a[top - 1] below the array.
// RUN: %expect 10 %cbounds %s --unroll-forced -DNEGATIVE | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}ranges.c:[[#@LINE+48]] [valid-deref]{{$}}
// -DFULL: top == N is reachable (every push taken), unlike N + 1.
// RUN: %expect 10 %cbounds %s --unroll-forced -DFULL | FileCheck %s --check-prefix=FULL
// FULL: {{^}}UNSAFE: assertion failed at {{.*}}ranges.c:[[#@LINE+100]]{{$}}
// -DTHREADS -DNOCHECK: the popping thread does not test top > 0.
// RUN: %expect 10 %cbounds %s -DTHREADS -DNOCHECK -K 1 --unroll-forced | FileCheck %s --check-prefix=NOCHECK
// NOCHECK: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}ranges.c:[[#@LINE+42]] [valid-deref]{{$}}

#include <assert.h>
#include <pthread.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

#ifndef N
#define N 40
#endif

int top;
unsigned a[N];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

#ifdef PUSHOVER
#define LIMIT (N + 1)
#else
#define LIMIT N
#endif

static void push(unsigned v) {
  if (top != LIMIT) {
    a[top] = v;
    top++;
  }
}

static unsigned pop(void) {
#if defined(POPZERO)
  if (top >= 0) {
#elif defined(NEGATIVE)
  if (top != 0) {
#elif defined(NOCHECK)
  {
#else
  if (top > 0) {
#endif
    top--;
    return a[top];
  }
  return 0;
}

static void pushes(void) {
  for (int i = 0; i < N + 2; i++)
    if (__VERIFIER_nondet_bool())
      push(__VERIFIER_nondet_uint());
}

static void pops(void) {
  for (int i = 0; i < N; i++)
    if (__VERIFIER_nondet_bool())
      pop();
}

#ifdef THREADS
static void *pusher(void *arg) {
  (void)arg;
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&m);
    push(__VERIFIER_nondet_uint());
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void *popper(void *arg) {
  (void)arg;
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&m);
    pop();
    pthread_mutex_unlock(&m);
  }
  return 0;
}
#endif

int main(void) {
#ifdef THREADS
  pthread_t t1, t2;
  pthread_create(&t1, 0, pusher, 0);
  pthread_create(&t2, 0, popper, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
#else
#ifdef NEGATIVE
  top = __VERIFIER_nondet_int();
  __VERIFIER_assume(top <= N);
#else
  pushes();
#endif
  assert(top != N + 1);
#ifdef FULL
  assert(top != N);
#endif
  pops();
#endif
  return 0;
}

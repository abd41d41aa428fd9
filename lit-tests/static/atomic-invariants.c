// Per-mutex invariants with atomic sections (docs/static-proof.md): __VERIFIER_atomic_*
// functions and __VERIFIER_atomic_begin/end protect `level` (0..LIMIT) and `inside` (1
// only in the middle of a section) like a mutex, for a nondeterministic number of
// threads: SAFE for any number of them.
//
// -DNOT_ATOMIC: the decrement outside any section: two threads both see level 1 and
//   both decrement it to -1.
// -DNESTED: sections nest: inside = 1, then a nested atomic function reads it in the
//   same thread. Reading the invariant at the nested function's start would miss it:
//   a call publishes the caller's views first.
// -DSTALE: main writes turn in one section and reads it in the next: another thread's
//   section may run in between. A view kept from the first section would miss it: each
//   section starts from the invariant.
//
// RUN: %expect 0 %cbounds %s --verbosity 2 2>&1 | FileCheck %s --check-prefixes=PROGRESS,SAFE
// RUN: %expect 20 %cbounds %s --no-static-proof --threads 3 | FileCheck %s --check-prefix=BOUNDED
// RUN: %expect 10 %cbounds %s -DNOT_ATOMIC --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 10 %cbounds %s -DNESTED --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 10 %cbounds %s -DSTALE --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
//
// PROGRESS: static range analysis: no error is reachable ({{.*}}, per-mutex invariants)
// SAFE: SAFE: no error is reachable in any execution, with any number of threads, rounds and loop iterations (static range analysis with per-mutex invariants)
// BOUNDED: UNKNOWN: the program creates more threads than --threads allows
// NOPROOF: static range analysis: no proof
// REACH: UNSAFE: reach_error() called
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
#include <pthread.h>
#define LIMIT 3
int level;  /* 0..LIMIT, changed only inside atomic sections */
int inside; /* 1 only in the middle of one */

void __VERIFIER_atomic_check(void) {
  if (inside != 0) reach_error();
}

void __VERIFIER_atomic_take(void) {
  if (level < LIMIT) {
    inside = 1;
    level = level + 1;
    inside = 0;
  }
}

void *thr(void *arg) {
  __VERIFIER_atomic_take();
#ifdef NOT_ATOMIC
  if (level > 0) level = level - 1;
#else
  __VERIFIER_atomic_begin();
  __VERIFIER_atomic_check();
  if (level > 0) level = level - 1;
#ifdef NESTED
  inside = 1;
  __VERIFIER_atomic_check();
#endif
  inside = 0;
  __VERIFIER_atomic_end();
#endif
  return 0;
}

#ifdef STALE
int turn;
void *other(void *arg) {
  __VERIFIER_atomic_begin();
  turn = 2;
  __VERIFIER_atomic_end();
  return 0;
}
#endif

int main(void) {
  pthread_t t;
  unsigned n = __VERIFIER_nondet_uint();
  for (unsigned i = 0; i < n; i++)
    pthread_create(&t, 0, thr, 0);
#ifdef STALE
  pthread_create(&t, 0, other, 0);
  __VERIFIER_atomic_begin();
  turn = 1;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin();
  if (turn != 1) reach_error(); /* another section ran in between */
  __VERIFIER_atomic_end();
#endif
  __VERIFIER_atomic_begin();
  if (level < 0 || level > LIMIT) reach_error();
  __VERIFIER_atomic_end();
  return 0;
}

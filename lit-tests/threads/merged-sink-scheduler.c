// main takes one of two paths: an early return in round 1 (no thread), or it creates
// the worker, clears gp and blocks in pthread_join. With K = 1 there is no later round,
// so main stops for good there (the sink round K+1), and the worker then runs its one
// context in round 1 and reads the NULL. The two paths of main merge, and after main's
// thread the scheduler's state has "the early return, or main in the sink" in its
// guard. The encoder's rule "b or sink counts as b" (symex_narrow.c) once applied there
// too: it took the early return as a fact, decided __cbounds_seq_count to be 1, and the
// worker never ran (a wrong SAFE at K = 1; K = 2 found it). Outside a thread the
// executions in the sink are real: the next thread runs in them.
//
// RUN: %expect 10 %cbounds %s -K 1 | FileCheck %s --check-prefix=NULL
// RUN: %expect 10 %cbounds %s -K 2 | FileCheck %s --check-prefix=NULL
// The early path writes what the worker reads.
// RUN: %expect 10 %cbounds %s -K 1 -DEARLY_WRITE | FileCheck %s --check-prefix=NULL
// main writes another global before it blocks, or before it creates the worker.
// RUN: %expect 10 %cbounds %s -K 1 -DWRITE_AFTER | FileCheck %s --check-prefix=NULL
// RUN: %expect 10 %cbounds %s -K 1 -DWRITE_BEFORE | FileCheck %s --check-prefix=NULL
// An integer chosen by a select, and a worker that fails whatever it reads.
// RUN: %expect 10 %cbounds %s -K 1 -DINT_SELECT | FileCheck %s --check-prefix=REACH
// The path split on the nondet value itself was found before too.
// RUN: %expect 10 %cbounds %s -K 1 -DDIRECT | FileCheck %s --check-prefix=NULL
// Fixed: main clears gp only after the join.
// RUN: %expect 0 %cbounds %s -K 1 -DFIXED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 -DFIXED | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int obj = 5;
int *gp;
int seen;

void *worker(void *a) {
#ifdef INT_SELECT
  // REACH: {{^}}UNSAFE: reach_error() called at {{.*}}merged-sink-scheduler.c:[[@LINE+1]]{{$}}
  reach_error();
#endif
  // NULL: {{^}}UNSAFE: null pointer dereference at {{.*}}merged-sink-scheduler.c:[[@LINE+1]] [valid-deref]{{$}}
  seen = *gp;
  return 0;
}

int main(void) {
#if defined(INT_SELECT)
  int c = __VERIFIER_nondet_int();
  int v = c ? 0 : 7;
  if (!v)
    return 0;
  int *o = &obj;
#elif defined(DIRECT)
  if (__VERIFIER_nondet_int())
    return 0;
  int *o = &obj;
#else
  int *o = __VERIFIER_nondet_int() ? 0 : &obj;
  if (!o) {
#ifdef EARLY_WRITE
    gp = &obj;
#endif
    return 0;
  }
#endif
#ifdef WRITE_BEFORE
  seen = 2;
#endif
  gp = o;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifndef FIXED
  gp = 0;
#endif
#ifdef WRITE_AFTER
  seen = 1;
#endif
  pthread_join(t, 0);
#ifdef FIXED
  gp = 0;
#endif
  return 0;
}

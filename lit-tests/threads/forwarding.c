// Store-to-load forwarding in a round (docs/memory.md, "Forwarding in a round"): a load
// of a shared byte that the path stored since its round last changed reads the stored
// value, not a mux over the copies of the rounds the path may be in.
//
// The workers fill a shared queue under a lock. A worker may stop for good at the lock
// (its switch point), and goes on in the sink, where its stores reach no copy. Before,
// a load of q.tail after the first store then read ite(stopped, old, new), every store
// of the loop went through that symbolic index, and K = 1 built 44 528 AIG nodes; with
// forwarding both read the stored value: 454. The check: at most 4 digits.
// RUN: %expect 0 %cbounds %s -K 1 --unwind 60 --verbosity 2 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: encoding done: {{[0-9]+}} instructions executed symbolically, {{[0-9][0-9]?[0-9]?[0-9]?}} AIG nodes
// SMALL: {{^}}SAFE: no error found within the bounds{{$}}
// RUN: %expect 0 %cbounds %s -K 2 --unwind 60 | FileCheck %s --check-prefix=PROVED
// PROVED: {{^}}SAFE: no error found within the bounds{{$}}
//
// The edges that break a naive forwarding:
// -DROUND: t1 stores x, and its load of x (a switch point before it) may be in round 2,
// after t2 stored 2 in round 1. Forwarding the stored 1 past the round change misses it.
// RUN: %expect 0 %cbounds %s -DROUND -K 1 | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DROUND -K 2 | FileCheck %s --check-prefix=ROUND
// ROUND: {{^}}UNSAFE: assertion failed at {{.*}}forwarding.c:[[#@LINE+38]]
// -DMERGE: a store on one branch only. After the join, the load on the other branch
// must not see it (the join keeps only what both branches forwarded).
// RUN: %expect 0 %cbounds %s -DMERGE -K 1 | FileCheck %s --check-prefix=PROVED
// RUN: %expect 0 %cbounds %s -DMERGE -K 3 | FileCheck %s --check-prefix=PROVED
// -DSYMBOLIC: a store through an unknown index may overwrite a forwarded byte.
// RUN: %expect 10 %cbounds %s -DSYMBOLIC -K 1 | FileCheck %s --check-prefix=SYMBOLIC
// SYMBOLIC: {{^}}UNSAFE: assertion failed at {{.*}}forwarding.c:[[#@LINE+45]]

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

struct queue {
  int items[64];
  int tail;
} q;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x, g;
int a[4];

void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  for (int i = 0; i < 50; i++) {
    q.items[q.tail] = i;
    q.tail = q.tail + 1;
  }
  assert(q.items[q.tail - 1] == 49);
  pthread_mutex_unlock(&m);
  return 0;
}

void *t1(void *arg) {
  (void)arg;
#if defined(ROUND)
  x = 1;
  assert(x == 1);
#elif defined(MERGE)
  int c = __VERIFIER_nondet_int();
  if (c)
    g = 1;
  if (!c)
    assert(g == 0);
#elif defined(SYMBOLIC)
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3)
    return 0;
  a[0] = 5;
  a[1] = 6;
  a[n] = 7;
  assert(a[0] == 5);
#endif
  return 0;
}

void *t2(void *arg) {
  (void)arg;
#if defined(ROUND)
  x = 2;
#endif
  return 0;
}

int main(void) {
  pthread_t w1, w2;
#if defined(ROUND) || defined(MERGE) || defined(SYMBOLIC)
  pthread_create(&w1, 0, t1, 0);
  pthread_create(&w2, 0, t2, 0);
#else
  pthread_create(&w1, 0, worker, 0);
  pthread_create(&w2, 0, worker, 0);
#endif
  pthread_join(w1, 0);
  pthread_join(w2, 0);
  return 0;
}

// Forwarding of allocated bits in a round (docs/memory.md, "Forwarding in a round"): an
// access to a heap block that the path allocated, or freed, since its round last changed
// reads that bit as it left it, not a mux over the copies of the rounds it may be in.
//
// Two workers each fill a queue that they allocated themselves, under a lock, and
// publish it. At K = 2 a worker's round after the lock (its switch point) is 1 or 2, and
// the queue's allocated bit has a copy per round. Before, each store into the queue was
// valid only where the bit of the round's copy was set, a mux of the copies: the store
// forwarded ite(valid, value, old byte), the next load of q->tail read that, and every
// store of the loop went through a symbolic index: 222 277 AIG nodes. Now the bit is
// forwarded from the allocation, every store is valid, the index is a constant:
// 39 909. The check: at most 5 digits.
// RUN: %expect 0 %cbounds %s -K 2 --unwind 40 --verbosity 2 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: encoding done: {{[0-9]+}} instructions executed symbolically, {{[0-9][0-9]?[0-9]?[0-9]?[0-9]?}} AIG nodes
// SMALL: {{^}}SAFE: no error found within the bounds{{$}}
// RUN: %expect 0 %cbounds %s -K 1 --unwind 40 | FileCheck %s --check-prefix=PROVED
// RUN: %expect 0 %cbounds %s -K 3 --unwind 40 | FileCheck %s --check-prefix=PROVED
// PROVED: {{^}}SAFE: no error found within the bounds{{$}}
//
// The edges that break a naive forwarding:
// -DROUND: t1 allocates a block and publishes it; its store into it (a switch point
// before it) may be in round 2, after t2 freed the block in round 1. Forwarding the
// allocated bit past the round change misses the use after free.
// RUN: %expect 0 %cbounds %s -DROUND -K 1 | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DROUND -K 2 | FileCheck %s --check-prefix=ROUND
// ROUND: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}forwarding-heap.c:[[#@LINE+50]]
// -DMERGE: a free on one branch only. After the join, the store is an error only where
// that branch was taken (-DMERGE_BUG: the store on both). A join that keeps either
// branch's bit gets one of the two wrong.
// RUN: %expect 0 %cbounds %s -DMERGE -K 1 | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DMERGE -DMERGE_BUG -K 1 | FileCheck %s --check-prefix=MERGE
// MERGE: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}forwarding-heap.c:[[#@LINE+52]]
// -DSYMBOLIC: a free through a pointer to one of two blocks frees each only where the
// pointer names it (-DSYMBOLIC_BUG: the store into the first block whichever was freed).
// RUN: %expect 0 %cbounds %s -DSYMBOLIC -K 1 | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DSYMBOLIC -DSYMBOLIC_BUG -K 1 | FileCheck %s --check-prefix=SYMBOLIC
// SYMBOLIC: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}forwarding-heap.c:[[#@LINE+58]]

#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct queue {
  int items[30];
  int tail;
} *shared_queue;
int *published, *other;

void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  struct queue *q = malloc(sizeof *q);
  if (q) {
    q->tail = 0;
    for (int i = 0; i < 30; i++) {
      q->items[q->tail] = i;
      q->tail = q->tail + 1;
    }
    if (q->items[q->tail - 1] != 29)
      abort();
    shared_queue = q;
  }
  pthread_mutex_unlock(&m);
  return 0;
}

void *t1(void *arg) {
  (void)arg;
  int *p = malloc(sizeof *p);
  if (!p)
    return 0;
  published = p;
#if defined(ROUND)
  *p = 1;
#elif defined(MERGE)
  int c = __VERIFIER_nondet_int();
  if (c)
    free(p);
#if !defined(MERGE_BUG)
  if (!c)
#endif
    *p = 1;
#elif defined(SYMBOLIC)
  int *q = malloc(sizeof *q);
  if (!q)
    return 0;
  other = q;
  int c = __VERIFIER_nondet_int();
  free(c ? p : q);
#if !defined(SYMBOLIC_BUG)
  if (!c)
#endif
    *p = 1;
#endif
  return 0;
}

void *t2(void *arg) {
  (void)arg;
#if defined(ROUND)
  int *p = published;
  if (p)
    free(p);
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

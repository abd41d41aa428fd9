// Guesses from the run for heap blocks and pointers (docs/search.md, "Guesses from the
// run"): the shared state of local-state.c lives in two blocks that main allocates, one
// pointing to the other, and the threads reach them through a pointer. A run names each
// block by the thread that allocated it and its number among that thread's blocks
// ("heap:0:1": main's second), as the encoder numbers its heap objects; it snapshots
// the live blocks as each round begins, and it writes each word that points into a
// block, a global or one of main's locals as that object and offset. The confirming
// check guesses the blocks' bytes and allocated bits as the run had them, and those
// pointers as the encoder's pointers to the same objects: the loops' exits are
// constants again, unrolled whole at --unwind 5 with --unroll-forced. Before, the
// blocks' bytes and every pointer byte were free guesses: the plan was confirmed only
// with the unwind bound raised to 10 (118 K AIG nodes at --unwind 5, 194 K at 10;
// under 1 K now).
//
// RUN: %expect 10 %cbounds %s --unwind 5 --search 20 -K 2 --verbosity 2 2>&1 | FileCheck %s --check-prefix=HEAP
// RUN: %expect 10 %cbounds %s --unwind 5 --search 20 -K 2 --32 | FileCheck %s --check-prefix=FOUND
// -DFIXED: one step short of the threshold: no run reaches it.
// RUN: %expect 0 %cbounds %s -DFIXED --search 2 -K 2 --unwind 10 | FileCheck %s --check-prefix=FIXED
//
// HEAP: schedule search: checking its find with K=[[#]] rounds and its schedule (unwind 5, --unroll-forced)
// HEAP-NOT: no error along the schedule
// HEAP: {{^}}UNSAFE: assertion failed at {{.*}}heap-state.c:[[#@LINE+64]]{{$}}
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}heap-state.c:[[#@LINE+63]]{{$}}
// FOUND: {{^}}search: the native schedule search found this schedule
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

#define STEPS 8

struct counters {
  int i, j;
};

struct state {
  struct counters *c; /* another block */
  int done_first, done_second;
};

static void step(int *done, int *target, const int *source) {
  for (;;) {
    __VERIFIER_atomic_begin();
    if (*done == STEPS) {
      __VERIFIER_atomic_end();
      break;
    }
    *target = *source + 1;
    ++*done;
    __VERIFIER_atomic_end();
  }
}

static void *first(void *arg) {
  struct state *s = arg;
  step(&s->done_first, &s->c->i, &s->c->j);
  return 0;
}

static void *second(void *arg) {
  struct state *s = arg;
  step(&s->done_second, &s->c->j, &s->c->i);
  return 0;
}

int main(void) {
  struct counters *c = malloc(sizeof *c);
  struct state *s = malloc(sizeof *s);
  *c = (struct counters){3, 6};
  *s = (struct state){c, 0, 0};
  pthread_t a, b;
  pthread_create(&a, 0, first, s);
  pthread_create(&b, 0, second, s);
#ifdef FIXED
  int limit = 2 * STEPS + 7;
#else
  int limit = 2 * STEPS + 6;
#endif
  __VERIFIER_atomic_begin();
  int reached = s->c->i >= limit || s->c->j >= limit;
  __VERIFIER_atomic_end();
  assert(!reached);
  return 0;
}

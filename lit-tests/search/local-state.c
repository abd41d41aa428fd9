// Guesses from the run for main's locals (docs/search.md, "Guesses from the run"): the
// shared state of deep-alternation.c's LOOP case lives in a struct on main's stack,
// handed to the threads, not in globals. A run snapshots main's named locals too (they
// are made once: main runs once), and the confirming check guesses their bytes as the
// run had them as each round began, and their allocated bit as "allocated" in the
// rounds that began while main ran (as a global's). The loops' exits are then
// constants, unrolled whole at --unwind 5 with --unroll-forced. With free guesses of
// the struct they were not, and the unwind bound had to be raised (to 10) before the
// plan was confirmed; so it had with hinted bytes but a free allocated bit (each access
// could then be one to freed memory, which made the thread's round symbolic).
//
// RUN: %expect 10 %cbounds %s --unwind 5 --search 20 -K 2 --verbosity 2 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: %expect 10 %cbounds %s --unwind 5 --search 20 -K 2 --32 | FileCheck %s --check-prefix=FOUND
// -DFIXED: one step short of the threshold: no run reaches it.
// RUN: %expect 0 %cbounds %s -DFIXED --search 2 -K 2 --unwind 10 | FileCheck %s --check-prefix=FIXED
//
// LOCAL: schedule search: checking its find with K=[[#]] rounds and its schedule (unwind 5, --unroll-forced)
// LOCAL-NOT: no error along the schedule
// LOCAL: {{^}}UNSAFE: assertion failed at {{.*}}local-state.c:[[#@LINE+56]]{{$}}
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}local-state.c:[[#@LINE+55]]{{$}}
// FOUND: {{^}}search: the native schedule search found this schedule
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

#define STEPS 8

struct state {
  int i, j;
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
  step(&s->done_first, &s->i, &s->j);
  return 0;
}

static void *second(void *arg) {
  struct state *s = arg;
  step(&s->done_second, &s->j, &s->i);
  return 0;
}

int main(void) {
  struct state shared = {3, 6, 0, 0};
  pthread_t a, b;
  pthread_create(&a, 0, first, &shared);
  pthread_create(&b, 0, second, &shared);
#ifdef FIXED
  int limit = 2 * STEPS + 7;
#else
  int limit = 2 * STEPS + 6;
#endif
  __VERIFIER_atomic_begin();
  int reached = shared.i >= limit || shared.j >= limit;
  __VERIFIER_atomic_end();
  assert(!reached);
  return 0;
}

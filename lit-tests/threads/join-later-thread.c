// A thread joins a thread that a later thread (in creation order) creates: T1 reads
// T3's id, published by T2, in a round after T2 wrote it. In the sequential program T1
// runs before T2 creates T3, so T3 does not exist yet there; the join must still wait
// for T3 (its "finished" flag is shared memory, guessed and checked like the rest), not
// fail at once: after it, T3's write is visible (SAFE). -DBUG asserts the opposite,
// which some execution shows (T1 in round 3 after T3 finished in round 2).
//
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 3 -DBUG | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_assume(int);

static pthread_t third;
static int published;
static int done_by_third;

static void *t3(void *arg) {
  (void)arg;
  done_by_third = 1;
  return 0;
}

static void *t2(void *arg) {
  (void)arg;
  pthread_create(&third, 0, t3, 0);
  published = 1;
  return 0;
}

static void *t1(void *arg) {
  (void)arg;
  __VERIFIER_assume(published);
  int r = pthread_join(third, 0);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}join-later-thread.c:[[@LINE+1]]{{$}}
  assert(r != 0 || done_by_third == 0);
#else
  assert(r == 0 && done_by_third == 1);
#endif
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  return 0;
}

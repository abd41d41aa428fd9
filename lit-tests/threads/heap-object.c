// The lost update on a heap object: main allocates a counter with malloc and passes the
// pointer to both threads, which increment it without synchronization. The object is
// shared memory (reachable from several threads), so it must exist once per round; a
// tool that kept one copy of heap objects would run T1's increment entirely before T2's
// and miss the bug.
//
// The verdicts are those of lost-update.c: the update is lost only if one thread
// finishes in a round >= 2 (after main's context of that round), so main reaches the
// assertion with n == 1 only with K >= 3:
//   round 1: main allocates, creates T1 and T2, blocks on join(T1); T1 loads c->n == 0,
//            preempted; T2 loads 0, stores 1;
//   round 2: main blocks on join(T1); T1 stores 1;
//   round 3: main joins both; c->n == 1: the assertion fails.
// -DFIXED: a mutex inside the heap object, initialized with pthread_mutex_init, guards
// the increment: SAFE.
//
// RUN: %expect 0 %cbounds %s -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -DFIXED -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DFIXED -K 3 --32 | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct counter {
  pthread_mutex_t lock;
  int n;
};

static void *increment(void *arg) {
  struct counter *c = arg;
#ifdef FIXED
  pthread_mutex_lock(&c->lock);
#endif
  c->n++;
#ifdef FIXED
  pthread_mutex_unlock(&c->lock);
#endif
  return 0;
}

int main(void) {
  struct counter *c = malloc(sizeof *c);
  if (!c)
    return 0;
  pthread_mutex_init(&c->lock, 0);
  c->n = 0;
  pthread_t t1, t2;
  pthread_create(&t1, 0, increment, c);
  pthread_create(&t2, 0, increment, c);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}heap-object.c:[[@LINE+1]]{{$}}
  assert(c->n == 2);
  pthread_mutex_destroy(&c->lock);
  free(c);
  return 0;
}

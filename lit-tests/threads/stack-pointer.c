// The lost update through a pointer to a local variable of main, passed to both threads
// as their argument: `counter` lives on main's stack but its address escapes to other
// threads, so it is shared memory and must exist once per round like a global. A tool
// that kept a single copy of it (treating it as main's private local) would run T1's
// increment entirely before T2's and miss the bug.
//
// The verdicts are those of lost-update.c, for the same reasons: the update is lost only
// if one thread finishes in a round >= 2 (after main's context of that round), so main
// reaches the assertion with counter == 1 only with K >= 3:
//   round 1: main creates T1 and T2, blocks on join(T1); T1 loads *p == 0, preempted;
//            T2 loads 0, stores 1;
//   round 2: main blocks on join(T1); T1 stores 1;
//   round 3: main joins both; counter == 1: the assertion fails.
// -DFIXED: the increment under a mutex (also passed through the argument): SAFE.
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

struct shared {
  int *counter;
  pthread_mutex_t *lock;
};

static void *increment(void *arg) {
  struct shared *s = arg;
  int *p = s->counter;
#ifdef FIXED
  pthread_mutex_lock(s->lock);
#endif
  (*p)++;
#ifdef FIXED
  pthread_mutex_unlock(s->lock);
#endif
  return 0;
}

int main(void) {
  int counter = 0;
  pthread_mutex_t lock;
  pthread_mutex_init(&lock, 0);
  struct shared s = {&counter, &lock};
  pthread_t t1, t2;
  pthread_create(&t1, 0, increment, &s);
  pthread_create(&t2, 0, increment, &s);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}stack-pointer.c:[[@LINE+1]]{{$}}
  assert(counter == 2);
  return 0;
}

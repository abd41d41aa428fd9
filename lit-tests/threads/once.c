// pthread_once: T1 and T2 both call pthread_once(&once, init); init increments `inits`
// and then sets `ready`. The init routine runs exactly once, and pthread_once returns
// (in either thread) only after it has completed: a thread that calls pthread_once
// while the other is still inside init waits. Each thread then asserts ready == 1 and
// inits == 1: SAFE (K=2, K=3).
// -DBUG: a hand-rolled `if (!initialized) { init(); initialized = 1; }` instead of
// pthread_once: check-then-act. Failing schedule with K=1: main creates T1, T2, blocks
// on join(T1); T1 finds initialized == 0, runs init up to inits = 1 and is preempted
// (for good); T2 finds initialized == 0 and runs init: inits == 2, the assertion fails.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 1 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 2 --32 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

static int inits;
static int ready;

static void init(void) {
  inits++;
  ready = 1;
}

#ifdef BUG
static int initialized;
#else
static pthread_once_t once = PTHREAD_ONCE_INIT;
#endif

static void *thread(void *arg) {
  (void)arg;
#ifdef BUG
  if (!initialized) {
    init();
    initialized = 1;
  }
#else
  pthread_once(&once, init);
#endif
  int r = ready;
  int n = inits;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}once.c:[[@LINE+1]]{{$}}
  assert(r == 1 && n == 1);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread, 0);
  pthread_create(&t2, 0, thread, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

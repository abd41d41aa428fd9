// Spin lock: T1 and T2 increment x under a pthread_spinlock_t; main joins both and
// asserts x == 2: SAFE (K=3, the first K at which main can see a lost update; K=4).
// -DBUG: T2 does not take the lock: the lost update of lost-update.c, UNSAFE with K=3:
// round 1: main creates T1, T2, blocks on join(T1); T1 locks, loads x == 0, preempted;
// T2 loads 0, stores 1; round 2: main blocks; T1 stores 1, unlocks; round 3: main joins
// both, x == 1. With K=2 main cannot see it (as in lost-update.c): SAFE.
//
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 4 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 3 --32 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

static pthread_spinlock_t lock;
static int x;

static void *thread(void *arg) {
  int locked = *(int *)arg;
  if (locked)
    pthread_spin_lock(&lock);
  x++;
  if (locked)
    pthread_spin_unlock(&lock);
  return 0;
}

int main(void) {
  static int t1_locks = 1;
#ifdef BUG
  static int t2_locks = 0;
#else
  static int t2_locks = 1;
#endif
  pthread_t t1, t2;
  pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
  pthread_create(&t1, 0, thread, &t1_locks);
  pthread_create(&t2, 0, thread, &t2_locks);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}spinlock.c:[[@LINE+1]]{{$}}
  assert(x == 2);
  pthread_spin_destroy(&lock);
  return 0;
}

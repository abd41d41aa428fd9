// Read-write lock: T1 (`writer`) increments x and then y under the write lock; T2
// (`reader`) asserts x == y under the read lock. The write lock excludes readers, so
// the reader never sees the half-done update: SAFE (K=2, K=3).
// -DBUG: the writer takes the read lock, which does not exclude the reader. Failing
// schedule with K=1: main creates T1, T2, blocks on join(T1); T1 read-locks, x = 1,
// preempted before incrementing y; T2 read-locks (only readers hold the lock), reads
// x == 1 and y == 0: the assertion fails. UNSAFE with K=1, 2.
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

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int x, y;

static void *writer(void *arg) {
  (void)arg;
#ifdef BUG
  pthread_rwlock_rdlock(&rw);
#else
  pthread_rwlock_wrlock(&rw);
#endif
  x++;
  y++;
  pthread_rwlock_unlock(&rw);
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  pthread_rwlock_rdlock(&rw);
  int a = x;
  int b = y;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}rwlock.c:[[@LINE+1]]{{$}}
  assert(a == b);
  pthread_rwlock_unlock(&rw);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, reader, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(x == 1 && y == 1);
  return 0;
}

// Recursive mutex: T1 locks m, calls add() which locks m again, increments x and
// unlocks once (m stays held: the count is back to 1), then increments y and unlocks
// for good. T2 asserts x == y under m. Since m is held by T1 from its first lock to its
// last unlock, T2 never sees x incremented and y not: SAFE (K=2, K=3).
// -DBUG: m is an error-checking mutex instead: T1's second lock fails with EDEADLK
// (without locking again) and the unlock in add() releases m, so y is incremented
// outside the lock. Failing schedule with K=1: main creates T1, T2, blocks on
// join(T1); T1 locks, the nested lock fails, x = 1, unlock releases m, T1 is
// preempted before incrementing y; T2 locks m, reads x == 1, y == 0: the assertion
// fails. (T1's last unlock would then fail with EPERM; nothing checks it.)
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

#ifdef BUG
#define TYPE PTHREAD_MUTEX_ERRORCHECK
#else
#define TYPE PTHREAD_MUTEX_RECURSIVE
#endif

static pthread_mutex_t m;
static int x, y;

static void add(void) {
  pthread_mutex_lock(&m);
  x++;
  pthread_mutex_unlock(&m);
}

static void *updater(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  add();
  y++;
  pthread_mutex_unlock(&m);
  return 0;
}

static void *checker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  int a = x;
  int b = y;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}recursive-mutex.c:[[@LINE+1]]{{$}}
  assert(a == b);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, TYPE);
  pthread_mutex_init(&m, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_t t1, t2;
  pthread_create(&t1, 0, updater, 0);
  pthread_create(&t2, 0, checker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

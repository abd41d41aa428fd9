// A deadlock that only one input value enables: the thread forgets to unlock when the
// value read is 42. The trace shows the input; the native replay feeds it again.
// A read-write lock and a spin lock block the same way.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=INPUT
// RUN: %expect 10 %cbounds %s -DRWLOCK | FileCheck %s --check-prefix=RWLOCK
// RUN: %expect 10 %cbounds %s -DSPIN | FileCheck %s --check-prefix=SPIN
// RUN: %expect 0 %cbounds %s -DNEVER | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// INPUT: {{^}}UNSAFE: deadlock: thread 0 waits for thread {{[12]}} ({{.*}}input.c:{{[0-9]+}}); thread {{[12]}} waits for m ({{.*}}input.c:{{[0-9]+}}), held by thread {{[12]}} (not blocked: it ended){{$}}
// INPUT: __VERIFIER_nondet_int() = 42
// RWLOCK: {{^}}UNSAFE: deadlock: thread 0 waits for thread {{[12]}} ({{.*}}input.c:{{[0-9]+}}); thread {{[12]}} waits for write lock m ({{.*}}input.c:{{[0-9]+}}), held by thread {{[12]}} (not blocked: it ended){{$}}
// SPIN: {{^}}UNSAFE: deadlock: thread 0 waits for thread {{[12]}} ({{.*}}input.c:{{[0-9]+}}); thread {{[12]}} waits for spin lock m ({{.*}}input.c:{{[0-9]+}}), held by thread {{[12]}} (not blocked: it ended){{$}}

#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

#ifdef RWLOCK
pthread_rwlock_t m = PTHREAD_RWLOCK_INITIALIZER;
#define LOCK(l) pthread_rwlock_wrlock(l)
#define UNLOCK(l) pthread_rwlock_unlock(l)
#elif defined(SPIN)
pthread_spinlock_t m;
#define LOCK(l) pthread_spin_lock(l)
#define UNLOCK(l) pthread_spin_unlock(l)
#else
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#define LOCK(l) pthread_mutex_lock(l)
#define UNLOCK(l) pthread_mutex_unlock(l)
#endif
int balance;

void *update(void *arg) {
  int amount = __VERIFIER_nondet_int();
  LOCK(&m);
#ifdef NEVER
  if (amount == 42 && amount != 42)
#else
  if (amount == 42)
#endif
    return 0; /* forgot to unlock */
  balance += amount;
  UNLOCK(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
#ifdef SPIN
  pthread_spin_init(&m, 0);
#endif
  pthread_create(&t1, 0, update, 0);
  pthread_create(&t2, 0, update, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

// A thread locks a mutex it already holds, through a helper: a normal (default) mutex
// blocks for ever (glibc: a self-deadlock), a recursive one counts, an error-checking
// one returns EDEADLK. Without threads the lone thread is blocked at once.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=SELF
// RUN: %expect 10 %cbounds %s -DNO_THREADS | FileCheck %s --check-prefix=ALONE
// RUN: %expect 0 %cbounds %s -DKIND=PTHREAD_MUTEX_RECURSIVE | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DKIND=PTHREAD_MUTEX_ERRORCHECK | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DKIND=PTHREAD_MUTEX_RECURSIVE -DNO_THREADS | FileCheck %s --check-prefix=SAFE
// unreach-call: the blocked thread is not an error.
// RUN: %expect 0 %cbounds %s --property unreach-call --no-static-proof | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// SELF: {{^}}UNSAFE: deadlock: thread 1 holds m ({{.*}}relock.c:31), waits for m ({{.*}}relock.c:25); thread 0 waits for thread 1 ({{.*}}relock.c:{{[0-9]+}}){{$}}
// ALONE: {{^}}UNSAFE: deadlock at {{.*}}relock.c:25{{$}}

#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m;
int count;

void bump(void) {
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  bump();
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
#ifdef KIND
  pthread_mutexattr_settype(&attr, KIND);
#endif
  pthread_mutex_init(&m, &attr);
#ifdef NO_THREADS
  worker(0);
#else
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
#endif
  return 0;
}

// A lost wake-up: the waiter waits without looking at a predicate, so a signal sent
// before it waits wakes nobody and it waits for ever (and main, joining it, too).
// Spurious wake-ups are allowed but never relied on. With the predicate loop under the
// mutex (the signaller sets the flag under it) nothing is lost.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=LOST
// RUN: %expect 0 %cbounds %s -DLOOP | FileCheck %s --check-prefix=SAFE
// A signal that can only come before the wait: also with K = 1 (main signals first).
// RUN: %expect 10 %cbounds %s -K 1 | FileCheck %s --check-prefix=LOST
// A broadcast after the wait wakes it: only the executions with the broadcast first
// deadlock.
// RUN: %expect 10 %cbounds %s -DBROADCAST | FileCheck %s --check-prefix=LOST
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// LOST: {{^}}UNSAFE: deadlock: thread 0 waits for thread 1 ({{.*}}lost-wakeup.c:{{[0-9]+}}); thread 1 waits on cond c ({{.*}}lost-wakeup.c:29){{$}}

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

void *waiter(void *arg) {
  pthread_mutex_lock(&m);
#ifdef LOOP
  while (!ready)
    pthread_cond_wait(&c, &m);
#else
  pthread_cond_wait(&c, &m);
#endif
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  pthread_mutex_lock(&m);
  ready = 1;
#ifdef BROADCAST
  pthread_cond_broadcast(&c);
#else
  pthread_cond_signal(&c);
#endif
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}

// Waits that no other thread can end: a barrier for three with only two threads
// arriving, a semaphore waited on more often than it is posted. With enough arrivals
// and posts nothing blocks for good. A timed wait never blocks for good.
//
// RUN: %expect 10 %cbounds %s -DBARRIER=3 | FileCheck %s --check-prefix=BARRIER
// RUN: %expect 0 %cbounds %s -DBARRIER=2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DPOSTS=1 | FileCheck %s --check-prefix=SEM
// RUN: %expect 0 %cbounds %s -DPOSTS=2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DPOSTS=1 -DTIMED | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// BARRIER: {{^}}UNSAFE: deadlock: thread 0 waits for thread 1 ({{.*}}barrier-sem.c:{{[0-9]+}}); thread 1 waits at barrier b ({{.*}}barrier-sem.c:26); thread 2 waits at barrier b ({{.*}}barrier-sem.c:26){{$}}
// SEM: {{^}}UNSAFE: deadlock: thread 0 waits for thread {{[12]}} ({{.*}}barrier-sem.c:{{[0-9]+}}); thread {{[12]}} waits for semaphore s ({{.*}}barrier-sem.c:33){{$}}

#include <pthread.h>
#include <semaphore.h>
#include <time.h>

#ifdef BARRIER
pthread_barrier_t b;
#endif
sem_t s;

void *worker(void *arg) {
#ifdef BARRIER
  pthread_barrier_wait(&b);
#endif
#ifdef POSTS
#ifdef TIMED
  struct timespec when = {0, 0};
  sem_timedwait(&s, &when);
#else
  sem_wait(&s);
#endif
#endif
  return 0;
}

int main(void) {
  pthread_t t1, t2;
#ifdef BARRIER
  pthread_barrier_init(&b, 0, BARRIER);
#endif
  sem_init(&s, 0, 0);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
#ifdef POSTS
  for (int i = 0; i < POSTS; i++)
    sem_post(&s);
#endif
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

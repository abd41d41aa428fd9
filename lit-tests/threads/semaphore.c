// Semaphore as a signal: T1 (`consumer`) does sem_wait, then asserts data == 42;
// T2 (`producer`) writes data = 42, then sem_post. The semaphore starts at 0, so the
// consumer waits for the post: SAFE (K=2, K=3). (Round 1: T1 blocks in sem_wait; T2
// writes and posts; round 2: T1 goes on.)
// Also a semaphore initialized to 1 used as a mutex around `count++` in both threads;
// main asserts count == 2 after joining.
// -DBUG: the signalling semaphore starts at 1: the consumer does not wait. Failing
// schedule with K=1: main creates T1, T2, blocks on join(T1); T1 passes sem_wait and
// reads data == 0: the assertion fails.
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
#include <semaphore.h>

#ifdef BUG
#define READY_INIT 1
#else
#define READY_INIT 0
#endif

static sem_t ready;
static sem_t mutex;
static int data;
static int count;

static void increment(void) {
  sem_wait(&mutex);
  count++;
  sem_post(&mutex);
}

static void *consumer(void *arg) {
  (void)arg;
  sem_wait(&ready);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}semaphore.c:[[@LINE+1]]{{$}}
  assert(data == 42);
  increment();
  return 0;
}

static void *producer(void *arg) {
  (void)arg;
  data = 42;
  sem_post(&ready);
  increment();
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  sem_init(&ready, 0, READY_INIT);
  sem_init(&mutex, 0, 1);
  pthread_create(&t1, 0, consumer, 0);
  pthread_create(&t2, 0, producer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(count == 2);
  return 0;
}

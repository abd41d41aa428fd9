// Barrier: T1 and T2 each write data[me] = 1, wait at a barrier for 2 threads, then
// assert data[other] == 1; exactly one of them gets PTHREAD_BARRIER_SERIAL_THREAD from
// pthread_barrier_wait and increments `serial`; main joins both and asserts serial == 1.
// Correct: SAFE (K=2, K=3). Main's assertion is reached with K=3: round 1: T1 writes,
// blocks at the barrier; T2 writes, arrives last and goes on; round 2: T1 leaves the
// barrier and finishes (after main's context); round 3: main joins.
// -DBUG: the barrier is initialized for 1 thread, so nobody waits. Failing schedule with
// K=1: main creates T1, T2, blocks on join(T1); T1 writes data[0], passes the barrier,
// reads data[1] == 0 (T2 has not run): the assertion in the thread fails. With K=2
// main's `serial == 1` can fail too (both threads are serial), so there the first line
// is checked without the line number.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 1 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 1 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=ANY
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// ANY: {{^}}UNSAFE: assertion failed at {{.*}}barrier.c:{{[0-9]+$}}

#include <assert.h>
#include <pthread.h>

#ifdef BUG
#define COUNT 1
#else
#define COUNT 2
#endif

static pthread_barrier_t barrier;
static int data[2];
static int serial;

static void *thread(void *arg) {
  int me = *(int *)arg;
  data[me] = 1;
  int r = pthread_barrier_wait(&barrier);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}barrier.c:[[@LINE+1]]{{$}}
  assert(data[1 - me] == 1);
  if (r == PTHREAD_BARRIER_SERIAL_THREAD)
    serial++;
  return 0;
}

int main(void) {
  static int ids[2] = {0, 1};
  pthread_t t1, t2;
  pthread_barrier_init(&barrier, 0, COUNT);
  pthread_create(&t1, 0, thread, &ids[0]);
  pthread_create(&t2, 0, thread, &ids[1]);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(serial == 1);
  pthread_barrier_destroy(&barrier);
  return 0;
}

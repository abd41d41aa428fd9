// Joins. Main holds a lock that the thread it joins needs: UNSAFE. Main returns while a
// thread is blocked: SAFE, the process ended. Main ends with pthread_exit instead: the
// process goes on, and the thread is blocked for good (UNSAFE). A thread that spins for
// ever while main joins it is not blocked: never a deadlock.
//
// RUN: %expect 10 %cbounds %s -DJOIN_HOLDING | FileCheck %s --check-prefix=HOLDING
// RUN: %expect 0 %cbounds %s -DRETURNS --no-static-proof | FileCheck %s --check-prefix=SAFE
// The range analysis and the lock-order pass together prove it for any bounds.
// RUN: %expect 0 %cbounds %s -DRETURNS | FileCheck %s --check-prefix=BOTH
// BOTH: {{^S}}AFE: no error is reachable in any execution, {{.*}}; lock-order analysis: no deadlock){{$}}
// RUN: %expect 10 %cbounds %s -DPTHREAD_EXIT | FileCheck %s --check-prefix=EXIT
// RUN: %expect 0 %cbounds %s -DSPINS --no-static-proof | FileCheck %s --check-prefix=SAFE
// -DSPINS_COUNTING: at the end of the file
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// HOLDING: {{^}}UNSAFE: deadlock: thread 0 holds m ({{.*}}join.c:42), waits for thread 1 ({{.*}}join.c:45); thread 1 waits for m ({{.*}}join.c:34){{$}}
// EXIT: {{^}}UNSAFE: deadlock: thread 1 waits for m ({{.*}}join.c:34), held by thread 0 (not blocked: it ended){{$}}
// SPINS: {{^}}UNKNOWN: loop may run more than 10 iterations

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
volatile int stop;
int counter;

void *worker(void *arg) {
#ifdef SPINS
  while (!stop) {
  }
#elif defined(SPINS_COUNTING)
  while (!stop)
    counter++;
#else
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, worker, 0);
#if defined(JOIN_HOLDING) || defined(SPINS) || defined(SPINS_COUNTING)
  pthread_join(t, 0);
#elif defined(PTHREAD_EXIT)
  pthread_exit(0);
#endif
  return 0; /* RETURNS: the process ends with the thread still blocked */
}

// A spin that counts changes its state in every iteration: cut at the unwind bound. Slicing
// (docs/sequentialization.md, "Slicing") removes the count, which nothing reads: then it
// is the plain spin again.
// RUN: %expect 20 %cbounds %s -DSPINS_COUNTING --no-slice | FileCheck %s --check-prefix=SPINS
// RUN: %expect 0 %cbounds %s -DSPINS_COUNTING --no-static-proof | FileCheck %s --check-prefix=SAFE

// A start routine that returns nothing (`void worker(void *)`, cast for pthread_create),
// as old code has it (issue 39). The program is correct where nothing reads the thread's
// result: the race below is found (and replays), the locked version is SAFE. Where
// pthread_join does read the result, it is whatever the register held: an error that
// depends on it is UNKNOWN, never UNSAFE.
//
// RUN: %expect 10 %cbounds %s --no-static-proof | FileCheck %s --check-prefix=RACE
// RUN: %expect 0 %cbounds %s --no-static-proof -DLOCKED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 20 %cbounds %s --no-static-proof -DLOCKED -DRESULT | FileCheck %s --check-prefix=RESULT
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// RESULT: {{^}}UNKNOWN: assertion failed only for some results of undefined function worker (which returns no value)

#include <assert.h>
#include <pthread.h>

int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void worker(void *arg) {
#ifdef LOCKED
  pthread_mutex_lock(&m);
#endif
  int v = total;
  total = v + *(int *)arg;
#ifdef LOCKED
  pthread_mutex_unlock(&m);
#endif
}

int main(void) {
  pthread_t a, b;
  int one = 1;
  pthread_create(&a, 0, (void *(*)(void *))worker, &one);
  pthread_create(&b, 0, (void *(*)(void *))worker, &one);
#ifdef RESULT
  void *r;
  pthread_join(a, &r);
  assert(r == 0);
#else
  pthread_join(a, 0);
#endif
  pthread_join(b, 0);
  // RACE: {{^}}UNSAFE: assertion failed at {{.*}}void-start-routine.c:[[@LINE+1]]{{$}}
  assert(total == 2);
  return 0;
}

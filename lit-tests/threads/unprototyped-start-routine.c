// A start routine declared the old way (`void *worker()`, no parameter list, or with a
// K&R parameter list) is called by pthread_create with its argument: the x86 ABIs pass
// it in a register the routine may ignore or read, so the program is correct (issue 39).
// A routine whose prototype has more parameters than pthread_create passes is wrong
// only where it reads one: that read is the error, at its line, and it replays natively.
//
// RUN: %expect 0 %cbounds %s --64 --no-static-proof | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --no-static-proof | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 --no-static-proof -DUNUSED | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 --no-static-proof -DMISSING | FileCheck %s --check-prefix=MISSING
// RUN: %expect 10 %cbounds %s --32 --no-static-proof -DMISSING | FileCheck %s --check-prefix=MISSING
// RUN: %expect 10 %cbounds %s --64 --no-static-proof -DRACE | FileCheck %s --check-prefix=RACE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *no_params() {
  pthread_mutex_lock(&m);
  total += 1;
  pthread_mutex_unlock(&m);
  return 0;
}

void *old_style(arg) void *arg; {
  pthread_mutex_lock(&m);
  total += *(int *)arg;
  pthread_mutex_unlock(&m);
  return arg;
}

#if defined(MISSING) || defined(UNUSED)
// Two parameters: pthread_create passes only the first.
void *two_params(void *arg, int weight) {
#ifdef MISSING
  // MISSING: {{^}}UNSAFE: read of a parameter that the call does not pass at {{.*}}unprototyped-start-routine.c:[[@LINE+3]]{{$}}
  // MISSING: [thread 3 (two_params), round
  // MISSING: {{^ +}}^ read of a parameter that the call does not pass{{$}}
  total += weight;
#else
  (void)weight; // never read: fine
  total += 0;
#endif
  return arg;
}
#endif

int main(void) {
  pthread_t a, b;
  int five = 5;
  void *result = 0;
  pthread_create(&a, 0, no_params, &five);
  pthread_create(&b, 0, old_style, &five);
  pthread_join(a, 0);
  pthread_join(b, &result);
  assert(result == &five);
#if defined(MISSING) || defined(UNUSED)
  pthread_t c;
  pthread_create(&c, 0, (void *(*)(void *))two_params, &five);
  pthread_join(c, 0);
#endif
#ifdef RACE
  // RACE: {{^}}UNSAFE: assertion failed at {{.*}}unprototyped-start-routine.c:[[@LINE+1]]{{$}}
  assert(total == 5);
#else
  assert(total == 6);
#endif
  return 0;
}

// rand, rand_r, time, clock, clock_gettime, gettimeofday, sleep, usleep, nanosleep,
// sched_yield, getenv (runtime-models/libc_env.c): values from outside the program are
// nondeterministic within what the manual promises, and no more. The SAFE variant holds
// natively too (first RUN line, glibc); each other variant asserts something the manual
// does not promise, and cbounds shows an execution where it fails.
//
// RUN: %clang -O0 -w %s -o %t.native && %t.native
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DWALL_CLOCK | FileCheck %s --check-prefix=WALL
// RUN: %expect 10 %cbounds %s -DRAND_FIXED | FileCheck %s --check-prefix=RAND
// RUN: %expect 10 %cbounds %s -DGETENV | FileCheck %s --check-prefix=GETENV
// RUN: %expect 10 %cbounds %s -DSLEEP_SYNC | FileCheck %s --check-prefix=SLEEP
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

int flag;

static void *setter(void *arg) {
  (void)arg;
  flag = 1;
  return 0;
}

int main(void) {
  srand(7);
  int r = rand();
  assert(r >= 0 && r <= RAND_MAX);
  unsigned seed = 3;
  int r2 = rand_r(&seed);
  assert(r2 >= 0 && r2 <= RAND_MAX);
  struct timespec a, b;
  assert(clock_gettime(CLOCK_MONOTONIC, &a) == 0);
  sched_yield();
  usleep(1);
  struct timespec pause = {0, 1000};
  assert(nanosleep(&pause, 0) == 0);
  assert(clock_gettime(CLOCK_MONOTONIC, &b) == 0);
  assert(a.tv_nsec >= 0 && a.tv_nsec < 1000000000 && b.tv_nsec >= 0 && b.tv_nsec < 1000000000);
  assert(b.tv_sec > a.tv_sec || (b.tv_sec == a.tv_sec && b.tv_nsec >= a.tv_nsec));
  struct timeval tv;
  assert(gettimeofday(&tv, 0) == 0 && tv.tv_usec >= 0 && tv.tv_usec < 1000000);
  clock_t c1 = clock(), c2 = clock();
  assert(c1 >= 0 && c2 >= c1);
  time_t t1 = time(0), t2;
  assert(time(&t2) == t2 && t1 >= 0);
#ifdef WALL_CLOCK
  // The wall clock may be set back between two calls.
  // WALL: {{^}}UNSAFE: assertion failed at {{.*}}environment.c:[[@LINE+1]]{{$}}
  assert(t2 >= t1);
#endif
#ifdef RAND_FIXED
  // RAND: {{^}}UNSAFE: assertion failed at {{.*}}environment.c:[[@LINE+1]]{{$}}
  assert(rand() != 12345);
#endif
  char *home = getenv("HOME");
#ifdef GETENV
  // A variable may be unset.
  // GETENV: {{^}}UNSAFE: null pointer dereference at {{.*}}environment.c:[[@LINE+1]] [valid-deref]{{$}}
  return home[0];
#endif
  if (home)
    (void)home[0];
#ifdef SLEEP_SYNC
  // Sleeping is no synchronization: the thread need not have run yet.
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  sleep(1);
  // SLEEP: {{^}}UNSAFE: assertion failed at {{.*}}environment.c:[[@LINE+1]]{{$}}
  assert(flag == 1);
  pthread_join(t, 0);
#endif
  return 0;
}

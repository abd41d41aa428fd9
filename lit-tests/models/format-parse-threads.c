// Issue 39's first example: workers format a number with snprintf and parse it back with
// atoi and strtol (endptr). Both were functions without a body: the check said
// `UNKNOWN: assertion failed only for some results of undefined functions snprintf,
// atoi`, and `*end` gave a false out-of-bounds error. With the models the correct
// program is SAFE, and a worker whose buffer is one byte too small for sprintf is UNSAFE.
//
// RUN: %clang -O0 -w -pthread %s -o %t.native && %t.native
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DSMALL | FileCheck %s --check-prefix=SMALL
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef SMALL
#define ROOM 4
#else
#define ROOM 5
#endif

int total;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  int v = *(int *)arg;
  char buf[ROOM];
  // SMALL: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}format-parse-threads.c:[[@LINE+1]] [valid-deref]{{$}}
  int n = sprintf(buf, "%d", v);
  char *end;
  long back = strtol(buf, &end, 10);
  assert(*end == '\0' && end == buf + n);
  assert(atoi(buf) == v && back == v);
  pthread_mutex_lock(&lock);
  total += v;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  int a = 17, b = -250;
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, &a);
  pthread_create(&t2, 0, worker, &b);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(total == a + b);
  return 0;
}

// errno (runtime-models/libc_errno.c): one per thread, 0 when the thread starts, set by
// the models that fail (strtol's ERANGE, sem_trywait's EAGAIN, clock_gettime's EINVAL).
// The program holds natively too (first RUN line); a thread that expects another
// thread's errno is wrong.
//
// RUN: %clang -O0 -w -pthread %s -o %t.native && %t.native
// RUN: %expect 0 %cbounds %s --64 --unwind 24 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --unwind 24 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --unwind 24 -DSHARED | FileCheck %s --check-prefix=SHARED
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>
#include <time.h>

int seen;

static void *worker(void *arg) {
  (void)arg;
  assert(errno == 0);
  errno = 0;
  strtol("99999999999999999999", 0, 10);
  seen = errno;
  return 0;
}

int main(void) {
  sem_t s;
  sem_init(&s, 0, 0);
  assert(sem_trywait(&s) == -1 && errno == EAGAIN);
  struct timespec ts;
  assert(clock_gettime(12345, &ts) == -1 && errno == EINVAL);
  errno = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(seen == ERANGE);
#ifdef SHARED
  // SHARED: {{^}}UNSAFE: assertion failed at {{.*}}errno.c:[[@LINE+1]]{{$}}
  assert(errno == ERANGE);
#endif
  assert(errno == 0);
  return 0;
}

// fputs, putchar and fflush whose result is unused go to the cheap models of
// passes/seq_output.c, as printf does: they read the stream and nothing else, and take no
// choice (SV-COMP's bounded_buffer calls fflush(stdout) in each iteration of each
// thread's loop; the full model's "may fail" branch made it time out). A used result
// runs the full model, which may fail. A bad stream is an error either way.
//
// RUN: %clang -O0 -w %s -o %t.native && %t.native > /dev/null
// RUN: %expect 0 %cbounds %s --unwind 3 -K 2 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DUSED | FileCheck %s --check-prefix=USED
// RUN: %expect 10 %cbounds %s -DNULL_STREAM | FileCheck %s --check-prefix=NULL_STREAM
// A program that reads errno gets the full models (an output error sets it): not SAFE.
// RUN: %expect 10 %cbounds %s -DERRNO | FileCheck %s --check-prefix=ERRNO
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>

static int done;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++) {
    fputs("w", stdout);
    putchar('\n');
    fflush(stdout);
  }
  done = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  fflush(NULL);
  pthread_join(t, NULL);
  assert(done == 1);
#ifdef USED
  // USED: {{^}}UNSAFE: assertion failed at {{.*}}output-unused.c:[[@LINE+1]]{{$}}
  assert(fflush(stdout) == 0);
#endif
#ifdef ERRNO
  errno = 0;
  fflush(stdout);
  // ERRNO: {{^}}UNSAFE: assertion failed at {{.*}}output-unused.c:[[@LINE+1]]{{$}}
  assert(errno == 0);
#endif
#ifdef NULL_STREAM
  FILE *none = NULL;
  // NULL_STREAM: {{^}}UNSAFE: null pointer dereference at {{.*}}output-unused.c:[[@LINE+1]] [valid-deref]{{$}}
  fputs("x", none);
#endif
  return 0;
}

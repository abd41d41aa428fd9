// valid-free in threads (issue 40): two threads that both free the same block (a
// double free, whichever comes second), and a free of an interior pointer. Both are
// valid-free under --property valid-memsafety and in the default run, and the native
// replay (AddressSanitizer: attempting double-free, bad-free) confirms them. Freeing
// once, from the thread that owns the block, is SAFE.
//
// RUN: %expect 10 %cbounds %s --property valid-memsafety | FileCheck %s --check-prefix=TWICE
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=TWICE
// RUN: %cbounds %s --property valid-memsafety --save-replay %t.json > /dev/null; \
// RUN:   %expect 10 %cbounds-bin --replay %t.json %s | FileCheck %s --check-prefix=ASAN-TWICE
// RUN: %expect 10 %cbounds %s -DINTERIOR --property valid-memsafety | FileCheck %s --check-prefix=INTERIOR
// RUN: %expect 10 %cbounds %s -DINTERIOR --32 --property valid-memsafety | FileCheck %s --check-prefix=INTERIOR
// RUN: %cbounds %s -DINTERIOR --property valid-memsafety --save-replay %t.interior.json > /dev/null; \
// RUN:   %expect 10 %cbounds-bin --replay %t.interior.json %s | FileCheck %s --check-prefix=ASAN-INTERIOR
// RUN: %expect 0 %cbounds %s -DONCE --property valid-memsafety | FileCheck %s --check-prefix=OK
//
// TWICE: {{^}}UNSAFE: double free at {{.*}}free-threads.c:[[#]] [valid-free]{{$}}
// TWICE: {{^}}  [thread {{[12]}} (releaser), round
// TWICE: {{^}}  [thread {{[12]}} (releaser), round
// TWICE: ^ double free
// ASAN-TWICE: replay: error reached: double free at {{.*}} (AddressSanitizer: attempting double-free
// INTERIOR: {{^}}UNSAFE: free of memory not allocated by malloc (or not at its start) at {{.*}}free-threads.c:[[#]] [valid-free]{{$}}
// ASAN-INTERIOR: replay: error reached: free of memory {{.*}} (AddressSanitizer: attempting free)
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <pthread.h>
#include <stdlib.h>

static int *block;

static void *releaser(void *arg) {
  (void)arg;
#ifdef INTERIOR
  free(block + 1);
#else
  free(block);
#endif
  return 0;
}

int main(void) {
  block = malloc(4 * sizeof *block);
  if (!block)
    return 0;
  pthread_t a, b;
  pthread_create(&a, 0, releaser, 0);
#ifndef ONCE
  pthread_create(&b, 0, releaser, 0);
  pthread_join(b, 0);
#endif
  pthread_join(a, 0);
  return 0;
}

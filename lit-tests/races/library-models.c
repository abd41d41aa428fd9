// Calls of the C library models that read or write through their pointers are accesses
// for the lockset pre-pass too: a thread's atoi (or sscanf, strtol) of a string main
// writes, or its snprintf into a buffer main reads, is a race. The pre-pass once knew
// only the mem* and str* models by name and answered "no two accesses can race (any
// bounds)" for these. Under a common lock: no race.
//
// RUN: %expect 10 %cbounds %s --race | FileCheck %s --check-prefix=RACE
// RUN: %expect 10 %cbounds %s --race -DSCAN | FileCheck %s --check-prefix=RACE
// atoi's result unused: glibc declares atoi pure, and the native replay's build once
// dropped the call (and the race in it) even at -O0 (native/replay_module.c).
// RUN: %expect 10 %cbounds %s --race -DUNUSED | FileCheck %s --check-prefix=RACE
// RUN: %expect 10 %cbounds %s --race -DSTRTOL | FileCheck %s --check-prefix=RACE
// RUN: %expect 10 %cbounds %s --race -DFORMAT | FileCheck %s --check-prefix=RACE
// RUN: %expect 0 %cbounds %s --race -DLOCKED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --race -DFORMAT -DLOCKED | FileCheck %s --check-prefix=SAFE
//
// RACE: {{^}}UNSAFE: data race at {{.*}}library-models.c:{{[0-9]+}}
// SAFE: {{^}}SAFE: no {{.*}}race

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

char text[16] = "12";
int value;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
#ifdef LOCKED
  pthread_mutex_lock(&m);
#endif
#if defined(SCAN)
  sscanf(text, "%d", &value);
#elif defined(STRTOL)
  value = (int)strtol(text, 0, 10);
#elif defined(FORMAT)
  snprintf(text, sizeof text, "%d", 42);
#elif defined(UNUSED)
  (void)atoi(text);
  value = 0;
#else
  value = atoi(text);
#endif
#ifdef LOCKED
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifdef LOCKED
  pthread_mutex_lock(&m);
#endif
#ifdef FORMAT
  char first = text[0];
  (void)first;
#else
  text[0] = '3';
#endif
#ifdef LOCKED
  pthread_mutex_unlock(&m);
#endif
  pthread_join(t, 0);
  return 0;
}

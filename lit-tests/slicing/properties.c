// Slicing under the other properties (docs/sequentialization.md, "Slicing"): `hits` and
// `last` are bookkeeping no assertion reads, yet
//   --race: the two workers update `hits` without the lock: a data race, whatever its
//     value (under --race globals stay whole, so only dead arithmetic goes); -DLOCKED
//     is race-free;
//   --property no-overflow, -DOVERFLOW: the bookkeeping multiplies past INT_MAX (the
//     checked arithmetic stays);
//   --property valid-memsafety: `last` keeps the block main allocates reachable at the
//     end (removing the store made it a leak); -DFREE frees it twice.
//
// RUN: %expect 10 %cbounds %s -K 2 --race | FileCheck %s --check-prefix=RACE
// RUN: %expect 0 %cbounds %s -K 2 --race -DLOCKED --stats | FileCheck %s --check-prefixes=SAFE,RACEKEPT
// RUN: %expect 10 %cbounds %s -K 2 --property no-overflow -DOVERFLOW | FileCheck %s --check-prefix=OVERFLOW
// RUN: %expect 0 %cbounds %s -K 2 --property no-overflow -DLOCKED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 --property valid-memsafety -DLOCKED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 2 --property valid-memsafety -DLOCKED -DFREE | FileCheck %s --check-prefix=FREE
// RUN: %expect 0 %cbounds %s -K 2 -DLOCKED --stats --no-static-proof | FileCheck %s --check-prefixes=SAFE,GONE
// RACE: UNSAFE: data race
// SAFE: SAFE
// OVERFLOW: UNSAFE: signed multiplication overflow
// FREE: UNSAFE: {{.*}}free
// RACEKEPT: stats: slicing removed 0 of {{[0-9]+}} instructions, the values of 0 globals and 0 fields
// GONE: stats: slicing removed {{[1-9][0-9]*}} of {{[0-9]+}} instructions, the values of 2 globals and 0 fields
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int hits;
int *last;
int done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int step = (int)(long)arg;
#ifdef LOCKED
  pthread_mutex_lock(&m);
#endif
#ifdef OVERFLOW
  hits = hits * 100000 + step * 100000;
#else
  hits = hits + step;
#endif
#ifndef LOCKED
  pthread_mutex_lock(&m);
#endif
  done++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  int *block = malloc(sizeof *block);
  last = block;
  pthread_create(&a, 0, worker, (void *)100000);
  pthread_create(&b, 0, worker, (void *)100000);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_mutex_lock(&m);
  assert(done == 2);
  pthread_mutex_unlock(&m);
#ifdef FREE
  free(block);
  free(block);
#endif
  return 0;
}

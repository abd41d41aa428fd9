// Heap memory: a buffer main allocates and hands to a worker is shared from then on;
// main writing it after pthread_create races with the worker's read (the monitor
// compares addresses of heap objects, whose copies exist once per round). A buffer that
// each thread allocates and uses alone never races (-DPRIVATE), and neither does main
// reading the shared buffer only after the join (-DJOINED).
//
// RUN: %expect 10 %cbounds %s --race | FileCheck %s --check-prefix=RACE
// RUN: %expect 10 %cbounds %s --race --32 | FileCheck %s --check-prefix=RACE
// RUN: %expect 0 %cbounds %s --race -DPRIVATE | FileCheck %s --check-prefix=NOCAND
// RUN: %expect 0 %cbounds %s --race --no-lockset -DPRIVATE | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race -DJOINED | FileCheck %s --check-prefix=NORACE
// The worker's private buffer is not even a candidate of the lockset pre-pass; main's
// write to the shared buffer before the join is (through a pointer: any heap object).
// RUN: %expect 0 %cbounds %s --race --lockset-only -DPRIVATE | FileCheck %s --check-prefix=NOCAND
//
// RACE: {{^}}UNSAFE: data race at {{.*}}heap.c:{{(35|53)}}{{$}}
// RACE: race, first access: {{reads|writes}} &heap#{{[0-9]+}} (allocated at line 47) + 4
// RACE: race, conflicting access: {{reads|writes}} &heap#{{[0-9]+}} (allocated at line 47) + 4
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// NOCAND: {{^}}SAFE: no two accesses can race (lockset analysis, any bounds){{$}}

#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg) {
#ifdef PRIVATE
  (void)arg;
  int *mine = malloc(2 * sizeof *mine);
  mine[1] = 7;
  int value = mine[1];
  free(mine);
  return (void *)(long)value;
#else
  int *shared = arg;
  return (void *)(long)shared[1];
#endif
}

int main(void) {
  pthread_t t;
#ifdef PRIVATE
  pthread_create(&t, 0, worker, 0);
  int *mine = malloc(2 * sizeof *mine);
  mine[1] = 1;
  free(mine);
#else
  int *buffer = malloc(2 * sizeof *buffer);
  buffer[1] = 1;
  pthread_create(&t, 0, worker, buffer);
#ifdef JOINED
  pthread_join(t, 0);
#endif
  buffer[1] = 2;
#endif
  pthread_join(t, 0);
  return 0;
}

// Threads that create threads: the sequential program numbers them in its own order
// (all of thread 0's creations, then thread 1's, ...), and a thread that stopped still
// registers the threads it would create. The replay file gives each thread its first
// slot, so the native run numbers them the same way. Main creates A and B; A creates C
// after B exists (C is thread 3 although it may run before B's creation in round 1).
// The bug needs C's write between B's two reads.
//
// RUN: %expect 10 %cbounds-bin %s --no-deepen --save-replay %t.json | FileCheck %s --check-prefix=BUG
// RUN: FileCheck %s --check-prefix=FILE < %t.json
// RUN: %expect 10 %cbounds-bin --replay %t.json %s | FileCheck %s --check-prefix=REACHED
// With thread 1's first slot wrong (2: as if nobody else had been created), its thread C
// takes B's slot: the interleaving differs and misses the bug.
// RUN: %python -c "import json,sys; d=json.load(open(sys.argv[1])); d['threads'][1]['first_slot']=2; json.dump(d, open(sys.argv[2], 'w'))" %t.json %t.slot.json
// RUN: %expect 0 %cbounds-bin --replay %t.slot.json %s | FileCheck %s --check-prefix=SLOT
//
// SLOT: {{^}}replay: error NOT reached: {{.+}}
// FILE: "thread": 1,
// FILE-NEXT: "first_slot": 3,
// REACHED: {{^}}replay: error reached: assertion failed at {{.*}}nested-threads.c:[[#LINE:]]{{$}}

#include <assert.h>
#include <pthread.h>

static int shared;

static void *writer(void *arg) {
  (void)arg;
  shared = 7;
  return 0;
}

static void *spawner(void *arg) {
  (void)arg;
  pthread_t c;
  pthread_create(&c, 0, writer, 0);
  pthread_join(c, 0);
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  int first = shared;
  int second = shared;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}nested-threads.c:[[@LINE+1]]{{$}}
  assert(first == second);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, spawner, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

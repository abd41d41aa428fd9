// --race: the counterexample of a data race replays natively (the race instrumentation
// runs as it does in the sequential program, and reports the race as an error of kind
// 3); with the reading thread's choices tampered (it stops at once) there is no race.
//
// RUN: %expect 10 %cbounds-bin %s --no-deepen --race --save-replay %t.json | FileCheck %s --check-prefix=BUG
// RUN: FileCheck %s --check-prefix=FILE < %t.json
// RUN: %expect 10 %cbounds-bin --replay %t.json %s | FileCheck %s --check-prefix=REACHED
// RUN: %python -c "import json,sys; d=json.load(open(sys.argv[1])); [t.update(values=['i1 0x1']) for t in d['threads'][1:]]; json.dump(d, open(sys.argv[2], 'w'))" %t.json %t.stop.json
// RUN: %expect 0 %cbounds-bin --replay %t.stop.json %s | FileCheck %s --check-prefix=TAMPERED
//
// FILE: "property": "no-data-race",
// FILE: "reason": "data race",
// REACHED: {{^}}replay: error reached: data race at {{.*}}race.c:{{[0-9]+}}{{$}}
// TAMPERED: {{^}}replay: error NOT reached: the program ended without an error{{$}}

#include <pthread.h>

static int counter;

static void *worker(void *arg) {
  (void)arg;
  counter++;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  counter = 5;
  pthread_join(t, 0);
  // BUG: {{^}}UNSAFE: data race at {{.*}}race.c:{{[0-9]+}}{{$}}
  return counter;
}

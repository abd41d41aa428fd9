// --witness under --race (no-data-race): the specification is `G ! data-race` and the
// final segment holds two targets, the two accesses of the race, in their threads
// (main's read of counter at line 45 and the worker's write at line 32), after the
// creation of the worker. -DLOCK: SAFE, and no witness is written.
//
// RUN: rm -f %t.yml
// RUN: %expect 10 %cbounds %s --race --witness %t.yml | FileCheck %s --check-prefix=REPORT
// RUN: %python %S/../tools/check_witness.py %t.yml --input %s --threads --spec 'G ! data-race' --target 0:45 --target 1:32 --order '0:function_enter:41 0:target:45 1:target:32' | FileCheck %s --check-prefix=OK
// RUN: FileCheck %s --check-prefix=YAML < %t.yml
// RUN: rm -f %t.safe.yml
// RUN: %expect 0 %cbounds %s --race -DLOCK --witness %t.safe.yml | FileCheck %s --check-prefix=SAFE-RACE
// RUN: test ! -e %t.safe.yml
//
// REPORT: UNSAFE: data race at {{.*}}race.c:32
// OK: witness ok: {{.*}} 1 threads created
// YAML: specification: "G ! data-race"
// The two targets share the last segment:
// YAML: type: "target"
// YAML-NOT: segment:
// YAML: type: "target"
// SAFE-RACE: SAFE:
#include <pthread.h>

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
#ifdef LOCK
  pthread_mutex_lock(&m);
#endif
  counter++;
#ifdef LOCK
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifdef LOCK
  pthread_mutex_lock(&m);
#endif
  counter++;
#ifdef LOCK
  pthread_mutex_unlock(&m);
#endif
  pthread_join(t, 0);
  return 0;
}

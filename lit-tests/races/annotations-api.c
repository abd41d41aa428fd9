// Lock annotations for an API without source (Inputs/api.locks): os_lock(n) and
// os_unlock(n) take lock number n, os_unlock_all() resets every lock, irq_disable() and
// irq_enable() take and give the abstract lock irq. Such functions get bodies that lock
// in the runtime models, so the bounded check sees the mutual exclusion too: without the
// file they do nothing (a warning says so) and the counter loses an update.
//
// RUN: %expect 0 %cbounds %s -K 2 --lock-annotations %S/Inputs/api.locks | FileCheck %s --check-prefix=SAFE-ASSERT
// RUN: %expect 10 %cbounds %s -K 3 2>%t.err | FileCheck %s --check-prefix=LOST
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %expect 10 %cbounds %s -K 3 --lock-annotations %S/Inputs/api.locks -DBUG | FileCheck %s --check-prefix=LOST
// RUN: %expect 0 %cbounds %s -K 2 --race --lock-annotations %S/Inputs/api.locks | FileCheck %s --check-prefix=NORACE
// RUN: %expect 10 %cbounds %s -K 2 --race --lock-annotations %S/Inputs/api.locks -DBUG | FileCheck %s --check-prefix=RACE-COUNTER
// After os_unlock_all() the worker's store to `after` is unprotected: a race with main's.
// RUN: %expect 10 %cbounds %s -K 2 --race --lock-annotations %S/Inputs/api.locks -DRESET | FileCheck %s --check-prefix=RACE-AFTER
// The pre-pass: the locks by number and by name, the reset, and main's reads after the join.
// RUN: %expect 20 %cbounds %s -K 2 --race --lockset-only --lock-annotations %S/Inputs/api.locks | FileCheck %s --check-prefix=PAIRS
// RUN: %expect 20 %cbounds %s -K 2 --race --lockset-only --lock-annotations %S/Inputs/api.locks -DRESET | FileCheck %s --check-prefix=RESET-PAIRS
//
// SAFE-ASSERT: {{^}}SAFE: no error found within the bounds{{$}}
// LOST: {{^}}UNSAFE: assertion failed at {{.*}}annotations-api.c:{{[0-9]+}}{{$}}
// WARN: warning: function os_lock is not defined: its effects are not modelled
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// RACE-COUNTER: {{^}}UNSAFE: data race at {{.*}}annotations-api.c:{{[0-9]+}}{{$}}
// RACE-COUNTER: race, conflicting access: {{reads|writes}} &counter
// RACE-AFTER: {{^}}UNSAFE: data race at {{.*}}annotations-api.c:{{[0-9]+}}{{$}}
// RACE-AFTER: race, conflicting access: writes &after
// PAIRS: {{^}}  write of counter at {{.*}} in worker (locks: 3){{$}}
// PAIRS: {{^}}  write of ticks at {{.*}} in worker (locks: irq){{$}}
// PAIRS-NOT: and write
// PAIRS: {{^}}UNKNOWN: 3 candidate pairs of accesses that may race (lockset analysis){{$}}
// RESET-PAIRS: {{^}}  write of after at {{.*}} in worker (locks: none){{$}}
// RESET-PAIRS-NEXT: {{^}}    and write of after at {{.*}} in main (locks: 3){{$}}

#include <assert.h>
#include <pthread.h>

extern void os_lock(int id);
extern void os_unlock(int id);
extern void os_unlock_all(void);
extern void irq_disable(void);
extern void irq_enable(void);

int counter, ticks, after;

void *worker(void *arg) {
  os_lock(3);
  counter++;
  after = 1;
#ifdef RESET
  os_unlock_all();
  after = 2;
#else
  os_unlock(3);
#endif
  irq_disable();
  ticks++;
  irq_enable();
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifndef BUG
  os_lock(3);
#endif
  counter++;
#ifdef BUG
  os_lock(3); /* only counter is unprotected: the one race */
#endif
  after = 3;
  os_unlock(3);
  irq_disable();
  ticks++;
  irq_enable();
  pthread_join(t, 0);
  assert(counter == 2 && ticks == 2 && after != 0);
  return 0;
}

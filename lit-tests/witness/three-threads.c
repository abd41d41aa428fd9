// --witness on a bug that needs three threads in one order: thread 3 (created last)
// moves stage from 0 to 1, thread 2 from 1 to 2, and thread 1 (created first) fails
// when it sees 2. Round-robin runs them in creation order, so the bug needs k=3 rounds
// (one thread a round). The witness has a thread_id 0..3 on every waypoint, the three
// creations by main first, the steps of thread 3 before those of thread 2 before the
// target in thread 1.
//
// RUN: rm -f %t.yml
// RUN: %expect 10 %cbounds %s --witness %t.yml | FileCheck %s --check-prefix=REPORT
// RUN: %python %S/../tools/check_witness.py %t.yml --input %s --threads --spec 'G ! call(reach_error())' --target 1:29 --order '0:function_enter:49 0:function_enter:50 0:function_enter:51 3:assumption:44 2:assumption:37 1:assumption:28 1:target:29' | FileCheck %s --check-prefix=OK
// With unreach-call the specification is the same, and so is the target.
// RUN: %expect 10 %cbounds %s --property unreach-call --witness %t2.yml > /dev/null
// RUN: %python %S/../tools/check_witness.py %t2.yml --input %s --threads --spec 'G ! call(reach_error())' --target 1:29 | FileCheck %s --check-prefix=OK
//
// REPORT: UNSAFE: reach_error() called at {{.*}}three-threads.c:29
// REPORT: contexts: found with k=3 rounds
// OK: witness ok: {{.*}} 3 threads created
#include <pthread.h>

extern void abort(void);
void reach_error(void) { abort(); }

int stage;

static void *last(void *arg) {
  (void)arg;
  int seen = stage;
  if (seen == 2)
    reach_error();
  return 0;
}

static void *middle(void *arg) {
  (void)arg;
  if (stage == 1)
    stage = 2;
  return 0;
}

static void *first(void *arg) {
  (void)arg;
  if (stage == 0)
    stage = 1;
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, last, 0);
  pthread_create(&b, 0, middle, 0);
  pthread_create(&c, 0, first, 0);
  return 0;
}

// --witness on a two-thread interleaving bug (the lost update): format 2.2 with a
// thread_id on every waypoint, thread k appearing only after the k-th pthread_create
// (a function_enter by its creator), the segments in the order of the interleaving
// (each thread's last line before another takes over is an assumption `1`), and the
// target at main's assertion, in thread 0 (for either lost update the solver may show).
//
// RUN: rm -f %t.yml
// RUN: %expect 10 %cbounds %s --witness %t.yml | FileCheck %s --check-prefix=REPORT
// RUN: %python %S/../tools/check_witness.py %t.yml --input %s --threads --spec 'G ! call(__assert_fail())' --target 0:37 --order '0:function_enter:32 0:function_enter:33 1:assumption: 2:assumption:26 0:target:37' | FileCheck %s --check-prefix=OK
// RUN: FileCheck %s --check-prefix=YAML < %t.yml
//
// REPORT: UNSAFE: assertion failed at {{.*}}two-threads.c:37
// OK: witness ok: {{.*}} 2 threads created
// YAML: format_version: "2.2"
// YAML: thread_id: 0
// YAML: value: "t == 0"
#include <assert.h>
#include <pthread.h>

int x;

// Line 25 loads, line 26 stores; a preemption between them loses an update.
static void *increment(void *arg) {
  (void)arg;
  int t = x;
  x = t + 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, increment, 0);
  pthread_create(&b, 0, increment, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int lost = x != 2;
  assert(!lost);
  return 0;
}

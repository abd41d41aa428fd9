// The text trace numbers its steps in execution order across threads (docs/output.md):
// every located line, calls and returns included, counting from 1 and not restarting at
// a context switch; headings and notes are not numbered; the numbers are right-aligned
// to the widest (here 12: one leading space more for 1..9). The failing step is the last
// numbered one. The JSON steps carry the number of the line they are shown on or under.
//
// The schedule is forced: main blocks in the join in round 1 (no preemption allowed),
// the worker runs to its end, main joins in round 2 and fails (only total = 5 * 2 + 10
// makes the assertion fail).
// RUN: %expect 10 %cbounds %s -K 2 --preemptions 0 | FileCheck %s --strict-whitespace
// RUN: %expect 10 %cbounds %s -K 2 --preemptions 0 --json %t.json > /dev/null
// RUN: %python -c "import json, sys; [print('%%s %%s %%s %%s' %% (s['step'], s['kind'], s['thread'], s['note'])) for s in json.load(open(sys.argv[1]))['trace']]" %t.json | FileCheck %s --check-prefix=JSON
//
// CHECK:      {{^}}UNSAFE: assertion failed at {{.*}}trace-steps.c:[[#ERR:]]{{$}}
// CHECK-NEXT: {{^}}trace:{{$}}
// CHECK-NEXT: {{^}}  [thread 0 (main), round 1]{{$}}
// CHECK-NEXT: {{^}}   1  {{.*}}trace-steps.c:{{[0-9]+}}  total = 5;{{$}}
// CHECK-NEXT: {{^ +}}total = 5{{$}}
// CHECK-NEXT: {{^}}   2  {{.*}}trace-steps.c:{{[0-9]+}}  pthread_create(&t, 0, worker, 0);{{$}}
// CHECK-NEXT: {{^ +}}creates thread 1 (worker){{$}}
// CHECK-NEXT: {{^}}   3  {{.*}}trace-steps.c:{{[0-9]+}}  total = total * 2;{{$}}
// CHECK-NEXT: {{^ +}}total = 10{{$}}
// CHECK-NEXT: {{^}}   4  {{.*}}trace-steps.c:[[#JOIN:]]  pthread_join(t, 0);{{$}}
// CHECK-NEXT: {{^}}  [thread 1 (worker), round 1]{{$}}
// CHECK-NEXT: {{^}}   5  {{.*}}trace-steps.c:{{[0-9]+}}  int add = 10;{{$}}
// CHECK-NEXT: {{^}}   6  {{.*}}trace-steps.c:[[#CALL:]]  -> add_to{{$}}
// CHECK-NEXT: {{^}}   7  {{.*}}trace-steps.c:{{[0-9]+}}    total = total + v;{{$}}
// CHECK-NEXT: {{^ +}}total = 20{{$}}
// CHECK-NEXT: {{^}}   8  {{.*}}trace-steps.c:{{[0-9]+}}    }{{$}}
// CHECK-NEXT: {{^}}   9  {{.*}}trace-steps.c:[[#CALL]]  <- add_to{{$}}
// CHECK-NEXT: {{^}}  10  {{.*}}trace-steps.c:{{[0-9]+}}  return 0;{{$}}
// CHECK-NEXT: {{^}}  [thread 0 (main), round 2]{{$}}
// CHECK-NEXT: {{^}}  11  {{.*}}trace-steps.c:[[#JOIN]]  pthread_join(t, 0);{{$}}
// CHECK-NEXT: {{^ +}}joins thread 1{{$}}
// CHECK-NEXT: {{^}}  12  {{.*}}trace-steps.c:[[#ERR]]  assert(total != 20);{{$}}
// CHECK-NEXT: {{^ +}}^ assertion failed{{$}}
// CHECK-NEXT: {{^}}contexts: the failure is in round 2 of K=2, after 0 preemptions{{$}}
// CHECK-NOT:  {{.}}
//
// JSON:      {{^}}1 line 0 None{{$}}
// JSON-NEXT: {{^}}1 value 0 total = 5{{$}}
// JSON-NEXT: {{^}}2 line 0 None{{$}}
// JSON-NEXT: {{^}}2 value 0 creates thread 1 (worker){{$}}
// JSON-NEXT: {{^}}3 line 0 None{{$}}
// JSON-NEXT: {{^}}3 value 0 total = 10{{$}}
// JSON-NEXT: {{^}}4 line 0 None{{$}}
// JSON-NEXT: {{^}}5 line 1 None{{$}}
// The line of the call is shown by the call's line: both are step 6.
// JSON-NEXT: {{^}}6 line 1 None{{$}}
// JSON-NEXT: {{^}}6 call 1 add_to{{$}}
// JSON-NEXT: {{^}}7 line 1 None{{$}}
// JSON:      {{^}}7 value 1 total = 20{{$}}
// JSON-NEXT: {{^}}8 line 1 None{{$}}
// JSON-NEXT: {{^}}9 return 1 add_to{{$}}
// JSON-NEXT: {{^}}10 line 1 None{{$}}
// JSON-NEXT: {{^}}11 {{line|value}} 0 {{.*}}{{$}}
// JSON:      {{^}}12 line 0 None{{$}}
// JSON-NEXT: {{^}}12 error 0 assertion failed{{$}}
// JSON-NOT:  {{.}}

#include <assert.h>
#include <pthread.h>

int total;

static void add_to(int v) {
  total = total + v;
}

void *worker(void *arg) {
  (void)arg;
  int add = 10;
  add_to(add);
  return 0;
}

int main(void) {
  pthread_t t;
  total = 5;
  pthread_create(&t, 0, worker, 0);
  total = total * 2;
  pthread_join(t, 0);
  assert(total != 20);
  return 0;
}

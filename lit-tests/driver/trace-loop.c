// A trace through a loop: each iteration shows the loop's line with the new value of
// the loop variable below it. A value is shown below the line that assigns it: the
// initial `i = 0` belongs to the `for` line, not to the line executed before it, and
// it is shown once.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}trace-loop.c:[[@LINE+16]]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-loop.c:[[@LINE+3]]  int n = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[N:[0-9]+]]{{$}}
  // CHECK-NEXT: {{^ +}}n = [[N]]{{$}}
  int n = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}trace-loop.c:[[@LINE+8]]  for (int i = 0; i < n; i++) {{[{]}}{{$}}
  // CHECK-NEXT: {{^ +}}i = 0{{$}}
  // CHECK-NOT: i = 0
  // CHECK: {{^}}  {{.*}}trace-loop.c:[[@LINE+5]]  for (int i = 0; i < n; i++) {{[{]}}{{$}}
  // CHECK-NEXT: {{^ +}}i = 1{{$}}
  // CHECK: {{^}}  {{.*}}trace-loop.c:[[@LINE+3]]  for (int i = 0; i < n; i++) {{[{]}}{{$}}
  // CHECK-NEXT: {{^ +}}i = 2{{$}}
  // CHECK-NOT: i = 3
  for (int i = 0; i < n; i++) {
    if (i == 2)
      reach_error();
  }
  // CHECK: {{^ +}}^ reach_error() called{{$}}
  // CHECK-NOT: {{.}}
  return 0;
}

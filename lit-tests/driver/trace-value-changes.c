// A variable's value is shown when it changes (docs/output.md): the phi nodes that
// restate an unchanged value at a join are not shown again, also when a call of a user
// function happened in between (the call's own variables are another activation, but
// main's variables keep their values across it).
//
// RUN: %expect 10 %cbounds %s -DNO_CALL | FileCheck %s
// RUN: %expect 10 %cbounds %s | FileCheck %s

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int next(int a) { return a + 1; }

int main(void) {
  // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}trace-value-changes.c:[[#ERR:]]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-changes.c:[[@LINE+3]]  int v = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 5{{$}}
  // CHECK-NEXT: {{^ +}}v = 5{{$}}
  int v = __VERIFIER_nondet_int();
#ifdef NO_CALL
  int k = __VERIFIER_nondet_int() | 1;
#else
  int k = next(v);
#endif
  // k is not 0: v keeps its value through the if; it is not shown again.
  if (k == 0)
    v += 10;
  // CHECK: {{^}}  {{.*}}trace-value-changes.c:[[@LINE+4]]  if (v == 5){{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-changes.c:[[#ERR]]  reach_error();{{$}}
  // CHECK-NEXT: {{^ +}}^ reach_error() called{{$}}
  // CHECK-NOT: {{.}}
  if (v == 5)
    reach_error();
  return 0;
}

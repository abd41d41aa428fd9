// A call of a runtime model (libc, the SV-COMP API) shows its result on the user's line,
// `f() = V` (docs/encoding.md: the trace never enters models), and nothing of what the
// model does inside: no steps of the helpers a model calls.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}trace-model-calls.c:[[#ERR:]]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-model-calls.c:[[@LINE+3]]  int x = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = -7{{$}}
  // CHECK-NEXT: {{^ +}}x = -7{{$}}
  int x = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}trace-model-calls.c:[[@LINE+3]]  int a = abs(x);{{$}}
  // CHECK-NEXT: {{^ +}}abs() = 7{{$}}
  // CHECK-NEXT: {{^ +}}a = 7{{$}}
  int a = abs(x);
  // CHECK-NEXT: {{^}}  {{.*}}trace-model-calls.c:[[@LINE+3]]  size_t n = strlen("abc");{{$}}
  // CHECK-NEXT: {{^ +}}strlen() = 3{{$}}
  // CHECK-NEXT: {{^ +}}n = 3{{$}}
  size_t n = strlen("abc");
  // CHECK-NEXT: {{^}}  {{.*}}trace-model-calls.c:[[@LINE+3]]  int printed = printf("%d\n", a);{{$}}
  // CHECK-NEXT: {{^ +}}printf() = 2{{$}}
  // CHECK-NEXT: {{^ +}}printed = 2{{$}}
  int printed = printf("%d\n", a);
  // CHECK-NEXT: {{^}}  {{.*}}trace-model-calls.c:[[@LINE+2]]  puts("done");{{$}}
  // CHECK-NEXT: {{^ +}}puts() = {{-?[0-9]+( [(]0x[0-9a-f]+[)])?}}{{$}}
  puts("done");
  // CHECK-NEXT: {{^}}  {{.*}}trace-model-calls.c:[[@LINE+4]]  if (x == -7 && a == 7 && n == 3 && printed == 2){{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-model-calls.c:[[#ERR]]  reach_error();{{$}}
  // CHECK-NEXT: {{^ +}}^ reach_error() called{{$}}
  // CHECK-NOT: {{.}}
  if (x == -7 && a == 7 && n == 3 && printed == 2)
    reach_error();
  return 0;
}

// Division and remainder by zero are errors (`UNSAFE: division by zero`), for signed and
// unsigned operands alike, and INT_MIN / -1 is `signed division overflow`; the trace
// shows the divisor's value and ends at the division with the reason.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s
// RUN: %expect 10 %cbounds %s -DUNSIGNED_REM | FileCheck %s --check-prefix=UREM
// RUN: %expect 10 %cbounds %s -DOVERFLOW | FileCheck %s --check-prefix=OVERFLOW
// RUN: %expect 0 %cbounds %s -DGUARDED | FileCheck %s --check-prefix=GUARDED
//
// GUARDED: {{^}}SAFE: no error found within the bounds{{$}}

#include <limits.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

static int ratio(int a, int b) {
#ifdef GUARDED
  if (b == 0 || (a == INT_MIN && b == -1))
    return 0;
#endif
  // CHECK: {{^}}UNSAFE: division by zero at {{.*}}trace-division-by-zero.c:[[@LINE+3]]{{$}}
  // OVERFLOW: {{^}}UNSAFE: signed division overflow at {{.*}}trace-division-by-zero.c:[[@LINE+2]] [no-overflow]{{$}}
  // OVERFLOW: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE+1]]    return a / b;{{$}}
  return a / b;
}

int main(void) {
  // CHECK: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE+3]]  int a = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[A:-[0-9]+|[4-9]|[1-9][0-9]+]]{{$}}
  // CHECK-NEXT: {{^ +}}a = [[A]]{{$}}
  int a = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE+3]]  int b = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 0{{$}}
  // CHECK-NEXT: {{^ +}}b = 0{{$}}
  int b = __VERIFIER_nondet_int();
#ifdef OVERFLOW
  __VERIFIER_assume(b != 0);
  // OVERFLOW-NEXT: {{^ +}}a = -2147483648{{$}}
  // OVERFLOW-NEXT: {{^ +}}b = -1{{$}}
  // OVERFLOW-NEXT: {{^ +}}^ signed division overflow{{$}}
  // OVERFLOW-NOT: {{.}}
#endif
  __VERIFIER_assume(a > 3 || a < 0);
  // CHECK: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE+1]]  -> ratio{{$}}
  int r = ratio(a, b);
  // In the callee, its parameters show the values passed.
  // CHECK-NEXT: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE-24]]    return a / b;{{$}}
  // CHECK-NEXT: {{^ +}}a = [[A]]{{$}}
  // CHECK-NEXT: {{^ +}}b = 0{{$}}
  // CHECK-NEXT: {{^ +}}^ division by zero{{$}}
  // CHECK-NOT: {{.}}
#ifdef UNSIGNED_REM
  // UREM: {{^}}UNSAFE: division by zero at {{.*}}trace-division-by-zero.c:[[@LINE+10]]{{$}}
  unsigned u = __VERIFIER_nondet_uint();
  // UREM: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE+3]]  unsigned m = __VERIFIER_nondet_uint();{{$}}
  // UREM-NEXT: {{^ +}}__VERIFIER_nondet_uint() = 0{{$}}
  // UREM-NEXT: {{^ +}}m = 0{{$}}
  unsigned m = __VERIFIER_nondet_uint();
  // UREM-NEXT: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE+1]]  __VERIFIER_assume(b == 1 && m < 2);{{$}}
  __VERIFIER_assume(b == 1 && m < 2);
  // UREM-NEXT: {{^}}  {{.*}}trace-division-by-zero.c:[[@LINE+2]]  r += (int)(u % m);{{$}}
  // UREM-NEXT: {{^ +}}^ division by zero{{$}}
  r += (int)(u % m);
#endif
  return r;
}

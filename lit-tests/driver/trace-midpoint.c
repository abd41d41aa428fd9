// The trace of the binary-search midpoint bug (examples/midpoint.c): every user line on
// the failing path with its source text, the nondet inputs and the variables they land
// in, the call into midpoint and the return from it, and the failed assertion.
// With -DFIXED the same program is SAFE.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s
// RUN: %expect 0 %cbounds %s -DFIXED | FileCheck %s --check-prefix=FIXED
// The example itself behaves as its header says.
// RUN: %expect 10 %cbounds %S/../../examples/midpoint.c | FileCheck %s --check-prefix=EXAMPLE
// RUN: %expect 0 %cbounds %S/../../examples/midpoint.c -DFIXED | FileCheck %s --check-prefix=FIXED
//
// The layout (docs/output.md): `  STEP  FILE:LINE`, the step numbers right-aligned
// (here all one digit) and FILE:LINE padded to 12 columns, then the text; notes two
// columns right of the text; callee lines two more columns right.
// A copy named m.c makes `  m.c:NN` shorter than the column, so padding shows.
// RUN: rm -rf %t.d && mkdir -p %t.d && cp %s %t.d/m.c
// RUN: cd %t.d && %expect 10 %cbounds m.c > %t.out
// RUN: FileCheck %s --check-prefix=LAYOUT --strict-whitespace --match-full-lines < %t.out
// RUN: FileCheck %s --check-prefix=LINES < %t.out

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

static int midpoint(int lo, int hi) {
#ifdef FIXED
  return lo + (hi - lo) / 2;
#else
  // LINES-DAG: {{^}}  {{.*}}.c:[[@LINE+1]]    return (lo + hi) / 2;{{$}}
  return (lo + hi) / 2;
#endif
}

int main(void) {
  // CHECK: {{^}}UNSAFE: assertion failed at {{.*}}trace-midpoint.c:[[ASSERT:[0-9]+]]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-midpoint.c:[[@LINE+3]]  int lo = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[#%d,LO:]]{{$}}
  // CHECK-NEXT: {{^ +}}lo = [[#%d,LO]]{{$}}
  int lo = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}trace-midpoint.c:[[@LINE+3]]  int hi = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[#%d,HI:]]{{$}}
  // CHECK-NEXT: {{^ +}}hi = [[#%d,HI]]{{$}}
  int hi = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}trace-midpoint.c:[[@LINE+1]]  __VERIFIER_assume(0 <= lo && lo <= hi);{{$}}
  __VERIFIER_assume(0 <= lo && lo <= hi);
  // The callee's parameters show the values passed.
  // CHECK-NEXT: {{^}}  {{.*}}trace-midpoint.c:[[@LINE+8]]  -> midpoint{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-midpoint.c:{{[0-9]+}}    return (lo + hi) / 2;{{$}}
  // CHECK-NEXT: {{^ +}}lo = [[#%d,LO]]{{$}}
  // CHECK-NEXT: {{^ +}}hi = [[#%d,HI]]{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-midpoint.c:[[@LINE+4]]  <- midpoint{{$}}
  // The sum wraps around 2^32 and halves (rounding toward zero) to a negative int,
  // printed as a signed decimal (an int's signedness is known: no hexadecimal bits).
  // CHECK-NEXT: {{^ +}}mid = [[#%d,div(LO+HI-4294967296,2)]]{{$}}
  int mid = midpoint(lo, hi);
  // CHECK-NEXT: {{^}}  {{.*}}trace-midpoint.c:[[ASSERT]]  assert(lo <= mid && mid <= hi);{{$}}
  // CHECK-NEXT: {{^ +}}^ assertion failed{{$}}
  // CHECK-NOT: {{.}}
  // LINES-DAG: {{^}}UNSAFE: assertion failed at {{.*}}.c:[[@LINE+1]]{{$}}
  assert(lo <= mid && mid <= hi);
  return 0;
}

// EXAMPLE: {{^}}UNSAFE: assertion failed at {{.*}}examples/midpoint.c:[[#ASSERT:]]{{$}}
// EXAMPLE-NEXT: {{^}}trace:{{$}}
// EXAMPLE-NEXT: {{^}}  {{.*}}examples/midpoint.c:[[#CALL:ASSERT-4]]  int lo = __VERIFIER_nondet_int();{{$}}
// EXAMPLE: {{^}}  {{.*}}examples/midpoint.c:[[#CALL+1]]  int hi = __VERIFIER_nondet_int();{{$}}
// EXAMPLE: {{^}}  {{.*}}examples/midpoint.c:[[#CALL+3]]  -> midpoint{{$}}
// EXAMPLE-NEXT: {{^}}  {{.*}}examples/midpoint.c:{{[0-9]+}}    return (lo + hi) / 2;{{$}}
// EXAMPLE-NEXT: {{^ +}}lo = {{[0-9]+}}{{$}}
// EXAMPLE-NEXT: {{^ +}}hi = {{[0-9]+}}{{$}}
// EXAMPLE-NEXT: {{^}}  {{.*}}examples/midpoint.c:[[#CALL+3]]  <- midpoint{{$}}
// EXAMPLE-NEXT: {{^ +}}mid = -{{[0-9]+}}{{$}}
// EXAMPLE-NEXT: {{^}}  {{.*}}examples/midpoint.c:[[#ASSERT]]  assert(lo <= mid && mid <= hi);{{$}}
// EXAMPLE-NEXT: {{^ +}}^ assertion failed{{$}}
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// FIXED-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// FIXED-NOT: {{.}}

// LAYOUT:UNSAFE: assertion failed at m.c:{{[0-9][0-9]}}
// LAYOUT-NEXT:trace:
// LAYOUT-NEXT:  1  m.c:{{[0-9][0-9]}}        int lo = __VERIFIER_nondet_int();
// LAYOUT-NEXT:                     __VERIFIER_nondet_int() = {{[0-9]+}}
// LAYOUT-NEXT:                     lo = {{[0-9]+}}
// LAYOUT-NEXT:  2  m.c:{{[0-9][0-9]}}        int hi = __VERIFIER_nondet_int();
// LAYOUT-NEXT:                     __VERIFIER_nondet_int() = {{[0-9]+}}
// LAYOUT-NEXT:                     hi = {{[0-9]+}}
// LAYOUT-NEXT:  3  m.c:{{[0-9][0-9]}}        __VERIFIER_assume(0 <= lo && lo <= hi);
// LAYOUT-NEXT:  4  m.c:{{[0-9][0-9]}}        -> midpoint
// LAYOUT-NEXT:  5  m.c:{{[0-9][0-9]}}          return (lo + hi) / 2;
// LAYOUT-NEXT:                       lo = {{[0-9]+}}
// LAYOUT-NEXT:                       hi = {{[0-9]+}}
// LAYOUT-NEXT:  6  m.c:{{[0-9][0-9]}}        <- midpoint
// LAYOUT-NEXT:                     mid = -{{[0-9]+}}
// LAYOUT-NEXT:  7  m.c:{{[0-9][0-9]}}        assert(lo <= mid && mid <= hi);
// LAYOUT-NEXT:                     ^ assertion failed
// LAYOUT-NOT:{{.+}}

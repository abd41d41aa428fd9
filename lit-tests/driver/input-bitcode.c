// LLVM bitcode (.bc) as input. With debug information (-g) the verdict and the trace
// are those of the C file: same lines, source text, calls and values; clang's optnone
// at -O0 does not get in the way. Without -g the trace has no locations. A .bc that is
// not bitcode is an input error (exit status 2).
//
// RUN: %clang -c -emit-llvm -g %s -o %t.bc
// RUN: %expect 10 %cbounds %t.bc | FileCheck %s
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.nooptnone.bc
// RUN: %expect 10 %cbounds %t.nooptnone.bc | FileCheck %s
// -D only matters when cbounds compiles C: the bitcode is what it is.
// RUN: %expect 10 %cbounds %t.bc -DFIXED | FileCheck %s
// RUN: %clang -c -emit-llvm -g %s -DFIXED -o %t.fixed.bc
// RUN: %expect 0 %cbounds %t.fixed.bc | FileCheck %s --check-prefix=FIXED
// RUN: %clang -c -emit-llvm %s -o %t.nodebug.bc
// RUN: %expect 10 %cbounds %t.nodebug.bc | FileCheck %s --check-prefix=NODEBUG
// RUN: cp %s %t.notbitcode.bc
// RUN: %expect 2 %cbounds %t.notbitcode.bc > %t.out 2> %t.err
// RUN: not grep . %t.out
// RUN: FileCheck %s --check-prefix=INVALID --match-full-lines < %t.err
//
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// NODEBUG: {{^}}UNSAFE: assertion failed{{$}}
// NODEBUG-NEXT: {{^}}trace:{{$}}
// NODEBUG-NEXT: {{^}}  1  <no location>{{$}}
// NODEBUG-NOT: input-bitcode.c
// NODEBUG: {{^ +}}^ assertion failed{{$}}
// INVALID: cbounds: error: {{.*}}notbitcode.bc is not valid LLVM bitcode: {{.+}}
// INVALID-NOT: {{.+}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int clamp(int v, int lo, int hi) {
#ifdef FIXED
  return v < lo ? lo : v > hi ? hi : v;
#else
  return v < lo ? lo : v > hi ? lo : v;
#endif
}

int main(void) {
  // CHECK: {{^}}UNSAFE: assertion failed at {{.*}}input-bitcode.c:[[@LINE+13]]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}input-bitcode.c:[[@LINE+4]]  int v = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[V:[0-9]+]]{{$}}
  // CHECK-NEXT: {{^ +}}v = [[V]]{{$}}
  // CHECK:      {{^}}  {{.*}}input-bitcode.c:[[@LINE+3]]  -> clamp{{$}}
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v > 100 && v < 200);
  int c = clamp(v, 0, 100);
  // CHECK:      {{^}}  {{.*}}input-bitcode.c:[[@LINE-1]]  <- clamp{{$}}
  // CHECK-NEXT: {{^ +}}c = 0{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}input-bitcode.c:[[@LINE+2]]  assert(c == 100);{{$}}
  // CHECK-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(c == 100);
  return 0;
}

// Floating-point contraction: clang (default -ffp-contract=on) emits `a * b + c` as
// llvm.fmuladd, which LLVM lowers to a fused multiply-add only where the target has one.
// cbounds compiles for baseline x86_64 and i386, which have no FMA instruction, so the
// product is rounded before the addition, exactly as the native program computes it
// (checked natively on x86_64 and on i386 with SSE2; only -march with FMA changes it):
// 0.1 * 10 - 1 is 0, and x * x - x * x is 0 for every x. An explicit __builtin_fma stays
// fused (2^-54). The BUG variants claim the fused results, which the native programs
// refute.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DBUG_SQUARE | FileCheck %s --check-prefix=BUGSQ
// RUN: %expect 10 %cbounds %s --64 -DBUG_SQUARE | FileCheck %s --check-prefix=BUGSQ
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double a = 0.1, b = 10.0, c = -1.0;
  double r = a * b + c;
  double fused = __builtin_fma(a, b, c);
  assert(fused == 0x1p-54);
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 2.0f);
  float d = x * x - x * x;
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}contraction-fmuladd.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}r = 0{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(r == fused);
#endif
#ifdef BUG_SQUARE
  // BUGSQ: {{^}}UNSAFE: assertion failed at {{.*}}contraction-fmuladd.c:[[@LINE+3]]{{$}}
  // BUGSQ: {{^ +}}d = 0{{$}}
  // BUGSQ: {{^ +}}^ assertion failed{{$}}
  assert(d != 0.0f);
#endif
  assert(r == 0.0);
  assert(d == 0.0f);
  return 0;
}

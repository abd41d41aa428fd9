// A .i made by the preprocessor from this file: its line markers point back here, so
// the verdict and the trace name this .c file and its lines, as when it is given itself.
//
// RUN: %clang -E %s -o %t.i
// RUN: %expect 10 %cbounds %t.i --no-static-proof | FileCheck %s
// RUN: %expect 10 %cbounds %s --no-static-proof | FileCheck %s
// Macros were expanded by the preprocessor already: -D makes no difference any more.
// RUN: %clang -E %s -DFIXED -o %t.fixed.i
// RUN: %expect 0 %cbounds %t.fixed.i --no-static-proof | FileCheck %s --check-prefix=FIXED
// RUN: %expect 0 %cbounds %t.fixed.i --no-static-proof -DBROKEN | FileCheck %s --check-prefix=FIXED
//
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

static unsigned checksum(unsigned char a, unsigned char b) {
#ifdef FIXED
  return (unsigned)a + b;
#else
  return (unsigned char)(a + b);
#endif
}

int main(void) {
  // CHECK: {{^}}UNSAFE: assertion failed at {{.*}}input-preprocessed-from-c.c:[[@LINE+8]]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}input-preprocessed-from-c.c:[[@LINE+2]]  unsigned char a = __VERIFIER_nondet_uchar();{{$}}
  // CHECK: {{^}}  {{.*}}input-preprocessed-from-c.c:[[@LINE+2]]  -> checksum{{$}}
  unsigned char a = __VERIFIER_nondet_uchar();
  unsigned s = checksum(a, 1);
  // CHECK: {{^}}  {{.*}}input-preprocessed-from-c.c:[[@LINE+2]]  assert(s != 0);{{$}}
  // CHECK-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(s != 0);
  return 0;
}

// Reading or writing past the end of a local (stack) array is an error, `UNSAFE:
// out-of-bounds memory access` at the line of the access; the trace shows the index
// that does it. With the index kept in range the program is SAFE. Each under ILP32
// (--32) and LP64 (--64).
//
// RUN: %expect 10 %cbounds %s -DREAD --64 | FileCheck %s --check-prefixes=CHECK,READ
// RUN: %expect 10 %cbounds %s -DREAD --32 | FileCheck %s --check-prefixes=CHECK,READ
// RUN: %expect 10 %cbounds %s -DWRITE --64 | FileCheck %s --check-prefixes=CHECK,WRITE
// RUN: %expect 10 %cbounds %s -DWRITE --32 | FileCheck %s --check-prefixes=CHECK,WRITE
// RUN: %expect 0 %cbounds %s -DREAD -DWRITE -DFIXED --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DREAD -DWRITE -DFIXED --32 | FileCheck %s --check-prefix=OK
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int table[4] = {1, 2, 3, 4};
  // CHECK: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memory-out-of-bounds-stack.c:[[#ERR:]] [valid-deref]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK: {{^}}  {{.*}}memory-out-of-bounds-stack.c:[[@LINE+3]]  int i = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 4{{$}}
  // CHECK-NEXT: {{^ +}}i = 4{{$}}
  int i = __VERIFIER_nondet_int();
#ifdef FIXED
  __VERIFIER_assume(i >= 0 && i < 4);
#else
  // One too many: i == 4 is just past the end.
  __VERIFIER_assume(i >= 0 && i <= 4);
#endif
  // CHECK-NEXT: {{^}}  {{.*}}memory-out-of-bounds-stack.c:[[@LINE-2]]  __VERIFIER_assume(i >= 0 && i <= 4);{{$}}
#ifdef WRITE
  // WRITE-NEXT: {{^}}  {{.*}}memory-out-of-bounds-stack.c:[[#ERR]]  table[i] = 9;{{$}}
  table[i] = 9;
#endif
#ifdef READ
  // READ-NEXT: {{^}}  {{.*}}memory-out-of-bounds-stack.c:[[#ERR]]  int value = table[i];{{$}}
  int value = table[i];
  assert(value == i + 1 || value == 9);
#endif
  // CHECK-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  // CHECK-NOT: {{.}}
  return 0;
}

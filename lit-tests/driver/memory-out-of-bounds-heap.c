// Reading or writing past the end of a heap block (malloc) whose size is known only at
// run time is an error, `UNSAFE: out-of-bounds memory access` at the line of the
// access; the trace shows the size and the index that do it, and the block as
// `&heap#N (allocated at line L)`. With the index kept below the size the program is
// SAFE. Each under ILP32 (--32) and LP64 (--64).
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

#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  // CHECK: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memory-out-of-bounds-heap.c:[[#ERR:]] [valid-deref]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-out-of-bounds-heap.c:[[@LINE+3]]  int n = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[#N:]]{{$}}
  // CHECK-NEXT: {{^ +}}n = [[#N]]{{$}}
  int n = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}memory-out-of-bounds-heap.c:[[@LINE+1]]  __VERIFIER_assume(n >= 1 && n <= 8);{{$}}
  __VERIFIER_assume(n >= 1 && n <= 8);
  // CHECK-NEXT: {{^}}  {{.*}}memory-out-of-bounds-heap.c:[[@LINE+3]]  int *block = malloc(n * sizeof(int));{{$}}
  // CHECK-NEXT: {{^ +}}malloc() = &heap#{{[0-9]+}} (allocated at line [[@LINE+2]]){{$}}
  // CHECK-NEXT: {{^ +}}block = &heap#{{[0-9]+}} (allocated at line [[@LINE+1]]){{$}}
  int *block = malloc(n * sizeof(int));
  // The block holds n ints: the index may be n, one past the end.
  // CHECK-NEXT: {{^}}  {{.*}}memory-out-of-bounds-heap.c:[[@LINE+3]]  int i = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[#N]]{{$}}
  // CHECK-NEXT: {{^ +}}i = [[#N]]{{$}}
  int i = __VERIFIER_nondet_int();
#ifdef FIXED
  __VERIFIER_assume(i >= 0 && i < n);
#else
  __VERIFIER_assume(i >= 0 && i <= n);
#endif
  // CHECK-NEXT: {{^}}  {{.*}}memory-out-of-bounds-heap.c:[[@LINE-2]]  __VERIFIER_assume(i >= 0 && i <= n);{{$}}
#ifdef WRITE
  // WRITE-NEXT: {{^}}  {{.*}}memory-out-of-bounds-heap.c:[[#ERR]]  block[i] = 9;{{$}}
  block[i] = 9;
#endif
#ifdef READ
  // READ-NEXT: {{^}}  {{.*}}memory-out-of-bounds-heap.c:[[#ERR]]  int value = block[i];{{$}}
  int value = block[i];
  (void)value;
#endif
  // CHECK-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  // CHECK-NOT: {{.}}
  free(block);
  return 0;
}

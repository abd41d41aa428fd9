// Out-of-bounds and null dereferences are UNSAFE with their reason, at the line of
// the access: an off-by-one loop over a stack array, a negative index into a global, a
// heap overrun, a read that starts inside an object but ends past it, a pointer made
// from an arbitrary integer, and a pointer that is NULL on one path. The SAFE variant
// does the same accesses in bounds. A 12-byte object holds 3 longs for ILP32 but only
// one for LP64.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DSTACK | FileCheck %s --check-prefix=STACK
// RUN: %expect 10 %cbounds %s --64 -DSTACK | FileCheck %s --check-prefix=STACK
// RUN: %expect 10 %cbounds %s --32 -DNEGATIVE | FileCheck %s --check-prefix=NEGATIVE
// RUN: %expect 10 %cbounds %s --64 -DNEGATIVE | FileCheck %s --check-prefix=NEGATIVE
// RUN: %expect 10 %cbounds %s --32 -DHEAP | FileCheck %s --check-prefix=HEAP
// RUN: %expect 10 %cbounds %s --64 -DHEAP | FileCheck %s --check-prefix=HEAP
// RUN: %expect 10 %cbounds %s --32 -DSTRADDLE | FileCheck %s --check-prefix=STRADDLE
// RUN: %expect 10 %cbounds %s --64 -DSTRADDLE | FileCheck %s --check-prefix=STRADDLE
// RUN: %expect 10 %cbounds %s --32 -DWILD | FileCheck %s --check-prefix=WILD
// RUN: %expect 10 %cbounds %s --64 -DWILD | FileCheck %s --check-prefix=WILD
// RUN: %expect 10 %cbounds %s --32 -DNULLPTR | FileCheck %s --check-prefix=NULLPTR
// RUN: %expect 10 %cbounds %s --64 -DNULLPTR | FileCheck %s --check-prefix=NULLPTR
// RUN: %expect 0 %cbounds %s --32 -DLONGS | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DLONGS | FileCheck %s --check-prefix=LONGS
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int g[4] = {1, 2, 3, 4};

int main(void) {
  int a[5];
#ifdef STACK
  // STACK: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}out-of-bounds-null.c:[[@LINE+5]] [valid-deref]{{$}}
  // STACK: {{^ +}}k = 5{{$}}
  // STACK-NEXT: {{^}}  {{.*}}out-of-bounds-null.c:[[@LINE+3]]  a[k] = k;{{$}}
  // STACK-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  for (int k = 0; k <= 5; k++)
    a[k] = k;
#else
  for (int k = 0; k < 5; k++)
    a[k] = k;
#endif
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= -1 && i < 4);
#ifdef NEGATIVE
  // NEGATIVE: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}out-of-bounds-null.c:[[@LINE+3]] [valid-deref]{{$}}
  // NEGATIVE: {{^ +}}i = -1{{$}}
  // NEGATIVE: {{^ +}}^ out-of-bounds memory access{{$}}
  int gv = g[i];
#else
  int gv = i >= 0 ? g[i] : 0;
#endif
  assert(gv == i + 1 || i < 0);
  char *h = malloc(6);
  unsigned n = __VERIFIER_nondet_uint() % 8;
#ifdef HEAP
  // HEAP: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}out-of-bounds-null.c:[[@LINE+1]] [valid-deref]{{$}}
  h[n] = 'x';
#else
  if (n < 6)
    h[n] = 'x';
#endif
#ifdef STRADDLE
  // An int at byte 2 of a 4-byte object.
  // STRADDLE: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}out-of-bounds-null.c:[[@LINE+1]] [valid-deref]{{$}}
  int s = *(int *)((char *)&g[3] + 2);
#else
  short s = *(short *)((char *)&g[3] + 2);
#endif
  assert(s == 0);
#ifdef WILD
  // An address in no object (its top bit is set: object bits of a nonexistent object).
  uintptr_t addr = (uintptr_t)__VERIFIER_nondet_uint() | (uintptr_t)1 << (8 * sizeof(uintptr_t) - 1);
  // WILD: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}out-of-bounds-null.c:[[@LINE+1]] [valid-deref]{{$}}
  *(int *)addr = 1;
#endif
  int *maybe = __VERIFIER_nondet_int() ? &a[2] : NULL;
#ifdef NULLPTR
  // NULLPTR: {{^}}UNSAFE: null pointer dereference at {{.*}}out-of-bounds-null.c:[[@LINE+3]] [valid-deref]{{$}}
  // NULLPTR: {{^ +}}maybe = NULL{{$}}
  // NULLPTR: {{^ +}}^ null pointer dereference{{$}}
  *maybe = 0;
#else
  if (maybe)
    *maybe = 0;
#endif
#ifdef LONGS
  long *three = malloc(12);
  // LONGS: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}out-of-bounds-null.c:[[@LINE+1]] [valid-deref]{{$}}
  three[1] = 5;
  free(three);
#endif
  free(h);
  return a[4] - 4;
}

// Heap objects: malloc gives unconstrained contents, calloc zeroed ones (checked at a
// nondeterministic index), and free ends an object's life. Using a freed block, freeing
// it twice or freeing a non-heap pointer are errors. A block of 16 bytes holds four
// longs for ILP32 but only two for LP64.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DUSE_AFTER_FREE | FileCheck %s --check-prefix=UAF
// RUN: %expect 10 %cbounds %s --64 -DUSE_AFTER_FREE | FileCheck %s --check-prefix=UAF
// RUN: %expect 10 %cbounds %s --32 -DDOUBLE_FREE | FileCheck %s --check-prefix=DFREE
// RUN: %expect 10 %cbounds %s --64 -DDOUBLE_FREE | FileCheck %s --check-prefix=DFREE
// RUN: %expect 10 %cbounds %s --32 -DFREE_STACK | FileCheck %s --check-prefix=FSTACK
// RUN: %expect 10 %cbounds %s --64 -DFREE_STACK | FileCheck %s --check-prefix=FSTACK
// RUN: %expect 0 %cbounds %s --32 -DSIZED | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DSIZED | FileCheck %s --check-prefix=SIZED64
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  int *p = malloc(4 * sizeof(int));
  long *z = calloc(5, sizeof(long));
  unsigned i = __VERIFIER_nondet_uint() % 5;
  assert(z[i] == 0);
  z[i] = -1;
  for (int k = 0; k < 4; k++)
    p[k] = 10 * k;
  assert(p[3] == 30 && z[i] == -1);
  // Two live blocks never overlap.
  assert(p != (int *)z);
  unsigned char *bytes = calloc(3, 1);
  assert(bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}heap-malloc-calloc-free.c:[[@LINE+8]]{{$}}
  // BUG: {{^}}  {{.*}}heap-malloc-calloc-free.c:[[@LINE+5]]  int *fresh = malloc(sizeof(int));{{$}}
  // BUG-NEXT: {{^ +}}malloc() = &heap#[[H:[0-9]+]] (allocated at line [[@LINE+4]]){{$}}
  // BUG-NEXT: {{^ +}}fresh = &heap#[[H]] (allocated at line [[@LINE+3]]){{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  // malloc's contents are not zero.
  int *fresh = malloc(sizeof(int));
  int v = *fresh;
  assert(v == 0);
#endif
  free(p);
  free(z);
#ifdef USE_AFTER_FREE
  // UAF: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}heap-malloc-calloc-free.c:[[@LINE+3]] [valid-deref]{{$}}
  // UAF: {{^}}  {{.*}}heap-malloc-calloc-free.c:[[@LINE+2]]  return p[1];{{$}}
  // UAF-NEXT: {{^ +}}^ access to freed or out-of-scope memory{{$}}
  return p[1];
#endif
#ifdef DOUBLE_FREE
  // DFREE: {{^}}UNSAFE: double free at {{.*}}heap-malloc-calloc-free.c:[[@LINE+1]] [valid-free]{{$}}
  free(z);
#endif
#ifdef FREE_STACK
  int local[2];
  // FSTACK: {{^}}UNSAFE: free of memory not allocated by malloc (or not at its start) at {{.*}}heap-malloc-calloc-free.c:[[@LINE+1]] [valid-free]{{$}}
  free(local);
#endif
  // An interior pointer must not be freed either; the start may, and free(NULL) is fine.
  free(bytes);
  free(NULL);
#ifdef SIZED
  long *q = malloc(16);
  // SIZED64: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}heap-malloc-calloc-free.c:[[@LINE+1]] [valid-deref]{{$}}
  q[3] = 1;
  assert(q[3] == 1);
  free(q);
#endif
  return 0;
}

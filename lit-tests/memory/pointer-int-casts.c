// Casts between pointers and integers and between pointer types: a uintptr_t round
// trip gives back a usable pointer to the same object; addresses of int array elements
// are 4-aligned and 4 apart; an integer holding an address can be moved by byte
// offsets. uintptr_t is as wide as a pointer: 4 bytes for ILP32, 8 for LP64, so
// keeping an address in an unsigned int loses nothing only for ILP32.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s --32 -DNARROW | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DNARROW | FileCheck %s --check-prefix=NARROW
// RUN: %expect 10 %cbounds %s --32 -DNULLINT | FileCheck %s --check-prefix=NULLINT
// RUN: %expect 10 %cbounds %s --64 -DNULLINT | FileCheck %s --check-prefix=NULLINT
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);

int data[6] = {1, 2, 3, 4, 5, 6};

int main(void) {
  unsigned i = __VERIFIER_nondet_uint() % 6;
  int *p = &data[i];
  uintptr_t u = (uintptr_t)p;
  assert(sizeof u == sizeof p);
  assert((u & 3) == 0);
  assert(((uintptr_t)p & 3) == 0);
  int *back = (int *)u;
  assert(back == p && *back == (int)i + 1);
  *back = 40;
  assert(data[i] == 40);
  // Integer arithmetic on addresses.
  uintptr_t u0 = (uintptr_t)&data[0];
  assert(u - u0 == 4 * i);
  if (i < 5)
    assert(*(int *)(u + sizeof(int)) == (int)i + 2);
  // A char pointer to the element is aligned only at multiples of 4.
  char *c = (char *)p + 1;
  assert(((uintptr_t)c & 3) == 1);
  // Pointer-to-pointer casts keep the address.
  void *v = p;
  long *lp = (long *)v;
  assert((void *)lp == (void *)p);
  // Heap addresses round-trip too.
  short *h = malloc(4 * sizeof(short));
  intptr_t hi = (intptr_t)(h + 3);
  *(short *)hi = 9;
  assert(h[3] == 9);
  free(h);
#ifdef NARROW
  // NARROW: {{^}}UNSAFE: assertion failed at {{.*}}pointer-int-casts.c:[[@LINE+1]]{{$}}
  assert(sizeof(uintptr_t) == sizeof(unsigned));
#endif
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}pointer-int-casts.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}i = 0{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(u != u0);
#endif
#ifdef NULLINT
  uintptr_t zero = (uintptr_t)__VERIFIER_nondet_uint() & 0;
  // NULLINT: {{^}}UNSAFE: null pointer dereference at {{.*}}pointer-int-casts.c:[[@LINE+1]] [valid-deref]{{$}}
  return *(int *)zero;
#endif
  return 0;
}

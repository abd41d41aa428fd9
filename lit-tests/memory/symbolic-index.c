// Symbolic indices: after writing a fresh value at a[i] (i nondeterministic, in
// bounds) into an array of distinct values, a[j] equals it if and only if i == j; the
// other elements keep their values. For global, stack and heap arrays and for element
// types of different widths (long is 4 bytes for ILP32, 8 for LP64).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DOOB | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --64 -DOOB | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int);

long g[6] = {100, 101, 102, 103, 104, 105};

int main(void) {
  unsigned i = __VERIFIER_nondet_uint(), j = __VERIFIER_nondet_uint();
  __VERIFIER_assume(i < 6 && j < 6);
  long v = __VERIFIER_nondet_long();
  __VERIFIER_assume(v < 100);
  g[i] = v;
  assert((g[j] == v) == (i == j));
  if (i != j)
    assert(g[j] == 100 + (long)j);

  // On the stack, bytes.
  unsigned char s[7] = {1, 2, 3, 4, 5, 6, 7};
  unsigned p = __VERIFIER_nondet_uint() % 7, q = __VERIFIER_nondet_uint() % 7;
  s[p] = 0;
  assert((s[q] == 0) == (p == q));

  // On the heap, shorts, written twice.
  short *h = malloc(5 * sizeof(short));
  for (int k = 0; k < 5; k++)
    h[k] = (short)k;
  unsigned a = __VERIFIER_nondet_uint() % 5, b = __VERIFIER_nondet_uint() % 5;
  h[a] = -1;
  h[b] = -2;
  unsigned c = __VERIFIER_nondet_uint() % 5;
  assert(h[c] == (c == b ? -2 : c == a ? -1 : (short)c));
  free(h);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}symbolic-index.c:[[@LINE+5]]{{$}}
  // BUG: {{^ +}}i = [[I:[0-5]]]{{$}}
  // BUG: {{^ +}}j = [[I]]{{$}}
  // BUG: {{^}}  {{.*}}symbolic-index.c:[[@LINE+2]]  assert(g[j] >= 100);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(g[j] >= 100);
#endif
#ifdef OOB
  unsigned o = __VERIFIER_nondet_uint();
  __VERIFIER_assume(o <= 6);
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}symbolic-index.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^ +}}o = 6{{$}}
  // OOB: {{^ +}}^ out-of-bounds memory access{{$}}
  g[o] = 0;
#endif
  return 0;
}

// Pointer arithmetic and comparison within one array: p + k points k elements on (k
// times the element size in bytes), differences count elements, relational operators
// order positions, and a pointer one past the end may be formed and compared (not
// dereferenced). Element sizes differ for long between ILP32 and LP64.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DPAST_END | FileCheck %s --check-prefix=PAST
// RUN: %expect 10 %cbounds %s --64 -DPAST_END | FileCheck %s --check-prefix=PAST
// RUN: %expect 10 %cbounds %s --32 -DSTRIDE | FileCheck %s --check-prefix=STRIDE
// RUN: %expect 0 %cbounds %s --64 -DSTRIDE | FileCheck %s --check-prefix=OK
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stddef.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

long arr[8] = {0, 10, 20, 30, 40, 50, 60, 70};

static long sum_range(const long *begin, const long *end) {
  long s = 0;
  for (const long *p = begin; p < end; p++)
    s += *p;
  return s;
}

int main(void) {
  long *p = arr, *end = arr + 8;
  unsigned i = __VERIFIER_nondet_uint(), j = __VERIFIER_nondet_uint();
  __VERIFIER_assume(i < 8 && j < 8);
  long *pi = p + i, *pj = &arr[j];
  assert(*pi == 10 * (long)i);
  assert(pj - pi == (ptrdiff_t)j - (ptrdiff_t)i);
  assert((pi < pj) == (i < j) && (pi <= pj) == (i <= j) && (pi == pj) == (i == j));
  assert(pi < end && pi >= p && end - p == 8);
  assert((char *)(pi + 1) - (char *)pi == sizeof(long));
  // Walking backwards and forwards.
  long *q = end - 1;
  q -= 3;
  assert(*q == 40 && q[-2] == 20 && *(q + 2) == 60);
  assert(sum_range(arr + 2, arr + 5) == 90);
  // Into a struct member array through a char pointer.
  struct {
    int head;
    short tail[4];
  } s = {1, {5, 6, 7, 8}};
  short *t = (short *)((char *)&s + sizeof(int)) + 2;
  assert(*t == 7 && t - s.tail == 2);
#ifdef STRIDE
  // STRIDE: {{^}}UNSAFE: assertion failed at {{.*}}pointer-arith-compare.c:[[@LINE+1]]{{$}}
  assert((char *)(arr + 1) - (char *)arr == 8);
#endif
#ifdef BUG
  // Off by one: the pointers meet only when i == j.
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}pointer-arith-compare.c:[[@LINE+5]]{{$}}
  // BUG: {{^ +}}i = [[I:[0-9]+]]{{$}}
  // BUG: {{^ +}}j = [[I]]{{$}}
  // BUG: {{^}}  {{.*}}pointer-arith-compare.c:[[@LINE+2]]  assert(pi != pj);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(pi != pj);
#endif
#ifdef PAST_END
  // PAST: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}pointer-arith-compare.c:[[@LINE+1]] [valid-deref]{{$}}
  return (int)*(pi + (8 - i));
#endif
  return 0;
}

// memcmp (runtime-models/libc_string.c): the sign of the first differing byte among n,
// as unsigned char; zero bytes are compared like any other. Comparing past an object
// is an out-of-bounds access at the user's call.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DOVERREAD | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --32 -DOVERREAD | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

struct pair {
  int a;
  short b;
};

int main(void) {
  char p[4] = {'a', 'b', 0, 'x'}, q[4] = {'a', 'b', 0, 'y'};
#ifdef OVERREAD
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memcmp.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}memcmp.c:[[@LINE+2]]  return memcmp(p, p, 5);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return memcmp(p, p, 5);
#endif
  // Unlike strcmp, bytes after a zero count.
  assert(memcmp(p, q, 3) == 0);
  assert(memcmp(p, q, 4) < 0 && memcmp(q, p, 4) > 0);
  assert(memcmp(p, q, 0) == 0);
  // Unsigned bytes.
  unsigned char hi[1] = {0x80}, lo[1] = {0x7f};
  assert(memcmp(hi, lo, 1) > 0);
  // Objects of other types, byte by byte.
  int x = 0x01020304, y = 0x01020304;
  assert(memcmp(&x, &y, sizeof x) == 0);
  y = 0x01020305; // little endian: the lowest byte comes first and decides
  assert(memcmp(&x, &y, sizeof x) < 0);
  struct pair s1 = {1, 2}, s2 = {1, 2};
  assert(memcmp(&s1.a, &s2.a, sizeof s1.a) == 0);

  // Nondeterministic bytes and length.
  unsigned char a[3] = {1, 2, 3}, b[3] = {1, 2, 3};
  b[1] = __VERIFIER_nondet_uchar();
  size_t n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 3);
  int r = memcmp(a, b, n);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}memcmp.c:[[@LINE+1]]{{$}}
  assert(r == 0 || b[1] < 2);
#endif
  if (n < 2 || b[1] == 2)
    assert(r == 0);
  else
    assert((r < 0) == (2 < b[1]) && r != 0);
  return 0;
}

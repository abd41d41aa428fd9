// memchr (runtime-models/libc_string.c): a pointer to the first byte equal to
// (unsigned char)c among the first n, NULL if none; zero bytes do not stop the search.
// Searching past an object is an out-of-bounds access at the user's call.
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

int main(void) {
  unsigned char m[5] = {'a', 0, 'b', 0xff, 'b'};
#ifdef OVERREAD
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memchr.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}memchr.c:[[@LINE+2]]  return memchr(m, 'z', 6) != 0;{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return memchr(m, 'z', 6) != 0;
#endif
  assert(memchr(m, 'a', 5) == m);
  assert(memchr(m, 'b', 5) == m + 2); // past a zero byte
  assert(memchr(m, 0, 5) == m + 1);
  assert(memchr(m, 'z', 5) == 0);
  assert(memchr(m, 'b', 2) == 0);  // not within n
  assert(memchr(m, 'a', 0) == 0);
  // c is converted to unsigned char.
  assert(memchr(m, -1, 5) == m + 3);
  assert(memchr(m, 'b' + 512, 5) == m + 2);
  // A found byte ends the search: no read past it, even beyond the object.
  assert(memchr(m, 'a', 100) == m);

  // A nondeterministic byte and length.
  m[2] = __VERIFIER_nondet_uchar();
  size_t n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 5);
  unsigned char *p = memchr(m, 'b', n);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}memchr.c:[[@LINE+1]]{{$}}
  assert(p != m + 4);
#endif
  if (n > 2 && m[2] == 'b')
    assert(p == m + 2);
  else if (n > 4)
    assert(p == m + 4);
  else
    assert(p == 0);
  return 0;
}

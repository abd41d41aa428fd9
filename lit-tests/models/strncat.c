// strncat (runtime-models/libc_string.c): appends at most n characters of src, then
// always a terminator, so it writes up to n + 1 bytes past dst's end; a destination too
// small for that is an out-of-bounds access at the user's call.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DOVERFLOW | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --32 -DOVERFLOW | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char src[5] = "cdef";
#ifdef OVERFLOW
  char five[5] = "ab";
  // Three characters fit, the terminator after them does not.
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strncat.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strncat.c:[[@LINE+2]]  strncat(five, src, 3);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  strncat(five, src, 3);
  return five[0];
#endif
  // n cuts the source; the terminator comes right after (exact fit).
  char d[6] = "ab\0xx";
  assert(strncat(d, src, 3) == d);
  assert(d[2] == 'c' && d[3] == 'd' && d[4] == 'e' && d[5] == '\0');
  // n larger than the source: the whole source, nothing after its terminator.
  char e[9] = "ab\0xxxxx";
  strncat(e, src, 100);
  assert(e[5] == 'f' && e[6] == '\0' && e[7] == 'x');
  // n == 0 only (re)writes the terminator.
  char f[3] = "ab";
  strncat(f, src, 0);
  assert(f[1] == 'b' && f[2] == '\0');

  // A nondeterministic n.
  size_t n = __VERIFIER_nondet_uchar();
  char g[8] = {'a', 'x', 'x', 'x', 'x', 'x', 'x', 'x'};
  g[1] = '\0';
  strncat(g, src, n);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strncat.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_uchar() = 2{{$}}
  // WRONG: {{^}}  {{.*}}strncat.c:[[@LINE+1]]  assert(g[3] != '\0');{{$}}
  assert(g[3] != '\0');
#endif
  size_t k = n < 4 ? n : 4; // characters appended
  for (size_t i = 0; i < 8; i++) {
    char expected = i == 0 ? 'a' : i <= k ? src[i - 1] : i == k + 1 ? '\0' : 'x';
    assert(g[i] == expected);
  }
  return 0;
}

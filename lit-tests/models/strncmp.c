// strncmp (runtime-models/libc_string.c): like strcmp on at most n characters; nothing
// after a terminator or at and past n is read (or compared); unsigned char comparison.
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

extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  // Unterminated, equal buffers: fine up to their size, out of bounds after it.
  char u[3] = {'a', 'b', 'c'};
  char v[3] = {'a', 'b', 'c'};
  assert(strncmp(u, v, 3) == 0);
#ifdef OVERREAD
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strncmp.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strncmp.c:[[@LINE+2]]  return strncmp(u, v, 4);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return strncmp(u, v, 4);
#endif
  char abcx[5] = "abcx", abcy[5] = "abcy";
  assert(strncmp(abcx, abcy, 3) == 0);
  assert(strncmp(abcx, abcy, 4) < 0 && strncmp(abcy, abcx, 4) > 0);
  assert(strncmp(abcx, abcy, 0) == 0);
  // Nothing after a common terminator counts.
  char p[5] = "ab\0x", q[5] = "ab\0y";
  assert(strncmp(p, q, 4) == 0);
  assert(strncmp(p, abcx, 4) < 0 && strncmp(abcx, p, 2) == 0);
  // Unsigned comparison.
  char high[2] = {(char)0xff, 0};
  assert(strncmp(high, abcx, 1) > 0);

  // Nondeterministic n and character.
  size_t n = __VERIFIER_nondet_uchar();
  char s[5] = "abcx";
  s[2] = __VERIFIER_nondet_char();
  int r = strncmp(s, abcy, n);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strncmp.c:[[@LINE+4]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_uchar() = 3{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 99{{$}}
  // WRONG: {{^}}  {{.*}}strncmp.c:[[@LINE+1]]  assert(n < 3 || r != 0);{{$}}
  assert(n < 3 || r != 0);
#endif
  unsigned char c = (unsigned char)s[2];
  if (n <= 2)
    assert(r == 0);
  else if (c != 'c')
    assert((r < 0) == (c < 'c') && r != 0);
  else if (n == 3)
    assert(r == 0);
  else
    assert(r < 0);
  return 0;
}

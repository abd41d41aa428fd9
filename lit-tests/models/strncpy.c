// strncpy (runtime-models/libc_string.c): copies at most n characters; a shorter source
// is padded with zeros up to n (so the padding alone can overflow the destination), a
// longer one leaves dst unterminated. Bytes at and past n are untouched.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DPADDING_OVERFLOW | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --32 -DPADDING_OVERFLOW | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char src[3] = "ab";
#ifdef PADDING_OVERFLOW
  char four[4];
  // The source fits, but the zeros up to n = 5 do not.
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strncpy.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strncpy.c:[[@LINE+2]]  strncpy(four, src, 5);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  strncpy(four, src, 5);
  return four[0];
#endif
  // Padding with zeros.
  char d[7] = "xxxxxx";
  assert(strncpy(d, src, 5) == d);
  assert(d[0] == 'a' && d[1] == 'b' && d[2] == 0 && d[3] == 0 && d[4] == 0 && d[5] == 'x');
  // A longer source: exactly n characters, no terminator.
  char longer[8] = "defghij";
  char e[6] = "xxxxx";
  strncpy(e, longer, 3);
  assert(e[0] == 'd' && e[1] == 'e' && e[2] == 'f' && e[3] == 'x' && e[4] == 'x');
  // n == 0 writes nothing; an exact fit of the unterminated kind.
  strncpy(e, longer, 0);
  assert(e[0] == 'd');
  char f[4];
  strncpy(f, longer, 4);
  assert(f[0] == 'd' && f[3] == 'g');

  // Nondeterministic n and source character.
  size_t n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 6);
  src[1] = __VERIFIER_nondet_char();
  char g[7] = {'x', 'x', 'x', 'x', 'x', 'x', 'x'};
  strncpy(g, src, n);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strncpy.c:[[@LINE+1]]{{$}}
  assert(n < 3 || g[1] == 'b' || g[2] != 0);
#endif
  for (size_t i = 0; i < 7; i++) {
    char expected = i >= n ? 'x' : i == 0 ? 'a' : i == 1 ? src[1] : 0;
    assert(g[i] == expected);
  }
  return 0;
}

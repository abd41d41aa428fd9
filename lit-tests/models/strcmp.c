// strcmp (runtime-models/libc_string.c): the sign of the first difference, comparing
// characters as unsigned char (C11 7.24.1p3); a prefix is smaller. Comparing past the
// end of unterminated buffers is an out-of-bounds access at the user's call.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DSIGNED | FileCheck %s --check-prefix=SIGNED
// RUN: %expect 10 %cbounds %s --32 -DSIGNED | FileCheck %s --check-prefix=SIGNED
// RUN: %expect 10 %cbounds %s --64 -DUNTERMINATED | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --32 -DUNTERMINATED | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);

int main(void) {
#ifdef UNTERMINATED
  char u[3] = {'a', 'b', 'c'};
  char v[3] = {'a', 'b', 'c'};
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strcmp.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strcmp.c:[[@LINE+2]]  return strcmp(u, v);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return strcmp(u, v);
#endif
  char abc[4] = "abc", abd[4] = "abd", ab[3] = "ab", abc2[6] = "abc\0z";
  assert(strcmp(abc, abc2) == 0);
  assert(strcmp(abc, abd) < 0 && strcmp(abd, abc) > 0);
  assert(strcmp(ab, abc) < 0 && strcmp(abc, ab) > 0);
  assert(strcmp(ab, "") > 0 && strcmp("", "") == 0);
  // Unsigned: 0x80 is larger than 'a' (as a signed char it would be negative).
  char high[2] = {(char)0x80, 0}, a[2] = "a";
#ifdef SIGNED
  // SIGNED: {{^}}UNSAFE: assertion failed at {{.*}}strcmp.c:[[@LINE+1]]{{$}}
  assert(strcmp(high, a) < 0);
#endif
  assert(strcmp(high, a) > 0 && strcmp(a, high) < 0);

  // A nondeterministic character against "am".
  char s[3] = "ax";
  s[1] = __VERIFIER_nondet_char();
  int r = strcmp(s, "am");
  unsigned char c = (unsigned char)s[1];
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strcmp.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 109{{$}}
  // WRONG: {{^}}  {{.*}}strcmp.c:[[@LINE+1]]  assert(r != 0);{{$}}
  assert(r != 0);
#endif
  assert((r == 0) == (c == 'm'));
  assert((r < 0) == (c < 'm'));
  assert((r > 0) == (c > 'm'));
  return 0;
}

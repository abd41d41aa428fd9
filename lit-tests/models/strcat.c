// strcat (runtime-models/libc_string.c): appends src with its terminator at dst's
// terminator, returns dst; a destination too small (even by the terminator alone) is an
// out-of-bounds access at the user's call.
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

extern char __VERIFIER_nondet_char(void);

int main(void) {
  char cd[4] = "cde";
#ifdef OVERFLOW
  char five[5] = "ab";
  // "abcde" needs 6 bytes with its terminator.
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strcat.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strcat.c:[[@LINE+2]]  strcat(five, cd);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  strcat(five, cd);
  return five[0];
#endif
  // Exact fit, the return value, bytes after the new terminator untouched.
  char d[8] = "ab\0xxxx";
  assert(strcat(d, cd) == d);
  assert(d[0] == 'a' && d[1] == 'b' && d[2] == 'c' && d[3] == 'd' && d[4] == 'e');
  assert(d[5] == '\0' && d[6] == 'x');
  char six[6] = "ab";
  strcat(six, cd);
  assert(six[4] == 'e' && six[5] == '\0');
  // Empty source, empty destination.
  strcat(d, "");
  assert(d[4] == 'e' && d[5] == '\0' && d[6] == 'x');
  char e[4] = "";
  strcat(e, cd);
  assert(e[0] == 'c' && e[2] == 'e' && e[3] == '\0');

  // A nondeterministic character in the destination: the append starts there if zero.
  char g[8] = "ab";
  char c = __VERIFIER_nondet_char();
  g[1] = c;
  strcat(g, cd);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strcat.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 0{{$}}
  // WRONG: {{^}}  {{.*}}strcat.c:[[@LINE+1]]  assert(g[2] == 'c');{{$}}
  assert(g[2] == 'c');
#endif
  if (c == '\0')
    assert(g[1] == 'c' && g[2] == 'd' && g[3] == 'e' && g[4] == '\0');
  else
    assert(g[1] == c && g[2] == 'c' && g[3] == 'd' && g[4] == 'e' && g[5] == '\0');
  return 0;
}

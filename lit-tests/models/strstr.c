// strstr (runtime-models/libc_string.c): a pointer to the first occurrence of needle
// in haystack, haystack itself for an empty needle, NULL if there is none.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DUNTERMINATED | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --32 -DUNTERMINATED | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);

int main(void) {
  char h[6] = "hello";
#ifdef UNTERMINATED
  // Not terminated: matching "llo" in "hello" reads past the needle's end.
  char u[3] = {'l', 'l', 'o'};
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strstr.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strstr.c:[[@LINE+2]]  return strstr(h, u) != 0;{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return strstr(h, u) != 0;
#endif
  char ll[3] = "ll", lo[3] = "lo", low[4] = "low", empty[1] = "", hello[6] = "hello";
  char helloo[7] = "helloo";
  assert(strstr(h, ll) == h + 2);
  assert(strstr(h, lo) == h + 3);
  assert(strstr(h, low) == 0);
  assert(strstr(h, empty) == h);
  assert(strstr(empty, empty) == empty);
  assert(strstr(empty, ll) == 0);
  assert(strstr(h, hello) == h);
  assert(strstr(h, helloo) == 0);
  // A partial match followed by the real one.
  char aaab[5] = "aaab", aab[4] = "aab";
  assert(strstr(aaab, aab) == aaab + 1);

  // A nondeterministic character in the haystack.
  h[1] = __VERIFIER_nondet_char();
  char *p = strstr(h, ll);
  char *q = strstr(h, lo);
  assert(p == (h[1] == '\0' ? 0 : h[1] == 'l' ? h + 1 : h + 2));
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strstr.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 108{{$}}
  // WRONG: {{^}}  {{.*}}strstr.c:[[@LINE+1]]  assert(strstr(h, ll) != h + 1);{{$}}
  assert(strstr(h, ll) != h + 1);
#endif
  assert(q == (h[1] == '\0' ? 0 : h + 3));
  char *r = strstr(h, "hl");
  assert(r == (h[1] == 'l' ? h : h[1] == 'h' ? h + 1 : 0));
  return 0;
}

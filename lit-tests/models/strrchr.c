// strrchr (runtime-models/libc_string.c): a pointer to the last occurrence of (char)c,
// the terminator included (so c == 0 finds the end), or NULL.
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
  char s[6] = "hello";
#ifdef UNTERMINATED
  // Unlike strchr, strrchr reads to the end even when the character is found early.
  char u[3] = {'a', 'b', 'c'};
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strrchr.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strrchr.c:[[@LINE+2]]  return strrchr(u, 'a') != 0;{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return strrchr(u, 'a') != 0;
#endif
  assert(strrchr(s, 'l') == s + 3);
  assert(strrchr(s, 'h') == s);
  assert(strrchr(s, 'o') == s + 4);
  assert(strrchr(s, 'z') == 0);
  assert(strrchr(s, '\0') == s + 5);
  assert(strrchr(s, 'l' + 256) == s + 3);
  char e[1] = "";
  assert(strrchr(e, 'a') == 0 && strrchr(e, 0) == e);

  // A nondeterministic character in the string: the last 'l' moves to it.
  s[4] = __VERIFIER_nondet_char();
  char *p = strrchr(s, 'l');
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strrchr.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 108{{$}}
  // WRONG: {{^}}  {{.*}}strrchr.c:[[@LINE+1]]  assert(p == s + 3);{{$}}
  assert(p == s + 3);
#endif
  assert(p == (s[4] == 'l' ? s + 4 : s + 3));
  char *z = strrchr(s, 0);
  assert(z == (s[4] == '\0' ? s + 4 : s + 5));
  return 0;
}

// strchr (runtime-models/libc_string.c): a pointer to the first occurrence of (char)c,
// the terminator included (so c == 0 finds the end), or NULL. Searching an unterminated
// buffer for a missing character is an out-of-bounds access at the user's call.
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
  char u[3] = {'a', 'b', 'c'};
  // Found before the end: fine.
  assert(strchr(u, 'b') == u + 1);
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strchr.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strchr.c:[[@LINE+2]]  return strchr(u, 'z') != 0;{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return strchr(u, 'z') != 0;
#endif
  assert(strchr(s, 'h') == s);
  assert(strchr(s, 'l') == s + 2);
  assert(strchr(s, 'o') == s + 4);
  assert(strchr(s, 'z') == 0);
  assert(strchr(s, '\0') == s + 5);
  assert(strchr(s + 3, 'l') == s + 3);
  // c is converted to char.
  assert(strchr(s, 'l' + 256) == s + 2);
  char high[3] = {'a', (char)0xe9, 0};
  assert(strchr(high, 0xe9) == high + 1);
  assert(strchr(high, (char)0xe9) == high + 1);

  // A nondeterministic character searched for.
  char c = __VERIFIER_nondet_char();
  char *p = strchr(s, c);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strchr.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 0{{$}}
  // WRONG: {{^}}  {{.*}}strchr.c:[[@LINE+1]]  assert(p == 0 || p < s + 5);{{$}}
  assert(p == 0 || p < s + 5);
#endif
  if (c == 'h' || c == 'e' || c == 'l' || c == 'o' || c == '\0') {
    assert(p != 0 && *p == c);
    for (char *q = s; q < p; q++)
      assert(*q != c);
  } else {
    assert(p == 0);
  }
  return 0;
}

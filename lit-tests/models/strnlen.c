// strnlen (POSIX, runtime-models/libc_string.c): the length, but at most maxlen, and no
// byte at or past maxlen is read: an unterminated buffer is fine when maxlen stays
// inside it, and an out-of-bounds access at the user's call when it does not.
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
extern void __VERIFIER_assume(int);

int main(void) {
  // An unterminated buffer: strnlen must stop at maxlen without reading further.
  char u[4] = {'a', 'b', 'c', 'd'};
#ifdef OVERREAD
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strnlen.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strnlen.c:[[@LINE+2]]  return (int)strnlen(u, 5);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return (int)strnlen(u, 5);
#endif
  assert(strnlen(u, 4) == 4);
  assert(strnlen(u, 2) == 2);
  assert(strnlen(u, 0) == 0);

  char s[6] = "hello";
  assert(strnlen(s, 10) == 5);
  assert(strnlen(s, 5) == 5);
  assert(strnlen(s, 3) == 3);

  // Nondeterministic limit and a nondeterministic character.
  size_t max = __VERIFIER_nondet_uchar();
  s[1] = __VERIFIER_nondet_char();
  size_t n = strnlen(s, max);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strnlen.c:[[@LINE+1]]{{$}}
  assert(n == 1 || n == 5);
#endif
  size_t len = s[1] == '\0' ? 1 : 5;
  assert(n == (max < len ? max : len));
  return 0;
}

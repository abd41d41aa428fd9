// strlen (runtime-models/libc_string.c): the number of characters before the terminator,
// on concrete, partly and fully nondeterministic strings, on the stack and on the heap.
// Reading past an unterminated buffer is an out-of-bounds access at the user's call; a
// string longer than the unwind bound gives UNKNOWN, never SAFE.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DUNTERMINATED | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --32 -DUNTERMINATED | FileCheck %s --check-prefix=OOB
// RUN: %expect 20 %cbounds %s --64 -DLONG | FileCheck %s --check-prefix=LONG
// RUN: %expect 20 %cbounds %s --32 -DLONG | FileCheck %s --check-prefix=LONG
// RUN: %expect 0 %cbounds %s --64 -DLONG --unwind 12 | FileCheck %s --check-prefix=UNWIND12
// RUN: %expect 0 %cbounds %s --32 -DLONG --unwind 12 | FileCheck %s --check-prefix=UNWIND12
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// UNWIND12: {{^}}SAFE: no error found within the bounds{{$}}
// UNWIND12-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 12 times, 1 thread{{$}}

#include <assert.h>
#include <stdlib.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);

int main(void) {
#if defined(LONG)
  char l[16] = "abcdefghijkl";
  // LONG: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}strlen.c:[[@LINE+1]]
  assert(strlen(l) == 12);
#elif defined(UNTERMINATED)
  char u[4] = {'a', 'b', 'c', 'd'};
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strlen.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strlen.c:[[@LINE+2]]  return (int)strlen(u);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  return (int)strlen(u);
#else
  // Concrete strings.
  char e[1] = "";
  assert(strlen(e) == 0);
  char s[6] = "hello";
  assert(strlen(s) == 5);
  assert(strlen(s + 3) == 2);
  s[1] = '\0';
  assert(strlen(s) == 1);
  assert(strlen(s + 2) == 3);

  // One nondeterministic character in the middle.
  char h[6] = "hello";
  h[2] = __VERIFIER_nondet_char();
  size_t n = strlen(h);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strlen.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 0{{$}}
  // WRONG: {{^}}  {{.*}}strlen.c:[[@LINE+1]]  assert(n == 5);{{$}}
  assert(n == 5);
#endif
  assert(n == 2 || n == 5);
  assert((n == 2) == (h[2] == '\0'));

  // A fully nondeterministic string of at most 3 characters, on the heap.
  char *t = malloc(4);
  for (int i = 0; i < 3; i++)
    t[i] = __VERIFIER_nondet_char();
  t[3] = '\0';
  size_t m = strlen(t);
  assert(m <= 3);
  assert(t[m] == '\0');
  for (size_t i = 0; i < m; i++)
    assert(t[i] != '\0');
  free(t);
#endif
  return 0;
}

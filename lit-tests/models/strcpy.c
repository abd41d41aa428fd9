// strcpy (runtime-models/libc_string.c): copies the string with its terminator and
// nothing after it, returns dst; a destination too small (even by the terminator alone)
// is an out-of-bounds access at the user's call.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DOVERFLOW | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --32 -DOVERFLOW | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --64 -DNONDET_OVERFLOW | FileCheck %s --check-prefix=NOOB
// RUN: %expect 10 %cbounds %s --32 -DNONDET_OVERFLOW | FileCheck %s --check-prefix=NOOB
// RUN: %expect 10 %cbounds %s --64 -DREADONLY | FileCheck %s --check-prefix=RO
// RUN: %expect 10 %cbounds %s --32 -DREADONLY | FileCheck %s --check-prefix=RO
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdlib.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);

int main(void) {
  char src[6] = "hello";
#ifdef OVERFLOW
  char small[5];
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strcpy.c:[[@LINE+3]] [valid-deref]{{$}}
  // OOB: {{^}}  {{.*}}strcpy.c:[[@LINE+2]]  strcpy(small, src);{{$}}
  // OOB-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  strcpy(small, src);
  return small[0];
#endif
  // Exact fit, the return value, bytes after the terminator untouched.
  char dst[8] = "xxxxxxx";
  assert(strcpy(dst, src) == dst);
  assert(dst[0] == 'h' && dst[4] == 'o' && dst[5] == '\0' && dst[6] == 'x');
  char *heap = malloc(6);
  strcpy(heap, src);
  assert(heap[0] == 'h' && heap[4] == 'o' && heap[5] == '\0');
  free(heap);
  strcpy(dst, "");
  // From a string literal into the heap, as in SV-COMP's pthread/bigshot_*.
  char *v = malloc(8);
  strcpy(v, "Bigshot");
  assert(v[0] == 'B' && v[6] == 't' && v[7] == '\0');
  free(v);
#ifdef READONLY
  char *literal = "abc";
  // RO: {{^}}UNSAFE: write to read-only memory at {{.*}}strcpy.c:[[@LINE+3]] [valid-deref]{{$}}
  // RO: {{^}}  {{.*}}strcpy.c:[[@LINE+2]]  strcpy(literal, "xy");{{$}}
  // RO-NEXT: {{^ +}}^ write to read-only memory{{$}}
  strcpy(literal, "xy");
#endif
  assert(dst[0] == '\0' && dst[1] == 'e');

  // A nondeterministic character: the copy stops at it when it is zero.
  src[2] = __VERIFIER_nondet_char();
  char d[6] = "zzzzz";
  strcpy(d, src);
  assert(d[0] == 'h' && d[1] == 'e' && d[2] == src[2]);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strcpy.c:[[@LINE+3]]{{$}}
  // WRONG: {{^ +}}__VERIFIER_nondet_char() = 0{{$}}
  // WRONG: {{^}}  {{.*}}strcpy.c:[[@LINE+1]]  assert(d[3] == 'l');{{$}}
  assert(d[3] == 'l');
#endif
  if (src[2] == '\0')
    assert(d[3] == 'z' && d[4] == 'z');
  else
    assert(d[3] == 'l' && d[4] == 'o' && d[5] == '\0');

#ifdef NONDET_OVERFLOW
  // Overflows only when the nondeterministic character is not the terminator.
  char three[3];
  // NOOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strcpy.c:[[@LINE+1]] [valid-deref]{{$}}
  strcpy(three, src);
#endif
  return 0;
}

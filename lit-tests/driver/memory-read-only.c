// String literals and const globals are read-only: writing into one is an error,
// `UNSAFE: write to read-only memory` at the line of the write (the trace shows the
// pointer written through). Reading them is fine, and so is writing into an array
// initialised from a literal, which is a copy (SAFE). Each under ILP32 (--32) and
// LP64 (--64).
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DLITERAL --64 | FileCheck %s --check-prefixes=CHECK,LITERAL
// RUN: %expect 10 %cbounds %s -DLITERAL --32 | FileCheck %s --check-prefixes=CHECK,LITERAL
// RUN: %expect 10 %cbounds %s -DCONST_GLOBAL --64 | FileCheck %s --check-prefixes=CHECK,CONST
// RUN: %expect 10 %cbounds %s -DCONST_GLOBAL --32 | FileCheck %s --check-prefixes=CHECK,CONST
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static const int limits[2] = {10, 20};

// Capitalises the first letter of a word, in place.
static void capitalise(char *word) {
  if (word[0] >= 'a' && word[0] <= 'z')
    word[0] = (char)(word[0] - 'a' + 'A');
}

int main(void) {
  // CHECK: {{^}}UNSAFE: write to read-only memory at {{.*}}memory-read-only.c:[[#ERR:]] [valid-deref]{{$}}
  int which = __VERIFIER_nondet_int();
  char copy[] = "hello";
  capitalise(copy);
  assert(copy[0] == 'H' && copy[1] == 'e');
  const char *literal = "world";
  assert(literal[0] == 'w' && limits[1] == 20);
#ifdef LITERAL
  // The literal has no C name: its pointer shows the compiler's (not &copy).
  // LITERAL: {{^}}  {{.*}}memory-read-only.c:[[@LINE+2]]  char *word = which == 3 ? (char *)literal : copy;{{$}}
  // LITERAL-NEXT: {{^ +}}word = &[[LIT:[^c][^ ]*]]{{$}}
  char *word = which == 3 ? (char *)literal : copy;
  // LITERAL-NEXT: {{^}}  {{.*}}memory-read-only.c:[[@LINE+4]]  -> capitalise{{$}}
  // LITERAL-NEXT: {{^}}  {{.*}}memory-read-only.c:{{[0-9]+}}    if (word[0] >= 'a' && word[0] <= 'z'){{$}}
  // LITERAL-NEXT: {{^ +}}word = &[[LIT]]{{$}}
  // LITERAL-NEXT: {{^}}  {{.*}}memory-read-only.c:[[#ERR]]    word[0] = (char)(word[0] - 'a' + 'A');{{$}}
  capitalise(word);
#endif
#ifdef CONST_GLOBAL
  int *limit = which == 3 ? (int *)&limits[1] : (int *)0;
  // CONST: {{^ +}}limit = &limits + 4{{$}}
  // CONST-NEXT: {{^}}  {{.*}}memory-read-only.c:[[#ERR]]  if (limit) *limit = 30;{{$}}
  if (limit) *limit = 30;
#endif
  // CHECK-NEXT: {{^ +}}^ write to read-only memory{{$}}
  // CHECK-NOT: {{.}}
  return 0;
}

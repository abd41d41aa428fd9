// --unwind N also bounds recursion: fact(5) keeps 5 frames of fact active, 4 of them
// above the first, so it needs --unwind 4. With 3 the deepest call is cut and the
// verdict is UNKNOWN, naming the function and the recursive call's line, with the hint
// `(raise --unwind)` (docs/output.md).
//
// RUN: %expect 0 %cbounds %s --unwind 4 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 20 %cbounds %s --unwind 3 | FileCheck %s --check-prefix=CUT
// A real error is found even when the recursion is cut elsewhere.
// RUN: %expect 10 %cbounds %s --unwind 3 -DBUG | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 4 times, 1 thread{{$}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int fact(int n) {
  if (n <= 1)
    return 1;
  // CUT: {{^}}UNKNOWN: recursion of fact may go deeper than 3 calls at {{.*}}unwind-recursion.c:[[@LINE+2]] (raise --unwind){{$}}
  // CUT-NOT: {{.}}
  return n * fact(n - 1);
}

int main(void) {
  int k = __VERIFIER_nondet_int();
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}unwind-recursion.c:[[@LINE+1]]{{$}}
  assert(k != 2 || fact(k) != 2);
#endif
  int r = fact(5);
  assert(r == 120);
  return k - k;
}

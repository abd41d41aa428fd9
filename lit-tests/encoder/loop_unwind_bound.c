// A loop of exactly 5 iterations needs --unwind 5; with --unwind 4 the verdict is
// UNKNOWN naming the loop, also when a bug lies beyond the bound (after the loop), and
// with --no-unwinding-assertions SAFE with a warning. A bug in the last iteration is
// within --unwind 4 (4 returns over the back edge reach i = 4).
// RUN: %expect 0 %cbounds %s --unwind 5 | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --unwind 4 | FileCheck %s --check-prefix=CUT
// RUN: %expect 0 %cbounds %s --unwind 4 --no-unwinding-assertions | FileCheck %s --check-prefix=NOUA
// RUN: %expect 10 %cbounds %s --unwind 5 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --unwind 4 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --unwind 5 -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 20 %cbounds %s --unwind 4 -DBUG2 | FileCheck %s --check-prefix=CUT
// RUN: %expect 0 %cbounds %s --unwind 6 -DWHILE | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --unwind 5 -DWHILE | FileCheck %s --check-prefix=CUTW
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// CUT: {{^}}UNKNOWN: loop may run more than 4 iterations at {{.*}}loop_unwind_bound.c:34 (raise --unwind){{$}}
// NOUA: {{^}}SAFE: no error found within the bounds{{$}}
// NOUA-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 4 times, 1 thread{{$}}
// NOUA-NEXT: {{^}}warning: loops were cut at the unwind bound without checking: SAFE holds only for executions within it{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}loop_unwind_bound.c:37{{$}}
// BUG: i = 4{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}loop_unwind_bound.c:41{{$}}
// BUG2: s = 10{{$}}
// BUG2: ^ assertion failed
// CUTW: {{^}}UNKNOWN: loop may run more than 5 iterations at {{.*}}loop_unwind_bound.c:50 (raise --unwind){{$}}
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
#ifndef WHILE
  int s = 0;
  for (int i = 0; i < 5; i++) {
    s += i;
#ifdef BUG
    assert(i != 4);
#endif
  }
#ifdef BUG2
  assert(s != 10);
#else
  assert(s == 10);
#endif
#else
  // A symbolic trip count of at most 6.
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  int k = 0;
  while (k < n)
    k++;
  assert(k == n);
#endif
  return 0;
}

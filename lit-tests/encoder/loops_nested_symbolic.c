// Nested loops whose trip counts are symbolic (n <= 3): paths leave the inner loop after
// different numbers of iterations, and the inner loop is entered afresh in each outer
// iteration. --unwind 3 covers every execution: SAFE, and the bug at n = 3 is found,
// also without unwinding assertions (the bug lies within the bound).
// RUN: %expect 0 %cbounds %s --unwind 3 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --unwind 10 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --unwind 3 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --unwind 3 --no-unwinding-assertions -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --unwind 2 | FileCheck %s --check-prefix=CUT
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}loops_nested_symbolic.c:28{{$}}
// BUG: n = 3{{$}}
// BUG: ^ assertion failed
// CUT: {{^}}UNKNOWN: loop may run more than 2 iterations at {{.*}}loops_nested_symbolic.c:{{(24|25)}} (raise --unwind){{$}}
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  int square = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      square++;
#ifdef BUG
  assert(square != 9);
#else
  assert(square == n * n);
#endif
  return 0;
}

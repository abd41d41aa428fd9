// Nested loops with constant bounds: the inner loop's count of unwindings restarts in
// each outer iteration, so a 3x3 nest needs --unwind 3, not 9.
// RUN: %expect 0 %cbounds %s --unwind 3 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --unwind 3 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --unwind 2 | FileCheck %s --check-prefix=CUT
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 3 times, 1 thread{{$}}
// BUG: {{^}}UNSAFE: reach_error() called at {{.*}}loops_nested.c:25{{$}}
// BUG: __VERIFIER_nondet_int() = 8{{$}}
// BUG: ^ reach_error() called
// CUT: {{^}}UNKNOWN: loop may run more than 2 iterations at {{.*}}loops_nested.c:{{(20|21)}} (raise --unwind){{$}}
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int count = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
#ifdef BUG
      // In the last inner iteration of the last outer one, count is 8.
      if (i == 2 && j == 2 && x == count)
        reach_error();
#endif
      count++;
    }
  int tri = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j <= i; j++)
      tri += j + 1;
  assert(count == 9);
  assert(tri == 10); // 1 + (1+2) + (1+2+3)
  return 0;
}

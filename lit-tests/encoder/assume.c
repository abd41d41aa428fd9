// __VERIFIER_assume restricts the executions that follow it, and only those: an
// assumption after an error does not undo the error.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}assume.c:24{{$}}
// BUG: x = 9{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: reach_error() called at {{.*}}assume.c:27{{$}}
// BUG2: y = 5{{$}}
// BUG2: ^ reach_error() called
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0 && x < 10);
  int y = __VERIFIER_nondet_int();
#ifdef BUG
  assert(x != 9);
#elif defined(BUG2)
  if (y == 5)
    reach_error();
  __VERIFIER_assume(y != 5);
#else
  assert(x * x < 100);
  assert(x >= 1);
  // An assumption on one branch only restricts that branch.
  if (y > 100)
    __VERIFIER_assume(y < 50);
  assert(y <= 100);
  // Assumptions accumulate.
  __VERIFIER_assume(y >= 0);
  __VERIFIER_assume(y % 2 == 0);
  __VERIFIER_assume(y < 4);
  assert(y == 0 || y == 2);
  // The assumed condition is a nonzero int, not only 1.
  int z = __VERIFIER_nondet_int();
  __VERIFIER_assume(z & 0x100);
  assert(z != 0);
#endif
  return 0;
}

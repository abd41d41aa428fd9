// A contradictory assumption leaves no execution: every error after it is unreachable.
// An error before it is still found.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: division by zero at {{.*}}assume_contradiction.c:20{{$}}
// BUG: d = 0{{$}}
// BUG: ^ division by zero
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 5);
#ifdef BUG
  int q = x / d;
#endif
  __VERIFIER_assume(x < 3);
  assert(0);
  reach_error();
  int z = x / (x - x);
  for (;;) {
  }
  return z;
}

// Conditional expressions: with constant arms clang emits `select`, with other arms
// branches and a phi.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}select_ternary.c:30{{$}}
// BUG: x = 7{{$}}
// BUG: t = 7{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}select_ternary.c:32{{$}}
// BUG2: x = 5{{$}}
// BUG2: k = 2{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -1000 && x <= 1000);
  int k = x >= 5 ? 2 : 3;                // select
  int s = (x & 1) ? 1 : -1;              // select
  unsigned m = x < 0 ? 0xffffffffu : 0u; // select
  int t = (x & 1) ? x : -x;              // phi
#ifdef BUG
  // Odd x keep their sign, even x flip it: only x = 7 gives 7.
  assert(t != 7);
#elif defined(BUG2)
  assert(k * x != 10);
#else
  assert(k == 2 || k == 3);
  assert((k == 2) == (x >= 5));
  assert(s * s == 1);
  assert((s > 0) == ((x & 1) != 0));
  assert(m == (unsigned)(x >> 31));
  int mx = x > y ? x : y;
  int mn = x < y ? x : y;
  assert(mx >= x && mx >= y && (mx == x || mx == y));
  assert(mn <= mx);
  int abs = x < 0 ? -x : x;
  assert(abs >= 0 && abs <= 1000);
  int clamp = x > 100 ? 100 : x < -100 ? -100 : x;
  assert(clamp >= -100 && clamp <= 100);
  assert(clamp == x || x > 100 || x < -100);
#endif
  return 0;
}

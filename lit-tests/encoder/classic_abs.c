// abs(INT_MIN) is INT_MIN (the negation wraps): "abs(x) >= 0" fails for exactly one
// input. Returning the magnitude as unsigned is correct.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}classic_abs.c:24{{$}}
// BUG: x = -2147483648{{$}}
// BUG: -> my_abs
// BUG: <- my_abs
// BUG: a = -2147483648{{$}}
// BUG: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int my_abs(int x) { return x < 0 ? -x : x; }

static unsigned magnitude(int x) { return x < 0 ? 0u - (unsigned)x : (unsigned)x; }

int main(void) {
  int x = __VERIFIER_nondet_int();
#ifdef BUG
  int a = my_abs(x);
  assert(a >= 0);
#else
  unsigned m = magnitude(x);
  assert(m <= 2147483648u);
  assert(m == 0 || (x != 0 && (m == (unsigned)x || m == 0u - (unsigned)x)));
  if (x != -2147483647 - 1)
    assert(my_abs(x) >= 0 && (unsigned)my_abs(x) == m);
#endif
  return 0;
}

// Phi nodes: values merged from four paths, loop-carried values (a Fibonacci pair, a
// swap), and a loop with a symbolic trip count.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}phi_merge.c:48{{$}}
// BUG: x = 0{{$}}
// BUG: n = 5{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}phi_merge.c:51{{$}}
// BUG2: n = 3{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int v;
  if (x < 0)
    v = 1;
  else if (x == 0)
    v = 2;
  else if (x < 100)
    v = 3;
  else
    v = 4;

  int prev = 0, fib = 1;
  for (int i = 0; i < 8; i++) {
    int t = fib;
    fib = fib + prev;
    prev = t;
  }

  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  int acc = 0, a = 1, b = 2;
  for (int k = 0; k < n; k++) {
    acc += 2;
    int t = a;
    a = b;
    b = t;
  }
#ifdef BUG
  assert(!(acc == 10 && v == 2));
#elif defined(BUG2)
  // After an odd number of swaps a is 2: n = 3 is the only odd n with acc == 6.
  assert(!(a == 2 && acc == 6));
#else
  assert(v >= 1 && v <= 4);
  assert((v == 2) == (x == 0));
  assert((v == 4) == (x >= 100));
  assert(fib == 34 && prev == 21);
  assert(acc == 2 * n);
  assert(a == (n % 2 ? 2 : 1) && a + b == 3);
#endif
  return 0;
}

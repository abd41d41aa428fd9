// Recursion within the unwind bound: factorial and Fibonacci compute exactly; a bug
// deep in a recursion is found.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}recursion.c:59{{$}}
// BUG: n = 6{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: reach_error() called at {{.*}}recursion.c:44{{$}}
// BUG2: __VERIFIER_nondet_int() = 5{{$}}
// BUG2: -> count_down
// BUG2: -> count_down
// BUG2: -> count_down
// BUG2: -> count_down
// BUG2: -> count_down
// BUG2: -> count_down
// BUG2: k = 0{{$}}
// BUG2: ^ reach_error() called
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int condition);
extern void reach_error(void);

static unsigned fact(unsigned n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

static int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

// Counts down from k; reaching zero with the original argument 5 is the bug.
static int count_down(int k, int start) {
  if (k == 0) {
#ifdef BUG2
    if (start == 5)
      reach_error();
#endif
    return 0;
  }
  return 1 + count_down(k - 1, start);
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 8);
  unsigned f = fact(n);
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 9);
  int steps = count_down(k, k);
#ifdef BUG
  assert(f != 720);
#else
  assert(fact(5) == 120);
  assert(fact(10) == 3628800);
  assert(fib(7) == 13);
  assert(f >= n);
  assert(n != 6 || f == 720);
  assert(n != 8 || f == 40320);
  assert(steps == k);
#endif
  return 0;
}

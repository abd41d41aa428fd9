// A loop with a constant bound of 1000 is unwound exactly, 1000 times, and fast.
// RUN: %expect 0 %cbounds %s --unwind 1000 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --unwind 1000 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --unwind 999 | FileCheck %s --check-prefix=CUT
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 1000 times, 1 thread{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}loop_constant_1000.c:32{{$}}
// BUG: __VERIFIER_nondet_int() = -3000{{$}}
// BUG: acc = 0{{$}}
// BUG: ^ assertion failed
// CUT: {{^}}UNKNOWN: loop may run more than 999 iterations at {{.*}}loop_constant_1000.c:24 (raise --unwind){{$}}
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -5000 && x <= 5000);
  unsigned sum = 0;
  int acc = x;
  unsigned h = 0;
  int hit = 0;
  for (int i = 0; i < 1000; i++) {
    sum += i;
    acc += 3;
    h = h * 31u + (unsigned)i;
    if (i == x)
      hit = 1;
  }
#ifdef BUG
  assert(acc != 0);
#else
  assert(sum == 499500u);
  assert(hit == (x >= 0 && x < 1000));
  unsigned check = 0;
  for (int i = 0; i < 1000; i++)
    check = check * 31u + (unsigned)i;
  assert(h == check);
#endif
  return 0;
}

// do-while: the body runs at least once; the loop is cut at the unwind bound.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s --unwind 5 | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --unwind 3 | FileCheck %s --check-prefix=CUT
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}do_while.c:35{{$}}
// BUG: n = 0{{$}}
// BUG: k = 1{{$}}
// BUG: ^ assertion failed
// The loop is named by one of its lines.
// CUT: {{^}}UNKNOWN: loop may run more than 3 iterations at {{.*}}do_while.c:{{(22|23|24)}} (raise --unwind){{$}}
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  int k = 0;
  do {
    k++;
  } while (k < n);
  int c = 0;
  do {
    c++;
  } while (0);
  int down = 3, sum = 0;
  do {
    sum += down;
  } while (--down > 0);
#ifdef BUG
  // k == n fails when the condition is false on entry.
  assert(k == n);
#else
  assert(k == (n > 0 ? n : 1));
  assert(c == 1);
  assert(sum == 6 && down == 0);
#endif
  return 0;
}

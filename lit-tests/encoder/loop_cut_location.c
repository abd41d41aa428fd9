// The UNKNOWN for a cut loop names the line of the loop, also when the loop header's
// first phi belongs to a variable declared before the loop (here `square`, whose phi
// carries the location of its declaration).
// RUN: %expect 20 %cbounds %s --unwind 3 | FileCheck %s --check-prefix=CUT
// RUN: %expect 0 %cbounds %s --unwind 3 -DBOUNDED | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --unwind 3 -DBOUNDED -DBUG | FileCheck %s --check-prefix=BUG
// CUT: {{^}}UNKNOWN: loop may run more than 3 iterations at {{.*}}loop_cut_location.c:24 (raise --unwind){{$}}
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}loop_cut_location.c:28{{$}}
// BUG: n = 3{{$}}
// BUG: square = 6{{$}}
// BUG: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int n = __VERIFIER_nondet_int();
#ifdef BOUNDED
  __VERIFIER_assume(n <= 3);
#endif
  int square = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 2; j++)
      square++;
#ifdef BUG
  assert(square != 6);
#else
  assert(square == (n > 0 ? 2 * n : 0));
#endif
  return 0;
}

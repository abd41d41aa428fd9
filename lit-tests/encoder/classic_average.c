// The average of two unsigned ints: (a + b) / 2 loses the carry of the sum; the
// carry-free form (a & b) + ((a ^ b) >> 1) is exact (checked against 64-bit arithmetic).
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}classic_average.c:41{{$}}
// BUG: -> average
// BUG: <- average
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}classic_average.c:39{{$}}
// BUG2: a = 4294967295{{$}}
// BUG2: b = 1{{$}}
// BUG2: avg = 0{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int condition);

static unsigned average(unsigned a, unsigned b) {
#if defined(BUG) || defined(BUG2)
  return (a + b) / 2;
#else
  return (a & b) + ((a ^ b) >> 1);
#endif
}

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
#ifdef BUG2
  // With b = 1 only a = UINT_MAX wraps the sum to 0.
  __VERIFIER_assume(b == 1);
#endif
  unsigned avg = average(a, b);
  unsigned long exact = ((unsigned long)a + b) / 2;
#ifdef BUG2
  assert(avg != 0 || a == 0);
#else
  assert(avg == exact);
#endif
  assert((a <= avg && avg <= b) || (b <= avg && avg <= a));
  return 0;
}

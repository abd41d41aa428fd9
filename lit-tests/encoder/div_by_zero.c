// Division and remainder by zero, signed and unsigned, reachable only on some paths.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 10 %cbounds %s -DBUG3 | FileCheck %s --check-prefix=BUG3
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: division by zero at {{.*}}div_by_zero.c:34{{$}}
// BUG: __VERIFIER_nondet_int() = 20{{$}}
// BUG: d = 0{{$}}
// BUG: div_by_zero.c:34 {{ *}}q = y / d;
// BUG-NEXT: ^ division by zero
// BUG2: {{^}}UNSAFE: division by zero at {{.*}}div_by_zero.c:36{{$}}
// BUG2: __VERIFIER_nondet_int() = 20{{$}}
// BUG2: ^ division by zero
// BUG3: {{^}}UNSAFE: division by zero at {{.*}}div_by_zero.c:38{{$}}
// BUG3: __VERIFIER_nondet_int() = 20{{$}}
// BUG3: ^ division by zero
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y >= 0); // rules out INT_MIN / -1
  int d = 1;
  if (x > 10)
    d = x - 20; // zero only for x == 20
  int q = 0;
  unsigned u = __VERIFIER_nondet_uint();
#ifdef BUG
  q = y / d;
#elif defined(BUG2)
  q = (int)(u % (unsigned)d);
#elif defined(BUG3)
  long l = (long)y % (long)d;
  q = (int)l;
#else
  if (d != 0)
    q = y / d;
  if (x != 20)
    q += (int)(u % (unsigned)d) + (int)((long)y % (long)d);
  if (x > 10 && x < 5)
    q = y / (x - x); // dead code: never executed
  assert(x == 20 || d != 0);
#endif
  return q;
}

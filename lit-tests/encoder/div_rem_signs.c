// Signed division and remainder truncate toward zero (C semantics: the remainder has the
// sign of the dividend); unsigned division of the same bits differs.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}div_rem_signs.c:49{{$}}
// BUG: a = -1{{$}}
// BUG: r = -1{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}div_rem_signs.c:54{{$}}
// BUG2: a = -1{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int m7 = -7, p7 = 7, two = 2, mtwo = -2;
  assert(m7 / two == -3);
  assert(m7 % two == -1);
  assert(p7 / mtwo == -3);
  assert(p7 % mtwo == 1);
  assert(m7 / mtwo == 3);
  assert(m7 % mtwo == -1);
  unsigned um7 = (unsigned)m7;
  assert(um7 / 2u == 2147483644u); // (2^32 - 7) / 2
  assert(um7 % 2u == 1u);
  assert(um7 % 10u == 9u);         // 4294967289
  _BitInt(8) c = -128, three = 3;
  assert(c / three == -42);
  assert(c % three == -2);
  unsigned _BitInt(8) uc = 200, seven = 7;
  assert(uc / seven == 28);
  assert(uc % seven == 4);
  long lm = -9000000000l, ld = 7;
  assert(lm / ld == -1285714285l);
  assert(lm % ld == -5l);

  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -100 && a <= 100 && b >= -7 && b <= 7 && b != 0);
  int q = a / b;
  int r = a % b;
#ifdef BUG
  // Floor semantics would make a % 2 non-negative; C gives -1 for a = -1.
  __VERIFIER_assume(b == 2 && a >= -1);
  assert(r >= 0);
#elif defined(BUG2)
  // The same bits divided unsigned: (unsigned)-1 / 2 is 2147483647.
  __VERIFIER_assume(a >= -1);
  unsigned uq = (unsigned)a / 2u;
  assert(uq <= 50u);
#else
  // Symbolic divisor: the remainder takes the sign of the dividend.
  assert(r == 0 || (r < 0) == (a < 0));
  assert(q >= -100 && q <= 100);
  // Fixed divisors 3 and -3: the quotient truncates, a == q * d + r.
  int d3 = 3, dm3 = -3;
  int q3 = a / d3, r3 = a % d3;
  assert(q3 * 3 + r3 == a);
  assert(a < 0 ? (r3 <= 0 && r3 > -3) : (r3 >= 0 && r3 < 3));
  int qm3 = a / dm3, rm3 = a % dm3;
  assert(qm3 == -q3 && rm3 == r3);
#endif
  return 0;
}

// INT_MIN / -1 and INT_MIN % -1 are "signed division overflow"; the same operands are
// fine unsigned, in a wider type, or after promotion of narrow types to int.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 10 %cbounds %s -DBUG3 | FileCheck %s --check-prefix=BUG3
// RUN: %expect 10 %cbounds %s -DBUG4 | FileCheck %s --check-prefix=BUG4
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: signed division overflow at {{.*}}div_signed_overflow.c:35 [no-overflow]{{$}}
// BUG: x = -2147483648{{$}}
// BUG: y = -1{{$}}
// BUG: ^ signed division overflow
// BUG2: {{^}}UNSAFE: signed division overflow at {{.*}}div_signed_overflow.c:38 [no-overflow]{{$}}
// BUG2: x = -2147483648{{$}}
// BUG2: y = -1{{$}}
// BUG2: ^ signed division overflow
// BUG3: {{^}}UNSAFE: signed division overflow at {{.*}}div_signed_overflow.c:42 [no-overflow]{{$}}
// BUG3: __VERIFIER_nondet_long() = -9223372036854775808{{$}}
// BUG3: ^ signed division overflow
// BUG4: {{^}}UNSAFE: signed division overflow at {{.*}}div_signed_overflow.c:48 [no-overflow]{{$}}
// BUG4: __VERIFIER_nondet_char() = -128{{$}}
// BUG4: ^ signed division overflow
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern long __VERIFIER_nondet_long(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y < 0 && y >= -4);
#ifdef BUG
  int q = x / y;
  return q;
#elif defined(BUG2)
  int r = x % y;
  return r;
#elif defined(BUG3)
  long a = __VERIFIER_nondet_long();
  long lq = a / (long)y;
  return (int)lq;
#elif defined(BUG4)
  // _BitInt(8) is not promoted: -128 / -1 overflows at 8 bits.
  _BitInt(8) a = (_BitInt(8))__VERIFIER_nondet_char();
  _BitInt(8) b = (_BitInt(8))y; // -4 .. -1
  _BitInt(8) bq = a / b;
  return (int)bq;
#else
  unsigned uq = (unsigned)x / (unsigned)y;
  assert(x != -2147483647 - 1 || y != -1 || uq == 0u);
  long lq = (long)x / (long)y;
  assert(x != -2147483647 - 1 || y != -1 || lq == 2147483648l);
  signed char c = -128, m1 = -1;
  assert(c / m1 == 128); // promoted to int
  assert(c % m1 == 0);
  // Near the boundaries every other combination divides correctly.
  if (x <= -2147483647 + 1 || x == 2147483647) {
    if (x != -2147483647 - 1 || y != -1) {
      int q = x / y;
      int r = x % y;
      assert(q * y + r == x);
      assert(x < 0 ? (r <= 0 && r > y) : (r >= 0 && r < -y));
    }
  }
  if (x != -2147483647 - 1) {
    int q = x / y;
    assert(x >= 0 ? q <= 0 : q >= 0);
  }
  return 0;
#endif
}

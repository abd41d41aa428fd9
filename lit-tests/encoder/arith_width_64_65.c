// Arithmetic at 64 bits and at 65 bits (_BitInt(65)): 65 bits hold the carry of a 64-bit sum.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}arith_width_64_65.c:45{{$}}
// BUG: __VERIFIER_nondet_long() = -9223372036854775808{{$}}
// BUG: w = 0x{{0*}}10000000000000000{{$}}
// BUG: ^ assertion failed
#include <assert.h>

extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);

typedef unsigned _BitInt(65) u65;
typedef _BitInt(65) s65;

int main(void) {
  unsigned long a = 18446744073709551615ul;
  a = a + 1;
  assert(a == 0);
  unsigned long b = 4294967296ul;
  b = b * b;
  assert(b == 0);
  long c = -9223372036854775807l - 1;
  assert((unsigned long)c - 1 == 9223372036854775807ul);

  u65 big = (u65)18446744073709551615ul;
  big = big + 1; // 2^64 fits in 65 bits
  assert(big != 0);
  assert((big >> 64) == 1);
  assert((unsigned long)big == 0);
  u65 max65 = ~(u65)0;
  max65 = max65 + 1;
  assert(max65 == 0);
  s65 minus1 = -1;
  assert((u65)minus1 == ~(u65)0);
  assert(minus1 * minus1 == 1);

  long x = __VERIFIER_nondet_long();
  u65 w = (u65)x + (u65)x;
  unsigned long y = __VERIFIER_nondet_ulong();
  u65 sum = (u65)y + (u65)y;
#ifdef BUG
  // (u65)x sign-extends: 2 * x == 2^64 (mod 2^65) only for x = LONG_MIN.
  assert(w != ((u65)1 << 64));
#else
  assert((sum >> 1) == y);                 // no carry is lost in 65 bits
  assert((unsigned long)sum == y + y);     // the low 64 bits wrap as 64-bit arithmetic does
  assert((w >> 64) == (x < 0));            // bit 64 of 2x is the sign of x
#endif
  return 0;
}

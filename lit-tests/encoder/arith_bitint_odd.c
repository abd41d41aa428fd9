// Odd widths: _BitInt(13) and _BitInt(100) wrap, divide and shift at their own width
// (_BitInt operands are not promoted to int).
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}arith_bitint_odd.c:45{{$}}
// BUG: b = 2731{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}arith_bitint_odd.c:48{{$}}
// BUG2: __VERIFIER_nondet_ulong() = 68719476736{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern unsigned short __VERIFIER_nondet_ushort(void);
extern unsigned long __VERIFIER_nondet_ulong(void);

typedef unsigned _BitInt(13) u13;
typedef unsigned _BitInt(100) u100;
typedef _BitInt(100) s100;

int main(void) {
  u13 a = 8191;
  a = a + 1;
  assert(a == 0);
  u13 h = 4096;
  h = h * 2;
  assert(h == 0);
  u100 max = ~(u100)0;
  assert((max >> 99) == 1);
  max = max + 1;
  assert(max == 0);
  s100 n = -5;
  assert(n / 2 == -2);
  assert(n % 2 == -1);
  assert((n >> 1) == -3);
  assert((u100)n % 10 == 1); // 2^100 - 5 = ...376 - 5 = ...371

  u13 b = __VERIFIER_nondet_ushort();
  u13 b3 = b * 3;
  unsigned long l = __VERIFIER_nondet_ulong();
  u100 wide = (u100)l << 36;
#ifdef BUG
  // 3 * 2731 = 8193 = 8192 + 1: the inverse of 3 modulo 2^13.
  assert(b3 != 1);
#elif defined(BUG2)
  // Only l = 2^36 puts a one at bit 72.
  assert(wide != ((u100)1 << 72));
#else
  assert((u13)(b3 * 2731) == b);
  assert((wide >> 36) == l);
  assert((unsigned long)(wide >> 64) == l >> 28);
  assert(wide * 16 >> 40 == (l & 0x0ffffffffffffffful)); // bits above 100 are lost
#endif
  return 0;
}

// 128-bit arithmetic with unsigned __int128 and __int128: wrap-around, the full 64x64
// product, division and remainder, wide shifts.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}arith_width_128.c:39{{$}}
// BUG: __VERIFIER_nondet_ulonglong() = 3735928559{{$}}
// BUG: y = 0x00000000deadbeef00000000deadbeef{{$}}
// BUG: ^ assertion failed
#include <assert.h>

extern unsigned long long __VERIFIER_nondet_ulonglong(void);

typedef unsigned __int128 u128;
typedef __int128 s128;

int main(void) {
  u128 max = ~(u128)0;
  max = max + 1;
  assert(max == 0);
  u128 two64 = (u128)1 << 64;
  assert(two64 * two64 == 0);
  u128 ff = 18446744073709551615ull;
  u128 m = ff * ff; // 2^128 - 2^65 + 1
  assert((unsigned long long)m == 1);
  assert((unsigned long long)(m >> 64) == 18446744073709551614ull);
  u128 third = ~(u128)0;
  third = third / 3;
  assert(third == (((u128)0x5555555555555555ull << 64) | 0x5555555555555555ull));
  s128 neg = -7;
  assert(neg / 2 == -3);
  assert(neg % 2 == -1);
  assert((neg >> 100) == -1);
  assert(((u128)neg >> 127) == 1);

  unsigned long long x = __VERIFIER_nondet_ulonglong();
  u128 y = ((u128)x << 64) | x;
#ifdef BUG
  assert(y != (((u128)0xdeadbeefull << 64) | 0xdeadbeefull));
#else
  assert(y / two64 == x);
  assert(y % two64 == x);
  assert((unsigned long long)(y >> 64) == (unsigned long long)y);
  assert((u128)x * (u128)x >> 64 <= (u128)x);
#endif
  return 0;
}

// Calls of defined functions are inlined: functions with several returns, a loop
// inside a callee, nested calls, and an assertion failing inside a callee.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}calls_inline.c:61{{$}}
// BUG: x = -2147483648{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}calls_inline.c:52{{$}}
// BUG2: x = 42{{$}}
// BUG2: -> clamp
// BUG2: <- clamp
// BUG2: -> check_not
// BUG2-NEXT: calls_inline.c:52 {{ *}}assert(v != bad);
// BUG2: v = 42{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int condition);

static int sign(int x) {
  if (x < 0)
    return -1;
  if (x == 0)
    return 0;
  return 1;
}

static int clamp(int x, int lo, int hi) {
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return x;
}

typedef unsigned _BitInt(8) u8; // no promotion: 8-bit remainders

static u8 gcd(u8 a, u8 b) {
  while (b != 0) {
    u8 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static void check_not(int v, int bad) {
  assert(v != bad);
}

static int twice_clamped(int x) { return 2 * clamp(x, -10, 10); }

int main(void) {
  int x = __VERIFIER_nondet_int();
#ifdef BUG
  // -INT_MIN wraps to INT_MIN: both signs are -1.
  assert(sign(x) + sign(-x) == 0);
#elif defined(BUG2)
  check_not(clamp(x, 0, 100), 42);
#else
  int s = sign(x);
  assert(s >= -1 && s <= 1);
  assert((s < 0) == (x < 0) && (s == 0) == (x == 0));
  int c = clamp(x, -5, 5);
  assert(c >= -5 && c <= 5);
  assert(c == x || x < -5 || x > 5);
  int t = twice_clamped(x);
  assert(t >= -20 && t <= 20 && t % 2 == 0);
  check_not(clamp(x, 0, 100), -1);
  u8 a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(a >= 1 && a <= 12 && b >= 1 && b <= 12);
  u8 g = gcd(a, b);
  assert(g >= 1 && a % g == 0 && b % g == 0);
  assert(gcd(12, 8) == 4 && gcd(7, 5) == 1);
#endif
  return 0;
}

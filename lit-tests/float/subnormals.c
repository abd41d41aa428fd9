// Subnormal numbers (gradual underflow) are exact IEEE, checked natively: FLT_MIN / 2 is
// the subnormal 0x1p-127, not zero; the smallest subnormal halved is a tie rounded to
// even, zero; times 1.5 and times 2.5 both round to two ulps (0x1p-148); the smallest
// double halved is zero; a subnormal scaled back up is exact. For a nondeterministic
// positive subnormal x, x + x == 2 * x exactly, but x / 2 * 2 == x fails for odd
// multiples of the smallest subnormal (the BUG variant, which finds one).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG > %t.bug
// RUN: %python -c "import re, struct, sys; t = open(sys.argv[1]).read(); x = struct.unpack('f', struct.pack('f', float(re.search(r'^ +x = (\S+)$', t, re.M).group(1))))[0]; n = round(x / 2.0 ** -149); assert 0 < x < 2.0 ** -126 and n * 2.0 ** -149 == x and n % 2 == 1, (x, n)" %t.bug
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <float.h>

extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  float m = FLT_MIN, t = 0x1p-149f;
  float half = m / 2;
  assert(half == 0x1p-127f && half > 0.0f && half < m);
  assert(t / 2 == 0.0f);
  assert(t * 1.5f == 0x1p-148f && t * 2.5f == 0x1p-148f && t * 3.0f == 0x1.8p-148f);
  float odd = 0x1.8p-148f;
  assert(odd / 2 == 0x1p-148f);
  assert((m / 4) * 4 == m);
  double dm = DBL_MIN, dt = 0x1p-1074;
  assert(dt > 0.0 && dt / 2 == 0.0 && dm / 0x1p52 == dt);
  double tiny = 1e-310;
  assert((float)tiny == 0.0f && tiny != 0.0);
  float from_double = (float)1e-40;
  assert(from_double > 0.0f && from_double < m && from_double == 0x1.16c2p-133f);
  assert((double)from_double == 0x1.16c2p-133);

  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 0.0f && x < FLT_MIN);
  assert(x + x == 2.0f * x && x * 0x1p23f >= 1.0f / 0x1p126f && x * 0x1p23f < 1.0f);
  assert(x - x == 0.0f && (x * 0x1p100f) / 0x1p100f == x);
#ifdef BUG
  float y = x / 2;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}subnormals.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}x = {{[0-9.e+-]+}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(y * 2 == x);
#endif
  return 0;
}

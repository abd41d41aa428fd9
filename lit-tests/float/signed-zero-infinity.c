// Signed zeros and infinities: -0.0 == 0.0 although their bits differ; 1/-0.0 is -inf;
// 1.0/0.0 is +inf, larger than every finite value; inf + 1 == inf, inf - inf is NaN;
// 0.0 * -1 is -0.0; x - x is +0.0 under round-to-nearest; the largest float times 2
// overflows to inf. A nondeterministic value that compares equal to 0 may be either
// zero, as the BUG variant (1/x > 0) shows.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DBUG_INF | FileCheck %s --check-prefix=BUGINF
// RUN: %expect 10 %cbounds %s --64 -DBUG_INF | FileCheck %s --check-prefix=BUGINF
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

static unsigned long long bits_of(double d) {
  unsigned long long u;
  memcpy(&u, &d, sizeof u);
  return u;
}

int main(void) {
  double pz = 0.0, nz = -0.0, one = 1.0;
  assert(pz == nz && !(pz < nz) && !(nz < pz));
  assert(bits_of(pz) == 0 && bits_of(nz) == 0x8000000000000000ull);
  double pinf = one / pz, ninf = one / nz;
  assert(pinf > 1e308 && ninf < -1e308 && pinf != ninf && pinf == -ninf);
  assert(bits_of(pinf) == 0x7ff0000000000000ull && bits_of(ninf) == 0xfff0000000000000ull);
  assert(pinf + one == pinf && pinf * 2 == pinf && -pinf == ninf);
  double nan = pinf - pinf;
  assert(nan != nan);
  assert(one / pinf == 0.0 && bits_of(one / ninf) == 0x8000000000000000ull);
  assert(bits_of(pz * -1.0) == 0x8000000000000000ull);
  assert(bits_of(nz + pz) == 0 && bits_of(nz + nz) == 0x8000000000000000ull);
  float fmax = 3.40282347e38f;
  float over = fmax * 2.0f;
  assert(over == 1.0f / 0.0f && over > fmax);
  assert(-fmax * 2.0f == -over);

  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x == x);
  double diff = x - x;
  // x - x is +0.0 for finite x; NaN for infinite x.
  assert(diff != diff || bits_of(diff) == 0);
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f == 0.0f);
  assert(f * 2.0f == 0.0f && -f == 0.0f);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}signed-zero-infinity.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}f = -0{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(1.0f / f > 0.0f);
#endif
#ifdef BUG_INF
  // Only infinity is bigger than the largest finite double.
  // BUGINF: {{^}}UNSAFE: assertion failed at {{.*}}signed-zero-infinity.c:[[@LINE+3]]{{$}}
  // BUGINF: {{^ +}}x = inf{{$}}
  // BUGINF: {{^ +}}^ assertion failed{{$}}
  assert(x <= 1.7976931348623157e308);
#endif
  return 0;
}

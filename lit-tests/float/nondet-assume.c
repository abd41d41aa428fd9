// Nondeterministic floats and doubles (__VERIFIER_nondet_float/_double) range over all
// bit patterns, NaNs, infinities and subnormals included, and __VERIFIER_assume narrows
// them. Under x in [0, 10], x * x is in [0, 100]; a double d in [-1, 1] has d * d in
// [0, 1]; excluding NaN leaves d - d either 0 or NaN (infinite d); and x / 2 < x for
// positive normal x. Assuming only x > 0, the same property fails for +inf (NAN_UNSAFE).
// Absorption: for positive x, x + 1 > 1 fails when x is below half an ulp of 1 (BUG, a
// tiny x in the trace).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG > %t.bug
// RUN: %python -c "import re, struct, sys; t = open(sys.argv[1]).read(); x = float(re.search(r'^ +x = (\S+)$', t, re.M).group(1)); assert 0 < x <= 2.0 ** -53 and x + 1.0 == 1.0, x" %t.bug
// RUN: %expect 10 %cbounds %s --32 -DNAN_UNSAFE | FileCheck %s --check-prefix=NAN
// RUN: %expect 10 %cbounds %s --64 -DNAN_UNSAFE | FileCheck %s --check-prefix=NAN
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <float.h>

extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  float s = __VERIFIER_nondet_float();
  __VERIFIER_assume(s >= 0.0f && s <= 10.0f);
  float sq = s * s;
  assert(sq >= 0.0f && sq <= 100.0f);
  assert(s < 1.0f || sq >= s);

  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= -1.0 && d <= 1.0);
  assert(d * d >= 0.0 && d * d <= 1.0);
  double c = __VERIFIER_nondet_double();
  __VERIFIER_assume(c == c);
  double cc = c - c;
  assert(cc == 0.0 || (cc != cc && (c > DBL_MAX || c < -DBL_MAX)));

  float h = __VERIFIER_nondet_float();
  __VERIFIER_assume(h >= FLT_MIN && h <= FLT_MAX);
  assert(h / 2 < h);
#ifdef NAN_UNSAFE
  // Positive alone lets in +inf (inf / 2 == inf), the only counterexample: NaN is not
  // positive, and even the smallest subnormal halves to 0 < it.
  float any = __VERIFIER_nondet_float();
  __VERIFIER_assume(any > 0.0f);
  // NAN: {{^}}UNSAFE: assertion failed at {{.*}}nondet-assume.c:[[@LINE+3]]{{$}}
  // NAN: {{^ +}}any = inf{{$}}
  // NAN: {{^ +}}^ assertion failed{{$}}
  assert(any / 2 < any);
#endif
#ifdef BUG
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}nondet-assume.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}x = {{[0-9.e+-]+}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(x + 1.0 > 1.0);
#endif
  return 0;
}

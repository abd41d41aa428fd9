// NaN compares unordered: every ordered comparison with a NaN is false and != is true,
// also NaN against itself; NaN propagates through arithmetic; 0/0 and inf - inf are NaN.
// For a nondeterministic double d, d == d fails exactly when d is a NaN, so the BUG
// variant is UNSAFE. x != x is the NaN test (isnan: see math-functions.c).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DBUG_FLOAT | FileCheck %s --check-prefix=BUGF
// RUN: %expect 10 %cbounds %s --64 -DBUG_FLOAT | FileCheck %s --check-prefix=BUGF
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double zero = 0.0, one = 1.0;
  double nan = zero / zero;
  assert(!(nan == nan) && nan != nan);
  assert(!(nan < one) && !(nan > one) && !(nan <= one) && !(nan >= one) && !(nan == one));
  assert(nan != one && !(one < nan) && !(one >= nan));
  double inf = one / zero;
  double other = inf - inf;
  assert(other != other && inf * zero != inf * zero);
  double sum = nan + one;
  assert(sum != sum);
  float fnan = __builtin_nanf("");
  assert(fnan != fnan && !(fnan < 0.0f) && !(fnan >= 0.0f));
  // NaN bits: 0/0 on x86 is the negative quiet NaN 0xfff8000000000000.
  union { double d; unsigned long long u; } bits = {.d = nan};
  assert((bits.u & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (bits.u & 0x000fffffffffffffull) != 0);

  double d = __VERIFIER_nondet_double();
  // A NaN's exponent bits are all ones and its fraction is not zero.
  union { double d; unsigned long long u; } dbits = {.d = d};
  int nan_bits = (dbits.u & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (dbits.u & 0x000fffffffffffffull) != 0;
  assert((d != d) == nan_bits);
  // Exactly one of <, ==, > holds, or none for a NaN.
  int relations = (d < one) + (d == one) + (d > one);
  assert(relations == 1 || d != d);
  float f = __VERIFIER_nondet_float();
  assert((f < 0.0f || f >= 0.0f) == (f == f));
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}nan-comparisons.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}d = {{-?}}nan{{.*}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(d == d);
#endif
#ifdef BUG_FLOAT
  // Not "less" does not mean "greater or equal".
  // BUGF: {{^}}UNSAFE: assertion failed at {{.*}}nan-comparisons.c:[[@LINE+3]]{{$}}
  // BUGF: {{^ +}}f = {{-?}}nan{{.*}}{{$}}
  // BUGF: {{^ +}}^ assertion failed{{$}}
  assert(f < 1.0f || f >= 1.0f);
#endif
  return 0;
}

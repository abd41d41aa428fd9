// Conversions between float and double, checked natively: widening is exact (every
// float survives (float)(double)f); narrowing rounds to nearest, ties to even
// (1 + 2^-24 becomes 1, 1 + 3 * 2^-24 becomes 1 + 2^-22), overflows to infinity
// (1e39, and 0x1.ffffffp127, a tie with 2^128) and underflows to subnormals or zero
// (2^-150 is a tie with 0). (double)0.1f is 0.10000000149011612, not 0.1. A
// nondeterministic double in [1, 2] does not survive the round trip through float
// (BUG).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG > %t.bug
// RUN: %python -c "import re, struct, sys; t = open(sys.argv[1]).read(); g = lambda n: float(re.search(r'^ +' + n + r' = (\S+)$', t, re.M).group(1)); f = lambda v: struct.unpack('f', struct.pack('f', v))[0]; d, b = g('d'), f(g('back')); assert 1 <= d <= 2 and b == f(d) and b != d, (d, b)" %t.bug
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <float.h>

extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double tenth = 0.1;
  float ften = (float)tenth;
  assert(ften == 0.1f && (double)ften != tenth && (double)ften == 0.10000000149011612);
  double tie_low = 1.0 + 0x1p-24, tie_high = 1.0 + 3 * 0x1p-24, above = 1.0 + 0x1p-24 + 0x1p-50;
  assert((float)tie_low == 1.0f && (float)tie_high == 1.0f + 0x1p-22f && (float)above == 1.0f + 0x1p-23f);
  assert((float)-tie_low == -1.0f && (float)-above == -1.0f - 0x1p-23f);
  double huge = 1e39, max_tie = 0x1.ffffffp127, below_tie = 0x1.fffffe8p127;
  assert((float)huge == 1.0f / 0.0f && (float)max_tie == 1.0f / 0.0f && (float)below_tie == FLT_MAX);
  assert((float)-huge == -1.0f / 0.0f);
  double small = 0x1p-150, small_up = 0x1.0000001p-150, sub = 0x1.8p-140;
  assert((float)small == 0.0f && (float)small_up == 0x1p-149f && (float)sub == 0x1.8p-140f);
  double nz = -0.0;
  float fnz = (float)nz;
  assert(fnz == 0.0f && 1.0f / fnz < 0.0f);
  double zero = 0.0;
  double nan = zero / zero;
  float fnan = (float)nan;
  assert(fnan != fnan);

  float f = __VERIFIER_nondet_float();
  double wide = f;
  assert((float)wide == f || f != f);
  assert((wide < 1.0) == (f < 1.0f));
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= 1.0 && d <= 2.0);
  float fd = (float)d;
  // Within half an ulp of float at [1, 2].
  assert(fd - d <= 0x1p-24 && d - fd <= 0x1p-24);
#ifdef BUG
  float back = (float)d;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}float-double-conversions.c:[[@LINE+4]]{{$}}
  // BUG: {{^ +}}d = {{[0-9.e+-]+}}{{$}}
  // BUG: {{^ +}}back = {{[0-9.e+-]+}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert((double)back == d);
#endif
  return 0;
}

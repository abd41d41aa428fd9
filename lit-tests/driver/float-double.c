// float and double are IEEE 754 binary32 and binary64, bit-precise (round to nearest
// even). A program that holds only with exact IEEE rounding is SAFE; an assertion that
// rounding breaks is UNSAFE at its line, with the float values of the trace printed so
// that they read back exactly. Division of floats by zero is not an error (it gives
// infinity), and a NaN is the one value not equal to itself.
//
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DDOUBLE | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefixes=SUMF,BUG
// RUN: %expect 10 %cbounds %s -DBUG --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -DDOUBLE | FileCheck %s --check-prefixes=SUMD,BUG
// RUN: %expect 10 %cbounds %s -DNAN | FileCheck %s --check-prefix=NAN
// RUN: %expect 10 %cbounds %s -DNAN -DDOUBLE | FileCheck %s --check-prefix=NAN
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

#ifdef DOUBLE
typedef double real;
#define nondet_real __VERIFIER_nondet_double
#define BIG 9007199254740992.0 /* 2^53: from here on, x + 1 rounds back to x */
#else
typedef float real;
#define nondet_real __VERIFIER_nondet_float
#define BIG 16777216.0f /* 2^24 */
#endif

static real add(real a, real b) { return a + b; }

int main(void) {
  real tenth = (real)0.1, fifth = (real)0.2;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}float-double.c:[[#ERR:]]{{$}}
  // BUG-NEXT: {{^}}trace:{{$}}
  // The sum, printed with the digits that read back exactly: 0.1 + 0.2 in each format.
  // SUMF: {{^}}  {{.*}}float-double.c:[[@LINE+6]]  <- add{{$}}
  // SUMF-NEXT: {{^ +}}sum = 0.300000012{{$}}
  // SUMF-NEXT: {{^}}  {{.*}}float-double.c:{{[0-9]+}}  assert(sum == 0.3f);{{.*}}
  // SUMD: {{^}}  {{.*}}float-double.c:[[@LINE+3]]  <- add{{$}}
  // SUMD-NEXT: {{^ +}}sum = 0.30000000000000004{{$}}
  // SUMD-NEXT: {{^}}  {{.*}}float-double.c:{{[0-9]+}}  assert(sum != 0.3);{{.*}}
  real sum = add(tenth, fifth);
#ifdef DOUBLE
  assert(sum != 0.3); /* 0.30000000000000004 */
#else
  assert(sum == 0.3f); /* in binary32 the sum rounds to the float nearest 0.3 */
#endif
  real zero = 0, one = 1;
  real inf = one / zero;
  assert(inf > BIG && inf == inf + one);

  // BUG: {{^}}  {{.*}}float-double.c:[[@LINE+4]]  real x = nondet_real();{{$}}
  // BUG-NEXT: {{^ +}}__VERIFIER_nondet_{{float|double}}() = [[#%u,X:]]{{$}}
  // BUG-NEXT: {{^ +}}x = [[#%u,X]]{{$}}
  // NAN: {{^}}UNSAFE: assertion failed at {{.*}}float-double.c:[[@LINE+7]]{{$}}
  real x = nondet_real();
#ifdef NAN
  // NAN: {{^ +}}x = {{-?nan}}{{$}}
  // NAN-NEXT: {{^}}  {{.*}}float-double.c:[[@LINE+3]]  assert(x == x);{{$}}
  // NAN-NEXT: {{^ +}}^ assertion failed{{$}}
  // NAN-NOT: {{.}}
  assert(x == x);
#endif
  __VERIFIER_assume(x >= 0 && x <= 4 * BIG);
  // x + 1 == x once x is past BIG: the trace shows such an x and y equal to it.
  // BUG-NEXT: {{^}}  {{.*}}float-double.c:[[@LINE-2]]  __VERIFIER_assume(x >= 0 && x <= 4 * BIG);{{$}}
  // BUG-NEXT: {{^}}  {{.*}}float-double.c:[[@LINE+2]]  real y = x + one;{{$}}
  // BUG-NEXT: {{^ +}}y = [[#%u,X]]{{$}}
  real y = x + one;
#ifdef BUG
  // BUG-NEXT: {{^}}  {{.*}}float-double.c:[[#ERR]]  assert(y != x);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  // BUG-NOT: {{.}}
  assert(y != x);
#else
  assert(y >= x);
#endif
  return 0;
}

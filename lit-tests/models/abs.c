// abs, labs, llabs (runtime-models/libc_misc.c): the absolute value, for int, long
// (4 bytes with --32, 8 with --64) and long long. The most negative value has no absolute
// value (undefined behaviour); the model returns it unchanged, as glibc does.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG_ABS | FileCheck %s --check-prefix=ABS
// RUN: %expect 10 %cbounds %s --32 -DWRONG_ABS | FileCheck %s --check-prefix=ABS
// RUN: %expect 10 %cbounds %s --64 -DWRONG_LABS | FileCheck %s --check-prefix=LABS
// RUN: %expect 10 %cbounds %s --32 -DWRONG_LABS | FileCheck %s --check-prefix=LABS
// RUN: %expect 10 %cbounds %s --64 -DWRONG_LLABS | FileCheck %s --check-prefix=LLABS
// RUN: %expect 10 %cbounds %s --32 -DWRONG_LLABS | FileCheck %s --check-prefix=LLABS
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <limits.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern long __VERIFIER_nondet_long(void);
extern long long __VERIFIER_nondet_longlong(void);

int main(void) {
  assert(abs(-5) == 5 && abs(5) == 5 && abs(0) == 0);
  assert(abs(-INT_MAX) == INT_MAX && abs(INT_MAX) == INT_MAX);
  assert(labs(-7L) == 7L && labs(LONG_MAX) == LONG_MAX && labs(-LONG_MAX) == LONG_MAX);
  assert(llabs(-9LL) == 9LL && llabs(-LLONG_MAX) == LLONG_MAX);
  assert(llabs(-0x100000000LL) == 0x100000000LL); // wider than 32 bits on both targets

  int x = __VERIFIER_nondet_int();
  int ax = abs(x);
#ifdef WRONG_ABS
  // ABS: {{^}}UNSAFE: assertion failed at {{.*}}abs.c:[[@LINE+1]]{{$}}
  assert(ax == x);
#endif
  if (x != INT_MIN)
    assert(ax >= 0 && (ax == x || ax == -x));
  else
    assert(ax == INT_MIN);

  long l = __VERIFIER_nondet_long();
  long al = labs(l);
#ifdef WRONG_LABS
  // Fails only for LONG_MIN: -2^31 with --32, -2^63 with --64.
  // LABS: {{^}}UNSAFE: assertion failed at {{.*}}abs.c:[[@LINE+1]]{{$}}
  assert(al >= 0);
#endif
  if (l != LONG_MIN)
    assert(al >= 0 && (al == l || al == -l));

  long long ll = __VERIFIER_nondet_longlong();
  long long all = llabs(ll);
#ifdef WRONG_LLABS
  // LLABS: {{^}}UNSAFE: assertion failed at {{.*}}abs.c:[[@LINE+1]]{{$}}
  assert(all < 0x100000000LL);
#endif
  if (ll != LLONG_MIN)
    assert(all >= 0 && (all == ll || all == -ll));
  return 0;
}

// Conversions between integers and floating point, checked natively: float to int
// truncates toward zero ((int)-2.7 == -2, (int)-0.5 == 0); int to float rounds to nearest
// even ((float)16777217 == 16777216, (float)16777219 == 16777220); 2^53 + 1 does not fit
// a double; UINT_MAX becomes 2^32 as a float but stays exact as a double. Every int
// survives a round trip through double, but not through float (BUG). A long survives a
// round trip through double for ILP32 (32-bit long) but not for LP64 (ROUNDTRIP).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// The trace's fi is i rounded to the nearest float, and it differs from i.
// RUN: %expect 10 %cbounds %s --32 -DBUG > %t.bug
// RUN: %python -c "import re, struct, sys; t = open(sys.argv[1]).read(); g = lambda n: re.search(r'^ +' + n + r' = (\S+)$', t, re.M).group(1); i = int(g('i')); fi = struct.unpack('f', struct.pack('f', float(g('fi'))))[0]; assert fi == struct.unpack('f', struct.pack('f', float(i)))[0] and int(fi) != i, (i, fi)" %t.bug
// RUN: %expect 0 %cbounds %s --32 -DROUNDTRIP | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DROUNDTRIP | FileCheck %s --check-prefix=ROUNDTRIP
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern long __VERIFIER_nondet_long(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double a = -2.7, b = 2.7, c = -0.5, d = 2147483647.5, e = 4294967295.0;
  assert((int)a == -2 && (int)b == 2 && (int)c == 0 && (int)d == 2147483647);
  assert((unsigned)e == 4294967295u);
  float f3 = 3.99999f, f200 = 200.9f;
  assert((int)f3 == 3 && (unsigned char)f200 == 200 && (short)-f200 == -200);
  int i1 = 16777217, i3 = 16777219;
  assert((float)i1 == 16777216.0f && (float)i3 == 16777220.0f);
  long long big = 9007199254740993LL;
  assert((double)big == 9007199254740992.0 && (double)-big == -9007199254740992.0);
  unsigned umax = 4294967295u;
  assert((float)umax == 4294967296.0f && (double)umax == 4294967295.0);
  unsigned long long ullmax = 18446744073709551615ull;
  assert((double)ullmax == 0x1p64 && (float)ullmax == 0x1p64f);
  double e10 = 1e10;
  assert((long long)e10 == 10000000000LL);
  assert((float)-7 == -7.0f && (double)(signed char)-128 == -128.0);

  int i = __VERIFIER_nondet_int();
  double di = i;
  assert((int)di == i);
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f > -1000.0f && f < 1000.0f);
  int t = (int)f;
  // Toward zero: never further from zero than f, and less than one away.
  assert(f >= 0 ? (t <= f && f - t < 1.0f) : (t >= f && t - f < 1.0f));
  assert((f < 0) == (t < 0) || t == 0);
#ifdef BUG
  float fi = (float)i;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}int-float-conversions.c:[[@LINE+4]]{{$}}
  // BUG: {{^ +}}i = [[I:-?[0-9]+]]{{$}}
  // BUG: {{^ +}}fi = {{[0-9.e+-]+}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert((int)fi == i);
#endif
#ifdef ROUNDTRIP
  long l = __VERIFIER_nondet_long();
  double dl = (double)l;
  // ROUNDTRIP: {{^}}UNSAFE: assertion failed at {{.*}}int-float-conversions.c:[[@LINE+1]]{{$}}
  assert((long)dl == l || dl == 0x1p63);
#else
  long l = __VERIFIER_nondet_long();
  __VERIFIER_assume(l > -2147483647L - 1 && l < 2147483647L);
  double dl = (double)l;
  assert((long)dl == l);
#endif
  return 0;
}

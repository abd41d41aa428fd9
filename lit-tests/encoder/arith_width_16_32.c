// Wrap-around arithmetic at widths 16 and 32. The bugs need the inverse of an odd
// multiplier modulo 2^16 and 2^32 (SAT finds them quickly; proving the inverse identity
// for all inputs is hard for SAT, so the SAFE part checks cheaper identities).
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}arith_width_16_32.c:50{{$}}
// BUG: __VERIFIER_nondet_short() = -13107{{$}}
// BUG: t = 1{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}arith_width_16_32.c:53{{$}}
// BUG2: __VERIFIER_nondet_int() = -1431655765{{$}}
// BUG2: y = 1{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern short __VERIFIER_nondet_short(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned short a = 65535;
  a = a + 1;
  assert(a == 0);
  unsigned short m = 300;
  m = m * 300; // 90000 - 65536
  assert(m == 24464);
  unsigned short z = 0;
  z = z - 1;
  assert(z == 65535);
  short s2 = 32767;
  s2 = s2 + 1;
  assert(s2 == -32768);
  unsigned u = 4294967295u;
  u = u + 1;
  assert(u == 0);
  unsigned p = 65536u;
  p = p * p;
  assert(p == 0);
  unsigned q = 0;
  q = q - 1;
  assert(q == 4294967295u);

  short s = __VERIFIER_nondet_short();
  unsigned short t = (unsigned short)s * 5;
  int x = __VERIFIER_nondet_int();
  unsigned y = (unsigned)x * 3u;
#ifdef BUG
  // 5 * 52429 = 4 * 65536 + 1: only s = -13107 (52429 as unsigned short) gives t == 1.
  assert(t != 1);
#elif defined(BUG2)
  // 3 * 0xaaaaaaab = 2 * 2^32 + 1.
  assert(y != 1);
#else
  assert((unsigned short)(t - 4u * (unsigned short)s) == (unsigned short)s);
  assert(y - (unsigned)x - (unsigned)x == (unsigned)x);
  assert((unsigned)(x + 1) - 1u == (unsigned)x);
#endif
  return 0;
}

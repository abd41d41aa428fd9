// zext, sext and trunc through C conversions between char, short, int and long,
// including sign extension of negative chars.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 10 %cbounds %s -DBUG3 | FileCheck %s --check-prefix=BUG3
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}conversions.c:35{{$}}
// BUG: sc = -128{{$}}
// BUG: u = 4294967168{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}conversions.c:39{{$}}
// BUG2: l = 4294967295{{$}}
// BUG2: t = -1{{$}}
// BUG2: ^ assertion failed
// BUG3: {{^}}UNSAFE: assertion failed at {{.*}}conversions.c:43{{$}}
// BUG3: wide = 65535{{$}}
// BUG3: ^ assertion failed
#include <assert.h>

extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern long __VERIFIER_nondet_long(void);
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  signed char sc = __VERIFIER_nondet_char();
  unsigned char uc = __VERIFIER_nondet_uchar();
  unsigned short us = __VERIFIER_nondet_ushort();
  long l = __VERIFIER_nondet_long();
#ifdef BUG
  // (int) sign-extends the char: only -128 becomes 0xffffff80.
  unsigned u = (unsigned)(int)sc;
  assert(u != 0xffffff80u);
#elif defined(BUG2)
  // Truncation keeps the low 32 bits: 0xffffffff becomes -1.
  int t = (int)l;
  assert(!(t == -1 && l > 0 && l < 0x100000000l));
#elif defined(BUG3)
  // An unsigned short zero-extends: 65535 stays 65535.
  long wide = us;
  assert(wide < 65535);
#else
  int i = sc;
  assert(i >= -128 && i <= 127);
  int j = uc;
  assert(j >= 0 && j <= 255);
  assert((unsigned char)sc == (sc & 0xff));
  assert((signed char)(unsigned char)sc == sc);
  assert((long)us >= 0 && (long)us <= 65535);
  signed char m1 = -1, m128 = -128;
  assert((int)m1 == -1);
  assert((unsigned)m1 == 0xffffffffu);
  assert((unsigned char)m1 == 255);
  assert((unsigned short)m1 == 65535);
  assert((unsigned short)m128 == 0xff80);
  assert((unsigned long)m128 == 0xffffffffffffff80ul);
  int big = 0x12348765;
  assert((short)big == -30875);
  assert((unsigned short)big == 0x8765);
  assert((signed char)big == 0x65);
  int i200 = 200;
  assert((signed char)i200 == -56);
  int m5 = -5;
  long lm5 = m5;
  assert(lm5 == -5l);
  unsigned long zm5 = (unsigned)m5;
  assert(zm5 == 4294967291ul);
  assert((long)(int)l == l || l < -2147483647l - 1 || l > 2147483647l);
  assert((unsigned long)(unsigned)l == (l & 0xfffffffful));
  _Bool b = __VERIFIER_nondet_bool();
  int bi = b;
  assert(bi == 0 || bi == 1);
  _Bool nz = (_Bool)l;
  assert(nz == (l != 0));
#endif
  return 0;
}

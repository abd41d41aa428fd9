// Wrap-around arithmetic at the narrow widths 1, 7 and 8.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}arith_width_1_7_8.c:46{{$}}
// BUG-NEXT: trace:
// BUG: __VERIFIER_nondet_uchar() = 200{{$}}
// BUG: c = 200{{$}}
// BUG: d = 0{{$}}
// BUG: arith_width_1_7_8.c:46 {{ *}}assert(d != 0);
// BUG-NEXT: ^ assertion failed
#include <assert.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern char __VERIFIER_nondet_char(void);

int main(void) {
  // Width 1: 1 + 1 wraps to 0, 1 * 1 = 1, 0 - 1 = 1, for constants and for a nondet bit.
  unsigned _BitInt(1) one = 1;
  unsigned _BitInt(1) zero = 0;
  assert((unsigned _BitInt(1))(one + one) == 0);
  assert((unsigned _BitInt(1))(one * one) == 1);
  assert((unsigned _BitInt(1))(zero - one) == 1);
  unsigned _BitInt(1) bit = __VERIFIER_nondet_bool();
  assert((unsigned _BitInt(1))(bit + bit) == 0);
  assert((unsigned _BitInt(1))(bit + one) != bit);
  assert((unsigned _BitInt(1))(bit * bit) == bit);
  // Width 7: 127 + 1 wraps to 0; 100 * 2 = 200 - 128 = 72; 0 - 1 = 127.
  unsigned _BitInt(7) u7 = 127;
  u7 = u7 + 1;
  assert(u7 == 0);
  unsigned _BitInt(7) m7 = 100;
  m7 = m7 * 2;
  assert(m7 == 72);
  unsigned _BitInt(7) z7 = 0;
  z7 = z7 - 1;
  assert(z7 == 127);
  // Width 8: unsigned char wraps modulo 256.
  unsigned char c = __VERIFIER_nondet_uchar();
  unsigned char d = c + 56;
  unsigned char e = c * 16;
  signed char s = __VERIFIER_nondet_char();
#ifdef BUG
  // 200 + 56 = 256 wraps to 0: the only value with d == 0.
  assert(d != 0);
#else
  // The wrap-around keeps the sum and the difference consistent.
  assert((unsigned char)(d - 56) == c);
  assert((unsigned char)(e * 16) == 0);
  assert((unsigned char)(c * 255) == (unsigned char)-c);
  // Converting an out-of-range int to signed char wraps (implementation-defined in C,
  // modulo 256 in clang): 127 + 1 becomes -128.
  signed char big = 127;
  big = big + 1;
  assert(big == -128);
  assert((signed char)(s + 256) == s);
#endif
  return 0;
}

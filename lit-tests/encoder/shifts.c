// shl, lshr and ashr at widths 7, 32 and 64, with constant and symbolic amounts, and
// arithmetic shifts of negative values.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 10 %cbounds %s -DBUG3 | FileCheck %s --check-prefix=BUG3
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}shifts.c:48{{$}}
// BUG: n = 31{{$}}
// BUG: w = -1{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}shifts.c:52{{$}}
// BUG2: n = 31{{$}}
// BUG2: z = 2147483648{{$}}
// BUG2: ^ assertion failed
// BUG3: {{^}}UNSAFE: assertion failed at {{.*}}shifts.c:55{{$}}
// BUG3: n = 23{{$}}
// BUG3: v = 256{{$}}
// BUG3: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int m8 = -8, one = 1, k31 = 31;
  assert((m8 >> one) == -4);                // ashr keeps the sign
  assert((m8 >> k31) == -1);
  assert(((unsigned)m8 >> one) == 0x7ffffffcu); // lshr fills with zeros
  assert(((unsigned)one << k31) == 0x80000000u);
  assert((m8 << one) == -16);
  _BitInt(7) b7 = -64;
  _BitInt(7) six = 6;
  assert((b7 >> six) == -1);                // 7-bit ashr
  unsigned _BitInt(7) u7 = 64, uone = 1;
  assert((u7 >> six) == 1);
  assert((unsigned _BitInt(7))(u7 << uone) == 0); // shifted out of 7 bits
  long lm = -1l, k63 = 63;
  assert((lm >> k63) == -1l);
  assert(((unsigned long)lm >> k63) == 1ul);

  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 32);
#ifdef BUG
  // INT_MIN >> n is -1 only for n = 31.
  int w = (-2147483647 - 1) >> n;
  assert(w != -1);
#elif defined(BUG2)
  // 3 << n: the upper one leaves the word, the lower one lands on bit 31 for n = 31.
  unsigned z = 3u << n;
  assert(z != 0x80000000u);
#elif defined(BUG3)
  unsigned v = 0x80000000u >> n;
  assert(v != 0x100u);
#else
  assert((0xffffffffu >> n) != 0);
  assert((-1 >> n) == -1);
  assert(((1u << n) >> n) == 1u);
  assert((int)(0x80000000u >> n) > 0 || n == 0);
  assert(((-2147483647 - 1) >> n) < 0);
  assert((1u << n) * 2u == (n == 31 ? 0u : 1u << (n + 1)));
  long l = __VERIFIER_nondet_long();
  assert((l >> 63) == (l < 0 ? -1l : 0l));
  assert(((unsigned long)l >> 63) == (l < 0));
  long ln = n + 32; // 32 .. 63: fine for 64 bits
  assert(((1ul << ln) >> ln) == 1ul);
#endif
  return 0;
}

// All ten icmp predicates at boundary values: -1 < 0 signed but not unsigned,
// INT_MIN < INT_MAX signed but not unsigned, at 8, 32 and 64 bits.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 10 %cbounds %s -DBUG3 | FileCheck %s --check-prefix=BUG3
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}compare_predicates.c:35{{$}}
// BUG: x = -2147483648{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}compare_predicates.c:37{{$}}
// BUG2: z = 9223372036854775807{{$}}
// BUG2: ^ assertion failed
// BUG3: {{^}}UNSAFE: assertion failed at {{.*}}compare_predicates.c:40{{$}}
// BUG3: __VERIFIER_nondet_char() = -128{{$}}
// BUG3: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern long long __VERIFIER_nondet_longlong(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a == -1);
  __VERIFIER_assume(b == 0);
  unsigned ua = (unsigned)a, ub = (unsigned)b;
  int x = __VERIFIER_nondet_int();
  long long z = __VERIFIER_nondet_longlong();
  _BitInt(8) sc = (_BitInt(8))__VERIFIER_nondet_char();
#ifdef BUG
  // Among the negative ints, only INT_MIN is 0x80000000 unsigned.
  assert(!(x < 0 && (unsigned)x < 0x80000001u));
#elif defined(BUG2)
  assert(!(z > 0 && (unsigned long long)z >= 0x7fffffffffffffffull));
#elif defined(BUG3)
  // 8-bit signed compare (no promotion for _BitInt): only -128 is below -127.
  assert(sc >= (_BitInt(8))-127);
#else
  // signed: -1 < 0
  assert(a < b);
  assert(a <= b);
  assert(!(a > b));
  assert(!(a >= b));
  assert(a != b);
  assert(!(a == b));
  // unsigned: 0xffffffff > 0
  assert(!(ua < ub));
  assert(!(ua <= ub));
  assert(ua > ub);
  assert(ua >= ub);
  // equal operands
  assert(a <= a && a >= a && !(a < a) && !(a > a) && a == a && !(a != a));
  assert(ua <= ua && ua >= ua && !(ua < ua) && !(ua > ua));
  // INT_MIN and INT_MAX
  int mn = __VERIFIER_nondet_int(), mx = __VERIFIER_nondet_int();
  __VERIFIER_assume(mn == -2147483647 - 1);
  __VERIFIER_assume(mx == 2147483647);
  assert(mn < mx && mn <= mx && mx > mn && mx >= mn);
  assert((unsigned)mn > (unsigned)mx && (unsigned)mn >= (unsigned)mx);
  assert(!((unsigned)mn < (unsigned)mx) && !((unsigned)mn <= (unsigned)mx));
  // 8 bits: -128 < 127 signed, 0x80 > 0x7f unsigned
  _BitInt(8) s8min = -128, s8max = 127;
  unsigned _BitInt(8) u8min = (unsigned _BitInt(8))s8min, u8max = (unsigned _BitInt(8))s8max;
  assert(s8min < s8max && !(s8min >= s8max));
  assert(u8min > u8max && !(u8min <= u8max));
  // 64 bits
  long long l = -1;
  unsigned long long ul = (unsigned long long)l;
  assert(l < 0 && ul > 0 && ul == 18446744073709551615ull);
  // symbolic: sign and unsigned order agree
  assert((x < 0) == ((unsigned)x >= 0x80000000u));
  assert(x <= x + 0 && (x < 5 || x >= 5) && (x < 5) != (x >= 5));
  assert((z <= 0) == !(z > 0));
  assert(sc >= (_BitInt(8))-128 && sc <= (_BitInt(8))127);
#endif
  return 0;
}

// and, or, xor and not: identities over symbolic values at 8, 32 and 64 bits.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}bitwise.c:26{{$}}
// BUG: __VERIFIER_nondet_int() = 631612837{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}bitwise.c:29{{$}}
// BUG2: __VERIFIER_nondet_uchar() = 100{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  unsigned ux = (unsigned)x, uy = (unsigned)y;
  unsigned char c = __VERIFIER_nondet_uchar();
  unsigned char nc = ~c;
#ifdef BUG
  // 0x7fffffff ^ 0x5a5a5a5a = 0x25a5a5a5 = 631612837
  assert((x ^ 0x5a5a5a5a) != 0x7fffffff);
#elif defined(BUG2)
  // ~0x64 = 0x9b in 8 bits
  assert(nc != 0x9b);
#else
  assert((x ^ x) == 0);
  assert((x ^ y ^ y) == x);
  assert(~(x & y) == (~x | ~y));
  assert(~(x | y) == (~x & ~y));
  assert((ux & uy) + (ux | uy) == ux + uy);
  assert((ux ^ uy) == ((ux | uy) & ~(ux & uy)));
  assert((x | ~x) == -1);
  assert((x & ~x) == 0);
  assert((x & 0xff) <= 255);
  assert(((ux >> 8) & 0xffu) == ((ux & 0xff00u) >> 8));
  assert((unsigned char)(nc + c) == 255);
  assert((nc & c) == 0 && (nc | c) == 255);
  long l = __VERIFIER_nondet_long();
  assert(((l & 1) != 0) == (l % 2 != 0));
  assert((l ^ -1l) == ~l);
  assert((l & 0x7fffffffffffffffl) >= 0);
#endif
  return 0;
}

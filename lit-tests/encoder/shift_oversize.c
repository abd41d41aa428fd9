// A shift by an amount >= the width gives an arbitrary value (LLVM poison; UB in C):
// no assertion about the result can be proved, whatever the shifted value.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 10 %cbounds %s -DBUG3 | FileCheck %s --check-prefix=BUG3
// RUN: %expect 10 %cbounds %s -DBUG4 | FileCheck %s --check-prefix=BUG4
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}shift_oversize.c:32{{$}}
// BUG: n = 40{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}shift_oversize.c:37{{$}}
// BUG2: ^ assertion failed
// BUG3: {{^}}UNSAFE: assertion failed at {{.*}}shift_oversize.c:41{{$}}
// BUG3: ^ assertion failed
// BUG4: {{^}}UNSAFE: assertion failed at {{.*}}shift_oversize.c:46{{$}}
// BUG4: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int n = __VERIFIER_nondet_int();
  unsigned x = __VERIFIER_nondet_uint();
  unsigned zero = 0;
  int minus1 = -1;
#ifdef BUG
  __VERIFIER_assume(n == 40);
  int y = (int)x << n;
  assert(y == 0);
#elif defined(BUG2)
  // Even 0 >> 32 is not known to be 0.
  __VERIFIER_assume(n >= 32 && n < 64);
  unsigned v = zero >> n;
  assert(v == 0);
#elif defined(BUG3)
  __VERIFIER_assume(n >= 32);
  int s = minus1 >> n;
  assert(s == -1);
#elif defined(BUG4)
  // Nor is it known to differ from a value in range.
  __VERIFIER_assume(n == 32);
  unsigned v = 1u << n;
  assert(v != 1u);
#else
  __VERIFIER_assume(n >= 32 && n < 64);
  // Amounts reduced below the width are fine.
  unsigned v = x << (n & 31);
  assert((v >> (n & 31)) << (n & 31) == v);
  assert((zero >> (n - 32)) == 0);
  assert((minus1 >> (n & 31)) == -1);
  // An oversized shift on a path never taken does nothing.
  if (n < 32) {
    v = 1u << n;
    assert(v == 12345u);
  }
  // In 64 bits these amounts are in range.
  assert(((unsigned long)x << 32) >> n == (unsigned long)(x >> (n - 32)));
#endif
  return 0;
}

/*
 * midpoint.c: the binary-search midpoint bug (it sat in the JDK for nine years).
 * (lo + hi) / 2 overflows when lo + hi exceeds INT_MAX, so mid can land outside [lo, hi].
 *
 *   cbounds examples/midpoint.c              finds the failing input and shows the trace
 *   cbounds examples/midpoint.c -DFIXED      proves the fixed version within the bounds
 */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

static int midpoint(int lo, int hi) {
#ifdef FIXED
  return lo + (hi - lo) / 2;
#else
  return (lo + hi) / 2;
#endif
}

int main(void) {
  int lo = __VERIFIER_nondet_int();
  int hi = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= lo && lo <= hi);
  int mid = midpoint(lo, hi);
  assert(lo <= mid && mid <= hi);
  return 0;
}

// The power-of-two test (x & (x - 1)) == 0 also accepts 0; x && !(x & (x - 1)) is exact.
// RUN: %expect 0 %cbounds %s --unwind 32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --unwind 32 -DBUG | FileCheck %s --check-prefix=BUG
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}classic_pow2.c:28{{$}}
// BUG: __VERIFIER_nondet_uint() = 0{{$}}
// BUG: found = 0{{$}}
// BUG: ^ assertion failed
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);

static int is_pow2(unsigned x) {
#ifdef BUG
  return (x & (x - 1)) == 0;
#else
  return x && !(x & (x - 1));
#endif
}

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  int found = 0;
  for (int k = 0; k < 32; k++)
    if (x == 1u << k)
      found = 1;
  if (is_pow2(x))
    assert(found);
  else
    assert(!found);
  return 0;
}

// The reasons of the two kinds of property: a failed assert() is "assertion failed" at
// the assert; a call of reach_error() is "reach_error() called" at the call, whether
// reach_error is only declared or defined SV-COMP style (its body is not what counts).
// RUN: %expect 0 %cbounds %s --no-static-proof | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --no-static-proof -DSVCOMP | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof -DASSERT | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s --no-static-proof -DREACH | FileCheck %s --check-prefix=REACH
// RUN: %expect 10 %cbounds %s --no-static-proof -DREACH -DSVCOMP | FileCheck %s --check-prefix=REACH
// RUN: %expect 10 %cbounds %s --no-static-proof -DVERIFIER_ERROR | FileCheck %s --check-prefix=VERROR
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// ASSERT: {{^}}UNSAFE: assertion failed at {{.*}}assert_vs_reach_error.c:36{{$}}
// ASSERT: x = 3{{$}}
// ASSERT: ^ assertion failed
// REACH: {{^}}UNSAFE: reach_error() called at {{.*}}assert_vs_reach_error.c:38{{$}}
// REACH: x = 3{{$}}
// REACH: assert_vs_reach_error.c:38 {{ *}}reach_error();
// REACH-NEXT: ^ reach_error() called
// VERROR: {{^}}UNSAFE: reach_error() called at {{.*}}assert_vs_reach_error.c:40{{$}}
// VERROR: x = 3{{$}}
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
#ifdef SVCOMP
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "assert_vs_reach_error.c", 3, "reach_error"); }
#else
extern void reach_error(void);
#endif

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 2 && x < 4) {
#if defined(ASSERT)
    assert(x != 3);
#elif defined(REACH)
    reach_error();
#elif defined(VERIFIER_ERROR)
    __VERIFIER_error();
#endif
  }
  if (x == 5)
    return 0;
  return 1;
}

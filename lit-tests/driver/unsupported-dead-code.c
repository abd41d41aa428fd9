// Unsupported constructs cost nothing where execution cannot reach them (docs/encoding.md):
// behind a condition that is false after mem2reg, behind an assumption that excludes
// it, behind a condition that only the solver can show impossible, after exit(), or in
// a function that is never called. The program is SAFE. Each site, made reachable with
// -DREACH_<n>, makes it UNKNOWN naming an unsupported construct at that site's line.
// The constructs are ones cbounds does not support yet: an asm statement, long double
// (x86_fp80) arithmetic, and a variadic function reading its arguments (va_start) when one is a struct.
//
// RUN: %expect 0 %cbounds %s 2> %t.err | FileCheck %s --check-prefix=OK
// RUN: not grep . %t.err
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s -DREACH_1 | FileCheck %s --check-prefix=REACH1
// RUN: %expect 20 %cbounds %s -DREACH_2 | FileCheck %s --check-prefix=REACH2
// RUN: %expect 20 %cbounds %s -DREACH_3 | FileCheck %s --check-prefix=REACH3
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>
#include <stdarg.h>

// Passed by value to a variadic function: va_start does not lay it out.
struct wide {
  int a[5];
};
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int variadic(int n, ...) {
  va_list ap;
  // REACH3: {{^}}UNKNOWN: unsupported: variadic function reading its arguments (va_start): one is a struct or long double at {{.*}}unsupported-dead-code.c:[[@LINE+2]]{{$}}
  // REACH3-NOT: {{.}}
  va_start(ap, n);
  int v = va_arg(ap, int);
  va_end(ap);
  return v;
}

static int never_called(int v) {
  long double d = v;
  __asm__ volatile("" : "+r"(v));
  return variadic(1, v, (struct wide){{v}}) + (int)(d * 2);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int off = 0;
#ifdef REACH_1
  off = 1;
#endif
  if (off)
    // REACH1: {{^}}UNKNOWN: unsupported: {{.+}} at {{.*}}unsupported-dead-code.c:[[@LINE+2]]{{$}}
    // REACH1-NOT: {{.}}
    __asm__ volatile("" : "+r"(x));

#ifdef REACH_2
  __VERIFIER_assume(x >= 0);
#else
  __VERIFIER_assume(x > 0);
#endif
  if (x <= 0) {
    // REACH2: {{^}}UNKNOWN: unsupported: {{.+}} at {{.*}}unsupported-dead-code.c:[[@LINE+2]]{{$}}
    // REACH2-NOT: {{.}}
    long double half = x * 0.5L;
    x = (int)half;
  }

  // x * x + 1 is odd whenever x is even, and x * x + x is always even: never both 6.
  int y = x * x + 1;
#ifdef REACH_3
  y = 6;
#endif
  if (y == 6 && (x * x + x) % 2 == 0)
    x = variadic(1, x, (struct wide){{x}});

  if (x > 1000000) {
    exit(0);
    __asm__ volatile("" : "+r"(x));
    x = variadic(2, x, (int)(x * 1.5L), (struct wide){{x}});
  }
  assert(x > 0);
  return x > 1000000 ? never_called(x) : 0;
}

// An error reachable on a path that avoids an unsupported construct is still UNSAFE
// (docs/encoding.md: an error found on another path is reported), with the trace of
// that path; the unsupported construct on the other path does not show up. The
// construct here is one cbounds does not support yet: a variadic function reading its
// arguments (va_start), or long double (x86_fp80) arithmetic.
//
// RUN: %expect 10 %cbounds %s --no-static-proof 2> %t.err | FileCheck %s
// RUN: not grep . %t.err
// RUN: %expect 10 %cbounds %s --no-static-proof -DLONG_DOUBLE | FileCheck %s
// RUN: %expect 10 %cbounds %s --no-static-proof -DAFTER -DNOERROR | FileCheck %s --check-prefix=AFTER
// RUN: %expect 10 %cbounds %s --no-static-proof -DAFTER -DNOERROR -DLONG_DOUBLE | FileCheck %s --check-prefix=AFTER
// Without the error, the unsupported construct decides: UNKNOWN, at its own line.
// RUN: %expect 20 %cbounds %s --no-static-proof -DNOERROR | FileCheck %s --check-prefix=NOERROR
// RUN: %expect 20 %cbounds %s --no-static-proof -DNOERROR -DLONG_DOUBLE | FileCheck %s --check-prefix=NOERROR-LD

#include <assert.h>
#include <stdarg.h>

// Passed by value to a variadic function: va_start does not lay it out.
struct wide {
  int a[5];
};

extern int __VERIFIER_nondet_int(void);

static int pick(int n, ...) {
  va_list ap;
  // NOERROR: {{^}}UNKNOWN: unsupported: variadic function reading its arguments (va_start): one is a struct or long double at {{.*}}unsupported-avoided-path.c:[[@LINE+2]]{{$}}
  // NOERROR-NOT: {{.}}
  va_start(ap, n);
  int v = va_arg(ap, int);
  va_end(ap);
  return v;
}

static int scale(int v) {
  // The first long double operation: the conversion from int.
  // NOERROR-LD: {{^}}UNKNOWN: unsupported: {{.+}} at {{.*}}unsupported-avoided-path.c:[[@LINE+2]]{{$}}
  // NOERROR-LD-NOT: {{.}}
  long double d = v;
  d = d * 1.5L;
  return (int)d;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 100) {
#ifdef LONG_DOUBLE
    x = scale(x);
#else
    x = pick(1, x, (struct wide){{x}});
#endif
  } else {
#ifndef NOERROR
    // CHECK: {{^}}UNSAFE: assertion failed at {{.*}}unsupported-avoided-path.c:[[@LINE+9]]{{$}}
    // CHECK-NEXT: {{^}}trace:{{$}}
    // CHECK-NEXT: {{^}}  {{.*}}unsupported-avoided-path.c:[[@LINE-11]]  int x = __VERIFIER_nondet_int();{{$}}
    // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 42{{$}}
    // CHECK-NEXT: {{^ +}}x = 42{{$}}
    // CHECK-NEXT: {{^}}  {{.*}}unsupported-avoided-path.c:[[@LINE-13]]  if (x > 100) {{[{]}}{{$}}
    // CHECK-NEXT: {{^}}  {{.*}}unsupported-avoided-path.c:[[@LINE+3]]  assert(x != 42);{{$}}
    // CHECK-NEXT: {{^ +}}^ assertion failed{{$}}
    // CHECK-NOT: {{.}}
    assert(x != 42);
#endif
  }
#ifdef AFTER
  // The error comes after the join, where only the path through the else-branch goes on.
  // AFTER: {{^}}UNSAFE: assertion failed at {{.*}}unsupported-avoided-path.c:[[@LINE+4]]{{$}}
  // AFTER-NOT: pick
  // AFTER-NOT: scale
  // AFTER: {{^ +}}^ assertion failed{{$}}
  assert(x != 7);
#endif
  return 0;
}

// Variadic functions are inlined like others, so calling one that does not read its
// variadic arguments is followed (and printf is a model). Reading the arguments
// (va_start, va_arg) is not supported yet when one is a struct or long double: UNKNOWN, exit status 20, naming the
// construct and the line of va_start, in the text and in the JSON report.
//
// RUN: %expect 20 %cbounds %s 2> %t.err | FileCheck %s
// RUN: not grep . %t.err
// RUN: %expect 20 %cbounds %s --json %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %expect 0 %cbounds %s -DNO_READ 2> %t.noread.err | FileCheck %s --check-prefix=OK
// RUN: not grep . %t.noread.err
// RUN: %expect 10 %cbounds %s -DNO_READ -DBUG | FileCheck %s --check-prefix=BUG
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
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

// Uses only its fixed parameter.
static int count_of(int count, ...) { return count; }

static int first_of(int count, ...) {
  va_list ap;
  // CHECK: {{^}}UNKNOWN: unsupported: variadic function reading its arguments (va_start): one is a struct or long double at {{.*}}unsupported-va-start.c:[[@LINE+7]]{{$}}
  // CHECK-NOT: {{.}}
  // JSON: "verdict": "UNKNOWN",
  // JSON-NEXT: "reason": "unsupported: variadic function reading its arguments (va_start): one is a struct or long double",
  // JSON-NEXT: "location": {
  // JSON-NEXT: "file": "{{.*}}unsupported-va-start.c",
  // JSON: "line": [[@LINE+1]],
  va_start(ap, count);
  int v = va_arg(ap, int);
  va_end(ap);
  return v;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int n = count_of(2, x, 5);
  printf("n = %d\n", n);
  assert(n == 2);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}unsupported-va-start.c:[[@LINE+5]]{{$}}
  // BUG: {{^}}  {{.*}}unsupported-va-start.c:[[@LINE+2]]  -> count_of{{$}}
  // BUG: {{^}}  {{.*}}unsupported-va-start.c:[[@LINE+1]]  <- count_of{{$}}
  n = count_of(x, 1.5);
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(n != 3);
#endif
#ifndef NO_READ
  int y = first_of(2, x, (struct wide){{5}});
  return y - x;
#else
  return 0;
#endif
}

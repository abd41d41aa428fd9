// -DNAME, -DNAME=VALUE, -D NAME and -D NAME=VALUE define macros for compiling C, in any
// position on the command line.
//
// RUN: %expect 10 %cbounds %s --no-static-proof | FileCheck %s --check-prefix=NOFLAG
// RUN: %expect 0 %cbounds %s --no-static-proof -DFLAG | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --no-static-proof -D FLAG | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds --no-static-proof -D FLAG %s -D VALUE=4 | FileCheck %s --check-prefix=VALUE4
// RUN: %expect 10 %cbounds %s --no-static-proof -DVALUE=4 -DFLAG | FileCheck %s --check-prefix=VALUE4
// -DNAME defines NAME as 1, like a C compiler does.
// RUN: %expect 0 %cbounds %s --no-static-proof -DFLAG -DONE | FileCheck %s --check-prefix=OK
// A value with spaces passes through as one argument.
// RUN: %expect 0 %cbounds %s --no-static-proof -DFLAG "-DVALUE=(1 + 2)" | FileCheck %s --check-prefix=OK
// -D with nothing to define is a usage error.
// RUN: %expect 2 %cbounds %s --no-static-proof -D 2>&1 | FileCheck %s --check-prefix=MISSING
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds
// MISSING: {{^}}cbounds: error: option '-D' needs a value{{.*}}
// MISSING-NOT: {{^}}SAFE

#include <assert.h>

#ifndef VALUE
#define VALUE 3
#endif
#ifdef FLAG
#define FLAG_DEFINED 1
#else
#define FLAG_DEFINED 0
#endif

int main(void) {
#ifdef ONE
  assert(ONE == 1);
#endif
  // NOFLAG: {{^}}UNSAFE: assertion failed at {{.*}}define-macros.c:[[@LINE+3]]{{$}}
  // NOFLAG-NEXT: {{^}}trace:
  // NOFLAG-NEXT: {{^}}  {{.*}}define-macros.c:[[@LINE+1]]  assert(FLAG_DEFINED);{{$}}
  assert(FLAG_DEFINED);
  // VALUE4: {{^}}UNSAFE: assertion failed at {{.*}}define-macros.c:[[@LINE+1]]{{$}}
  assert(VALUE == 3);
  return 0;
}

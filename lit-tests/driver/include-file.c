// -include FILE includes FILE before the first line of the source, as with a C
// compiler: lit-tests/inputs/prelude.h defines PRELUDE_VALUE, which nothing here includes.
//
// RUN: %expect 0 %cbounds %s --no-static-proof -include %S/../inputs/prelude.h | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds --no-static-proof -include %S/../inputs/prelude.h %s --unwind 3 | FileCheck %s --check-prefix=OK3
// RUN: %expect 10 %cbounds %s --no-static-proof | FileCheck %s --check-prefix=BAD
// A file that does not exist is an error of the compiler: exit status 2.
// RUN: %expect 2 %cbounds %s --no-static-proof -include %t.does-not-exist.h > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=NOFILE < %t.err
// RUN: not grep . %t.out
// RUN: %expect 2 %cbounds %s --no-static-proof -include 2>&1 | FileCheck %s --check-prefix=MISSING
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK3: {{^}}SAFE: no error found within the bounds{{$}}
// OK3-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 3 times, 1 thread{{$}}
// NOFILE: does-not-exist.h' file not found
// NOFILE: {{^}}cbounds: error: {{.*}}include-file.c does not compile{{$}}
// MISSING: {{^}}cbounds: error: option '-include' needs a value{{.*}}

#include <assert.h>

#ifndef PRELUDE_VALUE
#define PRELUDE_VALUE 0
#endif

int main(void) {
  // BAD: {{^}}UNSAFE: assertion failed at {{.*}}include-file.c:[[@LINE+1]]{{$}}
  assert(PRELUDE_VALUE == 42);
  return 0;
}

// -I DIR and -IDIR add an include directory for compiling C: the header
// cbounds-test-config.h is only in lit-tests/inputs. Without it the file does not
// compile (exit status 2, clang's diagnostic on standard error).
//
// RUN: %expect 0 %cbounds %s -I %S/../inputs | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -I%S/../inputs | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds -I %S/../inputs %s | FileCheck %s --check-prefix=OK
// A directory without the header first does not hide the one with it.
// RUN: %expect 0 %cbounds %s -I %S -I%S/../inputs | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -I %S/../inputs -DBUG | FileCheck %s --check-prefix=BAD
// RUN: %expect 2 %cbounds %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=NOTFOUND < %t.err
// RUN: not grep . %t.out
// -I with nothing after it is a usage error.
// RUN: %expect 2 %cbounds %s -I 2>&1 | FileCheck %s --check-prefix=MISSING
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds
// NOTFOUND: 'cbounds-test-config.h' file not found
// NOTFOUND: {{^}}cbounds: error: {{.*}}include-dirs.c does not compile{{$}}
// MISSING: {{^}}cbounds: error: option '-I' needs a value{{.*}}

#include <assert.h>
#include "cbounds-test-config.h"

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x < 100);
  int y = config_scale(x);
#ifdef BUG
  // BAD: {{^}}UNSAFE: assertion failed at {{.*}}include-dirs.c:[[@LINE+1]]{{$}}
  assert(y != 42);
#endif
  assert(y == x * 7 && CONFIG_LIMIT == 7);
  return 0;
}

// NOT-COMPILABLE: main(int, int) is rejected by a plain clang (plugin/verify-all.test skips it).
// Old C that gcc compiles with warnings compiles (issue 39): `return;` in a function
// returning int, a value returned from a void function, an implicit declaration, an
// integer assigned to a pointer, and a main whose second parameter is not `char **`
// (which clang rejects: cbounds compiles such a file again as freestanding C and says
// so). -W options pass through to clang: -Werror=return-mismatch makes the first an
// error again, -Wno-return-mismatch silences it.
//
// RUN: %expect 0 %cbounds %s --no-static-proof 2> %t.err | FileCheck %s --check-prefix=OK
// gcc's -pthread, as build command lines have it, is accepted (not -p with "thread").
// RUN: %expect 0 %cbounds %s --no-static-proof -pthread 2>/dev/null | FileCheck %s --check-prefix=OK
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %expect 10 %cbounds %s --no-static-proof -DBUG 2>/dev/null | FileCheck %s --check-prefix=BUG
// RUN: %expect 2 %cbounds %s --no-static-proof -Werror=return-mismatch 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: %expect 0 %cbounds %s --no-static-proof -Wno-return-mismatch -Wno-int-conversion 2> %t.quiet
// RUN: not grep -e '-Wreturn-mismatch' -e '-Wint-conversion' %t.quiet
// RUN: %expect 0 %cbounds %s --no-static-proof 2>&1 | grep -e '-Wint-conversion'
// RUN: grep -e 'implicit-function-declaration' %t.quiet
// -W alone is a usage error.
// RUN: %expect 2 %cbounds %s -W 2>&1 | FileCheck %s --check-prefix=ALONE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// WARN: cbounds: warning: {{.*}}gcc-compatible-c.c: main's parameters are not (int, char **): compiled as freestanding C
// WARN: warning: non-void function 'sign' should return a value [-Wreturn-mismatch]
// WERROR: error: non-void function 'sign' should return a value [-Wreturn-mismatch]
// WERROR: cbounds: error: {{.*}}gcc-compatible-c.c does not compile
// ALONE: cbounds: error: option '-W' takes its value attached (-Wall)

#include <assert.h>

int sign(int x) {
  if (x == 0)
    return; /* gcc: warning; the value is never used */
  return x > 0 ? 1 : -1;
}

void note(int x) { return x; }

int main(argc, argv) int argc; int argv; {
  int zero = argc - argc;
  int *p = zero; /* an int assigned to a pointer: gcc warns */
  note(argc);
  if (argc > 0 && argc < 100) {
#ifdef BUG
    // BUG: {{^}}UNSAFE: assertion failed at {{.*}}gcc-compatible-c.c:[[@LINE+1]]{{$}}
    assert(sign(argc) == 0);
#endif
    assert(sign(argc) == 1);
  }
  helper(argc); /* implicitly declared, defined below */
  return p == 0 ? 0 : 1;
}

int helper(int x) { return x; }

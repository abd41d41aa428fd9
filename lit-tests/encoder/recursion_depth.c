// Recursion is unwound like loops: N nested recursive calls need --unwind N. Deeper
// recursion gives UNKNOWN naming the function and the call; a bug below the bound is
// not hidden by the cut.
// RUN: %expect 0 %cbounds %s --unwind 10 | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --unwind 9 | FileCheck %s --check-prefix=CUT
// RUN: %expect 20 %cbounds %s -DDEPTH=15 | FileCheck %s --check-prefix=CUT10
// RUN: %expect 0 %cbounds %s -DDEPTH=15 --unwind 15 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DDEPTH=15 -DBUG | FileCheck %s --check-prefix=BUG
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// CUT: {{^}}UNKNOWN: recursion of depth may go deeper than 9 calls at {{.*}}recursion_depth.c:26 (raise --unwind){{$}}
// CUT10: {{^}}UNKNOWN: recursion of depth may go deeper than 10 calls at {{.*}}recursion_depth.c:26 (raise --unwind){{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}recursion_depth.c:24{{$}}
// BUG: ^ assertion failed
#include <assert.h>

#ifndef DEPTH
#define DEPTH 10
#endif

static int depth(int n) {
  if (n == 0)
    return 0;
#ifdef BUG
  assert(n != DEPTH - 3);
#endif
  return 1 + depth(n - 1);
}

int main(void) {
  assert(depth(DEPTH) == DEPTH);
  return 0;
}

// Options may come before and after FILE, in any order; each is applied wherever it is.
//
// RUN: %expect 0 %cbounds -K 3 --unwind 4 %s | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -K 3 --unwind 4 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds --unwind 4 %s -K 3 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds --stats -K3 %s --unwind=4 -DUNUSED | FileCheck %s --check-prefixes=OK,STATS
// RUN: %expect 20 %cbounds --unwind 3 %s -K 3 | FileCheck %s --check-prefix=CUT
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=3 rounds, loops and recursion unwound up to 4 times, 1 thread{{$}}
// STATS-NEXT: {{^}}stats: front end

#include <assert.h>

int main(void) {
  int n = 1;
  // CUT: {{^}}UNKNOWN: loop may run more than 3 iterations at {{.*}}option-order.c:[[@LINE+1]] (raise --unwind){{$}}
  while (n < 16)
    n *= 2;
  assert(n == 16);
  return 0;
}

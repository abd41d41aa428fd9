// --unwind N: a loop with exactly N iterations is SAFE with --unwind N (the bound is in
// the bounds line) and UNKNOWN with N-1, naming the loop's line and the bound to raise
// (docs/output.md: `UNKNOWN: loop may run more than 10 iterations at prog.c:4 (raise --unwind)`).
//
// RUN: %expect 0 %cbounds %s --unwind 6 | FileCheck %s --check-prefix=SAFE6
// RUN: %expect 0 %cbounds %s --unwind=6 | FileCheck %s --check-prefix=SAFE6
// RUN: %expect 0 %cbounds %s --unwind 7 | FileCheck %s --check-prefix=SAFE7
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=DEFAULT
// RUN: %expect 20 %cbounds %s --unwind 5 | FileCheck %s --check-prefix=CUT5
// RUN: %expect 20 %cbounds %s --unwind 1 | FileCheck %s --check-prefix=CUT1
//
// SAFE6: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE6-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 6 times, 1 thread{{$}}
// SAFE6-NOT: {{.}}
// SAFE7: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE7-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 7 times, 1 thread{{$}}
// DEFAULT: {{^}}SAFE: no error found within the bounds{{$}}
// DEFAULT-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

int main(void) {
  int sum = 0;
  // CUT5: {{^}}UNKNOWN: loop may run more than 5 iterations at {{.*}}unwind-exact.c:[[@LINE+3]] (raise --unwind){{$}}
  // CUT5-NOT: {{.}}
  // CUT1: {{^}}UNKNOWN: loop may run more than 1 iteration at {{.*}}unwind-exact.c:[[@LINE+1]] (raise --unwind){{$}}
  for (int i = 0; i < 6; i++)
    sum += i;
  assert(sum == 15);
  return 0;
}

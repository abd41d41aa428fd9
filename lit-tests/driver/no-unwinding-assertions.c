// --no-unwinding-assertions: a loop cut at the bound no longer makes the verdict
// UNKNOWN. SAFE is then followed by the warning line (docs/output.md); an error within
// the iterations that were explored is still UNSAFE.
//
// The loop runs n times for a nondet n; the error is in iteration LIMIT+1.
// RUN: %expect 20 %cbounds %s --unwind 3 -DLIMIT=10 | FileCheck %s --check-prefix=CHECKED
// RUN: %expect 0 %cbounds %s --unwind 3 -DLIMIT=10 --no-unwinding-assertions 2> %t.err | FileCheck %s --check-prefix=WARN
// The warning is on standard output, not repeated on standard error.
// RUN: not grep . %t.err
// RUN: %expect 0 %cbounds --no-unwinding-assertions %s --unwind 3 -DLIMIT=7 | FileCheck %s --check-prefix=WARN
// RUN: %expect 10 %cbounds %s --unwind 3 -DLIMIT=1 --no-unwinding-assertions | FileCheck %s --check-prefix=FOUND
// RUN: %expect 10 %cbounds %s --unwind 3 -DLIMIT=2 --no-unwinding-assertions | FileCheck %s --check-prefix=FOUND
// Without a cut loop there is nothing to warn about.
// RUN: %expect 0 %cbounds %s --unwind 3 -DLIMIT=10 -DSMALL --no-unwinding-assertions | FileCheck %s --check-prefix=NOWARN
//
// WARN: {{^}}SAFE: no error found within the bounds{{$}}
// WARN-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 3 times, 1 thread{{$}}
// WARN-NEXT: {{^}}warning: loops were cut at the unwind bound without checking: SAFE holds only for executions within it{{$}}
// WARN-NOT: {{.}}
// NOWARN: {{^}}SAFE: no error found within the bounds{{$}}
// NOWARN-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 3 times, 1 thread{{$}}
// NOWARN-NOT: {{.}}

#ifndef LIMIT
#define LIMIT 10
#endif

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
#ifdef SMALL
  __VERIFIER_assume(n <= 2);
#endif
  // CHECKED: {{^}}UNKNOWN: loop may run more than 3 iterations at {{.*}}no-unwinding-assertions.c:[[@LINE+1]] (raise --unwind){{$}}
  for (int i = 0; i < n; i++) {
    // FOUND: {{^}}UNSAFE: reach_error() called at {{.*}}no-unwinding-assertions.c:[[@LINE+3]]{{$}}
    // FOUND: {{^ +}}^ reach_error() called{{$}}
    if (i == LIMIT)
      reach_error();
  }
  return 0;
}

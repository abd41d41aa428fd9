// --unroll-forced: an iteration that no path can leave (no path left the loop in the
// iteration before, so the next one is certain) does not count against --unwind. A loop
// with a constant trip count is then unrolled whole, whatever --unwind says, while a loop
// whose exit depends on data still meets the bound.
//
// 43 iterations of a constant loop, 20 of a constant loop nested in one that runs a
// nondeterministic 0..3 times: UNKNOWN at --unwind 10 without the option, SAFE with it,
// and the bugs at the last iteration are found.
// RUN: %expect 20 %cbounds %s | FileCheck %s --check-prefix=CUT
// RUN: %expect 0 %cbounds %s --unroll-forced | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s --unroll-forced -DLAST | FileCheck %s --check-prefix=LAST
// RUN: %expect 10 %cbounds %s --unroll-forced -DNESTED | FileCheck %s --check-prefix=NESTED
//
// The edges: a loop whose exit is a nondeterministic choice leaves in every iteration, so
// none is forced and it still meets --unwind 10 (an encoder that counted no iteration
// would unroll it 1000 times and report the failure at 12). A loop that no path ever
// leaves is unrolled 1000 times and then counts as usual: cut, UNKNOWN, no hang.
// RUN: %expect 20 %cbounds %s --unroll-forced -DCHOICE | FileCheck %s --check-prefix=CHOICE
// RUN: %expect 10 %cbounds %s --unroll-forced -DCHOICE --unwind 12 | FileCheck %s --check-prefix=CHOICEBUG
// RUN: %expect 20 %cbounds %s --unroll-forced -DFOREVER | FileCheck %s --check-prefix=FOREVER
// The JSON report says which unrolling its bounds mean.
// RUN: %cbounds-bin %s --no-deepen --unroll-forced --json %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// CUT: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}unroll_forced.c:{{[0-9]+}} (raise --unwind){{$}}
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times (and the iterations no path can leave), 1 thread{{$}}
// JSON: "unroll_forced": true

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int x;

int main(void) {
  for (int i = 0; i <= 42; i++)
    x = i;
#ifdef LAST
  // LAST: {{^}}UNSAFE: assertion failed at {{.*}}unroll_forced.c:[[@LINE+1]]{{$}}
  assert(x != 42);
#endif
  assert(x == 42);
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  int sum = 0;
  for (int o = 0; o < n; o++)
    for (int k = 0; k < 20; k++)
      sum++;
#ifdef NESTED
  // NESTED: {{^}}UNSAFE: assertion failed at {{.*}}unroll_forced.c:[[@LINE+1]]{{$}}
  assert(sum != 60);
#endif
  assert(sum == 20 * n);
#ifdef CHOICE
  int more = 0;
  // CHOICE: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}unroll_forced.c:[[@LINE+1]] (raise --unwind){{$}}
  while (__VERIFIER_nondet_int())
    more++;
  // CHOICEBUG: {{^}}UNSAFE: assertion failed at {{.*}}unroll_forced.c:[[@LINE+1]]{{$}}
  assert(more < 12);
#endif
#ifdef FOREVER
  unsigned spins = 0;
  // FOREVER: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}unroll_forced.c:[[@LINE+1]] (raise --unwind){{$}}
  for (;;)
    spins++;
#endif
  return 0;
}

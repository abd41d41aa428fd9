// --timeout S: a hard instance (factoring a 64-bit semiprime of two 32-bit primes by
// inverting a multiplication of two nondet values) is given up after S seconds with
// `UNKNOWN: timeout after S s` and exit status 20, and soon after S.
//
// RUN: %python -c "import time; print(time.time())" > %t.start
// RUN: %expect 20 %cbounds %s --timeout 1 | FileCheck %s --check-prefix=ONE
// RUN: %python -c "import sys, time; elapsed = time.time() - float(open(sys.argv[1]).read()); print('elapsed %%.2f s' %% elapsed); sys.exit(elapsed > 2.5)" %t.start
// A timeout while clang still compiles: the same verdict, and clang's output file is
// not left behind in TMPDIR.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp %expect 20 %cbounds %s --timeout 0.01 | FileCheck %s --check-prefix=EARLY
// RUN: ls -A %t.tmp | count 0
// Fractions of a second are allowed and printed as given; the JSON report says so too.
// RUN: %expect 20 %cbounds %s --timeout=0.2 --json %t.json | FileCheck %s --check-prefix=FIFTH
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// ONE: {{^}}UNKNOWN: timeout after 1 s{{$}}
// ONE-NOT: {{.}}
// EARLY: {{^}}UNKNOWN: timeout after 0.01 s{{$}}
// FIFTH: {{^}}UNKNOWN: timeout after 0.2 s{{$}}
// JSON: "verdict": "UNKNOWN",
// JSON-NEXT: "reason": "timeout after 0.2 s",

#include <assert.h>

extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned long long p = __VERIFIER_nondet_ulonglong();
  unsigned long long q = __VERIFIER_nondet_ulonglong();
  __VERIFIER_assume(p > 1 && q > 1);
  __VERIFIER_assume(p <= 0xffffffffull && q <= 0xffffffffull);
  /* 3538334777 * 2767054501 */
  assert(p * q != 9790765170742681277ull);
  return 0;
}

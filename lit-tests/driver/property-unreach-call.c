// --property unreach-call (SV-COMP): only a call of reach_error violates the property.
// Any other failure (a failed assert, an out-of-bounds access, other undefined
// behaviour) is not a violation, and the program's behaviour after it is not defined:
// the execution ends there and the verdict is UNKNOWN if it is reachable, never UNSAFE
// and never SAFE. Without --property every failure is an error (UNSAFE).
//
// RUN: %expect 20 %cbounds %s --no-static-proof -DOOB --property unreach-call | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --no-static-proof -DOOB | FileCheck %s --check-prefix=OOBALL
// RUN: %expect 20 %cbounds %s --no-static-proof -DASSERT --property ../properties/unreach-call.prp | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s --no-static-proof -DREACH --property unreach-call | FileCheck %s --check-prefix=REACH
// A reach_error after a failure that cannot happen is still found.
// RUN: %expect 10 %cbounds %s --no-static-proof -DREACH -DOOB_NEVER --property unreach-call | FileCheck %s --check-prefix=REACH
// RUN: %expect 0 %cbounds %s --no-static-proof --property unreach-call | FileCheck %s --check-prefix=SAFE
// In a thread, too.
// RUN: %expect 20 %cbounds %s --no-static-proof -DTHREAD --property unreach-call | FileCheck %s --check-prefix=OOB
// RUN: %expect 2 %cbounds %s --no-static-proof --property termination 2>&1 | FileCheck %s --check-prefix=BADPROP
//
// OOB: {{^}}UNKNOWN: out-of-bounds memory access before any call of reach_error (property unreach-call) at {{.*}}property-unreach-call.c:{{[0-9]+}}{{$}}
// OOBALL: {{^}}UNSAFE: out-of-bounds memory access at
// ASSERT: {{^}}UNKNOWN: assertion failed before any call of reach_error (property unreach-call) at
// REACH: {{^}}UNSAFE: reach_error() called at
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// BADPROP: {{^}}cbounds: error: --property: 'termination' is not supported (supported: unreach-call, no-data-race, valid-memsafety, valid-memcleanup, no-overflow, no-deadlock) (try --help)

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
void reach_error(void) { assert(0); }

int a[4];

void *store(void *arg) {
  int n = *(int *)arg;
#if defined(OOB) || defined(THREAD)
  if (n >= 0 && n <= 4)
    a[n] = 1;
#endif
#ifdef OOB_NEVER
  if (n >= 0 && n < 4)
    a[n] = 1;
#endif
  return arg;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
#ifdef THREAD
  pthread_t t;
  pthread_create(&t, 0, store, &n);
  pthread_join(t, 0);
#else
  store(&n);
#endif
#ifdef ASSERT
  assert(n != 7);
#endif
#ifdef REACH
  if (n == 3)
    reach_error();
#endif
  return 0;
}

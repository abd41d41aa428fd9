// --deepen: a check with larger bounds that ends abruptly (the SAT solver out of memory,
// the timeout backstop) leaves the answer with the bounds before it standing, on
// standard output with its exit status, and in the --json report; standard error says
// that the deeper check ended. Before, the whole run said "UNKNOWN: aborted" and the
// SAFE already found was lost. CBOUNDS_TEST_HOOKS=abort-deeper makes every deeper check abort
// at its start.
//
// RUN: env CBOUNDS_TEST_HOOKS=abort-deeper %expect 0 %cbounds-bin %s --max-rounds 1 --deepen --timeout 60 --json %t.json 2>%t.err | FileCheck %s --check-prefix=SAFE
// RUN: FileCheck %s --check-prefix=WHY < %t.err
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// The loop: UNKNOWN at the unwind bound stands the same way, with its status.
// RUN: env CBOUNDS_TEST_HOOKS=abort-deeper %expect 20 %cbounds-bin %s -DLOOP --deepen --timeout 60 2>&1 | FileCheck %s --check-prefix=LOOP
// With --no-deepen there is no deeper check, and no fallback.
// RUN: env CBOUNDS_TEST_HOOKS=abort-deeper %expect 0 %cbounds-bin %s --no-deepen -K 1 | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// SAFE-NEXT: {{^}}bounds: K=1 rounds, loops and recursion unwound up to 10 times, up to 8 threads{{$}}
// WHY: cbounds: the check with larger bounds ended (aborted: out of memory or an internal error): the answer with the bounds before it stands
// JSON: "verdict": "SAFE"
// JSON: "rounds": 1
// LOOP: UNKNOWN: loop may run more than 10 iterations at {{.*}}deepen-fallback.c:[[#@LINE+18]] (raise --unwind)
// LOOP: cbounds: the check with larger bounds ended

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int x;

void *worker(void *arg) {
  x = 1;
  return arg;
}

int main(void) {
#ifdef LOOP
  int n = 0;
  while (__VERIFIER_nondet_int())
    n++;
#endif
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(x == 1);
  return 0;
}

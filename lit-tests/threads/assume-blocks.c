// SV-COMP's __VERIFIER_assume(0) loops for ever: the thread that calls it makes no more
// steps, and the other threads go on. It does not undo what the thread did before, so
// an error another thread reaches after that is real. Cutting the whole execution at a
// failed assume (as in a sequential program) would hide it: the writer below sets the
// flag and then waits for ever, and main sees the flag.
//
// RUN: %expect 10 %cbounds %s --property unreach-call | FileCheck %s --check-prefix=SEEN
// RUN: %expect 10 %cbounds %s -K 2 | FileCheck %s --check-prefix=SEEN
// RUN: %expect 0 %cbounds %s -K 1 | FileCheck %s --check-prefix=SAFE
// Inside an atomic section nobody else may run, so waiting for ever there stops the
// whole program: the flag set in the same section is never seen.
// RUN: %expect 0 %cbounds %s -DATOMIC | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DATOMIC_FUNCTION | FileCheck %s --check-prefix=SAFE
// An assume that holds lets the thread go on.
// RUN: %expect 10 %cbounds %s -DHOLDS -K 2 | FileCheck %s --check-prefix=SEEN
// Without threads the program ends there.
// RUN: %expect 0 %cbounds %s -DNO_THREADS | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <pthread.h>

extern void __VERIFIER_assume(int);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);

int flag, go;

void __VERIFIER_atomic_set_and_wait(void) {
  flag = 1;
  __VERIFIER_assume(go);
}

void *writer(void *arg) {
#if defined(ATOMIC)
  __VERIFIER_atomic_begin();
  flag = 1;
  __VERIFIER_assume(go);
  __VERIFIER_atomic_end();
#elif defined(ATOMIC_FUNCTION)
  __VERIFIER_atomic_set_and_wait();
#elif defined(HOLDS)
  __VERIFIER_assume(!go);
  flag = 1;
#else
  flag = 1;
  __VERIFIER_assume(go);
#endif
  return arg;
}

int main(void) {
#ifdef NO_THREADS
  writer(0);
#else
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
#endif
  if (flag && !go)
    // SEEN: {{^}}UNSAFE: reach_error() called at {{.*}}assume-blocks.c:[[@LINE+1]]{{$}}
    reach_error();
  return 0;
}

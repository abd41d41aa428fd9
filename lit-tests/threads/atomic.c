// Atomicity without locks: SV-COMP's __VERIFIER_atomic_begin()/__VERIFIER_atomic_end()
// brackets, functions whose name starts with __VERIFIER_atomic_ (executed as one atomic
// step), and the GCC builtins __atomic_fetch_add and __sync_fetch_and_add.
// Two threads each increment x once, main joins both and asserts x == 2: the lost
// update of lost-update.c, which needs K=3 (see there: one thread must be preempted
// between its load and its store, so it finishes in a round >= 2 and main joins it in
// a round >= 3).
//   Default: T1 increments inside __VERIFIER_atomic_begin/end, T2 calls
//   __VERIFIER_atomic_inc(): no context switch between load and store: SAFE (K=3, 4).
//   -DBUILTINS: T1 uses __atomic_fetch_add, T2 __sync_fetch_and_add; each records the
//   value it fetched, and main also asserts the two are 0 and 1 in some order: SAFE.
//   -DBUG: both increments are plain x++ (the function loses its __VERIFIER_atomic_
//   prefix): UNSAFE with K=3 (schedule of lost-update.c), SAFE with K=2.
//   -DHALF: only T1 is atomic, T2 does a plain x++: still UNSAFE with K=3. Round 1:
//   main creates both, blocks; T1 does nothing yet; T2 loads 0, preempted. Round 2:
//   T1 increments atomically (x = 1); T2 stores 1. Round 3: main joins, x == 1.
//
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 4 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUILTINS -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUILTINS -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 3 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DHALF -K 3 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int x;
#ifdef BUILTINS
static int fetched[2];
#endif

#if defined(BUG) || defined(HALF)
static void plain_inc(void) {
  x++;
}
#define INC2 plain_inc
#else
void __VERIFIER_atomic_inc(void) {
  x++;
}
#define INC2 __VERIFIER_atomic_inc
#endif

static void *t1_body(void *arg) {
  (void)arg;
#if defined(BUILTINS)
  fetched[0] = __atomic_fetch_add(&x, 1, __ATOMIC_SEQ_CST);
#elif defined(BUG)
  x++;
#else
  __VERIFIER_atomic_begin();
  x++;
  __VERIFIER_atomic_end();
#endif
  return 0;
}

static void *t2_body(void *arg) {
  (void)arg;
#if defined(BUILTINS)
  fetched[1] = __sync_fetch_and_add(&x, 1);
#else
  INC2();
#endif
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, t1_body, 0);
  pthread_create(&t2, 0, t2_body, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}atomic.c:[[@LINE+1]]{{$}}
  assert(x == 2);
#ifdef BUILTINS
  assert(fetched[0] + fetched[1] == 1 && fetched[0] != fetched[1]);
#endif
  return 0;
}

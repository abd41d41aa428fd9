// Atomic accesses do not race among themselves: C11 atomics (an atomic read-modify-write
// and atomic loads), an __VERIFIER_atomic_ function, and a __VERIFIER_atomic_begin/end
// block. An atomic access and a plain one to the same variable do race: the plain
// increment of -DPLAIN_RMW against the C11 atomic one, the plain read of -DPLAIN_READ
// against the write inside the atomic function, and the plain write of -DPLAIN_BLOCK
// against the read inside the atomic block (a monitor that marks every access of an
// atomic section as safe, or forgets the sections, gets one of these wrong).
//
// The lockset pre-pass proves it (every pair is atomic on both sides), so the default
// answers without the bounded check; --no-lockset runs the bounded check alone.
// RUN: %expect 0 %cbounds %s --race | FileCheck %s --check-prefix=NOCAND
// RUN: %expect 0 %cbounds %s --race --no-lockset | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race --lockset-only | FileCheck %s --check-prefix=NOCAND
// RUN: %expect 10 %cbounds %s --race -DPLAIN_RMW | FileCheck %s --check-prefix=RMW
// RUN: %expect 10 %cbounds %s --race -DPLAIN_READ | FileCheck %s --check-prefix=READ
// RUN: %expect 10 %cbounds %s --race -DPLAIN_BLOCK | FileCheck %s --check-prefix=BLOCK
//
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// NOCAND: {{^}}SAFE: no two accesses can race (lockset analysis, any bounds){{$}}
// RMW: {{^}}UNSAFE: data race at {{.*}}atomic.c:{{(40|53)}}{{$}}
// RMW: race, {{.*}}atomically writes &hits
// READ: {{^}}UNSAFE: data race at {{.*}}atomic.c:{{(36|58)}}{{$}}
// READ: race, {{.*}}atomically writes &total
// BLOCK: {{^}}UNSAFE: data race at {{.*}}atomic.c:{{(43|64)}}{{$}}
// BLOCK: race, {{.*}}atomically reads &flag

#include <pthread.h>
#include <stdatomic.h>

atomic_int hits;
int total;
int flag;
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

void __VERIFIER_atomic_add(int n) { total = total + n; }

void *worker(void *arg) {
  int seen;
  atomic_fetch_add(&hits, 1);
  __VERIFIER_atomic_add(2);
  __VERIFIER_atomic_begin();
  seen = flag;
  __VERIFIER_atomic_end();
  return (void *)(long)seen;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifdef PLAIN_RMW
  hits = hits + 1; /* an atomic load, then an atomic store: not one atomic step */
  *(int *)&hits += 1;
#else
  atomic_fetch_add(&hits, 1);
#endif
#ifdef PLAIN_READ
  int read = total;
  (void)read;
#else
  __VERIFIER_atomic_add(3);
#endif
#ifdef PLAIN_BLOCK
  flag = 1;
#else
  __VERIFIER_atomic_begin();
  flag = 1;
  __VERIFIER_atomic_end();
#endif
  pthread_join(t, 0);
  return atomic_load(&hits);
}

// The final state under iterative context bounding is round k's copy, not round K's:
// the copies past k are never checked against their predecessors. Reading round K's
// copy there made main look blocked on a join of a thread that had finished (a false
// deadlock, caught by the native replay). Nothing here can block for good.
//
// RUN: %expect 0 %cbounds %s --property no-deadlock --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --property no-deadlock --no-static-proof -K 3 | FileCheck %s --check-prefix=SAFE
// The lock-order pass proves it for any bounds (and the precise check is skipped).
// RUN: %expect 0 %cbounds %s --property no-deadlock | FileCheck %s --check-prefix=LOCK-ORDER
// LOCK-ORDER: {{^S}}AFE: no execution deadlocks, with any number of threads{{.*}}(lock-order analysis
// RUN: %expect 10 %cbounds %s -DCHECK | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed

#include <assert.h>
#include <pthread.h>

int x;

void *increment(void *arg) {
  x++;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, increment, 0);
  pthread_create(&t2, 0, increment, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
#ifdef CHECK
  assert(x == 2);
#endif
  return 0;
}

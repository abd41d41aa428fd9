// Two threads take two mutexes in opposite orders: a deadlock needs thread 1 preempted
// between its two locks (k = 2), so one round per thread (-K 1) finds none. The report
// names the cycle: who holds what (acquired where) and waits for what (blocked where).
//
// RUN: %expect 0 %cbounds %s -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=DEADLOCK
// RUN: %expect 10 %cbounds %s --property no-deadlock | FileCheck %s --check-prefix=DEADLOCK
// The iterative search reports the smallest k that shows it.
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=K2
// SV-COMP's properties do not include deadlocks: unreach-call and --race ignore it.
// RUN: %expect 0 %cbounds %s --property unreach-call | FileCheck %s --check-prefix=ANY-SAFE
// RUN: %expect 0 %cbounds %s --property unreach-call --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --race | FileCheck %s --check-prefix=ANY-SAFE
// The static range analysis may not claim "SAFE for any bounds" when deadlocks count.
// RUN: %expect 10 %cbounds-bin %s | FileCheck %s --check-prefix=DEADLOCK
// A common gate lock around both orders: no cycle can form.
// RUN: %expect 0 %cbounds %s -DGATE | FileCheck %s --check-prefix=SAFE
// Thread 2 backs off with trylock: it never blocks on the second lock.
// RUN: %expect 0 %cbounds %s -DTRYLOCK --no-static-proof | FileCheck %s --check-prefix=SAFE
// The JSON report carries the cycle.
// RUN: %cbounds %s --json %t.json > /dev/null; FileCheck %s --check-prefix=JSON < %t.json
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// ANY-SAFE: {{^S}}AFE: {{.*}}any
// DEADLOCK: {{^}}UNSAFE: deadlock: thread 1 holds a ({{.*}}opposite-order.c:45), waits for b ({{.*}}opposite-order.c:46); thread 2 holds b ({{.*}}opposite-order.c:59), waits for a ({{.*}}opposite-order.c:64); thread 0 waits for thread 1 ({{.*}}opposite-order.c:78){{$}}
// K2: contexts: found with k=2 rounds (none with fewer)
// JSON: "deadlock": {
// JSON: "thread": 1,
// JSON: "waits_for": {
// JSON-NEXT: "object": "b",
// JSON: "kind": "lock"
// JSON: "holds": [{
// JSON-NEXT: "object": "a",
// JSON: "holder": 2

#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;

void *t1(void *arg) {
#ifdef GATE
  pthread_mutex_lock(&gate);
#endif
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
#ifdef GATE
  pthread_mutex_unlock(&gate);
#endif
  return 0;
}

void *t2(void *arg) {
#ifdef GATE
  pthread_mutex_lock(&gate);
#endif
  pthread_mutex_lock(&b);
#ifdef TRYLOCK
  if (pthread_mutex_trylock(&a) == 0)
    pthread_mutex_unlock(&a);
#else
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
#endif
  pthread_mutex_unlock(&b);
#ifdef GATE
  pthread_mutex_unlock(&gate);
#endif
  return 0;
}

int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}

// The default strategy (no option): a bug that needs many rounds of strict alternation
// is found within the default budget, where the bounded check alone (--no-deepen: the
// old default, iterative K up to 4) answers SAFE within its bounds. Four volleys each:
// the last hit needs 8 rounds. The fixed program stays SAFE (within the bounds the
// deepening reaches in 10 s).
// RUN: %expect 10 %cbounds-bin %s | FileCheck %s --check-prefix=FOUND
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=BOUNDED
// RUN: %expect 0 %cbounds-bin %s -DFIXED --timeout 10 | FileCheck %s --check-prefix=FIXED
// -K pins the rounds: no deepening of K and no schedule search, the same answer as the
// bounded check's.
// RUN: %expect 0 %cbounds-bin %s -K 4 | FileCheck %s --check-prefix=PINNED
//
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}default-strategy.c:[[#@LINE+43]]{{$}}
// BOUNDED: {{^}}SAFE: no error found within the bounds{{$}}
// BOUNDED-NEXT: {{^}}bounds: K=4 rounds,
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// FIXED-NEXT: {{^}}bounds: K={{[4-9]|[1-9][0-9]+}} rounds,
// PINNED: {{^}}SAFE: no error found within the bounds{{$}}
// PINNED-NEXT: {{^}}bounds: K=4 rounds,

#include <assert.h>
#include <pthread.h>

#define VOLLEYS 4
int turn, hits;

void *ping(void *arg) {
  for (int i = 0; i < VOLLEYS; i++) {
    while (turn != 0)
      ;
    hits++;
    turn = 1;
  }
  return arg;
}

void *pong(void *arg) {
  for (int i = 0; i < VOLLEYS; i++) {
    while (turn != 1)
      ;
    hits++;
    turn = 0;
  }
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, ping, 0);
  pthread_create(&b, 0, pong, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
#ifdef FIXED
  assert(hits <= 2 * VOLLEYS); /* not provable from intervals: hits only grows */
#else
  assert(hits != 2 * VOLLEYS);
#endif
  return 0;
}

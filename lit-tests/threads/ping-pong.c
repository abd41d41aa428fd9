// Ping-pong: two threads hand a shared `turn` back and forth, three hits each; every hit
// increments `volleys` and asserts volleys < 6, so the assertion fails exactly at the
// sixth hit, the third hit of the thread that does not serve. Each thread needs three
// contexts (its three hits are separated by the other thread's hits); the order of the
// round-robin schedule decides how many rounds these contexts need.
//
// Waiting for the turn is a bounded busy-wait followed by __VERIFIER_assume: the loop
// re-reads `turn` at most SPIN times, then the execution continues only if the turn has
// come. This keeps exactly the executions in which the wait ends within SPIN+1 reads;
// since a context switch may happen before every read of `turn`, a waiting thread can
// always be preempted before a read and read again in a later round, so the bounded
// wait loses no interleaving of the hits. (A wait that gave up and went on would change
// the program; one that looped without bound would hit the unwind bound.)
//
// Default: T2 (pong, created second) serves. Write Pk/Qk for the k-th hit of T1/T2.
// The hits happen in the order Q1 P1 Q2 P2 Q3 P3. In a round T1 runs before T2, so
//   - a hit of T1 after a hit of T2 is in a strictly later round,
//   - a hit of T2 after a hit of T1 can be in the same round.
// Hence Q1 >= 1, P1 >= 2, Q2 >= 2, P2 >= 3, Q3 >= 3, P3 >= 4: the failing sixth hit P3
// needs K=4 (SAFE with K=2 and K=3). With K=4: round 1 Q1; round 2 P1 Q2; round 3 P2 Q3;
// round 4 P3 fails. (Main creates both, then blocks on join(T1) until the end.)
//
// -DPING_SERVES: T1 serves, the order is P1 Q1 P2 Q2 P3 Q3 and the rounds are
// P1 >= 1, Q1 >= 1, P2 >= 2, Q2 >= 2, P3 >= 3, Q3 >= 3: the sixth hit Q3 needs K=3
// (SAFE with K=2). Same contexts per thread, one round fewer: only the order differs.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 4 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 4 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -DPING_SERVES -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DPING_SERVES -K 3 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_assume(int);

#ifndef SPIN
#define SPIN 2
#endif
#define HITS 3
#define PING 1
#define PONG 2

#ifdef PING_SERVES
static int turn = PING;
#else
static int turn = PONG;
#endif
static int volleys;

static void await_turn(int me) {
  for (int i = 0; i < SPIN && turn != me; i++) {
  }
  __VERIFIER_assume(turn == me);
}

static void hit(int me, int other) {
  await_turn(me);
  volleys++;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}ping-pong.c:[[@LINE+1]]{{$}}
  assert(volleys < 2 * HITS);
  turn = other;
}

static void *ping(void *arg) {
  (void)arg;
  for (int i = 0; i < HITS; i++)
    hit(PING, PONG);
  return 0;
}

static void *pong(void *arg) {
  (void)arg;
  for (int i = 0; i < HITS; i++)
    hit(PONG, PING);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, ping, 0);
  pthread_create(&t2, 0, pong, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

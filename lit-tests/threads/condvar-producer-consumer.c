// A one-slot buffer with a mutex and a condition variable: one producer puts the items
// 1 and 2, the consumer takes them. Each side waits on the condition variable while the
// slot is not in the state it needs; after waking up it must check the state again,
// because POSIX allows spurious wake-ups (pthread_cond_wait may return without any
// signal) and because another thread may have run between the signal and the waiter
// getting the mutex back. cbounds models spurious wake-ups.
//
// The waits are `while` loops bounded to SPIN waits, followed by __VERIFIER_assume of
// the loop's exit condition: executions that wait longer are discarded (an unbounded
// loop would exceed the unwind bound, since spurious wake-ups let it spin forever).
//
// Threads are created in the order consumer (T1), producer (T2) [, second consumer (T3)].
// The producer signals after filling the slot; a consumer broadcasts after emptying it
// (with two consumers, a signal could wake the other consumer instead of the producer).
//
// Correct (`while`): SAFE (checked with K=2 and K=3), also with -DTWO_CONSUMERS (each
// consumer takes one item; checked with K=2).
//
// -DBUG: the consumer waits with `if` instead of `while`. With one consumer this is a
// bug only because of spurious wake-ups. Failing schedule with K=2 (whether the wait
// may return within the same context or only in a later round):
//   round 1: main creates T1, T2, blocks on join(T1); T1 locks, finds the slot empty,
//            waits (releasing the mutex); T2 does nothing yet;
//   round 2: main blocks; T1 wakes up spuriously, gets the mutex back and, with the
//            `if`, takes from the empty slot: assert(full) fails.
// -DBUG -DTWO_CONSUMERS: the classic bug, reachable even without spurious wake-ups.
// Failing schedule with K=2:
//   round 1: main creates T1, T2, T3, blocks on join(T1);
//            T1 (consumer) locks, finds the slot empty, waits;
//            T2 (producer) locks, puts item 1, signals (T1 is woken), unlocks;
//            T3 (consumer) locks, finds the slot full, takes item 1, unlocks;
//   round 2: T1 gets the mutex back and takes from the empty slot: assert(full) fails.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DTWO_CONSUMERS -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -K 2 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -DTWO_CONSUMERS -K 2 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_assume(int);

#ifndef SPIN
#define SPIN 2
#endif
#define ITEMS 2
#ifdef TWO_CONSUMERS
#define CONSUMERS 2
#else
#define CONSUMERS 1
#endif

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int full;
static int slot;

static void *producer(void *arg) {
  (void)arg;
  for (int item = 1; item <= ITEMS; item++) {
    pthread_mutex_lock(&m);
    for (int i = 0; i < SPIN && full; i++)
      pthread_cond_wait(&changed, &m);
    __VERIFIER_assume(!full);
    slot = item;
    full = 1;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  int last = 0;
  for (int n = 0; n < ITEMS / CONSUMERS; n++) {
    pthread_mutex_lock(&m);
#ifdef BUG
    if (!full)
      pthread_cond_wait(&changed, &m);
#else
    for (int i = 0; i < SPIN && !full; i++)
      pthread_cond_wait(&changed, &m);
    __VERIFIER_assume(full);
#endif
    // BUG: {{^}}UNSAFE: assertion failed at {{.*}}condvar-producer-consumer.c:[[@LINE+1]]{{$}}
    assert(full);
    int v = slot;
    slot = 0;
    full = 0;
    pthread_cond_broadcast(&changed); // the producer, not the other consumer, must wake
    pthread_mutex_unlock(&m);
    assert(v > last);
    last = v;
  }
  return 0;
}

int main(void) {
  pthread_t c1, p;
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
#ifdef TWO_CONSUMERS
  pthread_t c2;
  pthread_create(&c2, 0, consumer, 0);
#endif
  pthread_join(c1, 0);
  pthread_join(p, 0);
#ifdef TWO_CONSUMERS
  pthread_join(c2, 0);
#endif
  return 0;
}

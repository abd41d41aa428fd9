// Atomic read-modify-write instructions are single steps: a lock built on
// compare-and-swap (__atomic_compare_exchange_n, i.e. cmpxchg) or test-and-set
// (__atomic_exchange_n, atomicrmw xchg) protects a non-atomic counter (SAFE), while the
// same lock taken with a separate load and store (-DBUG) lets both threads in: UNSAFE
// with K=3 (round 1: main creates both and blocks on the join; T1 loads 0 and is
// preempted before its store; T2 takes the lock and increments; round 2: T1 stores and
// increments on the stale value; round 3: main joins and finds 1).
// The values cmpxchg returns are checked without threads too (-DSEQ), for i8 to i64.
//
// RUN: %expect 0 %cbounds %s -K 3 --no-unwinding-assertions | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 --no-unwinding-assertions | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 -DXCHG --no-unwinding-assertions | FileCheck %s --check-prefix=SAFE
// The spin loops can run for ever (a thread waits while the other holds the lock), but
// a failed compare-and-swap changes nothing: an iteration in which no other thread ran
// is a stutter (spin-loops.c), so the unwinding assertions hold: SAFE. The exchange
// writes in every iteration (atomicrmw): UNKNOWN, never SAFE.
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 20 %cbounds %s -K 3 -DXCHG | FileCheck %s --check-prefix=SPIN
// RUN: %expect 10 %cbounds %s -K 3 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -DSEQ | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DSEQ -DSEQBUG | FileCheck %s --check-prefix=SEQBUG
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// SPIN: {{^}}UNKNOWN: loop may run more than 10 iterations
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}cmpxchg.c:[[@LINE+39]]{{$}}
// SEQBUG: {{^}}UNSAFE: assertion failed at {{.*}}cmpxchg.c:[[@LINE+54]]{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static int lock;
static int counter;

static void acquire(void) {
#if defined(BUG)
  while (__atomic_load_n(&lock, __ATOMIC_SEQ_CST)) {}
  __atomic_store_n(&lock, 1, __ATOMIC_SEQ_CST);
#elif defined(XCHG)
  while (__atomic_exchange_n(&lock, 1, __ATOMIC_SEQ_CST)) {}
#else
  int expected = 0;
  while (!__atomic_compare_exchange_n(&lock, &expected, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
    expected = 0;
#endif
}

static void *worker(void *arg) {
  (void)arg;
  acquire();
  int t = counter;
  counter = t + 1;
  __atomic_store_n(&lock, 0, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
#ifndef SEQ
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
#else
  uint8_t c8 = 5;
  uint8_t e8 = 5;
  assert(__atomic_compare_exchange_n(&c8, &e8, 7, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  assert(c8 == 7 && e8 == 5);
  assert(!__atomic_compare_exchange_n(&c8, &e8, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  assert(c8 == 7 && e8 == 7); // a failed exchange writes the value found into expected
  uint64_t c64 = 0x100000000ull, e64 = 0x100000000ull;
  assert(__sync_val_compare_and_swap(&c64, e64, 3) == 0x100000000ull && c64 == 3);
  int16_t c16 = -1;
  assert(__atomic_fetch_add(&c16, 2, __ATOMIC_SEQ_CST) == -1 && c16 == 1);
  assert(__atomic_fetch_nand(&c16, 3, __ATOMIC_SEQ_CST) == 1 && c16 == (int16_t)~1);
  assert(__atomic_fetch_max(&c16, 4, __ATOMIC_SEQ_CST) == -2 && c16 == 4);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
#ifdef SEQBUG
  assert(c16 == 5);
#endif
  (void)worker;
#endif
  return 0;
}

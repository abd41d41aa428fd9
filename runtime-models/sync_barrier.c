/*
 * sync_barrier.c: POSIX barriers and their attributes.
 *
 * Layout: three 32-bit ints at the start of pthread_barrier_t (20 bytes on ILP32, 32 on
 * LP64; there is no static initializer, pthread_barrier_init must be called):
 *   offset 0   count        how many threads each generation waits for
 *   offset 4   arrived      how many threads of the current generation have arrived
 *   offset 8   generation   incremented (modulo 2^32) each time a generation completes
 * pthread_barrierattr_t is never read or written.
 *
 * Soundness: the arrival is a switch point followed by an atomic step. The thread that
 * completes a generation resets the count, starts the next generation and returns
 * PTHREAD_BARRIER_SERIAL_THREAD; any other thread waits: it moves once to a later round
 * and goes on if the generation it arrived in has completed there (the generation number
 * differs), otherwise it stops, since it cannot leave before the last thread arrives.
 * pthread_barrier_init leaves the generation number as it is: waiters of a completed
 * generation that have not yet left (glibc's destroy would wait for them) still see it
 * differ from theirs after the barrier is destroyed and initialized again.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

#define CB_BARRIER_SERIAL_THREAD (-1) /* PTHREAD_BARRIER_SERIAL_THREAD */
#define CB_INT_MAX 0x7fffffffu

typedef struct cb_barrier {
  unsigned count;
  unsigned arrived;
  unsigned generation;
} cb_barrier;

CB_MODEL int pthread_barrierattr_init(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_barrierattr_destroy(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_barrier_init(void *barrier, const void *attr, unsigned count) {
  cb_barrier *b = barrier;
  (void)attr;
  if (count == 0 || count > CB_INT_MAX)
    return CB_EINVAL;
  __cbounds_yield();
  b->count = count;
  b->arrived = 0; /* the generation number keeps any value it has: see the header */
  return 0;
}

/* POSIX allows EBUSY while threads wait; glibc would wait for them instead. */
CB_MODEL int pthread_barrier_destroy(void *barrier) {
  cb_barrier *b = barrier;
  __cbounds_yield();
  return b->arrived ? CB_EBUSY : 0;
}

CB_MODEL int pthread_barrier_wait(void *barrier) {
  cb_barrier *b = barrier;
  __cbounds_yield();
  if (++b->arrived >= b->count) {
    b->arrived = 0;
    b->generation++;
    return CB_BARRIER_SERIAL_THREAD;
  }
  unsigned generation = b->generation;
  __cbounds_block_on(CB_WAIT_BARRIER, b, generation, 0);
  if (b->generation == generation)
    __cbounds_park(CB_WAIT_BARRIER, b, generation, 0);
  return 0;
}

/* For the deadlock check: the generation the waiter arrived in has not completed. */
_Bool __cbounds_barrier_blocks(const void *barrier, unsigned long generation) {
  return ((const cb_barrier *)barrier)->generation == (unsigned)generation;
}

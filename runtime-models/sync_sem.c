/*
 * sync_sem.c: unnamed POSIX semaphores (<semaphore.h>).
 *
 * Layout: sem_t is opaque (16 bytes on ILP32, 32 on LP64); the model keeps the value as
 * a 32-bit unsigned int at offset 0 (where glibc keeps it too, in the low half of its
 * 64-bit word on LP64).
 *
 * Soundness: as for mutexes (sync_mutex.c), each operation is a switch point followed by
 * an atomic step; a thread that finds the value 0 moves once to a later round, reads the
 * value there and stops if it is still 0. A timed wait may time out at once instead (time
 * is not modelled; timing out now covers timing out later, as nothing visible happens in
 * between).
 *
 * The functions return -1 on failure and set errno (libc_errno.c), as POSIX says. Failures: sem_init with a value above
 * SEM_VALUE_MAX (EINVAL), sem_trywait on 0 (EAGAIN), sem_timedwait with an invalid time
 * (EINVAL) or timing out (ETIMEDOUT), sem_post at SEM_VALUE_MAX (EOVERFLOW).
 * Not modelled: named semaphores (sem_open, sem_close, sem_unlink), EINTR, and glibc's
 * 64-bit-time symbol __sem_timedwait64.
 */
#include "cbounds_threads.h"

int *__errno_location(void);

/* A failure: errno is set, the result is -1. */
static int cb_sem_fail(int error) {
  *__errno_location() = error;
  return -1;
}

#define CB_MODEL __attribute__((weak))

#define CB_SEM_VALUE_MAX 0x7fffffffu /* glibc's SEM_VALUE_MAX (INT_MAX) */

typedef struct cb_sem {
  unsigned value;
} cb_sem;

/* abstime->tv_nsec is in [0, 1e9): struct timespec is two longs on both targets. */
static int cb_sem_timespec_valid(const void *abstime) {
  long nsec = ((const long *)abstime)[1];
  return nsec >= 0 && nsec < 1000000000L;
}

/* The blocking part of sem_wait and sem_timedwait. */
static int cb_sem_acquire(cb_sem *s, int timed) {
  if (!s->value) {
    if (timed && __cbounds_nondet_bool())
      return cb_sem_fail(110); /* ETIMEDOUT */
    /* A timed wait never blocks for good: it is cut, not parked (docs/deadlocks.md). */
    int kind = timed ? CB_WAIT_NONE : CB_WAIT_SEM;
    __cbounds_block_on(kind, s, 0, 0);
    if (!s->value)
      __cbounds_park(kind, s, 0, 0);
  }
  s->value--;
  return 0;
}

_Bool __cbounds_sem_blocks(const void *sem) { return ((const cb_sem *)sem)->value == 0; }

CB_MODEL int sem_init(void *sem, int pshared, unsigned value) {
  cb_sem *s = sem;
  (void)pshared;
  if (value > CB_SEM_VALUE_MAX)
    return cb_sem_fail(22); /* EINVAL */
  __cbounds_yield();
  s->value = value;
  return 0;
}

CB_MODEL int sem_destroy(void *sem) {
  (void)sem;
  return 0;
}

CB_MODEL int sem_wait(void *sem) {
  __cbounds_yield();
  return cb_sem_acquire(sem, 0);
}

/* glibc checks abstime first, even when the semaphore could be taken at once. */
CB_MODEL int sem_timedwait(void *sem, const void *abstime) {
  if (!cb_sem_timespec_valid(abstime))
    return cb_sem_fail(22); /* EINVAL */
  __cbounds_yield();
  return cb_sem_acquire(sem, 1);
}

CB_MODEL int sem_trywait(void *sem) {
  cb_sem *s = sem;
  __cbounds_yield();
  if (!s->value)
    return cb_sem_fail(11); /* EAGAIN */
  s->value--;
  return 0;
}

CB_MODEL int sem_post(void *sem) {
  cb_sem *s = sem;
  __cbounds_yield();
  if (s->value >= CB_SEM_VALUE_MAX)
    return cb_sem_fail(75); /* EOVERFLOW */
  s->value++;
  return 0;
}

CB_MODEL int sem_getvalue(void *sem, int *value) {
  cb_sem *s = sem;
  __cbounds_yield();
  *value = (int)s->value;
  return 0;
}

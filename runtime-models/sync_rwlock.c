/*
 * sync_rwlock.c: POSIX read-write locks and their attributes.
 *
 * Layout: two 32-bit ints at the start of pthread_rwlock_t (32 bytes on ILP32, 56 on LP64):
 *   offset 0   readers   how many read locks are held (by any threads)
 *   offset 4   writer    0: no writer; otherwise the writer's thread index + 1
 * so glibc's all-zero PTHREAD_RWLOCK_INITIALIZER is an unlocked lock. pthread_rwlockattr_t
 * is never read or written.
 *
 * Soundness: as for mutexes (sync_mutex.c), each operation is a switch point followed by
 * an atomic step, and a thread that must wait moves once to a later round, reads the lock
 * there, and stops if it still cannot proceed. Readers are never held back by a waiting
 * writer: that is glibc's default (PTHREAD_RWLOCK_PREFER_READER_NP), and the model does not
 * keep a queue of waiters. With a writer-preferring lock glibc has fewer executions than
 * the model (a reader overtaking a waiting writer). As in glibc, a thread holding the write
 * lock gets EDEADLK from rdlock and wrlock, and a thread holding a read lock that asks
 * for the write lock waits for ever (unless the readers all leave, which it is one of).
 *
 * Not modelled: the attribute setters (setkind_np, setpshared), EINTR, and glibc's
 * 64-bit-time symbols (__pthread_rwlock_timedrdlock64, ...).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

#define CB_INT_MAX 0x7fffffff

typedef struct cb_rwlock {
  int readers;
  int writer;
} cb_rwlock;

static int cb_rwlock_me(void) { return (int)__cbounds_self() + 1; }

/* abstime->tv_nsec is in [0, 1e9): struct timespec is two longs on both targets. */
static int cb_rwlock_timespec_valid(const void *abstime) {
  long nsec = ((const long *)abstime)[1];
  return nsec >= 0 && nsec < 1000000000L;
}

/* The lock cannot be taken now: a writer holds it, or (for a writer) anyone does. */
static int cb_rwlock_busy(const cb_rwlock *l, int for_write) {
  return l->writer != 0 || (for_write && l->readers != 0);
}

/* The atomic part of the blocking operations. abstime is checked first, as glibc does
   (POSIX allows it either way); timing out now covers timing out later. */
static int cb_rwlock_acquire(cb_rwlock *l, int for_write, const void *abstime, int timed) {
  if (timed && !cb_rwlock_timespec_valid(abstime))
    return CB_EINVAL;
  if (l->writer == cb_rwlock_me())
    return CB_EDEADLK;
  if (!for_write && l->readers == CB_INT_MAX)
    return CB_EAGAIN;
  if (cb_rwlock_busy(l, for_write)) {
    if (timed && __cbounds_nondet_bool())
      return CB_ETIMEDOUT;
    /* A timed lock never blocks for good: it is cut, not parked (docs/deadlocks.md). */
    int kind = timed ? CB_WAIT_NONE : for_write ? CB_WAIT_WRLOCK : CB_WAIT_RDLOCK;
    __cbounds_block_on(kind, l, 0, 0);
    if (cb_rwlock_busy(l, for_write))
      __cbounds_park(kind, l, 0, 0);
  }
  if (for_write)
    l->writer = cb_rwlock_me();
  else
    l->readers++;
  return 0;
}

_Bool __cbounds_rwlock_blocks(const void *rwlock, _Bool for_write) {
  return cb_rwlock_busy(rwlock, for_write);
}

/* The atomic part of tryrdlock and trywrlock. */
static int cb_rwlock_try(cb_rwlock *l, int for_write) {
  if (cb_rwlock_busy(l, for_write))
    return CB_EBUSY;
  if (!for_write && l->readers == CB_INT_MAX)
    return CB_EAGAIN;
  if (for_write)
    l->writer = cb_rwlock_me();
  else
    l->readers++;
  return 0;
}

CB_MODEL int pthread_rwlockattr_init(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_rwlockattr_destroy(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_rwlock_init(void *rwlock, const void *attr) {
  cb_rwlock *l = rwlock;
  (void)attr;
  __cbounds_yield();
  l->readers = 0;
  l->writer = 0;
  return 0;
}

CB_MODEL int pthread_rwlock_destroy(void *rwlock) {
  cb_rwlock *l = rwlock;
  __cbounds_yield();
  return l->readers || l->writer ? CB_EBUSY : 0;
}

CB_MODEL int pthread_rwlock_rdlock(void *rwlock) {
  __cbounds_yield();
  return cb_rwlock_acquire(rwlock, 0, 0, 0);
}

CB_MODEL int pthread_rwlock_wrlock(void *rwlock) {
  __cbounds_yield();
  return cb_rwlock_acquire(rwlock, 1, 0, 0);
}

CB_MODEL int pthread_rwlock_timedrdlock(void *rwlock, const void *abstime) {
  __cbounds_yield();
  return cb_rwlock_acquire(rwlock, 0, abstime, 1);
}

CB_MODEL int pthread_rwlock_timedwrlock(void *rwlock, const void *abstime) {
  __cbounds_yield();
  return cb_rwlock_acquire(rwlock, 1, abstime, 1);
}

CB_MODEL int pthread_rwlock_tryrdlock(void *rwlock) {
  __cbounds_yield();
  return cb_rwlock_try(rwlock, 0);
}

CB_MODEL int pthread_rwlock_trywrlock(void *rwlock) {
  __cbounds_yield();
  return cb_rwlock_try(rwlock, 1);
}

/* Releases the write lock if the caller holds it, otherwise one read lock (read locks
   have no owner, as in glibc). EPERM when the caller can hold neither. */
CB_MODEL int pthread_rwlock_unlock(void *rwlock) {
  cb_rwlock *l = rwlock;
  __cbounds_yield();
  if (l->writer == cb_rwlock_me())
    l->writer = 0;
  else if (l->readers > 0)
    l->readers--;
  else
    return CB_EPERM;
  return 0;
}

/*
 * sync_mutex.c: POSIX mutexes (normal, recursive, error-checking), their attributes, and
 * spin locks, over the primitives of cbounds_threads.h.
 *
 * Layout. The models keep their state in 32-bit ints inside the program's own objects,
 * at offsets that fit glibc's sizes (pthread_mutex_t: 24 bytes on ILP32, 40 on LP64):
 *   offset 0   lock   0: unlocked; otherwise the owner's thread index + 1 (glibc's __lock)
 *   offset 4   depth  how many times the owner holds a recursive mutex (glibc's __count)
 *   offset 16 (LP64) / 12 (ILP32)   kind   glibc's __kind: 0 normal, 1 recursive,
 *              2 error-checking, 3 adaptive (a normal mutex); higher bits are flags
 * so an all-zero object is an unlocked normal mutex (PTHREAD_MUTEX_INITIALIZER) and
 * glibc's PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP / PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP
 * work as they are. pthread_mutexattr_t (4 bytes) holds the kind as an int at offset 0;
 * pthread_spinlock_t is an int: 0 unlocked, otherwise the owner's index + 1.
 *
 * Soundness. Each operation is a switch point (__cbounds_yield) followed by an atomic
 * step, as a real lock operation is one atomic read-modify-write. A thread that finds the
 * lock held moves to a later round (__cbounds_block) and reads the lock again there; if it
 * is still held the thread stops, as it cannot proceed before another thread releases it,
 * and the round it moved to may be any later one. The behaviours follow glibc's where
 * POSIX leaves them open: a normal mutex can be unlocked by any thread (no owner check)
 * and deadlocks on relocking; error-checking and recursive ones check the owner.
 * Errors of the program are returned as errno values, as glibc does.
 *
 * Not modelled: robust, priority-inheritance and process-shared mutexes (their attribute
 * setters have no model), EINTR, and glibc's 64-bit-time symbol __pthread_mutex_timedlock64.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

#define CB_MUTEX_NORMAL 0
#define CB_MUTEX_RECURSIVE 1
#define CB_MUTEX_ERRORCHECK 2
#define CB_MUTEX_ADAPTIVE 3 /* glibc's PTHREAD_MUTEX_ADAPTIVE_NP: a normal mutex here */
#define CB_MUTEX_KIND_MASK 3 /* glibc's PTHREAD_MUTEX_KIND_MASK_NP */

#define CB_INT_MAX 0x7fffffff

/* The model's view of glibc's struct __pthread_mutex_s (bits/struct_mutex.h). */
typedef struct cb_mutex {
  int lock;
  int depth;
  int unused_owner;
#if __SIZEOF_POINTER__ == 8
  int unused_nusers;
#endif
  int kind;
} cb_mutex;

_Static_assert(__builtin_offsetof(cb_mutex, kind) == (__SIZEOF_POINTER__ == 8 ? 16 : 12),
               "the kind must be where glibc's static initializers put it");

/* The running thread as a lock word. */
static int cb_mutex_me(void) { return (int)__cbounds_self() + 1; }

static int cb_mutex_kind(const cb_mutex *m) { return m->kind & CB_MUTEX_KIND_MASK; }

/* abstime->tv_nsec is in [0, 1e9): struct timespec is two longs on both targets. */
static int cb_mutex_timespec_valid(const void *abstime) {
  long nsec = ((const long *)abstime)[1];
  return nsec >= 0 && nsec < 1000000000L;
}

/* The owner locks a mutex it holds again: a recursive mutex counts, an error-checking
   one refuses. Returns -1 when neither applies (the mutex is then simply busy). */
static int cb_mutex_relock(cb_mutex *m, int busy_result) {
  switch (cb_mutex_kind(m)) {
  case CB_MUTEX_RECURSIVE:
    if (m->depth == CB_INT_MAX)
      return CB_EAGAIN;
    m->depth++;
    return 0;
  case CB_MUTEX_ERRORCHECK:
    return busy_result;
  default:
    return -1;
  }
}

static void cb_mutex_take(cb_mutex *m) {
  m->lock = cb_mutex_me();
  m->depth = 1;
}

/* The atomic part of lock and timedlock (abstime NULL: lock, which waits for ever). */
static int cb_mutex_acquire(cb_mutex *m, const void *abstime, int timed) {
  if (m->lock == cb_mutex_me()) {
    int result = cb_mutex_relock(m, CB_EDEADLK);
    if (result >= 0)
      return result;
  }
  if (m->lock) {
    /* glibc checks the time only when it has to wait (POSIX allows this). Timing out
       now covers timing out later: nothing visible happens in between. */
    if (timed && !cb_mutex_timespec_valid(abstime))
      return CB_EINVAL;
    if (timed && __cbounds_nondet_bool())
      return CB_ETIMEDOUT;
    /* A timed lock never blocks for good: it is cut, not parked (docs/deadlocks.md). */
    int kind = timed ? CB_WAIT_NONE : CB_WAIT_MUTEX;
    __cbounds_block_on(kind, m, 0, 0);
    if (m->lock)
      __cbounds_park(kind, m, 0, 0);
  }
  cb_mutex_take(m);
  return 0;
}

/* ---- mutex attributes (no shared state: not switch points) ---------------------------- */

CB_MODEL int pthread_mutexattr_init(void *attr) {
  *(int *)attr = CB_MUTEX_NORMAL;
  return 0;
}

CB_MODEL int pthread_mutexattr_destroy(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_mutexattr_settype(void *attr, int kind) {
  if (kind < CB_MUTEX_NORMAL || kind > CB_MUTEX_ADAPTIVE)
    return CB_EINVAL;
  *(int *)attr = kind;
  return 0;
}

CB_MODEL int pthread_mutexattr_gettype(const void *attr, int *kind) {
  *kind = *(const int *)attr & CB_MUTEX_KIND_MASK;
  return 0;
}

/* ---- mutexes ---------------------------------------------------------------------------- */

CB_MODEL int pthread_mutex_init(void *mutex, const void *attr) {
  cb_mutex *m = mutex;
  __cbounds_yield();
  m->lock = 0;
  m->depth = 0;
  m->kind = attr ? *(const int *)attr & CB_MUTEX_KIND_MASK : CB_MUTEX_NORMAL;
  return 0;
}

CB_MODEL int pthread_mutex_destroy(void *mutex) {
  cb_mutex *m = mutex;
  __cbounds_yield();
  return m->lock ? CB_EBUSY : 0;
}

CB_MODEL int pthread_mutex_lock(void *mutex) {
  __cbounds_yield();
  return cb_mutex_acquire(mutex, 0, 0);
}

CB_MODEL int pthread_mutex_timedlock(void *mutex, const void *abstime) {
  __cbounds_yield();
  return cb_mutex_acquire(mutex, abstime, 1);
}

/* Never waits. An error-checking mutex held by the caller is busy too (as in glibc). */
CB_MODEL int pthread_mutex_trylock(void *mutex) {
  cb_mutex *m = mutex;
  __cbounds_yield();
  if (m->lock == cb_mutex_me()) {
    int result = cb_mutex_relock(m, CB_EBUSY);
    if (result >= 0)
      return result;
  }
  if (m->lock)
    return CB_EBUSY;
  cb_mutex_take(m);
  return 0;
}

CB_MODEL int pthread_mutex_unlock(void *mutex) {
  cb_mutex *m = mutex;
  __cbounds_yield();
  int kind = cb_mutex_kind(m);
  if (kind == CB_MUTEX_RECURSIVE || kind == CB_MUTEX_ERRORCHECK) {
    if (m->lock != cb_mutex_me())
      return CB_EPERM;
    if (kind == CB_MUTEX_RECURSIVE && --m->depth > 0)
      return 0; /* still held */
  }
  m->lock = 0;
  m->depth = 0;
  return 0;
}

/* For the deadlock check (deadlock.c): a waiter of this mutex (or spin lock) still
   waits. Whoever holds it, the waiter included (a normal mutex relocked). */
_Bool __cbounds_mutex_blocks(const void *mutex) { return ((const cb_mutex *)mutex)->lock != 0; }
_Bool __cbounds_spin_blocks(const void *lock) { return *(const int *)lock != 0; }

/* ---- spin locks: pthread_spinlock_t is a volatile int ----------------------------------- */

CB_MODEL int pthread_spin_init(void *lock, int pshared) {
  (void)pshared;
  __cbounds_yield();
  *(int *)lock = 0;
  return 0;
}

CB_MODEL int pthread_spin_destroy(void *lock) {
  (void)lock;
  return 0;
}

/* Spinning is waiting: as for a mutex, one move to a later round is enough. Relocking a
   spin lock one holds spins for ever (unless another thread unlocks it: no owner check). */
CB_MODEL int pthread_spin_lock(void *lock) {
  int *word = lock;
  __cbounds_yield();
  if (*word) {
    __cbounds_block_on(CB_WAIT_SPIN, word, 0, 0);
    if (*word)
      __cbounds_park(CB_WAIT_SPIN, word, 0, 0);
  }
  *word = cb_mutex_me();
  return 0;
}

CB_MODEL int pthread_spin_trylock(void *lock) {
  int *word = lock;
  __cbounds_yield();
  if (*word)
    return CB_EBUSY;
  *word = cb_mutex_me();
  return 0;
}

CB_MODEL int pthread_spin_unlock(void *lock) {
  __cbounds_yield();
  *(int *)lock = 0;
  return 0;
}

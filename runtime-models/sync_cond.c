/*
 * sync_cond.c: POSIX condition variables and their attributes.
 *
 * POSIX allows spurious wake-ups: pthread_cond_wait may return without any signal, and
 * programs must re-check their predicate. So a wait is modelled as "release the mutex,
 * let other threads run, take the mutex again":
 *     pthread_mutex_unlock(m);   a switch point, then the atomic release
 *     sleep until a later round  (see cb_cond_sleep)
 *     pthread_mutex_lock(m);     a switch point, then a blocking acquire
 * Every real execution of a wait is one of these (a signalled waiter wakes after the
 * signal, i.e. after some switch point, and reacquires the mutex as lock does), and every
 * execution of the model is allowed by POSIX (a wake-up without a signal is a spurious
 * one). A signal or broadcast therefore has nothing to wake: it is a switch point only,
 * and the condition variable holds no state (pthread_cond_t, 48 bytes, and
 * pthread_condattr_t, 4 bytes, are never read or written: any content, including glibc's
 * all-zero PTHREAD_COND_INITIALIZER, is a valid condition variable) except, when
 * deadlocks count, a count of signals for the deadlock check (cb_cond_signals below).
 *
 * Going through the mutex functions also gives glibc's behaviour for the mutex kinds:
 * an error-checking or recursive mutex not held by the caller gives EPERM, and a
 * recursive mutex held more than once stays held during the wait.
 *
 * A timed wait may also time out: time is not modelled, so after reacquiring the mutex
 * it returns ETIMEDOUT or 0, nondeterministically. Not modelled: pthread_condattr_setclock
 * and setpshared, and glibc's 64-bit-time symbol __pthread_cond_timedwait64.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

/* The program's mutex functions (sync_mutex.c, unless the program has its own). */
int pthread_mutex_lock(void *mutex);
int pthread_mutex_unlock(void *mutex);

/* abstime->tv_nsec is in [0, 1e9): struct timespec is two longs on both targets. */
static int cb_cond_timespec_valid(const void *abstime) {
  long nsec = ((const long *)abstime)[1];
  return nsec >= 0 && nsec < 1000000000L;
}

/* Deadlock detection (docs/deadlocks.md) only: signals and broadcasts are counted, in the
   first 4 bytes of the condition variable (glibc's __wseq, zero in its initializer), so
   that a waiter parked for good can tell at the end whether anything could have woken it.
   Without it the condition variable is never touched (see above). */
static unsigned long cb_cond_signals(const void *cond) {
  return __cbounds_seq_deadlocks ? *(const unsigned *)cond : 0;
}

static void cb_cond_count(void *cond) {
  if (__cbounds_seq_deadlocks)
    ++*(unsigned *)cond;
}

CB_MODEL int pthread_condattr_init(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_condattr_destroy(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_cond_init(void *cond, const void *attr) {
  (void)cond;
  (void)attr;
  return 0;
}

CB_MODEL int pthread_cond_destroy(void *cond) {
  (void)cond;
  return 0;
}

CB_MODEL int pthread_cond_signal(void *cond) {
  __cbounds_yield();
  cb_cond_count(cond);
  return 0;
}

CB_MODEL int pthread_cond_broadcast(void *cond) {
  __cbounds_yield();
  cb_cond_count(cond);
  return 0;
}

/* The waiter sleeps until a later round (or for good). A wake-up by a signal always
   comes in a later round of the round-robin schedule: the signalling thread runs after
   the waiter's context, in this round (higher index) or the next (lower index). What is
   left out is a spurious wake-up with nothing done by anyone in between: the waiter
   then finds its predicate as it left it, and a `while` loop waits again; an `if` is
   still caught, one round later. Without this, every `while (!p) wait` loop could spin
   within one round up to the unwind bound, and no such program could be SAFE. */
static void cb_cond_sleep(void *cond, void *mutex) {
  __cbounds_block_on(CB_WAIT_COND, cond, cb_cond_signals(cond), mutex);
}

CB_MODEL int pthread_cond_wait(void *cond, void *mutex) {
  int result = pthread_mutex_unlock(mutex);
  if (result)
    return result;
  cb_cond_sleep(cond, mutex);
  return pthread_mutex_lock(mutex);
}

/* For the deadlock check: no signal or broadcast since the wait. */
_Bool __cbounds_cond_blocks(const void *cond, unsigned long seen) {
  return cb_cond_signals(cond) == seen;
}


/* glibc checks abstime before it releases the mutex. */
CB_MODEL int pthread_cond_timedwait(void *cond, void *mutex, const void *abstime) {
  (void)cond;
  if (!cb_cond_timespec_valid(abstime))
    return CB_EINVAL;
  int result = pthread_mutex_unlock(mutex);
  if (result)
    return result;
  result = pthread_mutex_lock(mutex);
  if (result)
    return result;
  return __cbounds_nondet_bool() ? CB_ETIMEDOUT : 0;
}

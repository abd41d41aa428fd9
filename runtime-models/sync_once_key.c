/*
 * sync_once_key.c: pthread_once and thread-specific data (pthread_key_*).
 *
 * pthread_once_t is an int: 0 not run (PTHREAD_ONCE_INIT), 1 running, 2 done (any other
 * value counts as not run). The first thread to arrive marks it running, calls the
 * function (user code, with its own switch points) and marks it done; a thread arriving
 * while it runs waits as a blocked lock does (one move to a later round, then it goes on
 * if the function has finished there, and stops otherwise).
 *
 * Keys. Allocating keys is shared state (normal globals, one copy per round): keys are
 * handed out in order, 0, 1, ..., up to CB_KEYS_MAX, and never reused after
 * pthread_key_delete (POSIX does not require reuse); more keys than that is reported as
 * unsupported, never cut silently. The values are private to each thread, so they live
 * in a table indexed by __cbounds_self() whose name starts with __cbounds_seq_ (not copied
 * per round: each thread runs to its end before the next one starts). A value of a key
 * that was never created is NULL; setting one gives EINVAL, as in glibc.
 *
 * Destructors: __cbounds_keys_exit() runs them as glibc does at thread exit (a value is
 * reset to NULL, then the key's destructor, if the key is live and has one, is called with
 * the old value; passes repeat while destructors were called, at most
 * PTHREAD_DESTRUCTOR_ITERATIONS = 4 times). The thread models must call it when a thread
 * other than main returns from its start routine and in pthread_exit (for any thread),
 * but not in exit(). All code here is loop-free, so no unwind bound applies to it.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

/* Reported by the encoder as UNKNOWN, with this reason (also in cbounds_primitives.h). */
void __cbounds_unsupported(const char *what);

#define CB_ONCE_RUNNING 1
#define CB_ONCE_DONE 2

#define CB_KEYS_MAX 8
#define CB_THREADS_MAX 16
#define CB_DESTRUCTOR_ITERATIONS 4

/* ---- pthread_once ----------------------------------------------------------------------- */

CB_MODEL int pthread_once(int *once, void (*function)(void)) {
  __cbounds_yield();
  if (*once == CB_ONCE_DONE)
    return 0;
  if (*once == CB_ONCE_RUNNING) {
    __cbounds_block_on(CB_WAIT_ONCE, once, 0, 0);
    if (*once != CB_ONCE_DONE)
      __cbounds_park(CB_WAIT_ONCE, once, 0, 0);
    return 0;
  }
  *once = CB_ONCE_RUNNING;
  function();
  *once = CB_ONCE_DONE;
  return 0;
}

/* For the deadlock check: only a call still running holds its waiters (another value
   would let a real waiter run the function itself). */
_Bool __cbounds_once_blocks(const void *once) { return *(const int *)once == CB_ONCE_RUNNING; }

/* ---- key allocation: shared ------------------------------------------------------------- */

static unsigned cb_key_next;    /* keys 0 .. cb_key_next - 1 have been created */
static unsigned cb_key_deleted; /* bit k: key k has been deleted */
static void (*cb_key_destructor[CB_KEYS_MAX])(void *);

/* ---- key values: private to each thread ------------------------------------------------- */

extern void *__cbounds_seq_key_values[CB_THREADS_MAX][CB_KEYS_MAX];
void *__cbounds_seq_key_values[CB_THREADS_MAX][CB_KEYS_MAX];

static int cb_key_live(unsigned key) {
  return key < cb_key_next && !((cb_key_deleted >> key) & 1u);
}

/* The running thread's row of the value table; NULL (after reporting) past the table. */
static void **cb_key_values(void) {
  unsigned self = __cbounds_self();
  if (self >= CB_THREADS_MAX) {
    __cbounds_unsupported("thread-specific data in more than 16 threads");
    return 0;
  }
  return __cbounds_seq_key_values[self];
}

CB_MODEL int pthread_key_create(unsigned *key, void (*destructor)(void *)) {
  __cbounds_yield();
  if (cb_key_next >= CB_KEYS_MAX) {
    __cbounds_unsupported("more than 8 thread-specific data keys");
    return CB_EAGAIN;
  }
  cb_key_destructor[cb_key_next] = destructor;
  *key = cb_key_next++;
  return 0;
}

CB_MODEL int pthread_key_delete(unsigned key) {
  __cbounds_yield();
  if (!cb_key_live(key))
    return CB_EINVAL;
  cb_key_deleted |= 1u << key;
  return 0;
}

CB_MODEL void *pthread_getspecific(unsigned key) {
  void **values = cb_key_values();
  if (!values || key >= CB_KEYS_MAX)
    return 0;
  return values[key];
}

CB_MODEL int pthread_setspecific(unsigned key, const void *value) {
  /* A stopped thread computes on garbage (its key may be anything): it must not write
     another thread's row of the table, which is not copied per round. */
  if (__cbounds_stopped())
    return 0;
  void **values = cb_key_values();
  if (!values)
    return CB_EINVAL;
  if (!cb_key_live(key))
    return CB_EINVAL;
  values[key] = (void *)value;
  return 0;
}

/* ---- destructors at thread exit --------------------------------------------------------- */

/* Clears the value of key; returns whether a destructor was called. */
static int cb_key_destroy(void **values, unsigned key) {
  void *value = values[key];
  if (!value)
    return 0;
  values[key] = 0;
  if ((cb_key_deleted >> key) & 1u || !cb_key_destructor[key])
    return 0;
  cb_key_destructor[key](value);
  return 1;
}

/* One pass over all keys, unrolled (no loop for the unwind bound to cut). */
_Static_assert(CB_KEYS_MAX == 8, "cb_key_destroy_pass handles 8 keys");
static int cb_key_destroy_pass(void **values) {
  int called = cb_key_destroy(values, 0);
  called |= cb_key_destroy(values, 1);
  called |= cb_key_destroy(values, 2);
  called |= cb_key_destroy(values, 3);
  called |= cb_key_destroy(values, 4);
  called |= cb_key_destroy(values, 5);
  called |= cb_key_destroy(values, 6);
  called |= cb_key_destroy(values, 7);
  return called;
}

/* Called by the thread models when a thread ends (see the header comment). */
_Static_assert(CB_DESTRUCTOR_ITERATIONS == 4, "__cbounds_keys_exit makes 4 passes");
void __cbounds_keys_exit(void);
void __cbounds_keys_exit(void) {
  unsigned self = __cbounds_self();
  if (self >= CB_THREADS_MAX)
    return; /* it cannot have set any value */
  void **values = __cbounds_seq_key_values[self];
  if (cb_key_destroy_pass(values) && cb_key_destroy_pass(values) && cb_key_destroy_pass(values))
    cb_key_destroy_pass(values);
}

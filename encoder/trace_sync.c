/* trace_sync.c: the notes of synchronization calls in traces. */
#include "encoder/trace_sync.h"

#include <string.h>

static const enc_sync_call enc_sync_calls[] = {
    {"pthread_mutex_lock", 0, -1, "lock %s acquired", NULL, 0},
    {"pthread_mutex_timedlock", 0, -1, "lock %s acquired", "lock %s: timed out", 0},
    {"pthread_mutex_trylock", 0, -1, "lock %s acquired (trylock)", "lock %s: trylock failed, busy", 0},
    {"pthread_mutex_unlock", 0, -1, "lock %s released", NULL, 0},
    {"pthread_cond_wait", 0, 1, "waited on cond %s, lock %s acquired again", NULL, 0},
    {"pthread_cond_timedwait", 0, 1, "waited on cond %s, lock %s acquired again",
     "timed out waiting on cond %s, lock %s acquired again", 0},
    {"pthread_cond_signal", 0, -1, "signals cond %s", NULL, 0},
    {"pthread_cond_broadcast", 0, -1, "broadcasts cond %s", NULL, 0},
    {"pthread_rwlock_rdlock", 0, -1, "read lock %s acquired", NULL, 0},
    {"pthread_rwlock_timedrdlock", 0, -1, "read lock %s acquired", "read lock %s: timed out", 0},
    {"pthread_rwlock_tryrdlock", 0, -1, "read lock %s acquired (trylock)",
     "read lock %s: trylock failed, busy", 0},
    {"pthread_rwlock_wrlock", 0, -1, "write lock %s acquired", NULL, 0},
    {"pthread_rwlock_timedwrlock", 0, -1, "write lock %s acquired", "write lock %s: timed out", 0},
    {"pthread_rwlock_trywrlock", 0, -1, "write lock %s acquired (trylock)",
     "write lock %s: trylock failed, busy", 0},
    {"pthread_rwlock_unlock", 0, -1, "rwlock %s released", NULL, 0},
    {"pthread_spin_lock", 0, -1, "spin lock %s acquired", NULL, 0},
    {"pthread_spin_trylock", 0, -1, "spin lock %s acquired (trylock)",
     "spin lock %s: trylock failed, busy", 0},
    {"pthread_spin_unlock", 0, -1, "spin lock %s released", NULL, 0},
    {"pthread_barrier_wait", 0, -1, "passed barrier %s", NULL, 1},
    {"sem_wait", 0, -1, "semaphore %s decremented (sem_wait)", NULL, 0},
    {"sem_timedwait", 0, -1, "semaphore %s decremented (sem_timedwait)", "semaphore %s: timed out", 0},
    {"sem_trywait", 0, -1, "semaphore %s decremented (sem_trywait)", "semaphore %s: sem_trywait failed", 0},
    {"sem_post", 0, -1, "semaphore %s incremented (sem_post)", NULL, 0},
};

/* The parks of runtime-models (cb_wait_kind, by index; the arguments of __cbounds_park:
   kind, object, value, released). Joins are thread notes (SX_BLOCKED_NOTE). */
static const enc_sync_call enc_park_calls[] = {
    [1] = {"__cbounds_park", 1, -1, "blocked: waits for lock %s", NULL, 1},
    [2] = {"__cbounds_park", 1, -1, "blocked: waits for spin lock %s", NULL, 1},
    [4] = {"__cbounds_park", 1, -1, "blocked: waits for semaphore %s", NULL, 1},
    [5] = {"__cbounds_park", 1, 3, "blocked: waits on cond %s (lock %s released)", NULL, 1},
    [6] = {"__cbounds_park", 1, -1, "blocked: waits at barrier %s", NULL, 1},
    [7] = {"__cbounds_park", 1, -1, "blocked: waits for read lock %s", NULL, 1},
    [8] = {"__cbounds_park", 1, -1, "blocked: waits for write lock %s", NULL, 1},
    [9] = {"__cbounds_park", 1, -1, "blocked: waits for once %s", NULL, 1},
};

const enc_sync_call *enc_park_lookup(unsigned kind) {
  if (kind >= sizeof enc_park_calls / sizeof *enc_park_calls || !enc_park_calls[kind].name)
    return NULL;
  return &enc_park_calls[kind];
}

const enc_sync_call *enc_sync_lookup(const char *name) {
  for (size_t i = 0; i < sizeof enc_sync_calls / sizeof *enc_sync_calls; i++)
    if (!strcmp(enc_sync_calls[i].name, name))
      return &enc_sync_calls[i];
  return NULL;
}

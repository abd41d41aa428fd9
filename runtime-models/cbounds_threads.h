/*
 * cbounds_threads.h: what the synchronization models are built on (docs/sequentialization.md).
 *
 * libseq turns a concurrent program into a sequential one that runs thread 0 (main) to
 * its end, then thread 1, ... (creation order). Each thread runs its contexts in rounds
 * 1 <= r1 <= r2 <= ... <= K. Shared memory (globals, heap, escaping stack objects, the
 * models' own globals) exists once per round: an access reads and writes the copy of the
 * running thread's current round. Rounds 2..K start from guessed contents, checked at the
 * end of the sequential program against what round r-1 left.
 *
 * Memory whose name starts with __cbounds_seq_ is NOT copied per round: it is the
 * sequential program's own bookkeeping (the thread table, the running thread's index),
 * never shared state of the concurrent program.
 *
 * A model is atomic: no other thread runs inside it, except where it calls one of the
 * switch functions below. Every model of a visible operation (lock, unlock, create,
 * join, a semaphore post, ...) starts with __cbounds_yield().
 */
#ifndef CBOUNDS_THREADS_H
#define CBOUNDS_THREADS_H

#include "cbounds_primitives.h"

/* Linux errno values the models return. */
#define CB_EPERM 1
#define CB_EAGAIN 11
#define CB_EBUSY 16
#define CB_EINVAL 22
#define CB_EDEADLK 35
#define CB_ETIMEDOUT 110

/* A switch point: the running thread may stop for good here, or move on to any later
   round (or stay). Does nothing inside an atomic section. */
void __cbounds_yield(void);

/* The running thread cannot proceed now (a lock is held, a thread to join has not
   finished, ...): it moves to a strictly later round, or stops for good (the sink). The caller
   checks its condition again afterwards and calls __cbounds_stop() if it still does
   not hold: one move is enough, since it may skip any number of rounds. Example:
     if (m->lock) { __cbounds_block(); if (m->lock) __cbounds_stop(); }  */
void __cbounds_block(void);

/* Deadlock detection (docs/deadlocks.md, deadlock.c). A blocking wait names what it
   waits for: a kind below, the object (a mutex, a semaphore, ...) and a value it saw
   (the thread to join, a barrier's generation, a condition variable's signal count).
   __cbounds_block_on is __cbounds_block, except that where the thread would stop for
   good it *parks*: it stops, and the sequential bookkeeping keeps what it waits for.
   __cbounds_park is the stop after the second look. `released`: the mutex a condition
   wait gave up (only for the trace: the encoder notes every park, `blocked: waits for
   lock m`, and the driver derives the cycle from these notes). At the end of the program
   (__cbounds_seq_deadlock_end) it is a deadlock iff the process has not ended, every
   created thread finished or parked, at least one parked, and the condition of each
   parked one still holds in the final state (__cbounds_*_blocks below). Without
   deadlock detection (__cbounds_seq_deadlocks 0, set by libseq) both are block / stop. */
enum cb_wait_kind {
  CB_WAIT_NONE = 0,
  CB_WAIT_MUTEX = 1,     /* a mutex held (by anyone, the waiter included) */
  CB_WAIT_SPIN = 2,      /* a spin lock held */
  CB_WAIT_JOIN = 3,      /* pthread_join: value = the thread */
  CB_WAIT_SEM = 4,       /* a semaphore at 0 */
  CB_WAIT_COND = 5,      /* a condition variable: value = its signal count at the wait */
  CB_WAIT_BARRIER = 6,   /* a barrier: value = the generation the waiter arrived in */
  CB_WAIT_RDLOCK = 7,    /* an rwlock with a writer */
  CB_WAIT_WRLOCK = 8,    /* an rwlock held by anyone */
  CB_WAIT_ONCE = 9,      /* pthread_once running in another thread */
};
/* How a thread ended (__cbounds_seq_ended): not created (or never real), ran to its
   end, stopped by the bounds (or failed), parked. */
enum cb_ended { CB_ENDED_NONE = 0, CB_ENDED_FINISHED = 1, CB_ENDED_CUT = 2, CB_ENDED_PARKED = 3 };
extern _Bool __cbounds_seq_deadlocks;
void __cbounds_block_on(int kind, const void *object, unsigned long value, const void *released);
void __cbounds_park(int kind, const void *object, unsigned long value, const void *released);
/* Whether a parked wait still blocks (in the state the models read now). */
_Bool __cbounds_mutex_blocks(const void *mutex);
_Bool __cbounds_spin_blocks(const void *lock);
_Bool __cbounds_sem_blocks(const void *sem);
_Bool __cbounds_cond_blocks(const void *cond, unsigned long seen);
_Bool __cbounds_barrier_blocks(const void *barrier, unsigned long generation);
_Bool __cbounds_rwlock_blocks(const void *rwlock, _Bool for_write);
_Bool __cbounds_once_blocks(const void *once);

/* The running thread does not run any more (it did not finish within the bounds): it
   goes on in the sink round K+1, where nothing it does reaches the real rounds, its
   errors and assumptions do not count, and it creates no threads. So this returns, and
   the caller may go on as it likes (its effects are discarded). */
void __cbounds_stop(void);

/* Whether the running thread has stopped for good (it runs on in the sink round, on
   garbage): a model must not let it write memory that is not copied per round. */
_Bool __cbounds_stopped(void);

/* Index of the running thread: 0 for main, then in creation order. */
unsigned __cbounds_self(void);

/* exit() and abort(): in a threaded program the program ends (no thread runs again)
   and this does not return; without threads it returns 0. */
_Bool __cbounds_seq_exit(void);

/* Atomic sections nest; no switch point inside. */
void __cbounds_atomic_begin(void);
void __cbounds_atomic_end(void);
/* Whether the running thread is inside an atomic section. */
_Bool __cbounds_in_atomic(void);

/* 1 when libseq instrumented the program for data races (race.c): the property is then
   no-data-race, and a failed assertion or reach_error() ends the program like abort(). */
extern _Bool __cbounds_seq_races;
/* Data races (race.c): the program's access of `size` bytes at p, made by the running
   thread. libseq calls it before the program's own accesses; the C library models
   call it for the bytes they read and write. Does nothing unless __cbounds_seq_races. */
#define CB_RACE_WRITE 1  /* libseq's SEQ_RACE_WRITE */
#define CB_RACE_ATOMIC 2 /* libseq's SEQ_RACE_ATOMIC */
void __cbounds_race_access(const void *p, unsigned long size, int flags);

/* A failed assertion or reach_error() (libc_exit.c): __cbounds_error(kind), or abort()
   under --race. */
_Noreturn void __cbounds_seq_fail(int kind);

#endif

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

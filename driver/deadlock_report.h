/*
 * deadlock_report.h: the account of a deadlock (docs/deadlocks.md): for each blocked
 * thread, what it waits for (with the line of the blocking call), what it holds (with
 * the lines that acquired it) and who holds what it waits for, derived from the trace:
 * the sync notes name the lock objects (`lock a acquired`, `lock a released`), and the
 * encoder notes every thread that parked (`blocked: waits for lock b`, `blocked: waits
 * for thread 1 to finish`).
 *
 * Ownership: dl_explain allocates the account; dl_account_release frees it. The enc_loc
 * file names are borrowed from the encoder's result, which must outlive the account.
 * Errors: none (a trace without parks gives an empty account).
 */
#ifndef CB_DRIVER_DEADLOCK_REPORT_H
#define CB_DRIVER_DEADLOCK_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "encoder/check.h"

typedef struct dl_hold {
  char *object; /* "a" */
  enc_loc loc;  /* the call that acquired it */
} dl_hold;

typedef struct dl_thread {
  unsigned thread;
  const char *kind;  /* "lock", "spin lock", "read lock", "write lock", "semaphore",
                        "cond", "barrier", "once", "thread" (a join); static */
  char *object;      /* the object waited for, or the thread joined ("1") */
  enc_loc loc;       /* the blocking call */
  int holder;        /* the thread that holds the object or is joined; -1: none known */
  dl_hold *holds;
  size_t num_holds;
} dl_thread;

typedef struct dl_account {
  dl_thread *threads; /* the blocked threads, those of a cycle first, in its order */
  size_t num_threads;
} dl_account;

/* For an UNSAFE result whose error is a deadlock: builds the account from the trace,
   moves the trace's error step (and result->where) to the last blocking call, and
   replaces result->reason with `deadlock: thread 1 holds a (d.c:9), waits for b (d.c:10);
   ...`. Does nothing for another result. */
void dl_explain(enc_result *result, dl_account *account);
void dl_account_release(dl_account *account);

#endif

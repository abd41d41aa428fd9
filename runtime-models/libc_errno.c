/*
 * libc_errno.c: errno, one per thread (glibc's `errno` is `*__errno_location()`).
 *
 * Each thread's errno is a slot of its own, indexed by the running thread. The slots are
 * the sequential program's bookkeeping (__cbounds_seq_ memory is not copied per round):
 * only the thread itself reads or writes its slot, and the sequential program runs each
 * thread's rounds in order, so one copy is exact. Every thread starts with errno 0.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_ERRNO_SLOTS 64 /* threads.c's CB_THREAD_SLOTS */

int __cbounds_seq_errno[CB_ERRNO_SLOTS];

CB_MODEL int *__errno_location(void) { return &__cbounds_seq_errno[__cbounds_self() % CB_ERRNO_SLOTS]; }

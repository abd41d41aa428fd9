/*
 * deadlock.c: the deadlock check at the end of the sequential program (docs/deadlocks.md).
 *
 * libseq's entry calls, after the threads ran and before __cbounds_rounds_check,
 * __cbounds_seq_deadlock_thread(i) for every thread slot i, then
 * __cbounds_seq_deadlock_end(). The execution is a deadlock iff
 *  - the process has not ended (main did not return, nobody called exit), in the final
 *    state: round K's copy once every thread ran (__cbounds_end_state);
 *  - every created thread finished or parked (none was stopped by a bound, cut by the
 *    unwinding, the thread or the context budget, or failed), and at least one parked;
 *  - what each parked thread waits for still blocks it in that final state (a mutex
 *    still held, a joined thread unfinished, a semaphore at 0, a condition variable not
 *    signalled since the wait, a barrier's generation not completed, ...).
 * Then no unfinished thread can take another step, and the state is reachable: so the
 * error never rests on a thread that the bounds stopped. An error found here counts, like
 * any other, only if the rounds are consistent (the check comes before theirs).
 */
#include "cbounds_threads.h"

#define CB_THREAD_SLOTS 64 /* threads.c's table */

extern unsigned char __cbounds_seq_ended[CB_THREAD_SLOTS];
extern unsigned char __cbounds_seq_wait_kind[CB_THREAD_SLOTS];
extern const void *__cbounds_seq_wait_object[CB_THREAD_SLOTS];
extern unsigned long __cbounds_seq_wait_value[CB_THREAD_SLOTS];
extern _Bool __cbounds_exited;

_Bool __cbounds_seq_any_parked; /* some thread parked */
_Bool __cbounds_seq_can_go_on;  /* some thread was cut, or a parked wait no longer blocks */

/* Whether parked thread i's wait still blocks, in the memory the models read now. */
static _Bool cb_still_blocks(unsigned i) {
  const void *object = __cbounds_seq_wait_object[i];
  unsigned long value = __cbounds_seq_wait_value[i];
  switch (__cbounds_seq_wait_kind[i]) {
  case CB_WAIT_MUTEX: return __cbounds_mutex_blocks(object);
  case CB_WAIT_SPIN: return __cbounds_spin_blocks(object);
  /* A join waits for a thread that did not finish: the bookkeeping says so exactly
     (reading its shared "finished" flag gave wrong values where the joiner went on in
     the sink and loaded shared memory there: lit-tests/deadlock/join-sink.c). */
  case CB_WAIT_JOIN:
    return value >= CB_THREAD_SLOTS || __cbounds_seq_ended[value] != CB_ENDED_FINISHED;
  case CB_WAIT_SEM: return __cbounds_sem_blocks(object);
  case CB_WAIT_COND: return __cbounds_cond_blocks(object, value);
  case CB_WAIT_BARRIER: return __cbounds_barrier_blocks(object, value);
  case CB_WAIT_RDLOCK: return __cbounds_rwlock_blocks(object, 0);
  case CB_WAIT_WRLOCK: return __cbounds_rwlock_blocks(object, 1);
  case CB_WAIT_ONCE: return __cbounds_once_blocks(object);
  default: return 0;
  }
}

void __cbounds_seq_deadlock_thread(unsigned i) {
  if (!__cbounds_seq_deadlocks || i >= CB_THREAD_SLOTS)
    return;
  __cbounds_end_state();
  switch (__cbounds_seq_ended[i]) {
  case CB_ENDED_CUT:
    __cbounds_seq_can_go_on = 1;
    break;
  case CB_ENDED_PARKED:
    __cbounds_seq_any_parked = 1;
    if (!cb_still_blocks(i))
      __cbounds_seq_can_go_on = 1;
    break;
  default: /* not created, or finished */
    break;
  }
}

void __cbounds_seq_deadlock_end(void) {
  if (!__cbounds_seq_deadlocks)
    return;
  __cbounds_end_state();
  if (__cbounds_seq_any_parked && !__cbounds_seq_can_go_on && !__cbounds_exited)
    __cbounds_deadlock();
}

/*
 * race.c: the data-race monitor of cbounds --race (KISS's idea on the round-robin
 * sequentialization; docs/races.md).
 *
 * libseq calls __cbounds_race_access(p, n, flags) after the switch point of every
 * access of the program that may touch shared memory. At any such access a thread may
 * be chosen, nondeterministically, to make the *first* access of a race: the access is
 * recorded in the monitor and the thread stops for good right there. From then on, any
 * access of another thread that overlaps the recorded bytes, with at least one of the
 * two a write and not both atomic, is a data race.
 *
 * Why this never reports a false race: the thread of the first access does nothing
 * after it, so nothing it does can order the first access before the second one (no
 * unlock, no atomic store, no thread creation, no end that a join could wait for). The
 * two accesses are concurrent in the execution up to the second one. The skipped store
 * of the first access cannot change that prefix either: whoever would read those bytes
 * in between conflicts with it and is found as the race first.
 *
 * The monitor is shared memory of the concurrent program (one copy per round, guessed
 * and checked like any global), because the second access may come in a later round,
 * by a thread that runs earlier in the sequential program.
 */
#include "cbounds_threads.h"

/* Set to 1 by libseq when it instruments races (the property is no-data-race). */
_Bool __cbounds_seq_races = 0;

/* The monitor: shared, one copy per round. Addresses as integers: the encoding of a
   pointer keeps its object in the high bits (docs/memory.md), so two ranges overlap only
   inside one object. */
_Bool __cbounds_race_armed;
unsigned long __cbounds_race_address;
unsigned long __cbounds_race_size;
int __cbounds_race_flags;

static _Bool cb_race_conflicts(unsigned long address, unsigned long size, int flags) {
  unsigned long first = __cbounds_race_address;
  _Bool overlap = address < first + __cbounds_race_size && first < address + size;
  _Bool a_write = ((flags | __cbounds_race_flags) & CB_RACE_WRITE) != 0;
  _Bool both_atomic = (flags & __cbounds_race_flags & CB_RACE_ATOMIC) != 0;
  return overlap && a_write && !both_atomic;
}

/* The bytes both accesses touch: the racy location (cbounds --race --all reports each
   location once and then asks for races elsewhere). */
static void cb_race_location(unsigned long address, unsigned long size) {
  unsigned long first = __cbounds_race_address;
  unsigned long lo = address > first ? address : first;
  unsigned long end = address + size, first_end = first + __cbounds_race_size;
  unsigned long hi = end < first_end ? end : first_end;
  __cbounds_race_location(lo, hi - lo);
}

void __cbounds_race_access(const void *p, unsigned long size, int flags) {
  if (!__cbounds_seq_races || __cbounds_stopped() || size == 0)
    return;
  if (__cbounds_in_atomic())
    flags |= CB_RACE_ATOMIC; /* inside __VERIFIER_atomic_*: an atomic access */
  unsigned long address = (unsigned long)p;
  if (__cbounds_race_armed) {
    if (cb_race_conflicts(address, size, flags)) {
      __cbounds_race_note(p, size, flags, CB_RACE_SECOND);
      cb_race_location(address, size);
      __cbounds_error(CB_ERROR_RACE);
    }
    return;
  }
  if (!__cbounds_nondet_bool())
    return;
  __cbounds_race_armed = 1;
  __cbounds_race_address = address;
  __cbounds_race_size = size;
  __cbounds_race_flags = flags;
  __cbounds_race_note(p, size, flags, CB_RACE_FIRST);
  __cbounds_context(CB_CONTEXT_PREEMPTED);
  __cbounds_stop();
}

/*
 * mem_freeze.h: shared objects frozen when main creates its first thread
 * (docs/sequentialization.md, "Frozen objects").
 *
 * Why: rounds r >= 2 start from guesses, fresh inputs. A thread that reads, in round 2, a
 * pointer that main stored before it created the thread reads round 2's guess: a pointer
 * of unknown offset into any object ever stored there, and every access through it is a
 * mux over whole objects (barrier_2t at K = 2: 36 M AIG nodes). Yet nobody wrote that
 * pointer after main stored it, so its value in every round is the one it had then.
 *
 * What: while main is the only thread, its round is 1 for certain (threads.c). When it
 * creates its first thread on every path (the primitive __cbounds_threads_begin, reached
 * with a true guard), the encoder keeps round 1's bytes as they are then (the snapshot)
 * and freezes every shared object that exists: a guess of round r >= 2 of a frozen byte
 * is the snapshot's byte instead of a fresh input (still checked against what round r-1
 * left, like every guess). That is exact when no frozen byte is written after the
 * snapshot in a round before K: each round then starts from the snapshot's value.
 * A store that may do that *thaws* the bytes it may write; an execution in which a byte
 * thawed is not used: the encoder runs the program again without freezing those bytes
 * (mem_thaw: by origin and offset, as every object of one origin is met again), up to
 * MEM_FREEZE_RUNS times, then without freezing. Per byte, not per object: a mutex whose
 * lock word is written by every thread keeps its kind frozen, a struct whose counter
 * changes keeps the pointers main stored in it, so accesses through them stay direct.
 *
 * Known values: a thawed byte that every store wrote with a constant pointer (main
 * fills in a thread's argument, `args[1].buf = &buffer`, after creating the first
 * thread) can only hold the snapshot's value or one of those constants when a round
 * ends. The next run guesses it as a choice among exactly these (mem_byte_values), and
 * a store of any other value thaws it again, for good: its guesses are then free, as
 * are those of a byte written with anything but a constant pointer. Only pointers:
 * a counter is written with constants too (0, 1, 2 as the threads count), but each run
 * would find the next value, a run each, where a free guess costs one run in all.
 *
 * Hints: a confirming check guesses a byte the native run has a hint for as the run's
 * byte (mem_hint.h), which is the value along the plan; such a byte is neither frozen
 * nor thawed there (docs/search.md).
 *
 * Ownership: a mem_thaw is owned by the caller of mem_thaw_extend (mem_thaw_free); the
 * sx borrows it (x->thaw, NULL: no freezing).
 */
#ifndef CB_MEM_FREEZE_H
#define CB_MEM_FREEZE_H

#include <stdbool.h>
#include <stdint.h>

#include "bitblast/aig.h"
#include "encoder/memory.h"
#include "base/ptrmap.h"

/* Runs that may thaw objects before the encoder gives up freezing. */
#define MEM_FREEZE_RUNS 3

/* Objects larger than this keep no value sets: their thawed bytes are guessed freely. */
#define MEM_FREEZE_VALUES_MAX 4096

/* The values stores may have written into one byte since the snapshot. */
typedef struct mem_byte_values {
  bool any;               /* some store's value was not a constant */
  uint8_t set[32];        /* a bit per constant value 0..255 */
} mem_byte_values;

/* The bytes (offsets) not to be frozen in the objects of one origin. */
typedef struct mem_thaw_bytes {
  uint8_t *bits;          /* a bit per offset */
  uint64_t size;          /* offsets covered by bits */
  mem_byte_values *values; /* per offset, what was written; NULL: anything (too large) */
} mem_thaw_bytes;

/* The bytes not to be frozen, by origin (global, alloca, allocation call). */
typedef struct mem_thaw {
  ptrmap origins;         /* origin -> index into bytes */
  mem_thaw_bytes *bytes;
  unsigned num_bytes;
} mem_thaw;

struct sx;
struct sx_state;

mem_thaw *mem_thaw_new(void);
/* Adds the bytes that thawed in x's execution. */
void mem_thaw_extend(mem_thaw *thaw, const struct sx *x);
void mem_thaw_free(mem_thaw *thaw);

/* At main's first pthread_create: takes the snapshot and freezes (once per execution). */
void mem_freeze(struct sx *x, const struct sx_state *s);
/* The guess of a frozen object's byte (index of round 1's copy): the snapshot's byte,
   or a choice between it and the values written (known values, above); NULL when the
   byte is guessed freely. */
const bv *mem_frozen_guess(struct sx *x, const mem_object *o, uint64_t index);
/* A store may write `byte` (NULL: a byte of something else than a pointer) at byte
   `offset` of object `id` in round `round` where `when` holds: thaws that byte if it is
   frozen (or its values are known and byte is not one of them) and a later round
   starts from it. */
void mem_freeze_note_write(struct sx *x, unsigned id, uint64_t offset, unsigned round,
                           aig_lit when, const bv *byte);
/* Frees the objects' thawed bitmaps (at the end of an execution). */
void mem_freeze_release(memory *m);

#endif

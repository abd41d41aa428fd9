/*
 * mem_plan.h: the objects of an earlier symbolic execution, reserved for the next one.
 *
 * Why: with rounds, a thread reads a pointer from a guessed round, and the guess may
 * name an object that a thread later in the sequential order creates (thread 1's malloc,
 * seen by main in round 3). The first execution does not know that object when it meets
 * the pointer, and cuts the access (UNKNOWN). A second execution reserves every object of
 * the first under the same id (matched by the instruction or global that makes it and
 * its occurrence number), as a placeholder that is not yet live, and seeds each object's
 * "pointers stored in it may point to" set with what the first execution stored there:
 * the guessed pointer then names a known object, whose liveness in that round is itself a
 * guess checked against the previous round. Soundness never depends on the plan: an
 * access whose target is still outside the points-to set is cut as before.
 *
 * Ownership: mem_plan_new() copies what it needs (no AIG or bit-vector survives); the
 * caller frees the plan with mem_plan_free() after the execution that uses it.
 */
#ifndef CB_MEM_PLAN_H
#define CB_MEM_PLAN_H

#include <stdbool.h>
#include <stdint.h>
#include <llvm-c/Core.h>

#include "base/ptrmap.h"

/* Bytes [from, to) of an object held pointers into these objects (mem_stored.h). */
typedef struct mem_plan_stored {
  uint64_t from, to;
  unsigned *ids;
  unsigned num_ids;
} mem_plan_stored;

typedef struct mem_plan_object {
  int kind;               /* mem_kind */
  LLVMValueRef origin;
  uint64_t base, capacity, size; /* size: constant in the earlier execution */
  bool zeroed, read_only;
  unsigned *stored;       /* ids of objects whose addresses were stored in it */
  unsigned num_stored;
  mem_plan_stored *stored_at; /* the same per run of bytes, for objects that keep it */
  unsigned num_stored_at;
  bool reusable;          /* a constant size: the next execution may reserve it */
  bool run_named;         /* mem_object's run_named, run_thread, run_index, run_hints */
  unsigned run_thread, run_index;
  LLVMValueRef run_hints;
} mem_plan_object;

typedef struct mem_plan {
  mem_plan_object *objects; /* by id; entry 0 (the null object) unused */
  unsigned num_objects;
  uint64_t next_base;
  ptrmap origins;           /* origin -> index into occurrences */
  unsigned **occurrences;   /* per origin: the ids it made, in order */
  unsigned *num_occurrences;
  unsigned num_origins;
} mem_plan;

struct sx;
/* The plan of the objects of x (after sx_run). */
mem_plan *mem_plan_new(const struct sx *x);
void mem_plan_free(mem_plan *plan);
/* The id the earlier execution gave the n-th object made by origin (0-based), or 0. */
unsigned mem_plan_lookup(const mem_plan *plan, LLVMValueRef origin, unsigned n);

#endif

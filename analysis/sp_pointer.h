/*
 * sp_pointer.h: the pointers of the static range analysis (static_proof.c): the objects
 * a pointer may point into, each with an interval of byte offsets, and whether it may be
 * null. A pointer that may point anywhere else is `unknown`; an access through it is
 * never proved safe. Ownership: plain values, no allocation. Errors: none.
 */
#ifndef CB_SP_POINTER_H
#define CB_SP_POINTER_H

#include <stdbool.h>

#include "analysis/interval.h"

#define SP_TARGETS 8 /* more objects than this: unknown */

typedef struct sp_target {
  unsigned object; /* index into the analysis's objects (sp_memory.h) */
  itv offset;      /* bytes from the object's start (64 bits) */
} sp_target;

typedef struct sp_ptr {
  bool unknown;
  bool null;
  unsigned count;
  sp_target target[SP_TARGETS];
} sp_ptr;

/* A summary (a register, an argument, memory) widens after this many changes. */
#define SP_WIDEN_AFTER 3

sp_ptr sp_ptr_empty(void); /* no execution gets there */
sp_ptr sp_ptr_unknown(void);
sp_ptr sp_ptr_null(void);
sp_ptr sp_ptr_object(unsigned object, itv offset);
bool sp_ptr_is_empty(const sp_ptr *p);
/* Joins b into *a; with widen, an offset that grew goes to the end of its range.
   Returns whether *a changed. */
bool sp_ptr_join(sp_ptr *a, const sp_ptr *b, bool widen);
/* p moved by delta bytes (null stays null: no access through it is proved anyway). */
sp_ptr sp_ptr_offset(const sp_ptr *p, itv delta);

/* How often a summary grew: at most once per `stamp` (a pass over the module), so that
   a summary joined many times in one pass (a store in a loop, whose register grows
   until the loop header widens it) does not widen before its inputs settle. Stamp 0
   counts every change (registers carried around loops). */
typedef struct sp_growth {
  unsigned times, last;
} sp_growth;

/* Joins v into *old, counting the growth in *g; widens after SP_WIDEN_AFTER of them.
   Each returns whether *old changed. */
bool sp_update_int(itv *old, itv v, unsigned width, sp_growth *g, unsigned stamp);
bool sp_update_ptr(sp_ptr *old, const sp_ptr *v, sp_growth *g, unsigned stamp);

#endif

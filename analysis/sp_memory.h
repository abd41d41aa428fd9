/*
 * sp_memory.h: the memory of the static range analysis (static_proof.c).
 *
 * One abstract object per global variable and per stack object (alloca). An object's
 * contents are flow-insensitive: everything any thread ever stores into it, joined with
 * its initial contents, so a load may return any of it, in any interleaving. Integers
 * are one interval per object, kept only while every integer access has the same width;
 * pointers one sp_ptr per object. An object that holds integers and pointers (or
 * anything else: floats, bytes written by a library call) gives loads no bound at all.
 *
 * Ownership: sp_memory_init() allocates, sp_memory_release() frees. Allocation failure
 * aborts.
 */
#ifndef CB_SP_MEMORY_H
#define CB_SP_MEMORY_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "analysis/sp_pointer.h"

typedef struct sp_object {
  LLVMValueRef value; /* the global or the alloca */
  uint64_t size;      /* bytes */
  bool read_only;     /* a constant global */
  bool zero;          /* bytes may be 0 from the start (zero initializer, memset 0) */
  bool uninit;        /* a load may read bytes nobody wrote (indeterminate) */
  bool any;           /* contents without a bound: mixed widths, floats, library writes */
  unsigned width;     /* the width of the integers stored, 0: none yet */
  itv ints;
  sp_ptr ptrs;
  sp_growth growth; /* for widening */
} sp_object;

typedef struct sp_memory {
  sp_object *objects;
  unsigned count;
  LLVMTargetDataRef layout;
  struct sp_key *keys; /* sorted by value, for lookups */
  unsigned stamp;      /* the pass over the module (sp_growth) */
} sp_memory;

/* Objects for every global variable and every alloca of the module's functions.
   Allocas of `main` that escape get their stores and loads checked by the caller. */
void sp_memory_init(sp_memory *m, LLVMModuleRef module, LLVMTargetDataRef layout);
void sp_memory_release(sp_memory *m);
/* The object of a global or alloca, or m->count if it has none. */
unsigned sp_memory_find(const sp_memory *m, LLVMValueRef value);

/* A constant pointer: null, or into a global (constant offsets); else unknown. */
sp_ptr sp_memory_const_ptr(const sp_memory *m, LLVMValueRef constant);

/* What a load of an integer of `width` bits, or of a pointer, through p may return. */
itv sp_memory_load_int(const sp_memory *m, const sp_ptr *p, unsigned width);
sp_ptr sp_memory_load_ptr(const sp_memory *m, const sp_ptr *p);
/* Stores through p. Each returns whether some object's contents changed. */
bool sp_memory_store_int(sp_memory *m, const sp_ptr *p, itv value, unsigned width);
bool sp_memory_store_ptr(sp_memory *m, const sp_ptr *p, const sp_ptr *value);
bool sp_memory_store_zero(sp_memory *m, const sp_ptr *p);
bool sp_memory_store_any(sp_memory *m, const sp_ptr *p); /* bytes without a bound */
/* Whatever the objects of `from` hold may now be in the objects of `to` (memcpy). */
bool sp_memory_copy(sp_memory *m, const sp_ptr *to, const sp_ptr *from);

/* Whether an access of `size` bytes through p stays inside live objects: p is neither
   unknown nor null, and each offset leaves room for the access. Else *why says why. */
bool sp_memory_access_ok(const sp_memory *m, const sp_ptr *p, itv size, bool store,
                         const char **why);

#endif

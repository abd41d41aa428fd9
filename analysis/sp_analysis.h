/*
 * sp_analysis.h: the state of the static range analysis, shared by its files:
 * static_proof.c (the fixpoint over functions and blocks), sp_instructions.c (one
 * instruction), sp_calls.c (calls: the program's functions, pthread and libc),
 * sp_init.c (which stack variables are always written before they are read), sp_locks.c
 * (the mutexes each instruction surely holds) and sp_protect.c (the per-mutex invariants
 * of the second pass).
 *
 * Ownership: the sp_analysis owns its functions' states and frees them
 * (static_proof.c); callers borrow them. Errors: what the analysis cannot prove is
 * recorded with sp_fail() (the first obstacle wins), never returned.
 */
#ifndef CB_SP_ANALYSIS_H
#define CB_SP_ANALYSIS_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "analysis/interval.h"
#include "analysis/sp_memory.h"
#include "analysis/sp_pointer.h"

/* Mutexes as bits (sp_locks.c): bit 0 is the atomic sections, the others global
   pthread mutexes. */
typedef uint64_t sp_lockset;
#define SP_MAX_MUTEXES 64
#define SP_ATOMIC 0u
#define SP_NO_MUTEX (~0u)

/* A global variable protected by a mutex (sp_protect.c): every write of it happens with
   that mutex held (or in main before any thread exists). `invariant` holds its value
   whenever no thread holds the mutex. */
typedef struct sp_protected {
  LLVMValueRef global;
  unsigned object, mutex, width;
  itv invariant;
  sp_growth growth;
  itv initial, next; /* narrowing: the invariant recomputed from the current one */
} sp_protected;

typedef struct sp_slot {
  void *key; /* a value or a block */
  unsigned index;
} sp_slot;

/* What the analysis knows of one function of the program. */
typedef struct sp_function {
  LLVMValueRef fn;
  bool reachable;
  unsigned num_values; /* arguments, then instructions in block order */
  sp_slot *values;     /* sorted by key */
  unsigned num_blocks;
  LLVMBasicBlockRef *blocks;
  sp_slot *block_slots; /* sorted by key */
  bool *loop_header;    /* per block: the target of a back edge (widening happens there) */
  sp_ptr *ptrs;         /* the pointer registers, flow-insensitive */
  sp_growth *ptr_growth;
  itv *args;            /* integer arguments, joined over the calls */
  sp_growth *arg_growth;
  bool returns;         /* some execution returns from it */
  itv ret;              /* integer result, joined over the returns */
  sp_ptr ret_ptr;
  sp_growth ret_growth;
  /* sp_locks.c: per value (instructions), the mutexes surely held before it, and in
     main whether no thread may exist yet; through callees, the mutexes it may unlock,
     whether it may write memory or synchronize, whether it may create threads. */
  sp_lockset *held;
  bool *prefix;
  sp_lockset unlocks;
  bool syncs, creates;
  unsigned num_state; /* registers, then one view per protected global (sp_protect.c) */
} sp_function;

typedef struct sp_analysis {
  LLVMModuleRef module;
  LLVMTargetDataRef layout;
  sp_memory memory;
  sp_function *functions;
  unsigned num_functions;
  sp_slot *function_slots;
  bool changed;         /* this pass over the module changed a summary or the memory */
  char *failure;        /* why no proof: the first obstacle found (owned) */
  bool main_frame_lives; /* main's stack objects live until the program ends */
  bool soft;            /* an error may be reached (failure says where), but the
                           fixpoint goes on: the per-mutex pass may still prove it */
  unsigned num_mutexes;
  LLVMValueRef mutexes[SP_MAX_MUTEXES];
  bool modular;         /* the second pass, with per-mutex invariants */
  bool narrowing;       /* its last passes: views publish into `next`, not `invariant` */
  unsigned num_protected;
  sp_protected *protected;
  unsigned *protected_of; /* per object: its index in `protected`, or num_protected */
  int64_t *thresholds;    /* the invariants widen to these (the program's comparisons) */
  unsigned num_thresholds;
} sp_analysis;

/* The function's summary, or NULL for a declaration. */
sp_function *sp_function_of(sp_analysis *a, LLVMValueRef fn);
unsigned sp_value_index(const sp_function *f, LLVMValueRef value); /* num_values: none */

/* The integer or pointer a value has in `state` (a register of f) or as a constant. */
itv sp_int_value(const sp_function *f, const itv *state, LLVMValueRef value);
sp_ptr sp_ptr_value(sp_analysis *a, const sp_function *f, LLVMValueRef value);
/* Sets an instruction's pointer register (joined, widened after SP_WIDEN_AFTER). */
void sp_set_ptr(sp_analysis *a, sp_function *f, LLVMValueRef inst, const sp_ptr *p);
/* Records the first obstacle to the proof: `what` at inst's place. */
void sp_fail(sp_analysis *a, LLVMValueRef inst, const char *what);
/* An error that may be reached: no proof, but the fixpoint goes on (a->soft), so that
   its memory and pointers are complete for the per-mutex invariants. */
void sp_fail_soft(sp_analysis *a, LLVMValueRef inst, const char *what);
/* Whether an access of size bytes through p is safe; else records why. */
bool sp_check_access(sp_analysis *a, LLVMValueRef inst, const sp_ptr *p, itv size, bool store);
/* The bit width of an integer type, 0 for any other type. */
unsigned sp_int_width(LLVMTypeRef type);

/* One instruction that is neither a phi nor a terminator (sp_instructions.c): its
   register in state, its effects. Returns false when no execution goes on after it. */
bool sp_step(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst);

/* A call (sp_calls.c): its effects on the summaries and the memory, its result in
   state. Returns false if no execution goes on after it (abort, exit, ...). */
bool sp_call(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call);

/* sp_init.c: clears `uninit` on the scalar stack variables of fn that every execution
   writes before anything can read them. */
void sp_mark_initialized(sp_analysis *a, LLVMValueRef fn);

/* sp_locks.c: the locksets, main's prefix and the functions' lock facts. */
void sp_compute_locksets(sp_analysis *a);
unsigned sp_mutex_of(sp_analysis *a, LLVMValueRef arg); /* SP_NO_MUTEX: not one */
bool sp_is_atomic_function(LLVMValueRef fn);

/* sp_protect.c: which globals a mutex protects (after a first pass), and their views in
   the second. A thread's view of a protected global (a register slot of its own) is
   what it holds while the thread holds the mutex. */
sp_protected *sp_classify_protected(sp_analysis *first, unsigned *count); /* caller frees */
/* Takes `globals` (from sp_classify_protected of another analysis of the same module). */
void sp_protect_init(sp_analysis *a, sp_protected *globals, unsigned count);
/* A load or store through p at inst: true (and *value set, for a load) if it reads or
   writes a view. */
bool sp_view_load(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst,
                  const sp_ptr *p, itv *value);
void sp_view_store(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst,
                   const sp_ptr *p, itv value);
/* Mutex m (SP_NO_MUTEX: all) taken: its invariants join the views; given back: the
   views join its invariants. Every view set to its invariant: sp_view_reset. */
void sp_view_acquire(sp_analysis *a, sp_function *f, itv *state, unsigned m);
void sp_view_release(sp_analysis *a, sp_function *f, itv *state, unsigned m);
void sp_view_reset(sp_analysis *a, sp_function *f, itv *state);
/* A branch narrowed `value` to v: if value was loaded from a view in the branch's block
   with nothing that could write in between, the view narrows too. */
void sp_view_refine(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef value, itv v,
                    LLVMBasicBlockRef block);
/* After the widening passes: up to `passes` passes, each reading the invariants and
   recomputing them (a smaller post-fixpoint each time), the last one with no error
   reached or no progress. Returns whether a pass reached no error. */
bool sp_narrow(sp_analysis *a, unsigned passes, void (*pass)(sp_analysis *));
/* A synchronization call's effect on the views (lock, unlock, wait, atomic sections). */
void sp_view_sync(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call,
                  const char *name);

#endif

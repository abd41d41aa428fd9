/*
 * sp_analysis.h: the state of the static range analysis, shared by its files:
 * static_proof.c (the fixpoint over functions and blocks), sp_instructions.c (one
 * instruction), sp_calls.c (calls: the program's functions, pthread and libc) and
 * sp_init.c (which stack variables are always written before they are read).
 *
 * Ownership: the sp_analysis owns its functions' states and frees them
 * (static_proof.c); callers borrow them. Errors: what the analysis cannot prove is
 * recorded with sp_fail() (the first obstacle wins), never returned.
 */
#ifndef CB_SP_ANALYSIS_H
#define CB_SP_ANALYSIS_H

#include <stdbool.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "analysis/interval.h"
#include "analysis/sp_memory.h"
#include "analysis/sp_pointer.h"

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

#endif

/*
 * symex.h: symbolic execution of a sequential LLVM module into guarded SSA form.
 *
 * The executor walks each function's blocks in reverse post-order. A block is
 * executed once per "visit": all path states waiting at it (pending) are merged into
 * one state first (guard = disjunction of the incoming guards, each value = a mux over
 * the incoming values), so paths are merged at every join point and never enumerated.
 * Edges that go back in that order are loop back edges: taking one re-enters the loop
 * header, at most `unwind` times in a row; past that the path is cut and an
 * incompleteness event records its guard. Calls of defined functions are inlined by
 * executing the callee in a nested frame (recursion is bounded the same way).
 *
 * Everything the executor finds out is recorded as events with guards (symex_events.h):
 * errors, incompleteness, assumptions are folded into guards directly, and trace steps.
 *
 * Internal to the encoder. Ownership: sx_new()/sx_free(); values (bv) live in the bvm.
 */
#ifndef CB_SYMEX_H
#define CB_SYMEX_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "encoder/bv.h"
#include "encoder/check.h"
#include "encoder/ptrmap.h"
#include "encoder/symex_events.h"

/* What the executor knows of one function: its blocks in reverse post-order and the
   numbering of the values it defines (arguments and instructions). Built on first call. */
typedef struct sx_function {
  LLVMValueRef fn;
  const char *name;
  bool has_debug_info;       /* user code; runtime models have none */
  unsigned num_blocks;
  LLVMBasicBlockRef *blocks; /* reverse post-order from the entry block */
  ptrmap block_index;        /* block -> position in blocks */
  unsigned num_slots;
  ptrmap slot_index;         /* argument or instruction -> slot */
} sx_function;

/* One path state: where it comes from, its guard, and the value of every slot. */
typedef struct sx_state {
  aig_lit guard;
  LLVMBasicBlockRef from;   /* the predecessor block (for phi nodes) */
  bool back_edge;           /* arrived over a loop back edge */
  const bv **slots;
  struct sx_state *next;
} sx_state;

/* A function activation being executed. */
typedef struct sx_frame {
  sx_function *function;
  struct sx_frame *caller;
  LLVMValueRef call_site;   /* the call instruction in the caller, or NULL */
  sx_state **pending;       /* per block: states waiting to be merged and executed */
  unsigned *back_entries;   /* per block: loop re-entries in the current loop activation */
  unsigned lowest_pending;  /* no pending state below this block index */
  aig_lit return_guard;     /* disjunction of the guards of the returns */
  const bv *return_value;   /* mux over the returned values */
  unsigned depth;           /* frames of the same function on the stack, this one included */
} sx_frame;

typedef struct sx {
  LLVMModuleRef module;
  LLVMTargetDataRef layout;
  const enc_options *options;
  aig *aig;
  bvm *bvm;
  sx_events events;
  ptrmap function_index;    /* LLVM function -> index in functions */
  sx_function **functions;
  unsigned num_functions;
  sx_frame *top;            /* innermost frame */
  size_t instructions;      /* executed, for --stats and deadline checks */
  bool stopped;             /* the deadline passed: results are incomplete */
} sx;

sx *sx_new(LLVMModuleRef module, const enc_options *options, aig *g, bvm *m);
void sx_free(sx *x);

/* Executes the entry function. Afterwards x->events holds everything found. */
void sx_run(sx *x, LLVMValueRef entry);

/* Executes a call of a defined function with the given arguments under *guard.
   On return *guard is the guard of the paths that return; the result is the returned
   value (NULL for void or when no path returns). Used by symex_call.c. */
const bv *sx_inline_call(sx *x, LLVMValueRef call, LLVMValueRef callee, const bv **args,
                         aig_lit *guard);

/* The value of an operand in a state: constants are built, everything else is looked up.
   NULL when the executor cannot represent it (pointers, floats, aggregates). */
const bv *sx_operand(sx *x, sx_state *s, LLVMValueRef v);
void sx_define(sx *x, sx_state *s, LLVMValueRef inst, const bv *value);

/* Executes one non-terminator, non-phi instruction (symex_inst.c). */
void sx_execute(sx *x, sx_state *s, LLVMValueRef inst);
/* Executes a call instruction (symex_call.c). */
void sx_execute_call(sx *x, sx_state *s, LLVMValueRef call);

/* Records an error on the paths of guard, with the trace step that shows it. The caller
   decides whether the path goes on. reason must be a static string. */
void sx_error(sx *x, aig_lit guard, LLVMValueRef inst, const char *reason);

/* Cuts the path: the construct at inst cannot be followed. */
void sx_unsupported(sx *x, sx_state *s, LLVMValueRef inst, const char *what);

/* The instruction whose source location stands for inst: inst itself if it has a debug
   location, else the innermost call site in user code. May return NULL. */
LLVMValueRef sx_user_location(sx *x, LLVMValueRef inst);

/* Width in bits of an integer type, 0 for any other type. */
unsigned sx_int_width(LLVMTypeRef type);

#endif

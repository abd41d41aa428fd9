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

#include <limits.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "bitblast/bv.h"
#include "encoder/check.h"
#include "encoder/mem_values.h"
#include "encoder/memory.h"
#include "base/ptrmap.h"
#include "bitblast/rewrite.h"
#define CB_REPLAY_INTERNAL
#include "encoder/replay_inputs.h"
#include "encoder/symex_events.h"

/* What the executor knows of one function: its blocks in reverse post-order and the
   numbering of the values it defines (arguments and instructions). Built on first call. */
#define SX_NO_LOOP UINT_MAX

/* --unroll-forced: forced iterations in a row that do not count against --unwind. A loop
   no path ever leaves (for (;;) without a break) still ends its unrolling there. */
#define SX_MAX_FORCED_ITERATIONS 1000

typedef struct sx_function {
  LLVMValueRef fn;
  const char *name;
  bool has_debug_info;       /* user code; runtime models have none */
  unsigned num_blocks;
  LLVMBasicBlockRef *blocks; /* weak topological order from the entry block: a loop is
                                the range from its header to its latch */
  ptrmap block_index;        /* block -> position in blocks */
  unsigned *loop_end;        /* per block: a header's last block (its latch), else 0 */
  unsigned *loop_of;         /* per block: the innermost loop's header (a header's own),
                                or SX_NO_LOOP */
  unsigned *loop_parent;     /* per header: the header of the loop around it, or SX_NO_LOOP */
  unsigned num_slots;
  ptrmap slot_index;         /* argument or instruction -> slot */
} sx_function;

/* One path state: where it comes from, its guard, and the value of every slot. */
typedef struct sx_state {
  aig_lit guard;
  LLVMBasicBlockRef from;   /* the predecessor block (for phi nodes) */
  bool back_edge;           /* arrived over a loop back edge */
  mem_state mem;            /* memory on this path */
  const bv **slots;
  struct sx_state *next;
} sx_state;

/* Executions that left a thread early: their guard, memory and the thread's result. */
typedef struct sx_exit {
  aig_lit guard;
  mem_state mem;
  const bv *value;          /* NULL: none */
} sx_exit;

/* A function activation being executed. */
typedef struct sx_frame {
  sx_function *function;
  struct sx_frame *caller;
  LLVMValueRef call_site;   /* the call instruction in the caller, or NULL */
  const bv **args;          /* a variadic function's: the call's arguments (all of them,
                               num_args; NULL entries cannot be represented), else NULL */
  unsigned num_args;
  sx_state **pending;       /* per block: states waiting to be merged and executed */
  unsigned *back_entries;   /* per block: loop re-entries in the current loop activation */
  unsigned *forced;         /* per header: forced iterations in a row, not counted */
  bool *left;               /* per header: a path left the loop since it last began */
  unsigned *arrivals;       /* per header: back-edge arrivals in the current activation */
  unsigned *next_probe;     /* per header: the arrival at which to probe next (loop_probe.h) */
  unsigned lowest_pending;  /* no pending state below this block index */
  aig_lit return_guard;     /* disjunction of the guards of the returns */
  mem_state return_mem;     /* memory of the returns, merged */
  const bv *return_value;   /* mux over the returned values */
  unsigned *stack_objects;  /* objects of this frame's allocas: dead once it returns */
  unsigned num_stack_objects, cap_stack_objects;
  unsigned depth;           /* frames of the same function on the stack, this one included */
  /* A thread's start function, called by the sequentialization's scheduler: a thread
     that ends early (pthread_exit, stopping, an error) comes back here. */
  bool thread_root;
  unsigned passed;          /* parameters the call gave a value (cb_abi_match.passed) */
  sx_exit *exits;           /* in the order they happened; merged when the thread ends */
  unsigned num_exits, cap_exits;
} sx_frame;

typedef struct sx {
  LLVMModuleRef module;
  LLVMTargetDataRef layout;
  const enc_options *options;
  aig *aig;
  bvm *bvm;
  rw *rewrite;              /* word-level simplification of linear arithmetic */
  sx_events events;
  memory mem;
  ptrmap function_index;    /* LLVM function -> index in functions */
  sx_function **functions;
  unsigned num_functions;
  sx_frame *top;            /* innermost frame */
  size_t instructions;      /* executed, for --stats and deadline checks */
  const bv **guessed;       /* results of undefined functions and what they may write
                               (symex_havoc.c): their bits are inputs */
  const char **guessed_names; /* the function each guess is of (LLVM's name) */
  size_t num_guessed, cap_guessed;
  char **warnings;          /* distinct warnings, owned */
  size_t num_warnings;
  bool stopped;             /* the deadline passed, or the memory limit (memlimit.h):
                               results are incomplete */
  /* Threads (sx_threads.c): set when the module was sequentialized with threads. */
  bool threaded;
  bool races;               /* the module is instrumented for races (SEQ_RACES_MD): only a
                               race is an error (property no-data-race) */
  const bv *race_address;   /* __cbounds_race_location's bytes, for the race error next */
  const bv *race_size;
  bool next_call_thread_root; /* the next inlined call starts a thread */
  aig_lit validity;         /* the round guesses are consistent: errors count only then */
  bool cut_outside_threads; /* a path was cut outside any thread: it cannot reach the end */
  const struct mem_plan *plan; /* objects of an earlier execution to reserve, or NULL */
  unsigned unknown_target_cuts; /* accesses through guessed pointers to unknown objects */
  const struct mem_thaw *thaw; /* freeze objects at main's first pthread_create, but those
                                  of these origins (mem_freeze.h); NULL: freeze nothing */
  double next_progress;     /* when to report progress next (cb_now()), 0: not yet set */
  const bv *round_limit;    /* --iterate rounds: the active bound k, free inputs that the
                               solver's assumptions fix; NULL: the bound is K itself */
  rp_log replay;            /* the program's inputs per thread, for --save-replay */
  struct loop_probe *probe; /* feasibility of back edges (loop_probe.h), or NULL */
} sx;

/* plan: the objects of an earlier execution to reserve (mem_plan.h), or NULL; it must
   outlive the sx. */
sx *sx_new(LLVMModuleRef module, const enc_options *options, aig *g, bvm *m,
           const struct mem_plan *plan);
void sx_free(sx *x);

/* Executes the entry function. Afterwards x->events holds everything found. */
void sx_run(sx *x, LLVMValueRef entry);

/* Executes a call of a defined function with the given arguments in state s. On return
   s holds the guard and memory of the paths that return; the result is the returned
   value (NULL for void or when no path returns). Used by symex_call.c. args: NULL, or
   one per parameter at least; num_args: how many parameters the call passes (reading
   one beyond is the error of sx_arguments_given()). */
const bv *sx_inline_call(sx *x, sx_state *s, LLVMValueRef call, LLVMValueRef callee,
                         const bv **args, unsigned num_args);
/* A call that passes fewer arguments than the function has parameters (symex_call.c):
   false, the path ended with the error, when inst reads one of the missing ones (or, a
   terminator, gives one to a phi of a successor). */
bool sx_arguments_given(sx *x, sx_state *s, LLVMValueRef inst);
/* symex_abi.c: a call through another prototype (m from cb_call_abi): each argument as
   the callee's parameter reads it, a guess for each one the call does not pass. */
struct cb_abi_match;
void sx_adapt_arguments(sx *x, sx_state *s, LLVMValueRef call, LLVMValueRef callee,
                        const bv **args, const struct cb_abi_match *m);
/* A value passed in a register, read as another type of that register (truncated). */
const bv *sx_register_value(sx *x, const bv *v, LLVMTypeRef type);
/* The value of a call that uses a result the (void) callee does not return: the error in
   user code (NULL), a guess or 0 in the models (symex_abi.c). */
const bv *sx_missing_result(sx *x, sx_state *s, LLVMValueRef call, const char *name);
/* A failure of the running thread at call (an error of class cls): the other threads
   still run, this path ends. */
void sx_fail(sx *x, sx_state *s, LLVMValueRef call, enc_error_class cls, const char *reason);


/* The value of an operand in a state: constants are built, everything else is looked up.
   NULL when the executor cannot represent it (pointers, floats, aggregates). */
const bv *sx_operand(sx *x, sx_state *s, LLVMValueRef v);
void sx_define(sx *x, sx_state *s, LLVMValueRef inst, const bv *value);

/* A copy of s (a state of the current frame) under another guard. */
sx_state *sx_fork(sx *x, const sx_state *s, aig_lit guard);
void sx_state_free(sx_state *s);
/* Whether a state of the list came over a back edge. */
bool sx_any_back_edge(const sx_state *list);
/* Loop probes (symex_probe.c): drops, when a question is due, the states arriving at
   header k of frame f over a back edge that no execution outside the sink can be in
   (loop_probe.h); a thread's executions go to its end first. Returns what remains. */
sx_state *sx_probe_back_edges(sx *x, sx_frame *f, unsigned k, sx_state *list);
/* Merges `other` into `into` (disjoint guards) and frees it. */
void sx_join(sx *x, sx_state *into, sx_state *other);
/* A warning for the user, once per distinct text (copied). */
void sx_warn(sx *x, const char *warning);

/* c ? a : b for values, keeping points-to sets. */
const bv *sx_mux(sx *x, aig_lit c, const bv *a, const bv *b);
/* Registers a stack object of the current frame: it dies when the frame returns. */
void sx_frame_add_object(sx *x, unsigned id);

/* Executes one non-terminator, non-phi instruction (symex_inst.c). */
void sx_execute(sx *x, sx_state *s, LLVMValueRef inst);
/* atomicrmw, cmpxchg and fence (symex_atomic.c); false for any other instruction. */
bool sx_atomic_instruction(sx *x, sx_state *s, LLVMValueRef inst);
/* Executes a call instruction (symex_call.c). */
void sx_execute_call(sx *x, sx_state *s, LLVMValueRef call);

/* The comparison `a p b` of two integer values (symex_inst.c). */
aig_lit sx_compare(bvm *m, LLVMIntPredicate p, const bv *a, const bv *b);

/* Narrowing (symex_narrow.c): integer registers of the current frame whose comparisons
   with a constant the state's guard requires get the bits that follow (x < 400: bits 9
   and up are 0). After a conditional branch, on the state that goes on when the other
   successor is a dead end (it ends in `unreachable`); after a call that narrowed the
   guard, on the comparisons its arguments are made of. */
bool sx_block_is_dead_end(LLVMBasicBlockRef block);
void sx_narrow_branch(sx *x, sx_state *live, LLVMValueRef condition);
void sx_narrow_call(sx *x, sx_state *s, LLVMValueRef call);
/* Up to max literals that every execution of s satisfies (its guard's conjuncts; in a
   thread, b for "b or stopped for good"), the conditions added last first. Returns
   how many it wrote to out. */
unsigned sx_guard_conjuncts(sx *x, const sx_state *s, aig_lit *out, unsigned max);
/* value, or where s's guard bounds it more tightly than its terms do, a value equal to
   it on s's executions that carries those bounds (bv_clamp_under). */
const bv *sx_clamp(sx *x, const sx_state *s, const bv *value);
/* A comparison with a constant, as a constant if the ranges of its operand decide it on
   s's executions (bv_decide_under), else itself. */
aig_lit sx_decide(sx *x, const sx_state *s, aig_lit comparison);

/* The reason of the error that the property unreach-call is about. */
#define SX_REACH_ERROR_REASON "reach_error() called"
/* The reason of the error that the property no-data-race is about (runtime-models/race.c). */
#define SX_RACE_REASON "data race"
/* The reason of a deadlock (runtime-models/deadlock.c, docs/deadlocks.md). */
#define SX_DEADLOCK_REASON "deadlock"

/* Records an error of class cls on the paths of guard, with the trace step that shows it
   (or, when the property does not count cls, an incompleteness). The caller decides
   whether the path goes on. reason must be a static string. */
void sx_error(sx *x, aig_lit guard, LLVMValueRef inst, enc_error_class cls, const char *reason);

/* Primitives and intrinsics of the C library's memory functions (symex_libc.c). */
void sx_allocate(sx *x, sx_state *s, LLVMValueRef call);
void sx_allocate_partial(sx *x, sx_state *s, LLVMValueRef call);
/* An object of n bytes (symbolic sizes get a bounded capacity; larger ones are cut as
   unsupported). Returns 0 after cutting the path when it cannot be made. */
unsigned sx_new_sized_object(sx *x, sx_state *s, LLVMValueRef origin, mem_kind kind,
                             const bv *n, bool zeroed);
void sx_object_size(sx *x, sx_state *s, LLVMValueRef call);
void sx_free_call(sx *x, sx_state *s, LLVMValueRef call);
bool sx_memory_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name);
bool sx_overflow_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name);

/* Floating point (symex_float.c): NULL / false when the operation or format is not one
   the encoder handles. */
const bv *sx_float_instruction(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                               unsigned width);
bool sx_float_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name);

/* ---- threads (symex_threads.c) ---- */

/* Reads the sequentialization's metadata: rounds and threaded mode. */
void sx_threads_init(sx *x);
/* The primitives of runtime-models/cbounds_threads.h the encoder interprets; false if
   name is not one of them. */
bool sx_thread_primitive(sx *x, sx_state *s, LLVMValueRef call, const char *name);
/* In a threaded program, the executions of s under `guard` end their thread here (an
   error was found on them, for example): they go on with the next thread, so that the
   end of the program can check the round guesses they relied on. Nothing otherwise. */
void sx_thread_abandon(sx *x, sx_state *s, aig_lit guard);
/* Whether the current frame runs inside a thread (sx_thread_abandon has a root to send
   executions to). */
bool sx_in_thread(sx *x);
/* Whether a function's address is taken: used other than as the callee of a call (only
   such a function can be called through a pointer). */
bool sx_address_taken(LLVMValueRef fn);
/* Whether a round is the sink of stopped threads (round K+1). FALSE without threads. */
aig_lit sx_round_is_sink(sx *x, const bv *round);
/* Cuts the executions of s under guard at inst: an incompleteness (UNKNOWN if reachable),
   except for threads in the sink, which leave their thread instead. */
void sx_cut(sx *x, sx_state *s, aig_lit guard, sx_incomplete_kind kind, const char *reason,
            LLVMValueRef inst);
/* A thread root returns: the executions that left it early join the returning ones. */
void sx_thread_return(sx *x, sx_frame *root);
/* In a threaded program, the executions of s under `bad` (an error was found on them)
   go on in the sink round, where their thread does nothing real any more: their path
   reaches the end of the program, which checks the guesses they relied on. Returns
   false without threads: the caller removes them from s itself. */
bool sx_thread_fail(sx *x, sx_state *s, aig_lit bad);
/* After the whole program: errors count only where the guesses were consistent. */
void sx_threads_finish(sx *x);

/* Cuts the path: the construct at inst cannot be followed. */
void sx_unsupported(sx *x, sx_state *s, LLVMValueRef inst, const char *what);

/* The instruction whose source location stands for inst: inst itself if it has a debug
   location, else the innermost call site in user code. May return NULL. */
LLVMValueRef sx_user_location(sx *x, LLVMValueRef inst);
/* A store of user code (a store or an atomic write of value, of type, at ptr, on the
   paths where `when` holds), for the trace: trace_names.h names the memory written from
   the model's pointer and the debug information. */
void sx_note_store(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr, const bv *value,
                   LLVMTypeRef type, aig_lit when);
/* Whether fn is a runtime model (ENC_MODEL_ATTRIBUTE): the trace never shows its insides. */
bool sx_is_model(LLVMValueRef fn);
/* llvm.va_start, va_copy, va_end (symex_vararg.c); false for other names. */
bool sx_vararg_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name);
/* A call of a function without body or model: every byte it may reach through its
   arguments gets a fresh guessed value (symex_havoc.c). */
void sx_havoc_reachable(sx *x, sx_state *s, LLVMValueRef call, const char *name);
/* Records value (fresh inputs) as a guess of the undefined function `name`. */
void sx_add_guess(sx *x, const bv *value, const char *name);

/* Width in bits of an integer type, 0 for any other type. */
unsigned sx_int_width(LLVMTypeRef type);
/* Width in bits of the bit-vector that represents a value of this type: integers,
   pointers, float and double (IEEE bits), structs and arrays (their memory image,
   byte 0 in the lowest bits). 0 for types the encoder cannot represent. */
unsigned sx_type_bits(sx *x, LLVMTypeRef type);
/* Structs, arrays and vectors: values held as their memory image. */
bool sx_is_aggregate_type(LLVMTypeRef type);

/* ---- memory (symex_memory.c) ---- */

void mem_init(sx *x);
/* Reserves the objects of x->plan (after the threads' settings are known). */
void mem_apply_plan(sx *x);
void mem_release(sx *x);
/* Creates the global objects with their initial contents in the entry state. */
void mem_init_globals(sx *x, sx_state *s);
/* A new object of the given capacity; size NULL means the capacity. Its bytes are
   fresh unconstrained values unless zeroed. Returns the object's id, or 0 when there is
   no room (the caller cuts the path). */
unsigned mem_new_object(sx *x, sx_state *s, mem_kind kind, uint64_t capacity, const bv *size,
                        bool zeroed, LLVMValueRef origin);
const bv *mem_address(sx *x, unsigned id);  /* pointer to offset 0, with its points-to set */
/* Whether object id is allocated in the state's round (a literal). */
aig_lit mem_live_in_state(sx *x, const sx_state *s, unsigned id);
/* Points-to sets and memory images of values: encoder/mem_values.h. */
/* Checked accesses of `bytes` bytes at ptr, done only where `enable` holds. A failed check
   records an error and removes the failing executions from s. */
const bv *mem_load(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr, unsigned bytes,
                   aig_lit enable);
void mem_store(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr, const bv *image,
               aig_lit enable);
void mem_free(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr);
/* memcpy/memmove (src may be NULL for memset, then `byte` is stored) with a length that
   may be symbolic: bytes at positions >= n are left alone. */
void mem_copy(sx *x, sx_state *s, LLVMValueRef inst, const bv *dst, const bv *src,
              const bv *byte, const bv *n);
/* The largest capacity among the objects ptr may point to; *partial: whether one of them
   is a partial object (__cbounds_alloc_partial). */
uint64_t mem_largest_capacity(sx *x, const bv *ptr, bool *partial);
/* Marks objects dead in a memory state (stack objects of a returning frame). */
void mem_kill(sx *x, mem_state *m, const unsigned *ids, unsigned count);
mem_state mem_merge(sx *x, aig_lit guard, mem_state a, mem_state b);
/* The state's round becomes `round` (the sink's, K + 1, for a thread that stops). */
void mem_set_round(sx *x, mem_state *ms, const bv *round);
/* With rounds: the condition that each guessed round r >= 2 started from what round r-1
   left in `final`, for every guessed byte and allocated bit. */
aig_lit mem_rounds_consistent(sx *x, const mem_state *final);
/* Object id's allocated bit, and its byte at offset, as s's round sees them. */
aig_lit mem_is_live(sx *x, const sx_state *s, unsigned id);
const bv *mem_peek_byte(sx *x, const sx_state *s, unsigned id, uint64_t offset);
/* The program ends in s (symex_leaks.c, docs/memory.md "Leaks"): under a property that
   counts ENC_ERROR_LEAK, the heap blocks still allocated (and, for valid-memtrack,
   unreachable) are errors. exiting: s is at exit() or abort() of a program without
   threads (else: at the end of the sequential program). */
void sx_check_leaks(sx *x, sx_state *s, bool exiting);
/* Whether an error of class cls is outside the property checked: then it is recorded as
   an incompleteness (guard, where, reason) and true is returned. */
bool sx_outside_property(sx *x, aig_lit guard, LLVMValueRef where, enc_error_class cls,
                         const char *reason);
/* An error at the end of the program, shown at `where` (or nowhere: NULL): as sx_error,
   but whatever round the state is in; reason is copied. */
void sx_program_error(sx *x, aig_lit guard, LLVMValueRef where, enc_error_class cls,
                      const char *reason);
/* The value of a constant (pointers, constant expressions, aggregates); NULL if the
   encoder cannot represent it. */
const bv *mem_constant(sx *x, LLVMValueRef constant);
/* Pointer arithmetic: ptr + delta on the offset bits only (delta: pointer width). */
const bv *mem_offset_pointer(sx *x, const bv *ptr, const bv *delta);
/* Byte offset that a getelementptr adds (pointer width); NULL for vector indices. */
const bv *mem_gep_offset(sx *x, sx_state *s, LLVMValueRef gep);

#endif

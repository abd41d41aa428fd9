/*
 * check.h: the encoder's public entry point. Given a sequential module (the output of
 * libseq, with the entry function SEQ_ENTRY_NAME), it unwinds and inlines it into a
 * guarded SSA form, bit-blasts it, asks the solver whether an error is reachable, and
 * if so extracts the trace.
 *
 * Soundness rules the encoder keeps (see docs/encoding.md):
 *  - every error it reports lies on a real execution prefix (paths are cut, never
 *    approximated, where the encoder cannot follow them);
 *  - every place where it stops following a path that could go on (a loop or a
 *    recursion past the unwind bound, an unsupported construct) is recorded as an
 *    "incompleteness" with its guard; SAFE is answered only when none is reachable.
 *
 * Ownership: enc_check() fills *result; the caller releases it with enc_result_free().
 * Strings in the result are owned by the result. The module is only read.
 */
#ifndef CB_CHECK_H
#define CB_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <llvm-c/Core.h>

/* The kinds of error the encoder detects, as bits: a property is the set of those that
   count as its violations (enc_options.errors); any other failure ends its execution as
   an incompleteness, so that it can make SAFE impossible but never UNSAFE. */
typedef enum enc_error_class {
  ENC_ERROR_REACH = 1u << 0,    /* reach_error() or __VERIFIER_error() called */
  ENC_ERROR_ASSERT = 1u << 1,   /* a failed assert() */
  ENC_ERROR_RACE = 1u << 2,     /* a data race (a module instrumented for races) */
  ENC_ERROR_DEREF = 1u << 3,    /* null, dangling, out-of-bounds or read-only access */
  ENC_ERROR_FREE = 1u << 4,     /* double free, free of a pointer malloc did not return */
  ENC_ERROR_OVERFLOW = 1u << 5, /* signed arithmetic overflow (INT_MIN / -1; with
                                   enc_options.signed_overflow also nsw + - * and shifts) */
  ENC_ERROR_OTHER = 1u << 6,    /* other undefined behaviour: division by zero, a call
                                   through an invalid function pointer (not valid-deref:
                                   SV-COMP's safe tasks call old-style `void *f()` thread
                                   functions through `void *(*)(void *)`) */
  ENC_ERROR_LEAK = 1u << 8,     /* memory still allocated at the program's end (unreachable
                                   from globals, or any: enc_options.leaks); never in
                                   ENC_ERRORS_ALL: only a property that asks looks */
  ENC_ERROR_DEADLOCK = 1u << 7, /* every unfinished thread blocked for good (docs/deadlocks.md) */
} enc_error_class;
#define ENC_ERRORS_ALL ((1u << 8) - 1)

/* What counts as a leak at the program's end (ENC_ERROR_LEAK, docs/memory.md "Leaks"). */
typedef enum enc_leaks {
  ENC_LEAKS_UNREACHABLE = 0, /* SV-COMP's valid-memtrack: not freed, not reachable */
  ENC_LEAKS_ALLOCATED,       /* SV-COMP's valid-memcleanup: not freed */
} enc_leaks;

typedef struct enc_options {
  unsigned unwind;            /* loop iterations and recursion depth per call chain */
  bool unwinding_assertions;  /* false: a loop cut by the bound does not make SAFE impossible */
  bool unroll_forced;         /* an iteration that no path can leave does not count against
                                 unwind (at most SX_MAX_FORCED_ITERATIONS in a row) */
  unsigned object_bytes;      /* an object whose size is not a constant: the bytes of it
                                 represented (0: ENC_DEFAULT_OBJECT_BYTES); accesses past
                                 them are cut (docs/memory.md, "Allocation") */
  double deadline;            /* absolute, on cb_now()'s clock; <= 0: none */
  bool loop_probes;           /* ask whether each loop back edge is feasible before the
                                 next iteration is unwound (loop_probe.h) */
  bool iterate_rounds;        /* ask k = 1, 2, ..., K in turn in one solver (smallest k;
                                 K is the module's SEQ_ROUNDS_MD) */
  bool errors_only;           /* no error: SAFE without asking whether paths were cut by
                                 the bounds (a caller that asks that elsewhere) */
  unsigned first_round;       /* iterate from this k (0 or 1: from 1); smaller k are known
                                 to have no error */
  unsigned preemptions;       /* at most this many preemptions; ENC_NO_BOUND: any number */
  bool fewest_preemptions;    /* UNSAFE: look for the trace with the fewest preemptions */
  bool all_races;             /* a module instrumented for races: find every racy location
                                 (each with the smallest k), not only the first */
  bool no_freeze;             /* guess every byte of rounds >= 2, also of objects frozen
                                 at main's first pthread_create (mem_freeze.h) */
  unsigned errors;            /* the enc_error_class bits that are violations (SV-COMP's
                                 unreach-call: ENC_ERROR_REACH alone); any other failure
                                 ends its execution as an incompleteness */
  const char *property;       /* the property's name, for messages (borrowed) */
  bool signed_overflow;       /* check signed overflow of nsw add/sub/mul/shl and shifts by
                                 a negative or too large amount (ENC_ERROR_OVERFLOW) */
  enc_leaks leaks;            /* with ENC_ERROR_LEAK in errors: which memory is a leak */
  /* Progress for the user, or NULL: called with one line of text (borrowed) at each
     phase (periodic false: "solving k=2") and, at most about once a second, while one
     runs long (periodic true: instructions executed, seconds in the solver). */
  void (*progress)(void *context, bool periodic, const char *text);
  void *progress_context;
} enc_options;

#define ENC_NO_BOUND 0xffffffffu
/* The bytes represented of an object whose size is not a constant (--object-bytes). */
#define ENC_DEFAULT_OBJECT_BYTES 1024u

/* The reason of an UNKNOWN when the check stopped at the memory limit (memlimit.h). */
#define ENC_MEMORY_REASON "out of memory (--memory-limit)"

typedef enum enc_verdict {
  ENC_SAFE = 0,
  ENC_UNSAFE = 10,
  ENC_UNKNOWN = 20,
} enc_verdict;

/* The bound an UNKNOWN hit, for a strategy that raises it. */
typedef enum enc_bound_kind {
  ENC_BOUND_NONE,    /* not a bound's */
  ENC_BOUND_UNWIND,  /* a loop or recursion may run past the unwind bound */
  ENC_BOUND_THREADS, /* the program may create more threads than the thread bound */
} enc_bound_kind;

/* Source location; file is NULL where the instruction has no debug location. */
typedef struct enc_loc {
  const char *dir;   /* owned by the result */
  const char *file;  /* owned by the result */
  unsigned line;
  unsigned column;
} enc_loc;

typedef enum enc_step_kind {
  ENC_STEP_LINE,    /* execution reached a source line */
  ENC_STEP_CALL,    /* entered a function (function = callee) */
  ENC_STEP_RETURN,  /* returned from a function (function = callee) */
  ENC_STEP_VALUE,   /* a value became known: note says which, e.g. "x = 5" */
  ENC_STEP_ERROR,   /* the failing operation */
} enc_step_kind;

/* What the note of a step says (a refinement of ENC_STEP_VALUE steps, and how the
   driver decides what the compact trace keeps: docs/output.md). */
typedef enum enc_note_kind {
  ENC_NOTE_OTHER = 0,    /* lines, calls, returns, errors, and notes not classified below */
  ENC_NOTE_LOCAL,        /* a local variable's new value (from debug info): "x = 7" */
  ENC_NOTE_INPUT,        /* a nondeterministic value or a model's result: "f() = 7" */
  ENC_NOTE_WRITE,        /* a store to shared memory (globals, heap, stack objects whose
                            address escapes): "lvalue = value" */
  ENC_NOTE_LOCAL_WRITE,  /* a store to memory only the running function uses */
  ENC_NOTE_SYNC,         /* a synchronization call: "lock m acquired" */
  ENC_NOTE_THREAD,       /* "creates thread 2 (worker)", "joins thread 2" */
  ENC_NOTE_RACE,         /* an access of a data race (--race) */
} enc_note_kind;

typedef struct enc_step {
  enc_step_kind kind;
  enc_loc loc;
  const char *function;  /* function executing the step (or callee for CALL/RETURN); owned */
  char *note;            /* owned, may be NULL */
  unsigned thread;       /* the thread: 0 main, then in creation order */
  unsigned round;        /* its round, 1..K; 0 in a program without threads */
  /* Added for readable traces (issue 5); all optional for readers of the steps. */
  enc_note_kind note_kind;
  const char *thread_function; /* the thread's start function ("main" for 0), or NULL when
                                  not known; owned by the result */
  char *lvalue;          /* ENC_NOTE_WRITE/LOCAL_WRITE: what was written ("q.items[3]"),
                            ENC_NOTE_SYNC: the object ("m"); owned, may be NULL */
  char *value;           /* ENC_NOTE_WRITE/LOCAL_WRITE: the value written; owned, may be NULL */
  unsigned other_thread; /* ENC_NOTE_THREAD: the thread created or joined */
} enc_step;

/* One access of a data race, as the trace shows it. */
typedef struct enc_race_access {
  enc_loc loc;
  unsigned thread, round;
  const char *access;    /* "writes &counter", owned by the result's strings */
} enc_race_access;

/* A racy location of --race --all: the bytes two accesses touch. */
typedef struct enc_race {
  char *location;        /* "counter", "&s + 4 (4 bytes)", "heap#2 (...) + 8 (1 byte)"; owned */
  unsigned rounds;       /* the rounds its execution used (iterative: the smallest k) */
  unsigned preemptions;  /* the preemptions of that execution before the race */
  enc_race_access first, second;
} enc_race;

typedef struct enc_stats {
  double encode_seconds;
  double solve_seconds;
  size_t aig_nodes;
  size_t aig_ands;
  size_t cnf_vars;
  size_t cnf_clauses;
  size_t symex_instructions;  /* instructions executed symbolically */
  size_t solver_calls;
  unsigned back_edges_asked;      /* loop back edges asked about (loop_probe.h) */
  unsigned back_edges_infeasible; /* ... and found infeasible: not unwound further */
} enc_stats;

typedef struct enc_result {
  enc_verdict verdict;
  char *reason;       /* UNSAFE: what went wrong ("assertion failed"); UNKNOWN: why; owned */
  enc_error_class error_class; /* UNSAFE: the kind of the error (0 otherwise) */
  enc_loc where;      /* location of the failure or of the cause of UNKNOWN */
  const char *hint;   /* UNKNOWN: what the user can do about it, or NULL; static */
  enc_bound_kind bound;    /* UNKNOWN at a bound: which one (ENC_BOUND_NONE: another reason) */
  enc_step *trace;    /* UNSAFE only: the steps of the failing execution, in order */
  size_t trace_len;
  bool unwinding_unchecked;  /* SAFE under --no-unwinding-assertions with a loop cut */
  char **warnings;    /* owned strings, e.g. loops cut without an unwinding assertion */
  size_t num_warnings;
  enc_stats stats;
  /* Threads (0 without): UNSAFE: the rounds and preemptions of the trace's execution up
     to the failure; the largest k for which no error exists (SAFE: K; UNKNOWN: what the
     iterative search had shown when it stopped). */
  unsigned rounds_used;
  unsigned preemptions_used;
  unsigned rounds_checked;
  /* --race --all: the racy locations in the order found (races[0] is the trace's);
     races_stopped: why the search ended before it had asked every bound (NULL: it did
     not; static text). */
  enc_race *races;
  size_t num_races;
  const char *races_stopped;
  /* UNSAFE: the choices of the trace's execution, per thread, for --save-replay
     (encoder/replay_inputs.h); owned, NULL otherwise. */
  struct enc_replay *replay;
  struct enc_strings *strings; /* internal: owns the strings the locations point to */
} enc_result;

/* Runs the check. Always fills *result (UNKNOWN with a reason on internal limits). */
void enc_check(LLVMModuleRef module, const enc_options *options, enc_result *result);
void enc_result_free(enc_result *result);

#endif

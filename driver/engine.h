/*
 * engine.h: one check of a program with fixed bounds: the front end (clang, the runtime
 * models), the sequentialization for K rounds, the encoder and the solver, up to a
 * report with the verdict, the trace and, for UNKNOWN, a typed reason (eng_unknown).
 *
 *   eng_new -> eng_front_end -> eng_check_loaded (eng_pass, then the encoder) -> report
 *
 * The strategies (strategy*.c: iterative K, the schedule search, deepening, the static
 * proof) decide which checks run with which bounds; they call only this API and each
 * other, never the phases' internals. The bounds of a check are the options it was made
 * with (the command line's, or a copy a strategy changed and hands over).
 *
 * Ownership: eng_new() returns a state that eng_free() releases with everything it holds
 * (module, LLVM context, results); the options are borrowed. A state made by a strategy with
 * a module cloned from another state's lives in that state's LLVM context: free it first.
 */
#ifndef CB_DRIVER_ENGINE_H
#define CB_DRIVER_ENGINE_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "driver/frontend.h"
#include "driver/options.h"
#include "driver/report.h"
#include "native/search.h"
#include "encoder/check.h"
#include "passes/seq.h"

/* Why a check gave no answer (ENG_ANSWERED: it did, or it has not run yet). */
typedef enum eng_unknown {
  ENG_ANSWERED,
  ENG_UNWIND_BOUND,  /* a loop or a recursion may run past --unwind */
  ENG_THREAD_BOUND,  /* the program may create more threads than --threads */
  ENG_TIMEOUT,       /* the check's deadline passed */
  ENG_OUT_OF_MEMORY, /* the memory limit was reached */
  ENG_UNSUPPORTED,   /* a construct the sequentialization or the encoder cannot follow, or
                        an error that the property does not count (unreach-call) */
  ENG_CANDIDATES,    /* --lockset-only: pairs of accesses that may race */
  ENG_LOCK_ORDER,    /* --lockorder-only: lock-order cycles, or a wait the pass cannot judge */
  ENG_INTERNAL,      /* a bug of cbounds's own (an invalid sequential module) */
} eng_unknown;

/* The bounds of one check. */
typedef struct eng_bounds {
  unsigned rounds;       /* K: context rounds per thread */
  bool iterate_rounds;   /* ask k = 1 (or first_round) .. K in turn in one solver */
  unsigned unwind;       /* loop and recursion unwinding */
  bool unroll_forced;    /* iterations no path can leave do not count against unwind */
  unsigned threads;      /* most threads, main included */
  unsigned preemptions;  /* most preemptions; OPT_NO_BOUND: any number */
  unsigned quantum;      /* most visible operations per context; 0: any number */
} eng_bounds;

/* The bounds the command line asks for. */
eng_bounds eng_bounds_of(const opt_options *options);

/* A command line that asks for these bounds: *options with them written into its fields
   (-K or --max-rounds, --unwind, ...) and its derived fields computed again. For a replay
   file, which records the command line of the check it comes from. */
void eng_bounds_to_options(const eng_bounds *bounds, opt_options *options);

/* The program the options name, as a native build sees it (native/native.h). */
ntv_program eng_native_program(const opt_options *options);

/* The word of an eng_unknown in the JSON report ("unwind-bound", "timeout", ...). */
const char *eng_unknown_name(eng_unknown kind);

/* What a phase leaves for the next. */
typedef enum eng_step {
  ENG_NEXT, /* go on */
  ENG_DONE, /* the verdict is known */
  ENG_FAIL, /* input error, printed: exit status 2 */
} eng_step;

typedef struct eng_state {
  const opt_options *options; /* the command line (borrowed): what to check, and how */
  eng_bounds bounds;          /* this check's bounds */
  unsigned first_round;     /* the iterative search starts at this k (0, 1: at 1) */
  bool first_round_check;   /* a small stage of an iterative search: errors only */
  bool deepen_first_stage;  /* the deepening's k = 1 check after a larger bound */
  bool bugs_only;           /* errors only: a path cut by a bound is known already */
  double start;
  double deadline; /* absolute, on cb_now()'s clock; 0: none */
  fe_context context;
  LLVMModuleRef module;
  seq_result seq;
  bool have_seq;
  enc_result enc;
  bool have_enc;
  dl_account deadlock; /* UNSAFE by a deadlock: its account (deadlock_report.h) */
  char *reason; /* a reason of the driver's own; owned */
  const srch_plan *plan; /* the schedule the check follows (search.h), or NULL */
  rep_report report;
  eng_unknown unknown; /* report.verdict == ENC_UNKNOWN: why */
} eng_state;

/* A state for a check of the program the options name with these bounds, started at
   `start` (cb_now()); its deadline is start + the options' budget. */
eng_state *eng_new(const opt_options *options, const eng_bounds *bounds, double start);
void eng_free(eng_state *s); /* NULL is fine */

/* The phases: the front end, the sequentialization, then (eng_check_loaded) the check up
   to the report. ENG_DONE: the report holds the verdict. */
eng_step eng_front_end(eng_state *s);
eng_step eng_pass(eng_state *s);
eng_step eng_check_loaded(eng_state *s);

bool eng_past_deadline(const eng_state *s);
/* Ends the check with UNKNOWN of this kind (not ENG_ANSWERED) for the reason, which it
   takes over. Returns ENG_DONE. */
eng_step eng_give_up(eng_state *s, eng_unknown kind, char *reason);

/* Whether the check of s ended with UNKNOWN at a bound that a larger one may lift. */
bool eng_at_bound(const eng_state *s);

/* The answer of s as the run's: prints the report (and writes --json, --witness,
   --save-replay); returns the exit status (2 when a file cannot be written). */
int eng_finish(eng_state *s);

/* --replay: only the front end and the sequentialization, as a check does them; then
   `then` gets the sequential module (borrowed) and its result is returned. An input
   error gives 2 (printed); a program that cannot be sequentialized gives 2 with
   `replay: cannot build the sequential program: REASON` on standard output. */
typedef int (*eng_then)(LLVMModuleRef module, void *data);
int eng_sequential(const opt_options *options, eng_then then, void *data);

/* The answer of s stands if a later check ends abruptly (guard.h's fallback, and the
   JSON report written now). */
void eng_set_fallback(eng_state *s);

#endif

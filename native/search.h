/*
 * search.h: the native schedule search of --deepen (docs/search.md), after Inspect
 * (real executions under a controlled scheduler) and CHESS (schedules with few
 * contexts first, most bugs need few).
 *
 * The sequential program for SRCH_ROUNDS rounds, compiled natively (native.h), runs
 * again and again, each run under a schedule drawn at random (alternation: each thread
 * stays in a context for a drawn number of scheduling decisions, 1 most often, then
 * moves on; or few preemptions: each thread runs until it blocks but at up to two drawn
 * decisions) and with random inputs, until a run reaches an error or the time is up
 * (after a find, a little longer, for one with fewer rounds, then fewer decisions).
 * The runs are real executions of the program: what one reaches, the program can reach.
 * They find what SAT cannot reach in time: bugs that need many contexts of strict
 * alternation, or one thread far ahead of another. The pipeline runs the search once
 * k = 1 shows no error (k iterated), or after a check without an error (-K).
 *
 * A run that reaches an error gives a plan: each thread's scheduling decisions, with
 * the rounds renumbered to those in which some context ran (K). The plan is not a
 * verdict. The pipeline checks the program with K rounds and the models' decisions
 * fixed to the plan (srch_apply: threads.c follows it) and its guesses of globals taken
 * from what the run's globals held as each round began (encoder/mem_hint.h); only that
 * check's UNSAFE, with its trace, is reported. A plan the check does not confirm changes
 * nothing.
 *
 * Only main may create threads in a run (another creator meets the thread bound and
 * the run ends): the numbering of the sequential program is then the order of creation.
 */
#ifndef CB_NATIVE_SEARCH_H
#define CB_NATIVE_SEARCH_H

#include <stdbool.h>
#include <stdint.h>
#include <llvm-c/Core.h>

#include "native/native.h"
#include "passes/seq.h"

/* The rounds of the native program (one copy of memory: rounds cost nothing there). */
#define SRCH_ROUNDS SEQ_MAX_ROUNDS

/* What the globals held as a round of the run began (one global, one round). */
/* A pointer in a hint: the word at `offset` pointed to `target_offset` bytes into the
   object the run named `target` (replay_runtime.c, rs_write_hints). */
typedef struct srch_pointer {
  uint64_t offset, target_offset;
  char *target;             /* owned */
} srch_pointer;

typedef struct srch_hint {
  unsigned round;           /* renumbered as the plan's rounds, >= 2 */
  char *name;               /* the global's, main's local's or heap block's name; owned */
  char *hex;                /* its bytes, two digits each ("--": none); owned */
  size_t size;
  srch_pointer *pointers;   /* owned */
  size_t num_pointers;
} srch_hint;

typedef struct srch_plan {
  unsigned rounds;          /* K: the rounds in which a context ran before the error */
  unsigned num_threads;     /* threads that ran: decisions of thread i for i below */
  unsigned char *decisions[SEQ_MAX_THREADS]; /* owned; the round of each, 0: stop */
  unsigned lengths[SEQ_MAX_THREADS];
  unsigned long runs;       /* runs made (the last one reached the error) */
  char *error;              /* what the run reached (`error 2`, `memory ...`); owned */
  srch_hint *hints;         /* the run's globals at the start of each round; owned */
  size_t num_hints;
} srch_plan;

typedef enum srch_status {
  SRCH_FOUND,     /* *plan holds the run's decisions */
  SRCH_NOT_FOUND, /* no run reached an error (plan->runs says how many ran) */
  SRCH_FAILED,    /* the native build or run failed (printed at verbosity 2) */
} srch_status;

/* Searches `seconds` on the sequential module for SRCH_ROUNDS rounds (borrowed; changed
   in place for the native build). The errors searched for follow the options'
   property. Release the plan with srch_plan_release() whatever the status. */
srch_status srch_find(const ntv_program *program, LLVMModuleRef module, double seconds,
                      srch_plan *plan);

void srch_plan_release(srch_plan *plan);

/* Sets the plan in a module into which the runtime models are linked (threads.c:
   __cbounds_seq_planned, _plan, _plan_length); false if they are missing. Each global
   with hints gets the metadata MEM_HINT_METADATA (encoder/mem_hint.h), "--" for the
   bytes of its pointer fields (the run's addresses are not the encoder's); the
   encoder's guesses of round r take these bytes. */
bool srch_apply(LLVMModuleRef module, const srch_plan *plan);

#endif

/*
 * pipeline_state.h: the state of one check of the pipeline, and the phases that the
 * pipeline's files share (pipeline.c runs them; pipeline_search.c runs the schedule
 * search and its confirming checks with them). Internal to driver/.
 *
 * Ownership: pl_new() returns a state that pl_free() releases with everything it holds
 * (module, LLVM context, results, the options it owns).
 */
#ifndef CB_DRIVER_PIPELINE_STATE_H
#define CB_DRIVER_PIPELINE_STATE_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "driver/frontend.h"
#include "driver/options.h"
#include "driver/report.h"
#include "driver/search.h"
#include "encoder/check.h"
#include "passes/seq.h"

/* What a phase leaves for the next. */
typedef enum pl_step {
  PL_NEXT, /* go on */
  PL_DONE, /* the verdict is known */
  PL_FAIL, /* input error, printed: exit status 2 */
} pl_step;

typedef struct pl_state {
  const opt_options *options;
  opt_options *own_options; /* bounds of this check's own (owned), or NULL */
  unsigned first_round;     /* the iterative search starts at this k (0, 1: at 1) */
  bool first_round_check;   /* a small stage of an iterative search: errors only */
  bool deepen_first_stage;  /* --deepen's k = 1 check after a larger bound (pipeline_deepen.c) */
  bool bugs_only;           /* errors only: a path cut by a bound is known (pipeline.c) */
  double start;
  double deadline; /* absolute, on cb_now()'s clock; 0: none */
  fe_context context;
  LLVMModuleRef module;
  seq_result seq;
  bool have_seq;
  enc_result enc;
  bool have_enc;
  char *reason; /* a reason of the driver's own; owned */
  const srch_plan *plan; /* the schedule the check follows (search.h), or NULL */
  rep_report report;
} pl_state;

/* A state for a check with these options (owned: freed with it, or NULL). */
pl_state *pl_new(const opt_options *options, opt_options *owned, double start);
void pl_free(pl_state *s); /* NULL is fine */

/* The phases: the front end, the sequentialization, then (pl_check_loaded) the check up
   to the report. PL_DONE: the report holds the verdict. */
pl_step pl_front_end(pl_state *s);
pl_step pl_pass(pl_state *s);
pl_step pl_check_loaded(pl_state *s);

bool pl_past_deadline(const pl_state *s);

/* The answer of s stands if a later check ends abruptly (guard.h's fallback, and the
   JSON report written now). */
void pl_set_fallback(pl_state *s);

#endif

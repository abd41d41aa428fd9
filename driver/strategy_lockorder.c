/* strategy_lockorder.c: the lock-order pass as a strategy (strategy_lockorder.h). */
#include "driver/strategy_lockorder.h"

#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "base/clock.h"
#include "base/msg.h"
#include "driver/prepare.h"
#include "passes/seq_lockorder.h"

bool stg_lockorder_applies(const eng_state *s) {
  const opt_options *o = s->options;
  return (o->errors & ENC_ERROR_DEADLOCK) && !o->race && !s->plan;
}

/* Runs the pass on a prepared copy of the module of s (registers, not stack slots, as
   the analyses of libseq see it). False when it could not run. */
static bool stg_run_lock_order(const eng_state *s, seq_lockorder *out) {
  LLVMModuleRef copy = LLVMCloneModule(s->module);
  char *error = NULL;
  if (!prep_run(copy, &error)) {
    msg_progress(false, "lock-order pass: not run: %s", error);
    free(error);
    LLVMDisposeModule(copy);
    return false;
  }
  LLVMValueRef main_fn = LLVMGetNamedFunction(copy, "main");
  if (!main_fn || !LLVMCountBasicBlocks(main_fn)) {
    LLVMDisposeModule(copy);
    return false;
  }
  double start = cb_now();
  seq_find_lock_order(copy, main_fn, out);
  LLVMDisposeModule(copy);
  msg_progress(false, "lock-order pass: %u lock%s, %u cycle%s%s%s (%.2f s)", out->locks,
               out->locks == 1 ? "" : "s", out->cycles, out->cycles == 1 ? "" : "s",
               out->refusal ? "; cannot judge " : "", out->refusal ? out->refusal : "",
               cb_now() - start);
  return true;
}

bool stg_lock_order_proves(const eng_state *s) {
  seq_lockorder lo;
  if (!stg_lockorder_applies(s) || !stg_run_lock_order(s, &lo))
    return false;
  bool proved = lo.proved;
  seq_lockorder_release(&lo);
  return proved;
}

static void stg_lock_order_safe(eng_state *s) {
  s->report.verdict = ENC_SAFE;
  s->report.any_bounds = true;
  s->report.property = opt_property_report_name(s->options->property);
  s->report.reason = "no execution deadlocks, with any number of threads, rounds and loop "
                     "iterations (lock-order analysis: no lock-order cycle, no other wait "
                     "that can last for ever)";
}

bool stg_answer_lock_order(eng_state *s) {
  const opt_options *o = s->options;
  bool asked = o->lockorder_only || (o->property == OPT_PROPERTY_NO_DEADLOCK && !o->no_static_proof);
  if (!stg_lockorder_applies(s) || !asked)
    return false;
  seq_lockorder lo;
  if (!stg_run_lock_order(s, &lo))
    return false;
  bool answered = true;
  if (lo.proved) {
    stg_lock_order_safe(s);
  } else if (o->lockorder_only) {
    msg_live_clear();
    if (lo.report)
      printf("lock-order cycles of the lock-order pass (warnings, may be false alarms):\n%s",
             lo.report);
    char *reason =
        lo.cycles ? cb_format("%u lock-order cycle%s (lock-order analysis)%s%s", lo.cycles,
                              lo.cycles == 1 ? "" : "s", lo.refusal ? "; it also cannot judge " : "",
                              lo.refusal ? lo.refusal : "")
                  : cb_format("the lock-order analysis cannot rule out a deadlock: %s", lo.refusal);
    eng_give_up(s, ENG_LOCK_ORDER, reason);
  } else {
    answered = false; /* the precise check decides */
  }
  seq_lockorder_release(&lo);
  return answered;
}

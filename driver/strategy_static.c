/* strategy_static.c: the static range analysis as the first strategy
   (strategy_static.h). */
#include "driver/strategy_static.h"

#include <stdlib.h>

#include "base/msg.h"
#include "driver/prepare.h"
#include "base/alloc.h"
#include "analysis/static_proof.h"
#include "base/clock.h"

/* Whether the analysis answers the question asked: errors of a program (not races: its
   memory is flow-insensitive, but it does not look at the order of accesses), and not
   when a schedule to follow or a replay is asked for. */
static bool stg_static_applies(const eng_state *s) {
  const opt_options *o = s->options;
  /* It knows nothing of leaks, nor of the signed overflow of + - * and shifts. */
  return !o->no_static_proof && !o->race && !s->plan && !(o->errors & ENC_ERROR_LEAK) &&
         o->property != OPT_PROPERTY_NO_OVERFLOW;
}

bool stg_prove_statically(eng_state *s) {
  if (!stg_static_applies(s))
    return false;
  double start = cb_now();
  /* The analysis wants registers, not stack slots: mem2reg, on a copy, since the
     runtime models are linked into the module before its own mem2reg. */
  LLVMModuleRef copy = LLVMCloneModule(s->module);
  char *error = NULL;
  sp_result result;
  if (!prep_run(copy, &error)) {
    msg_progress(false, "static range analysis: not run: %s", error);
    free(error);
    LLVMDisposeModule(copy);
    return false;
  }
  sp_prove(copy, &result);
  LLVMDisposeModule(copy);
  s->report.stats.static_seconds = cb_now() - start;
  if (!result.proved) {
    msg_progress(false, "static range analysis: no proof (%s)", result.reason);
    sp_result_release(&result);
    return false;
  }
  msg_progress(false, "static range analysis: no error is reachable (%u passes, %u objects%s)",
               result.rounds, result.objects,
               result.modular ? ", per-mutex invariants" : "");
  s->report.verdict = ENC_SAFE;
  s->report.any_bounds = true;
  s->report.property = opt_property_report_name(s->options->property);
  /* The reason (also JSON's "reason") names the analysis that proved it. */
  s->report.reason = result.modular
                         ? "no error is reachable in any execution, with any number of threads, "
                           "rounds and loop iterations (static range analysis with per-mutex "
                           "invariants)"
                         : "no error is reachable in any execution, with any number of threads, "
                           "rounds and loop iterations (static range analysis)";
  sp_result_release(&result);
  return true;
}

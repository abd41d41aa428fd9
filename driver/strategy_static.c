/* strategy_static.c: the static range analysis as the first strategy
   (strategy_static.h). */
#include "driver/strategy_static.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/model_attribute.h"

#include "base/msg.h"
#include "driver/prepare.h"
#include "driver/strategy_lockorder.h"
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

/* The calls that may wait for ever (docs/deadlocks.md). trylock, timedlock and timedwait
   are not among them: they never block for good. */
static const char *const stg_blocking[] = {
    "pthread_mutex_lock",   "pthread_join",          "pthread_cond_wait",
    "pthread_barrier_wait", "pthread_rwlock_rdlock", "pthread_rwlock_wrlock",
    "pthread_spin_lock",    "sem_wait",              "pthread_once",
};

static bool stg_is_model(LLVMValueRef fn) {
  return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, ENC_MODEL_ATTRIBUTE,
                                       sizeof ENC_MODEL_ATTRIBUTE - 1) != NULL;
}

/* Whether the program's own code may block: a use of a blocking function other than a
   call from a runtime model (a call from the program, or its address taken anywhere). */
static bool stg_program_may_block(LLVMModuleRef module) {
  for (size_t k = 0; k < sizeof stg_blocking / sizeof *stg_blocking; k++) {
    LLVMValueRef fn = LLVMGetNamedFunction(module, stg_blocking[k]);
    for (LLVMUseRef use = fn ? LLVMGetFirstUse(fn) : NULL; use; use = LLVMGetNextUse(use)) {
      LLVMValueRef user = LLVMGetUser(use);
      if (!LLVMIsAInstruction(user) ||
          !stg_is_model(LLVMGetBasicBlockParent(LLVMGetInstructionParent(user))))
        return true;
    }
  }
  return false;
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
  unsigned passes = result.rounds, objects = result.objects;
  bool modular = result.modular;
  sp_result_release(&result);
  /* The analysis rules out errors of the program's instructions, not a wait that never
     ends: under a property that counts deadlocks it may answer only for a program that
     never waits or that the lock-order pass proves deadlock-free (docs/deadlocks.md). */
  bool waits = (s->options->errors & ENC_ERROR_DEADLOCK) && stg_program_may_block(s->module);
  if (waits && !stg_lock_order_proves(s)) {
    msg_progress(false, "static range analysis: no error is reachable, but the program may "
                        "wait for ever (deadlocks are not in its scope)");
    return false;
  }
  msg_progress(false, "static range analysis: no error is reachable (%u passes, %u objects%s)",
               passes, objects, modular ? ", per-mutex invariants" : "");
  s->report.verdict = ENC_SAFE;
  s->report.any_bounds = true;
  s->report.property = opt_property_report_name(s->options->property);
  /* The reason (also JSON's "reason") names the analyses that proved it. */
  static const char *const reasons[2][2] = {
      {"no error is reachable in any execution, with any number of threads, rounds and loop "
       "iterations (static range analysis)",
       "no error is reachable in any execution, with any number of threads, rounds and loop "
       "iterations (static range analysis; lock-order analysis: no deadlock)"},
      {"no error is reachable in any execution, with any number of threads, rounds and loop "
       "iterations (static range analysis with per-mutex invariants)",
       "no error is reachable in any execution, with any number of threads, rounds and loop "
       "iterations (static range analysis with per-mutex invariants; lock-order analysis: no "
       "deadlock)"}};
  s->report.reason = reasons[modular][waits];
  return true;
}

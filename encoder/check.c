/*
 * check.c: enc_check(), from a sequential module to a verdict.
 *
 * 1. Symbolic execution records errors and incompleteness events under guards.
 * 2. Is some error's guard satisfiable? Then UNSAFE, with the model's trace. Each path
 *    the executor followed is a real execution prefix, so the error is real.
 * 3. Otherwise, is some incompleteness satisfiable (a loop past the unwind bound, an
 *    unsupported construct)? Then UNKNOWN, naming it. Otherwise SAFE.
 * The solver is incremental: each question is one solve under one assumption.
 */
#include "encoder/check.h"

#include <stdlib.h>
#include <string.h>

#include "encoder/alloc.h"
#include "encoder/cnf.h"
#include "encoder/symex.h"
#include "encoder/trace.h"
#include "passes/seq.h"
#include "solver/solver.h"

typedef struct enc_run {
  const enc_options *options;
  enc_result *result;
  aig *aig;
  bvm *bvm;
  sx *sx;
  solver *solver;
  cnf *cnf;
} enc_run;

static void enc_set_reason(enc_run *r, enc_verdict verdict, const char *reason,
                           LLVMValueRef where) {
  r->result->verdict = verdict;
  free(r->result->reason);
  r->result->reason = cb_strdup(reason);
  r->result->where = enc_location(r->result->strings, where);
}

static aig_lit enc_any(aig *g, const sx_event *events, size_t n, int kind_mask) {
  aig_lit any = AIG_FALSE;
  for (size_t i = 0; i < n; i++)
    if (kind_mask & (1 << events[i].kind))
      any = aig_or(g, any, events[i].guard);
  return any;
}

/* Solves under one assumption. Returns SOLVER_SAT/UNSAT/UNKNOWN. */
static solver_result enc_solve(enc_run *r, aig_lit assumption) {
  if (assumption == AIG_FALSE)
    return SOLVER_UNSAT;
  double start = cb_now();
  solver_assume(r->solver, cnf_lit(r->cnf, assumption));
  solver_result answer = solver_solve(r->solver, r->options->deadline);
  r->result->stats.solve_seconds += cb_now() - start;
  r->result->stats.solver_calls++;
  return answer;
}

/* The first event in execution order whose guard holds in the model. */
static const sx_event *enc_first_true(enc_run *r, const sx_event *events, size_t n,
                                      int kind_mask) {
  for (size_t i = 0; i < n; i++)
    if ((kind_mask & (1 << events[i].kind)) && cnf_value(r->cnf, events[i].guard))
      return &events[i];
  return NULL;
}

static bool enc_errors(enc_run *r) {
  const sx_events *e = &r->sx->events;
  solver_result answer = enc_solve(r, enc_any(r->aig, e->errors, e->num_errors, 1));
  if (answer == SOLVER_UNKNOWN) {
    enc_set_reason(r, ENC_UNKNOWN, "timeout", NULL);
    return true;
  }
  if (answer == SOLVER_UNSAT)
    return false;
  const sx_event *error = enc_first_true(r, e->errors, e->num_errors, 1);
  enc_set_reason(r, ENC_UNSAFE, error ? error->reason : "error", error ? error->location : NULL);
  enc_build_trace(e, &r->sx->mem, r->cnf, r->result);
  return true;
}

static void enc_add_warning(enc_result *result, char *warning) {
  result->warnings = cb_realloc(result->warnings, (result->num_warnings + 1) * sizeof(char *));
  result->warnings[result->num_warnings++] = warning;
}

static void enc_incompleteness(enc_run *r) {
  const sx_events *e = &r->sx->events;
  int checked = 1 << SX_INCOMPLETE_UNSUPPORTED;
  if (r->options->unwinding_assertions)
    checked |= 1 << SX_INCOMPLETE_UNWIND;
  solver_result answer = enc_solve(r, enc_any(r->aig, e->incomplete, e->num_incomplete, checked));
  if (answer == SOLVER_UNKNOWN) {
    enc_set_reason(r, ENC_UNKNOWN, "timeout", NULL);
    return;
  }
  if (answer == SOLVER_SAT) {
    const sx_event *cause = enc_first_true(r, e->incomplete, e->num_incomplete, checked);
    enc_set_reason(r, ENC_UNKNOWN, cause ? cause->reason : "incomplete", cause ? cause->location : NULL);
    if (cause && cause->kind == SX_INCOMPLETE_UNWIND)
      r->result->hint = "raise --unwind";
    return;
  }
  r->result->verdict = ENC_SAFE;
  if (r->options->unwinding_assertions)
    return;
  int unwind = 1 << SX_INCOMPLETE_UNWIND;
  if (enc_solve(r, enc_any(r->aig, e->incomplete, e->num_incomplete, unwind)) != SOLVER_UNSAT) {
    r->result->unwinding_unchecked = true;
    enc_add_warning(r->result, cb_strdup("loops were cut at the unwind bound without checking: "
                                         "SAFE holds only for executions within it"));
  }
}

static LLVMValueRef enc_entry(LLVMModuleRef module) {
  LLVMValueRef entry = LLVMGetNamedFunction(module, SEQ_ENTRY_NAME);
  if (entry && LLVMCountBasicBlocks(entry) > 0)
    return entry;
  entry = LLVMGetNamedFunction(module, "main");
  return entry && LLVMCountBasicBlocks(entry) > 0 ? entry : NULL;
}

static void enc_fill_stats(enc_run *r) {
  enc_stats *st = &r->result->stats;
  st->aig_nodes = aig_num_nodes(r->aig);
  st->aig_ands = aig_num_ands(r->aig);
  st->symex_instructions = r->sx->instructions;
  if (r->cnf) {
    st->cnf_vars = cnf_num_vars(r->cnf);
    st->cnf_clauses = cnf_num_clauses(r->cnf);
  }
}

void enc_check(LLVMModuleRef module, const enc_options *options, enc_result *result) {
  memset(result, 0, sizeof *result);
  result->strings = enc_strings_new();
  enc_run r = {.options = options, .result = result};
  LLVMValueRef entry = enc_entry(module);
  if (!entry) {
    enc_set_reason(&r, ENC_UNKNOWN, "no entry function (main) to start from", NULL);
    return;
  }
  double start = cb_now();
  r.aig = aig_new();
  r.bvm = bvm_new(r.aig);
  r.sx = sx_new(module, options, r.aig, r.bvm);
  sx_run(r.sx, entry);
  result->stats.encode_seconds = cb_now() - start;
  for (size_t i = 0; i < r.sx->num_warnings; i++)
    enc_add_warning(result, cb_strdup(r.sx->warnings[i]));

  if (r.sx->stopped) {
    enc_set_reason(&r, ENC_UNKNOWN, "timeout", NULL);
  } else {
    r.solver = solver_new();
    r.cnf = cnf_new(r.aig, r.solver);
    if (!enc_errors(&r))
      enc_incompleteness(&r);
  }
  enc_fill_stats(&r);
  if (r.cnf)
    cnf_free(r.cnf);
  if (r.solver)
    solver_free(r.solver);
  sx_free(r.sx);
  bvm_free(r.bvm);
  aig_free(r.aig);
}

void enc_result_free(enc_result *result) {
  free(result->reason);
  for (size_t i = 0; i < result->trace_len; i++)
    free(result->trace[i].note);
  free(result->trace);
  for (size_t i = 0; i < result->num_warnings; i++)
    free(result->warnings[i]);
  free(result->warnings);
  enc_strings_free(result->strings);
  memset(result, 0, sizeof *result);
}

/*
 * check.c: enc_check(), from a sequential module to a verdict.
 *
 * 1. Symbolic execution records errors and incompleteness events under guards.
 * 2. Is some error's guard satisfiable? Then UNSAFE, with the model's trace. Each path
 *    the executor followed is a real execution prefix, so the error is real.
 * 3. Otherwise, is some incompleteness satisfiable (a loop past the unwind bound, an
 *    unsupported construct)? Then UNKNOWN, naming it. Otherwise SAFE.
 * The solver is incremental: each question is one solve under one assumption.
 *
 * Bounds are assumptions too (docs/sequentialization.md, "Iterative context bounding"):
 * with --iterate the formula is built once for K rounds and step 2 asks k = 1, 2, ..., K
 * in turn, the active k fixed by assuming the value of the round limit's inputs; a
 * preemption bound is one more literal. An UNSAFE answer then looks, in the same
 * solver, for the trace with the fewest preemptions within its k.
 */
#include "encoder/check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/clock.h"
#include "bitblast/cnf.h"
#include "encoder/loop_probe.h"
#include "encoder/mem_freeze.h"
#include "encoder/mem_plan.h"
#include "encoder/preemption.h"
#include "encoder/races.h"
#include "encoder/symex.h"
#include "encoder/trace_extract.h"
#include "passes/seq_contract.h"
#include "base/memlimit.h"
#include "solver/solver.h"

typedef struct enc_run {
  const enc_options *options;
  enc_result *result;
  aig *aig;
  bvm *bvm;
  sx *sx;
  solver *solver;
  cnf *cnf;
  aig_lit bound;          /* the active bounds, assumed in every question */
  pre_bound *preemptions; /* the count of preemptions, built when first needed */
} enc_run;

static void enc_set_reason(enc_run *r, enc_verdict verdict, const char *reason,
                           LLVMValueRef where) {
  r->result->verdict = verdict;
  free(r->result->reason);
  r->result->reason = cb_strdup(reason);
  r->result->where = enc_location(r->result->strings, where);
}

/* Why a check stopped without an answer: the memory limit (memlimit.h), or else the
   deadline (the driver words that one with the timeout as given). */
static const char *enc_stop_reason(void) {
  return memlimit_reached() ? ENC_MEMORY_REASON : "timeout";
}

static void enc_interrupted(enc_run *r) { enc_set_reason(r, ENC_UNKNOWN, enc_stop_reason(), NULL); }

static aig_lit enc_any(aig *g, const sx_event *events, size_t n, int kind_mask) {
  aig_lit any = AIG_FALSE;
  for (size_t i = 0; i < n; i++)
    if (kind_mask & (1 << events[i].kind))
      any = aig_or(g, any, events[i].guard);
  return any;
}

/* Some error happens, under the bounds: with a preemption bound, at the guessed point
   of failure (preemption.h). Reports read the errors' own guards. */
static aig_lit enc_error_lit(enc_run *r) {
  const sx_events *e = &r->sx->events;
  if (!r->preemptions)
    return enc_any(r->aig, e->errors, e->num_errors, 1);
  aig_lit any = AIG_FALSE;
  for (size_t i = 0; i < e->num_errors; i++)
    any = aig_or(r->aig, any, aig_and(r->aig, e->errors[i].guard,
                                      pre_error_at_point(r->preemptions, i)));
  return any;
}

/* A CNF translation this large gets a progress line (it can take seconds). */
#define ENC_PROGRESS_CNF_VARS 100000

/* A phase line for --verbosity 2 (nothing without a progress callback); takes text. */
static void enc_progress(enc_run *r, char *text) {
  if (r->options->progress)
    r->options->progress(r->options->progress_context, false, text);
  free(text);
}

/* Solves under one assumption. Returns SOLVER_SAT/UNSAT/UNKNOWN. */
static solver_result enc_solve(enc_run *r, aig_lit assumption) {
  if (assumption == AIG_FALSE)
    return SOLVER_UNSAT;
  assumption = aig_and(r->aig, assumption, r->bound);
  if (assumption == AIG_FALSE)
    return SOLVER_UNSAT;
  double start = cb_now();
  size_t vars = cnf_num_vars(r->cnf);
  solver_assume(r->solver, cnf_lit(r->cnf, assumption));
  if (r->options->progress && cnf_num_vars(r->cnf) - vars >= ENC_PROGRESS_CNF_VARS)
    enc_progress(r, cb_format("solving: formula translated to CNF in %.1f s (%zu variables, "
                              "%zu clauses)",
                              cb_now() - start, cnf_num_vars(r->cnf), cnf_num_clauses(r->cnf)));
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

static bool *enc_cone_inputs(enc_run *r, aig_lit root);

/* Whether `name` is one of the comma-separated names in list. */
static bool enc_listed(const char *list, const char *name) {
  size_t n = strlen(name);
  for (const char *p = list; (p = strstr(p, name)) != NULL; p += n)
    if ((p == list || p[-1] == ' ') && (p[n] == ',' || p[n] == '\0'))
      return true;
  return false;
}

/* The names of the undefined functions called in the model whose guesses (results or
   writes) the error `root` depends on, as one string; all those called if none. */
static char *enc_uncertain_names(enc_run *r, aig_lit root) {
  const sx_events *e = &r->sx->events;
  const sx *x = r->sx;
  bool *cone = enc_cone_inputs(r, root);
  char *names = cb_strdup("");
  for (int pass = 0; pass < 2 && !*names; pass++)
    for (size_t i = 0; i < e->num_uncertain; i++) {
      const char *name = e->uncertain[i].reason;
      if (!cnf_value(r->cnf, e->uncertain[i].guard) || enc_listed(names, name))
        continue;
      bool depends = pass == 1;
      for (size_t g = 0; g < x->num_guessed && !depends; g++) {
        if (strcmp(x->guessed_names[g], name) != 0)
          continue;
        for (unsigned b = 0; b < x->guessed[g]->width && !depends; b++)
          depends = aig_node(x->guessed[g]->bits[b]) < aig_num_nodes(r->aig) &&
                    cone[aig_node(x->guessed[g]->bits[b])];
      }
      if (!depends)
        continue;
      char *more = cb_format("%s%s%s", names, *names ? ", " : "", name);
      free(names);
      names = more;
    }
  free(cone);
  return names;
}

/* The error the model's execution meets first: in interleaving order (round, then
   thread), then in execution order. */
static const sx_event *enc_first_failure(enc_run *r) {
  const sx_events *e = &r->sx->events;
  const sx_event *first = NULL;
  unsigned first_round = 0;
  for (size_t i = 0; i < e->num_errors; i++) {
    const sx_event *error = &e->errors[i];
    if (!cnf_value(r->cnf, error->guard))
      continue;
    unsigned round = error->round ? enc_small_value(r->cnf, error->round) : 0;
    if (!first || round < first_round || (round == first_round && error->thread < first->thread)) {
      first = error;
      first_round = round;
    }
  }
  return first;
}

static void enc_clear_trace(enc_result *result) {
  for (size_t i = 0; i < result->trace_len; i++) {
    free(result->trace[i].note);
    free(result->trace[i].lvalue);
    free(result->trace[i].value);
  }
  free(result->trace);
  result->trace = NULL;
  result->trace_len = 0;
}

static void enc_unsafe(enc_run *r) {
  const sx_events *e = &r->sx->events;
  const sx_event *error = enc_first_failure(r);
  enc_set_reason(r, ENC_UNSAFE, error ? error->reason : "error", error ? error->location : NULL);
  r->result->error_class = error ? error->error_class : ENC_ERROR_OTHER;
  enc_clear_trace(r->result);
  enc_build_trace(e, &r->sx->mem, r->cnf, r->result);
  enc_replay_free(r->result->replay);
  r->result->replay = rp_extract(&r->sx->replay, r->cnf);
  if (r->sx->threaded && error) {
    unsigned round = error->round ? enc_small_value(r->cnf, error->round) : 1;
    r->result->rounds_used = round;
    r->result->preemptions_used = pre_count_in_model(e, r->cnf, round, error->thread);
  }
}

/* Undefined functions' results are guesses: an error is real only if it happens whatever
   they return. For a model of the error, every other input is fixed to its value and the
   solver asked for an execution without the error; if there is none, the error does not
   depend on the guesses. Otherwise that input assignment is blocked and another model
   tried, a few times. */
#define ENC_ROBUSTNESS_ROUNDS 8

typedef struct enc_inputs {
  int *lits;       /* solver literals of the fixed inputs, with their model values */
  size_t count;
} enc_inputs;

/* Per AIG node below n, whether it is a bit of a guess (undefined functions' results and
   writes: symex_havoc.c can make thousands, so not a scan per node). Caller frees. */
static bool *enc_guessed_nodes(const sx *x, size_t n) {
  bool *guessed = cb_calloc(n ? n : 1, sizeof *guessed);
  for (size_t i = 0; i < x->num_guessed; i++)
    for (unsigned b = 0; b < x->guessed[i]->width; b++)
      if (aig_node(x->guessed[i]->bits[b]) < n)
        guessed[aig_node(x->guessed[i]->bits[b])] = true;
  return guessed;
}

/* The inputs in the cone of a literal (the only ones its value depends on). */
static bool *enc_cone_inputs(enc_run *r, aig_lit root) {
  size_t n = aig_num_nodes(r->aig);
  bool *seen = cb_calloc(n, sizeof *seen), *input = cb_calloc(n, sizeof *input);
  uint32_t *stack = cb_calloc(n, sizeof *stack);
  size_t top = 0;
  stack[top++] = aig_node(root);
  while (top) {
    uint32_t node = stack[--top];
    if (node == 0 || seen[node])
      continue;
    seen[node] = true;
    if (aig_node_is_input(r->aig, node)) {
      input[node] = true;
    } else if (aig_node_is_and(r->aig, node)) {
      stack[top++] = aig_node(aig_node_child0(r->aig, node));
      stack[top++] = aig_node(aig_node_child1(r->aig, node));
    }
  }
  free(seen);
  free(stack);
  return input;
}

/* The model's values of the inputs the error depends on, but the guessed ones, as
   literals. Reads every value before encoding any input (encoding ends the model). */
static enc_inputs enc_fixed_inputs(enc_run *r, aig_lit error) {
  size_t n = aig_num_nodes(r->aig);
  bool *in_cone = enc_cone_inputs(r, error);
  bool *guessed = enc_guessed_nodes(r->sx, n);
  aig_lit *inputs = cb_calloc(n, sizeof *inputs);
  size_t count = 0;
  for (uint32_t node = 1; node < n; node++)
    if (in_cone[node] && !guessed[node]) {
      aig_lit lit = 2 * node;
      inputs[count++] = cnf_value(r->cnf, lit) ? lit : aig_not(lit);
    }
  free(in_cone);
  free(guessed);
  enc_inputs fixed = {cb_calloc(count ? count : 1, sizeof(int)), count};
  for (size_t i = 0; i < count; i++)
    fixed.lits[i] = cnf_lit(r->cnf, inputs[i]);
  free(inputs);
  return fixed;
}

static solver_result enc_solve_fixed(enc_run *r, const enc_inputs *fixed, int extra) {
  double start = cb_now();
  for (size_t i = 0; i < fixed->count; i++)
    solver_assume(r->solver, fixed->lits[i]);
  solver_assume(r->solver, extra);
  solver_result answer = solver_solve(r->solver, r->options->deadline);
  r->result->stats.solve_seconds += cb_now() - start;
  r->result->stats.solver_calls++;
  return answer;
}

/* Finds an error that does not depend on guesses: SOLVER_SAT with its model loaded. */
static solver_result enc_robust_error(enc_run *r, aig_lit error) {
  int active = solver_new_var(r->solver); /* switches the blocking clauses on */
  for (int round = 0; round < ENC_ROBUSTNESS_ROUNDS; round++) {
    solver_assume(r->solver, active);
    solver_result answer = enc_solve(r, error);
    if (answer != SOLVER_SAT)
      return answer;
    enc_inputs fixed = enc_fixed_inputs(r, error);
    answer = enc_solve_fixed(r, &fixed, cnf_lit(r->cnf, aig_and(r->aig, aig_not(error), r->bound)));
    if (answer != SOLVER_SAT) { /* robust (UNSAT): load a model of the error for the trace */
      if (answer == SOLVER_UNSAT)
        answer = enc_solve_fixed(r, &fixed, cnf_lit(r->cnf, aig_and(r->aig, error, r->bound)));
      free(fixed.lits);
      return answer;
    }
    /* the error needs particular guesses: block these inputs, try another model */
    int *block = cb_calloc(fixed.count + 1, sizeof *block);
    block[0] = -active;
    for (size_t i = 0; i < fixed.count; i++)
      block[i + 1] = -fixed.lits[i];
    solver_add_clause(r->solver, block, fixed.count + 1);
    free(block);
    free(fixed.lits);
  }
  return SOLVER_UNSAT; /* none found within the rounds */
}

/* The executions that call no undefined function (and make no other guess): on them an
   error is real whatever the guesses would have been. */
static aig_lit enc_no_uncertain_call(enc_run *r) {
  const sx_events *e = &r->sx->events;
  aig_lit none = AIG_TRUE;
  for (size_t i = 0; i < e->num_uncertain; i++)
    none = aig_and(r->aig, none, aig_not(e->uncertain[i].guard));
  return none;
}

/* Is an error reachable? If it is only through guessed results: UNKNOWN. */
static bool enc_errors(enc_run *r) {
  const sx_events *e = &r->sx->events;
  aig_lit error = enc_error_lit(r);
  solver_result answer = enc_solve(r, error);
  if (answer == SOLVER_SAT && r->sx->num_guessed > 0) {
    /* First an error on a path that calls no undefined function: the solver's first
       model may take one when another path needs none. Then one that happens whatever
       the guesses. */
    answer = enc_solve(r, aig_and(r->aig, error, enc_no_uncertain_call(r)));
    if (answer == SOLVER_UNSAT)
      answer = enc_robust_error(r, error);
    if (answer == SOLVER_UNSAT) {
      if (enc_solve(r, error) != SOLVER_SAT) {
        enc_interrupted(r);
        return true;
      }
      const sx_event *found = enc_first_true(r, e->errors, e->num_errors, 1);
      char *names = enc_uncertain_names(r, found ? found->guard : error);
      bool many = strchr(names, ',') != NULL;
      char *reason = cb_format("%s only for some results of undefined function%s %s",
                               found ? found->reason : "an error", many ? "s" : "", names);
      enc_set_reason(r, ENC_UNKNOWN, reason, found ? found->location : NULL);
      free(reason);
      free(names);
      return true;
    }
  }
  if (answer == SOLVER_UNKNOWN) {
    enc_interrupted(r);
    return true;
  }
  if (answer == SOLVER_UNSAT)
    return false;
  enc_unsafe(r);
  return true;
}

static void enc_add_warning(enc_result *result, char *warning) {
  result->warnings = cb_realloc(result->warnings, (result->num_warnings + 1) * sizeof(char *));
  result->warnings[result->num_warnings++] = warning;
}

/* The incompleteness events that make a check UNKNOWN when reachable (kind mask). */
static int enc_incomplete_checked(const enc_run *r) {
  int checked = 1 << SX_INCOMPLETE_UNSUPPORTED | 1 << SX_INCOMPLETE_THREADS;
  if (r->options->unwinding_assertions)
    checked |= 1 << SX_INCOMPLETE_UNWIND;
  return checked;
}

/* SAFE's last step: with unwinding assertions off, a warning if loops were cut. */
static void enc_warn_unchecked_unwinding(enc_run *r) {
  const sx_events *e = &r->sx->events;
  if (r->options->unwinding_assertions)
    return;
  int unwind = 1 << SX_INCOMPLETE_UNWIND;
  if (enc_solve(r, enc_any(r->aig, e->incomplete, e->num_incomplete, unwind)) != SOLVER_UNSAT) {
    r->result->unwinding_unchecked = true;
    enc_add_warning(r->result, cb_strdup("loops were cut at the unwind bound without checking: "
                                         "SAFE holds only for executions within it"));
  }
}

static void enc_incompleteness(enc_run *r) {
  const sx_events *e = &r->sx->events;
  int checked = enc_incomplete_checked(r);
  solver_result answer = enc_solve(r, enc_any(r->aig, e->incomplete, e->num_incomplete, checked));
  if (answer == SOLVER_UNKNOWN) {
    enc_interrupted(r);
    return;
  }
  if (answer == SOLVER_SAT) {
    const sx_event *cause = enc_first_true(r, e->incomplete, e->num_incomplete, checked);
    enc_set_reason(r, ENC_UNKNOWN, cause ? cause->reason : "incomplete", cause ? cause->location : NULL);
    if (cause && cause->kind == SX_INCOMPLETE_UNWIND)
      r->result->hint = "raise --unwind", r->result->bound = ENC_BOUND_UNWIND;
    if (cause && cause->kind == SX_INCOMPLETE_THREADS)
      r->result->hint = "raise --threads", r->result->bound = ENC_BOUND_THREADS;
    return;
  }
  r->result->verdict = ENC_SAFE;
  enc_warn_unchecked_unwinding(r);
}

/* When one k is asked: is an error or a path cut by the bounds reachable, in one
   question? SAFE needs both answers to be no, and one proof of "neither" costs less than
   two (one_time_barrier_twice_3t at K = 4: 33.7 s for the errors, then 6.6 s for the cut
   paths; 34.3 s for both at once). True if that answers the check (SAFE, or UNKNOWN on a
   timeout); false after "yes", when the questions are asked one by one as before, to
   tell an error from a cut path (the SAT answers are the cheap ones). */
static bool enc_safe_at_once(enc_run *r) {
  const sx_events *e = &r->sx->events;
  aig_lit cut = enc_any(r->aig, e->incomplete, e->num_incomplete, enc_incomplete_checked(r));
  enc_progress(r, r->sx->threaded ? cb_format("solving k=%u rounds: errors and paths cut by the "
                                              "bounds at once", r->sx->mem.rounds)
                                  : cb_strdup("solving: errors and paths cut by the bounds at once"));
  solver_result answer = enc_solve(r, aig_or(r->aig, enc_error_lit(r), cut));
  if (answer == SOLVER_SAT)
    return false;
  if (answer == SOLVER_UNKNOWN) {
    enc_interrupted(r);
    return true;
  }
  if (r->sx->threaded)
    r->result->rounds_checked = r->sx->mem.rounds;
  r->result->verdict = ENC_SAFE;
  enc_warn_unchecked_unwinding(r);
  return true;
}

/* The literal of the bounds: k rounds (with a round limit) and at most p preemptions
   (ENC_NO_BOUND: any number). */
static aig_lit enc_bounds_literal(enc_run *r, unsigned k, unsigned p) {
  aig_lit bound = AIG_TRUE;
  if (r->sx->round_limit)
    bound = bv_eq(r->bvm, r->sx->round_limit, bv_const(r->bvm, MEM_ROUND_BITS, k));
  if (p != ENC_NO_BOUND && r->sx->threaded) {
    if (!r->preemptions)
      r->preemptions = pre_bound_new(r->aig, r->bvm, &r->sx->events);
    bound = aig_and(r->aig, bound, pre_at_most(r->preemptions, p));
  }
  return bound;
}

/* After UNSAFE with k rounds: the same failure with fewer preemptions. Asks for at most
   c - 1 where the trace has c, downwards, so that only the last question is UNSAT (SAT
   answers are the cheap ones here). Spends at most as long as the search took (the
   verdict is known already); a question that runs out of time keeps the trace found. */
static void enc_fewest_preemptions(enc_run *r, unsigned k, double search_seconds) {
  enc_result *result = r->result;
  if (!r->options->fewest_preemptions || !r->sx->threaded || r->sx->num_guessed > 0)
    return;
  enc_options limited = *r->options;
  double budget = cb_now() + (search_seconds > 1 ? search_seconds : 1);
  if (limited.deadline <= 0 || budget < limited.deadline)
    limited.deadline = budget;
  const enc_options *options = r->options;
  r->options = &limited;
  while (result->preemptions_used > 0) {
    r->bound = enc_bounds_literal(r, k, result->preemptions_used - 1);
    if (enc_solve(r, enc_error_lit(r)) != SOLVER_SAT)
      break;
    enc_unsafe(r);
  }
  r->options = options;
}

/* A model of a race was found (--race --all), and enc_unsafe() made its report: its
   location is recorded and every race error that touches those bytes is excluded from
   now on (a clause). False if the location is not known (the search cannot go on
   without finding it again). */
static bool enc_race_found(enc_run *r) {
  const sx_event *error = enc_first_failure(r);
  uint64_t address, size;
  if (!enc_race_bytes(r->cnf, error, &address, &size))
    return false;
  enc_race_record(r->result, &r->sx->mem, address, size);
  const sx_events *e = &r->sx->events;
  for (size_t i = 0; i < e->num_errors; i++) {
    aig_lit touches = enc_race_touches(r->bvm, &e->errors[i], address, size);
    if (touches != AIG_FALSE) {
      int clause = -cnf_lit(r->cnf, touches);
      solver_add_clause(r->solver, &clause, 1);
    }
  }
  return true;
}

/* The report of the first race (its reason, place and trace) is the result's at the
   end; the later races keep only their entries in result->races. */
typedef struct enc_first_race {
  char *reason;
  enc_loc where;
  enc_step *trace;
  size_t trace_len;
  unsigned rounds_used, preemptions_used;
  struct enc_replay *replay;
} enc_first_race;

static void enc_keep_report(enc_result *result, enc_first_race *first) {
  if (result->num_races == 1) {
    *first = (enc_first_race){result->reason, result->where, result->trace, result->trace_len,
                              result->rounds_used, result->preemptions_used, result->replay};
    result->reason = NULL;
    result->trace = NULL;
    result->trace_len = 0;
    result->replay = NULL;
    return;
  }
  free(result->reason);
  result->reason = NULL;
  enc_clear_trace(result);
  enc_replay_free(result->replay);
  result->replay = NULL;
}

static void enc_restore_report(enc_result *result, const enc_first_race *first) {
  free(result->reason);
  enc_clear_trace(result);
  enc_replay_free(result->replay);
  result->replay = first->replay;
  result->verdict = ENC_UNSAFE; /* the races found are real, whatever stopped the search */
  result->reason = first->reason;
  result->where = first->where;
  result->hint = NULL;
  result->bound = ENC_BOUND_NONE;
  result->trace = first->trace;
  result->trace_len = first->trace_len;
  result->rounds_used = first->rounds_used;
  result->preemptions_used = first->preemptions_used;
}

/* --race --all: for k = 1..K (or K alone), every racy location that k rounds show and
   smaller ones did not; with none, step 3 as usual. A timeout keeps the races found
   (UNSAFE) and says the list may be incomplete. */
static void enc_search_all_races(enc_run *r) {
  enc_result *result = r->result;
  unsigned rounds = r->sx->threaded ? r->sx->mem.rounds : 1;
  enc_first_race first = {0};
  for (unsigned k = r->sx->round_limit ? 1 : rounds; k <= rounds && !result->races_stopped; k++) {
    r->bound = enc_bounds_literal(r, k, r->options->preemptions);
    while (enc_errors(r)) {
      if (result->verdict != ENC_UNSAFE) {
        result->races_stopped = enc_stop_reason();
        break;
      }
      if (!enc_race_found(r)) {
        result->races_stopped = "a race whose bytes are not known";
        if (result->num_races == 0)
          return; /* the plain report of that race */
        break;
      }
      enc_keep_report(result, &first);
    }
    if (r->sx->threaded && !result->races_stopped)
      result->rounds_checked = k;
  }
  if (result->num_races > 0)
    enc_restore_report(result, &first);
  else if (!result->races_stopped)
    enc_incompleteness(r);
}

/* The solver's progress callback: seconds into the running solve. */
static void enc_solver_progress(void *context, double seconds) {
  enc_run *r = context;
  if (!r->options->progress)
    return;
  char *text = cb_format("solving: %.0f s in the SAT solver, %lld conflicts (%zu variables, "
                         "%zu clauses)", seconds, (long long)solver_learned_clauses(r->solver),
                         cnf_num_vars(r->cnf), cnf_num_clauses(r->cnf));
  r->options->progress(r->options->progress_context, true, text);
  free(text);
}

/* Step 2 for k = 1..K (or K alone), then step 3 with all K rounds. */
static void enc_search(enc_run *r) {
  unsigned rounds = r->sx->threaded ? r->sx->mem.rounds : 1;
  unsigned first = r->sx->round_limit ? 1 : rounds;
  if (r->sx->round_limit && r->options->first_round > 1 && r->options->first_round <= rounds) {
    first = r->options->first_round;
    r->result->rounds_checked = first - 1;
  }
  if (r->options->all_races && r->sx->races) {
    enc_search_all_races(r);
    return;
  }
  /* One k, or k = 1..K with nothing known yet: K first, errors and cut paths at once. The
     executions of k rounds are among those of K (a thread may do nothing in a round),
     so "neither" at K answers every k; "yes" (mostly a cheap SAT answer) sends the
     search through k = 1..K for the smallest. A proof for k = 1 before the one for K
     only cost time: queue_ok's check with its loops unrolled whole, at K = 2, spent
     21 s on k = 1 and then ran out of time on k = 2. */
  if ((first == rounds || first == 1) && !r->options->errors_only) {
    r->bound = enc_bounds_literal(r, rounds, r->options->preemptions);
    if (enc_safe_at_once(r))
      return;
  }
  double start = cb_now();
  for (unsigned k = first; k <= rounds; k++) {
    enc_progress(r, r->sx->threaded ? cb_format("solving k=%u rounds", k) : cb_strdup("solving"));
    r->bound = enc_bounds_literal(r, k, r->options->preemptions);
    if (enc_errors(r)) {
      if (r->result->verdict == ENC_UNSAFE)
        enc_fewest_preemptions(r, k, cb_now() - start);
      return;
    }
    if (r->sx->threaded)
      r->result->rounds_checked = k;
  }
  if (r->options->errors_only) {
    r->result->verdict = ENC_SAFE;
    return;
  }
  enc_progress(r, cb_strdup("solving: are paths cut by the bounds reachable?"));
  enc_incompleteness(r);
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
  if (r->sx->probe) {
    st->back_edges_asked = loop_probe_questions(r->sx->probe);
    st->back_edges_infeasible = loop_probe_infeasible_count(r->sx->probe);
  }
  if (r->cnf) {
    st->cnf_vars = cnf_num_vars(r->cnf);
    st->cnf_clauses = cnf_num_clauses(r->cnf);
  }
}

static void enc_release_execution(enc_run *r) {
  sx_free(r->sx);
  bvm_free(r->bvm);
  aig_free(r->aig);
}

/* Step 1. With rounds, an execution that met guessed pointers to objects it did not know
   yet (made later in the sequential order) runs again with the objects of the previous
   one reserved (mem_plan.h), up to ENC_MAX_PLANS times while that helps. An execution in
   which a frozen object thawed is not used: it runs again without freezing the objects of
   those origins (mem_freeze.h), at most MEM_FREEZE_RUNS times, then without freezing.
   Returns the plan of the execution kept (freed by the caller after it), or NULL. */
#define ENC_MAX_PLANS 2

static mem_plan *enc_execute(enc_run *r, LLVMModuleRef module, LLVMValueRef entry) {
  mem_plan *plan = NULL;
  mem_thaw *thaw = r->options->no_freeze ? NULL : mem_thaw_new();
  unsigned thaw_runs = 0;
  for (int pass = 0;;) {
    r->aig = aig_new();
    r->bvm = bvm_new(r->aig);
    r->sx = sx_new(module, r->options, r->aig, r->bvm, plan);
    r->sx->thaw = thaw;
    sx_run(r->sx, entry);
    if (r->sx->stopped)
      break;
    if (r->sx->mem.num_thawed) {
      enc_progress(r, cb_format("encoding again: %u frozen objects may be written later",
                                r->sx->mem.num_thawed));
      if (++thaw_runs < MEM_FREEZE_RUNS) {
        mem_thaw_extend(thaw, r->sx);
      } else {
        mem_thaw_free(thaw);
        thaw = NULL;
      }
      enc_release_execution(r);
      continue;
    }
    unsigned cuts = r->sx->unknown_target_cuts;
    if (!cuts || pass == ENC_MAX_PLANS)
      break;
    mem_plan *next = mem_plan_new(r->sx);
    if (plan && next->num_objects <= plan->num_objects) {
      mem_plan_free(next); /* nothing new to reserve: another pass would do the same */
      break;
    }
    enc_release_execution(r);
    mem_plan_free(plan);
    plan = next;
    pass++;
  }
  mem_thaw_free(thaw);
  return plan;
}

void enc_check(LLVMModuleRef module, const enc_options *options, enc_result *result) {
  memset(result, 0, sizeof *result);
  result->strings = enc_strings_new();
  enc_run r = {.options = options, .result = result, .bound = AIG_TRUE};
  LLVMValueRef entry = enc_entry(module);
  if (!entry) {
    enc_set_reason(&r, ENC_UNKNOWN, "no entry function (main) to start from", NULL);
    return;
  }
  memlimit_rearm(); /* what an earlier check held is freed: measure afresh */
  double start = cb_now();
  enc_progress(&r, cb_format("encoding: symbolic execution (loops unwound up to %u times)",
                             options->unwind));
  mem_plan *plan = enc_execute(&r, module, entry);
  result->stats.encode_seconds = cb_now() - start;
  for (size_t i = 0; i < r.sx->num_warnings; i++)
    enc_add_warning(result, cb_strdup(r.sx->warnings[i]));

  if (r.sx->stopped) {
    enc_interrupted(&r);
  } else {
    if (r.sx->probe) {
      enc_progress(&r, cb_format("loop back edges: %u asked about in %.1f s, %u infeasible "
                                 "(not unwound further), %u feasible",
                                 loop_probe_questions(r.sx->probe), loop_probe_seconds(r.sx->probe),
                                 loop_probe_infeasible_count(r.sx->probe),
                                 loop_probe_feasible_count(r.sx->probe)));
      loop_probe_release(r.sx->probe, &r.solver, &r.cnf);
    } else {
      r.solver = solver_new();
      r.cnf = cnf_new(r.aig, r.solver);
    }
    if (options->progress)
      solver_set_progress(r.solver, enc_solver_progress, &r);
    enc_progress(&r, cb_format("encoding done: %zu instructions executed symbolically, %zu AIG nodes",
                               r.sx->instructions, aig_num_nodes(r.aig)));
    if (r.sx->mem.num_known_guesses)
      enc_progress(&r, cb_format("%u guesses of bytes written after main's first thread: "
                                 "their known values", r.sx->mem.num_known_guesses));
    enc_search(&r);
  }
  enc_fill_stats(&r);
  if (r.preemptions)
    pre_bound_free(r.preemptions);
  if (r.cnf)
    cnf_free(r.cnf);
  if (r.solver)
    solver_free(r.solver);
  enc_release_execution(&r);
  mem_plan_free(plan);
}

void enc_result_free(enc_result *result) {
  free(result->reason);
  enc_clear_trace(result);
  enc_races_free(result);
  enc_replay_free(result->replay);
  for (size_t i = 0; i < result->num_warnings; i++)
    free(result->warnings[i]);
  free(result->warnings);
  enc_strings_free(result->strings);
  memset(result, 0, sizeof *result);
}

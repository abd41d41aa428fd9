/* engine.c: one check with fixed bounds, from the input file to the report (engine.h). */
#define _XOPEN_SOURCE 700
#include "driver/engine.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <llvm-c/Analysis.h>

#include "driver/entry.h"
#include "driver/frontend.h"
#include "native/guard.h"
#include "driver/html.h"
#include "driver/json.h"
#include "driver/sarif.h"
#include "driver/models.h"
#include "base/msg.h"
#include "driver/prepare.h"
#include "driver/replay_file.h"
#include "driver/report.h"
#include "native/search.h"
#include "driver/source.h"
#include "driver/witness.h"
#include "base/alloc.h"
#include "encoder/check.h"
#include "passes/seq.h"
#include "base/memlimit.h"
#include "base/clock.h"

eng_bounds eng_bounds_of(const opt_options *o) {
  eng_bounds b = {o->rounds,        o->iterate_rounds, o->unwind,  o->unroll_forced,
                  o->threads,       o->preemptions,    o->quantum};
  return b;
}

void eng_bounds_to_options(const eng_bounds *b, opt_options *o) {
  o->rounds_exact = b->iterate_rounds ? 0 : b->rounds;
  o->max_rounds = b->rounds;
  o->unwind = b->unwind;
  o->unroll_forced = b->unroll_forced;
  o->threads = b->threads;
  o->preemptions = b->preemptions;
  o->quantum = b->quantum;
  opt_derive(o);
  assert(o->rounds == b->rounds && o->iterate_rounds == b->iterate_rounds);
}

const char *eng_unknown_name(eng_unknown kind) {
  static const char *const names[] = {
      [ENG_ANSWERED] = NULL,          [ENG_UNWIND_BOUND] = "unwind-bound",
      [ENG_THREAD_BOUND] = "thread-bound", [ENG_TIMEOUT] = "timeout",
      [ENG_OUT_OF_MEMORY] = "out-of-memory", [ENG_UNSUPPORTED] = "unsupported",
      [ENG_CANDIDATES] = "race-candidates", [ENG_LOCK_ORDER] = "lock-order",
      [ENG_INTERNAL] = "internal-error",
  };
  assert((size_t)kind < sizeof names / sizeof *names);
  return names[kind];
}

ntv_program eng_native_program(const opt_options *o) {
  ntv_program program = {o->file, o->ilp32, o->race, o->errors,
                         o->property == OPT_PROPERTY_NO_OVERFLOW};
  return program;
}

static void eng_init(eng_state *s, const opt_options *o, const eng_bounds *b, double start) {
  memset(s, 0, sizeof *s);
  assert(b->rounds >= 1 && b->threads >= 1 && b->unwind >= 1);
  s->options = o;
  s->bounds = *b;
  s->start = start;
  s->deadline = o->budget > 0 ? s->start + o->budget : 0;
  fe_context_init(&s->context);
  s->report.verdict = ENC_UNKNOWN;
  s->report.rounds = b->rounds;
  s->report.iterate_rounds = b->iterate_rounds;
  s->report.preemptions = b->preemptions;
  s->report.quantum = b->quantum;
  s->report.unwind = b->unwind;
  s->report.threads = 1;
  s->report.unwinding_assertions = o->unwinding_assertions;
  s->report.unroll_forced = b->unroll_forced;
  s->report.full_trace = o->full_trace;
}

static void eng_release(eng_state *s) {
  if (s->module)
    LLVMDisposeModule(s->module);
  fe_context_release(&s->context);
  if (s->have_seq)
    seq_result_free(&s->seq);
  if (s->have_enc)
    enc_result_free(&s->enc);
  dl_account_release(&s->deadlock);
  free(s->reason);
}

eng_step eng_give_up(eng_state *s, eng_unknown kind, char *reason) {
  assert(kind != ENG_ANSWERED);
  s->unknown = kind;
  s->report.unknown_kind = eng_unknown_name(kind);
  free(s->reason);
  s->reason = reason;
  s->report.verdict = ENC_UNKNOWN;
  s->report.reason = reason;
  memset(&s->report.where, 0, sizeof s->report.where);
  return ENG_DONE;
}

static eng_step eng_timeout(eng_state *s) {
  char reason[64];
  grd_timeout_reason(s->options->budget, reason, sizeof reason);
  return eng_give_up(s, ENG_TIMEOUT, cb_strdup(reason));
}

static eng_step eng_internal_error(eng_state *s, char *message) {
  char *reason = cb_format("internal error: %s", message);
  free(message);
  return eng_give_up(s, ENG_INTERNAL, reason);
}

bool eng_at_bound(const eng_state *s) {
  return s->report.verdict == ENC_UNKNOWN &&
         (s->unknown == ENG_UNWIND_BOUND || s->unknown == ENG_THREAD_BOUND);
}

bool eng_past_deadline(const eng_state *s) {
  return s->deadline > 0 && cb_now() >= s->deadline;
}

eng_step eng_front_end(eng_state *s) {
  double start = cb_now();
  bool compiled = s->options->input == OPT_INPUT_C || s->options->input == OPT_INPUT_PREPROCESSED;
  msg_progress(false, "%s %s", compiled ? "compiling (clang)" : "reading", s->options->file);
  fe_status status = fe_load(&s->context, s->options, s->deadline, &s->module);
  s->report.stats.front_end_seconds = cb_now() - start;
  if (status == FE_ERROR)
    return ENG_FAIL;
  if (status == FE_TIMEOUT)
    return eng_timeout(s);
  /* LLVM assembly that went through `opt -passes=seq` and was found unsupported. */
  char *marked = seq_unsupported_reason(s->module);
  if (marked)
    return eng_give_up(s, ENG_UNSUPPORTED, marked);
  char *error = NULL;
  if (s->options->entry && !ent_make_harness(s->module, s->options->entry, &error)) {
    msg_error("%s", error);
    free(error);
    return ENG_FAIL;
  }
  return ENG_NEXT;
}

/* The sequentialized module must still be valid: the encoder relies on it. */
static eng_step eng_verify_sequential(eng_state *s) {
  char *message = NULL;
  bool broken = LLVMVerifyModule(s->module, LLVMReturnStatusAction, &message);
  char *line = msg_first_line(message);
  LLVMDisposeMessage(message);
  if (!broken) {
    free(line);
    return ENG_NEXT;
  }
  char *error = cb_format("the sequentialized module is invalid: %s", line);
  free(line);
  return eng_internal_error(s, error);
}

/* seq says `threads not supported yet (pthread_create)` and where, separately; the
   report says `threads not supported yet (pthread_create at prog.c:9)`. */
static char *eng_seq_reason(const seq_result *seq) {
  const char *reason = seq->reason ? seq->reason : "unsupported construct";
  if (!seq->file)
    return cb_strdup(reason);
  if (rep_names_place(reason, seq->file, seq->line))
    return cb_strdup(reason);
  size_t length = strlen(reason);
  if (length && reason[length - 1] == ')')
    return cb_format("%.*s at %s:%u)", (int)(length - 1), reason, seq->file, seq->line);
  return cb_format("%s at %s:%u", reason, seq->file, seq->line);
}

static eng_step eng_sequentialize(eng_state *s) {
  seq_options options;
  memset(&options, 0, sizeof options);
  options.rounds = s->bounds.rounds;
  options.max_threads = s->bounds.threads;
  options.all_switch_points = s->options->all_switch_points;
  options.races = s->options->race;
  options.all_race_accesses = s->options->no_lockset;
  options.deadlocks = !options.races && (s->options->errors & ENC_ERROR_DEADLOCK);
  options.lock_annotations = s->options->lock_annotations;
  options.quantum = s->bounds.quantum;
  options.slice = !s->options->no_slice;
  options.signed_overflow = s->options->property == OPT_PROPERTY_NO_OVERFLOW;
  options.leaks = (s->options->errors & ENC_ERROR_LEAK) != 0;
  seq_status status = seq_run(s->module, &options, &s->seq);
  s->report.stats.slice = s->seq.slice;
  s->report.races = options.races ||
                    LLVMGetNamedMetadata(s->module, SEQ_RACES_MD, strlen(SEQ_RACES_MD));
  s->report.property = opt_property_report_name(s->options->property);
  s->report.stats.races = options.races && s->seq.race_report;
  s->report.stats.race_accesses = s->seq.race_accesses;
  s->report.stats.race_instrumented = s->seq.race_instrumented;
  s->report.stats.race_pairs = s->seq.race_pairs;
  if (status == SEQ_OK && LLVMGetNamedMetadata(s->module, SEQ_ROUNDS_MD, strlen(SEQ_ROUNDS_MD)))
    s->report.threads = s->bounds.threads;
  s->have_seq = true;
  if (status == SEQ_NO_MAIN) {
    msg_error("%s: no main function", s->options->file);
    return ENG_FAIL;
  }
  if (status == SEQ_UNSUPPORTED) {
    eng_give_up(s, ENG_UNSUPPORTED, eng_seq_reason(&s->seq));
    s->report.where.file = s->seq.file;
    s->report.where.line = s->seq.line;
    return ENG_DONE;
  }
  return eng_verify_sequential(s);
}

/* Under the memory safety properties malloc may fail (libc_memory.c). */
static void eng_allocation_may_fail(eng_state *s) {
  opt_property p = s->options->property;
  LLVMValueRef g = LLVMGetNamedGlobal(s->module, "__cbounds_seq_malloc_may_fail");
  if (!g || !LLVMGetInitializer(g))
    return;
  bool fails = p == OPT_PROPERTY_VALID_MEMSAFETY || p == OPT_PROPERTY_VALID_MEMCLEANUP;
  LLVMSetInitializer(g, LLVMConstInt(LLVMGlobalGetValueType(g), fails, 0));
  LLVMSetGlobalConstant(g, 1);
}

static eng_step eng_transform(eng_state *s) {
  if (!mdl_link(&s->context, s->module, s->options->file))
    return ENG_FAIL;
  eng_allocation_may_fail(s);
  if (s->plan && !srch_apply(s->module, s->plan))
    return eng_internal_error(s, cb_strdup("the runtime models cannot follow a schedule"));
  char *error = NULL;
  if (!prep_run(s->module, &error))
    return eng_internal_error(s, error);
  prep_debug_intrinsics(s->module);
  eng_step step = eng_sequentialize(s);
  prep_debug_intrinsics(s->module);
  return step;
}

eng_step eng_pass(eng_state *s) {
  double start = cb_now();
  msg_progress_bounds(s->bounds.rounds, s->bounds.unwind); /* the live status's bounds */
  msg_progress(false, "linking the runtime models, sequentializing (K=%u rounds, up to %u threads)",
               s->bounds.rounds, s->bounds.threads);
  eng_step step = eng_transform(s);
  s->report.stats.pass_seconds = cb_now() - start;
  if (step == ENG_NEXT && eng_past_deadline(s))
    return eng_timeout(s);
  return step;
}

static void eng_take_encoder_result(eng_state *s) {
  dl_account_release(&s->deadlock);
  dl_explain(&s->enc, &s->deadlock);
  const enc_result *e = &s->enc;
  rep_report *r = &s->report;
  r->deadlock = s->deadlock.num_threads ? &s->deadlock : NULL;
  r->verdict = e->verdict;
  r->reason = e->reason;
  r->where = e->where;
  r->hint = e->hint;
  r->trace = e->trace;
  r->trace_len = e->verdict == ENC_UNSAFE ? e->trace_len : 0;
  r->unwinding_unchecked = e->unwinding_unchecked;
  r->warnings = e->warnings;
  r->num_warnings = e->num_warnings;
  r->stats.encoder = e->stats;
  r->rounds_used = e->rounds_used;
  r->preemptions_used = e->preemptions_used;
  r->rounds_checked = e->rounds_checked;
  r->all_races = s->options->all_races && r->races;
  r->found_races = e->races;
  r->num_found_races = e->num_races;
  r->races_stopped = e->races_stopped;
  r->subproperty = e->verdict == ENC_UNSAFE
                       ? opt_subproperty(s->options->property, e->error_class) : NULL;
}

/* The encoder's progress (--verbosity 2). */
static void eng_progress(void *context, bool periodic, const char *text) {
  (void)context;
  msg_progress(periodic, "%s", text);
}

static eng_step eng_encode(eng_state *s) {
  const opt_options *o = s->options;
  const eng_bounds *b = &s->bounds;
  enc_options options;
  memset(&options, 0, sizeof options);
  options.unwind = b->unwind;
  options.object_bytes = o->object_bytes;
  options.unwinding_assertions = o->unwinding_assertions;
  options.unroll_forced = b->unroll_forced;
  options.loop_probes = !o->no_loop_probes;
  options.deadline = s->deadline;
  options.iterate_rounds = b->iterate_rounds;
  options.preemptions = b->preemptions;
  options.fewest_preemptions = o->fewest_preemptions;
  options.no_freeze = o->no_freeze;
  options.errors = o->errors;
  options.property = opt_property_name(o->property);
  options.signed_overflow = o->property == OPT_PROPERTY_NO_OVERFLOW;
  options.leaks = o->property == OPT_PROPERTY_VALID_MEMCLEANUP ? ENC_LEAKS_ALLOCATED
                                                                : ENC_LEAKS_UNREACHABLE;
  options.all_races = o->all_races;
  options.first_round = s->first_round;
  /* A small stage of a program with threads only asks for errors: if there is none,
     the Kmax formula asks the rest (the paths cut by the bounds included). With
     deepening the k = 1 stage asks for both: a path cut by a bound there is cut with
     Kmax too, so the Kmax check can only find a bug (strategy_iterative.c). */
  options.errors_only = s->bugs_only || (s->first_round_check && s->report.threads > 1 &&
                                         !(o->deepen && b->rounds == 1));
  if (msg_verbosity() >= 2)
    options.progress = eng_progress;
  msg_progress_bounds(b->rounds, b->unwind);
  enc_check(s->module, &options, &s->enc);
  s->have_enc = true;
  eng_take_encoder_result(s);
  /* The encoder stops at the deadline or the memory limit, but knows neither as given. */
  if (s->enc.verdict == ENC_UNKNOWN && s->enc.reason && !strcmp(s->enc.reason, ENC_MEMORY_REASON))
    return eng_give_up(s, ENG_OUT_OF_MEMORY, cb_format("out of memory: the check needed more than %zu MiB "
                                   "(--memory-limit)", memlimit_get() >> 20));
  if (s->enc.verdict == ENC_UNKNOWN && eng_past_deadline(s))
    return eng_timeout(s);
  if (s->enc.verdict == ENC_UNKNOWN)
    s->unknown = s->enc.bound == ENC_BOUND_UNWIND    ? ENG_UNWIND_BOUND
                 : s->enc.bound == ENC_BOUND_THREADS ? ENG_THREAD_BOUND
                                                     : ENG_UNSUPPORTED;
  s->report.unknown_kind = eng_unknown_name(s->unknown);
  return ENG_DONE;
}

/* --lockset-only: the candidates of the lockset pre-pass are the answer. No candidate
   means that no two accesses can race in any execution (no bounds involved). */
static eng_step eng_lockset_only(eng_state *s) {
  const seq_result *q = &s->seq;
  if (!q->race_report || !q->race_pairs) {
    s->report.verdict = ENC_SAFE;
    s->report.reason = q->race_report ? "no two accesses can race (lockset analysis, any bounds)"
                                      : "no two accesses can race (the program creates no thread)";
    s->report.any_bounds = true;
    return ENG_DONE;
  }
  msg_live_clear();
  printf("race candidates of the lockset analysis (warnings, may be false alarms):\n%s",
         q->race_report);
  char *reason = cb_format("%u candidate pair%s of accesses that may race (lockset analysis)",
                           q->race_pairs, q->race_pairs == 1 ? "" : "s");
  return eng_give_up(s, ENG_CANDIDATES, reason);
}

static double eng_peak_mib(void) {
  struct rusage usage;
  if (getrusage(RUSAGE_SELF, &usage))
    return 0;
  return (double)usage.ru_maxrss / 1024.0; /* ru_maxrss is in KiB on Linux */
}

/* Prints the report; returns the exit status. */
int eng_finish(eng_state *s) {
  grd_disarm();
  rep_report *r = &s->report;
  r->stats.total_seconds = cb_now() - s->start;
  msg_progress(false, "done: %s", rep_verdict_name(r->verdict));
  msg_live_clear(); /* the report follows, on the same terminal perhaps */
  r->stats.peak_mib = eng_peak_mib();
  rep_print_warnings(r);
  src_cache *sources = src_new();
  rep_print(stdout, r, sources);
  src_free(sources);
  if (s->options->stats)
    rep_print_stats(stdout, r);
  fflush(stdout);
  if (s->options->json && !js_write(s->options->json, r))
    return 2;
  if (s->options->sarif && !sf_write(s->options->sarif, r))
    return 2;
  if (s->options->html && !ht_write(s->options->html, r))
    return 2;
  /* SAFE and UNKNOWN have no violation witness: no file is written. */
  wit_task task = {s->options->file, s->options->files, s->options->num_files,
                   s->options->ilp32};
  if (s->options->witness && r->verdict == ENC_UNSAFE && !wit_write(s->options->witness, r, &task))
    return 2;
  if (s->options->save_replay && r->verdict == ENC_UNSAFE && s->have_enc && s->enc.replay) {
    opt_options as_checked = *s->options; /* the bounds of the check that found it */
    eng_bounds_to_options(&s->bounds, &as_checked);
    if (!rf_write(s->options->save_replay, &as_checked, &s->enc))
      return 2;
  }
  return (int)r->verdict;
}

/* The answer of s stands if the deeper check ends abruptly (out of memory in the solver,
   the timeout backstop): the guard prints it then, and the JSON report holds it already. */
void eng_set_fallback(eng_state *s) {
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  if (!out)
    return;
  src_cache *sources = src_new();
  rep_print(out, &s->report, sources);
  src_free(sources);
  if (fclose(out) == 0)
    grd_set_fallback(text, (int)s->report.verdict);
  free(text);
  if (s->options->json)
    js_write(s->options->json, &s->report);
  if (s->options->sarif)
    sf_write(s->options->sarif, &s->report);
  if (s->options->html)
    ht_write(s->options->html, &s->report);
}

eng_state *eng_new(const opt_options *options, const eng_bounds *bounds, double start) {
  eng_state *s = cb_calloc(1, sizeof *s); /* never moved: LLVM keeps &s->context */
  eng_init(s, options, bounds, start);
  return s;
}

void eng_free(eng_state *s) {
  if (!s)
    return;
  eng_release(s);
  free(s);
}

/* After the front end: the sequentialization, the check, up to the report (not
   printed yet). */
eng_step eng_check_loaded(eng_state *s) {
  const opt_options *options = s->options;
  eng_step step = eng_pass(s);
  /* --race: when the lockset pre-pass finds no pair that may race, nothing can race in
     any execution: no need for the bounded check (and its loop bounds). */
  bool no_candidates = !s->seq.race_report || !s->seq.race_pairs;
  if (step == ENG_NEXT && options->race &&
      (options->lockset_only || (no_candidates && !options->no_lockset)))
    step = eng_lockset_only(s);
  if (step == ENG_NEXT)
    step = eng_encode(s);
  return step;
}

int eng_sequential(const opt_options *options, eng_then then, void *data) {
  grd_install(options->file, 0);
  eng_state s;
  eng_bounds bounds = eng_bounds_of(options);
  eng_init(&s, options, &bounds, cb_now());
  eng_step step = eng_front_end(&s);
  if (step == ENG_NEXT)
    step = eng_pass(&s);
  int status = 2;
  grd_disarm();
  if (step == ENG_NEXT)
    status = then(s.module, data);
  else if (step == ENG_DONE)
    printf("replay: cannot build the sequential program: %s\n",
           s.report.reason ? s.report.reason : "unknown reason");
  eng_release(&s);
  return status;
}

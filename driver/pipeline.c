/* pipeline.c: the phases of a run, the verdict and the report. */
#define _XOPEN_SOURCE 700
#include "driver/pipeline.h"
#include "driver/pipeline_state.h"
#include "driver/pipeline_search.h"
#include "driver/pipeline_static.h"
#include "driver/pipeline_deepen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <llvm-c/Analysis.h>

#include "driver/frontend.h"
#include "driver/guard.h"
#include "driver/json.h"
#include "base/alloc.h"
#include "driver/models.h"
#include "driver/msg.h"
#include "driver/prepare.h"
#include "driver/replay_file.h"
#include "driver/report.h"
#include "driver/search.h"
#include "driver/witness.h"
#include "encoder/check.h"
#include "passes/seq.h"
#include "base/memlimit.h"
#include "base/clock.h"

static void pl_init(pl_state *s, const opt_options *o, double start) {
  memset(s, 0, sizeof *s);
  s->options = o;
  s->start = start;
  s->deadline = o->timeout > 0 ? s->start + o->timeout : 0;
  fe_context_init(&s->context);
  s->report.verdict = ENC_UNKNOWN;
  s->report.rounds = o->rounds;
  s->report.iterate_rounds = o->iterate_rounds;
  s->report.preemptions = o->preemptions;
  s->report.quantum = o->quantum;
  s->report.unwind = o->unwind;
  s->report.threads = 1;
  s->report.unwinding_assertions = o->unwinding_assertions;
  s->report.unroll_forced = o->unroll_forced;
  s->report.full_trace = o->full_trace;
}

static void pl_release(pl_state *s) {
  if (s->module)
    LLVMDisposeModule(s->module);
  fe_context_release(&s->context);
  if (s->have_seq)
    seq_result_free(&s->seq);
  if (s->have_enc)
    enc_result_free(&s->enc);
  free(s->reason);
  free(s->own_options);
}

/* Ends the run with UNKNOWN for the reason (taken over). */
static pl_step pl_unknown(pl_state *s, char *reason) {
  free(s->reason);
  s->reason = reason;
  s->report.verdict = ENC_UNKNOWN;
  s->report.reason = reason;
  memset(&s->report.where, 0, sizeof s->report.where);
  return PL_DONE;
}

static pl_step pl_timeout(pl_state *s) {
  char reason[64];
  grd_timeout_reason(s->options->timeout, reason, sizeof reason);
  return pl_unknown(s, cb_strdup(reason));
}

static pl_step pl_internal_error(pl_state *s, char *message) {
  char *reason = cb_format("internal error: %s", message);
  free(message);
  return pl_unknown(s, reason);
}

bool pl_past_deadline(const pl_state *s) {
  return s->deadline > 0 && cb_now() >= s->deadline;
}

pl_step pl_front_end(pl_state *s) {
  double start = cb_now();
  bool compiled = s->options->input == OPT_INPUT_C || s->options->input == OPT_INPUT_PREPROCESSED;
  msg_progress(false, "%s %s", compiled ? "compiling (clang)" : "reading", s->options->file);
  fe_status status = fe_load(&s->context, s->options, s->deadline, &s->module);
  s->report.stats.front_end_seconds = cb_now() - start;
  if (status == FE_ERROR)
    return PL_FAIL;
  if (status == FE_TIMEOUT)
    return pl_timeout(s);
  /* LLVM assembly that went through `opt -passes=seq` and was found unsupported. */
  char *marked = seq_unsupported_reason(s->module);
  return marked ? pl_unknown(s, marked) : PL_NEXT;
}

/* The sequentialized module must still be valid: the encoder relies on it. */
static pl_step pl_verify_sequential(pl_state *s) {
  char *message = NULL;
  bool broken = LLVMVerifyModule(s->module, LLVMReturnStatusAction, &message);
  char *line = msg_first_line(message);
  LLVMDisposeMessage(message);
  if (!broken) {
    free(line);
    return PL_NEXT;
  }
  char *error = cb_format("the sequentialized module is invalid: %s", line);
  free(line);
  return pl_internal_error(s, error);
}

/* seq says `threads not supported yet (pthread_create)` and where, separately; the
   report says `threads not supported yet (pthread_create at prog.c:9)`. */
static char *pl_seq_reason(const seq_result *seq) {
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

static pl_step pl_sequentialize(pl_state *s) {
  seq_options options;
  memset(&options, 0, sizeof options);
  options.rounds = s->options->rounds;
  options.max_threads = s->options->threads;
  options.all_switch_points = s->options->all_switch_points;
  options.races = s->options->race;
  options.all_race_accesses = s->options->no_lockset;
  options.lock_annotations = s->options->lock_annotations;
  options.quantum = s->options->quantum;
  seq_status status = seq_run(s->module, &options, &s->seq);
  s->report.races = options.races ||
                    LLVMGetNamedMetadata(s->module, SEQ_RACES_MD, strlen(SEQ_RACES_MD));
  s->report.reach_error_only = s->options->reach_error_only;
  s->report.stats.races = options.races && s->seq.race_report;
  s->report.stats.race_accesses = s->seq.race_accesses;
  s->report.stats.race_instrumented = s->seq.race_instrumented;
  s->report.stats.race_pairs = s->seq.race_pairs;
  if (status == SEQ_OK && LLVMGetNamedMetadata(s->module, SEQ_ROUNDS_MD, strlen(SEQ_ROUNDS_MD)))
    s->report.threads = s->options->threads;
  s->have_seq = true;
  if (status == SEQ_NO_MAIN) {
    msg_error("%s: no main function", s->options->file);
    return PL_FAIL;
  }
  if (status == SEQ_UNSUPPORTED) {
    pl_unknown(s, pl_seq_reason(&s->seq));
    s->report.where.file = s->seq.file;
    s->report.where.line = s->seq.line;
    return PL_DONE;
  }
  return pl_verify_sequential(s);
}

static pl_step pl_transform(pl_state *s) {
  if (!mdl_link(&s->context, s->module, s->options->file))
    return PL_FAIL;
  if (s->plan && !srch_apply(s->module, s->plan))
    return pl_internal_error(s, cb_strdup("the runtime models cannot follow a schedule"));
  char *error = NULL;
  if (!prep_run(s->module, &error))
    return pl_internal_error(s, error);
  prep_debug_intrinsics(s->module);
  pl_step step = pl_sequentialize(s);
  prep_debug_intrinsics(s->module);
  return step;
}

pl_step pl_pass(pl_state *s) {
  double start = cb_now();
  msg_progress(false, "linking the runtime models, sequentializing (K=%u rounds, up to %u threads)",
               s->options->rounds, s->options->threads);
  pl_step step = pl_transform(s);
  s->report.stats.pass_seconds = cb_now() - start;
  if (step == PL_NEXT && pl_past_deadline(s))
    return pl_timeout(s);
  return step;
}

static void pl_take_encoder_result(pl_state *s) {
  const enc_result *e = &s->enc;
  rep_report *r = &s->report;
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
}

/* The encoder's progress (--verbosity 2). */
static void pl_progress(void *context, bool periodic, const char *text) {
  (void)context;
  msg_progress(periodic, "%s", text);
}

static pl_step pl_encode(pl_state *s) {
  const opt_options *o = s->options;
  enc_options options;
  memset(&options, 0, sizeof options);
  options.unwind = o->unwind;
  options.unwinding_assertions = o->unwinding_assertions;
  options.unroll_forced = o->unroll_forced;
  options.loop_probes = !o->no_loop_probes;
  options.deadline = s->deadline;
  options.rounds = o->rounds;
  options.iterate_rounds = o->iterate_rounds;
  options.preemptions = o->preemptions;
  options.fewest_preemptions = o->fewest_preemptions;
  options.no_freeze = o->no_freeze;
  options.reach_error_only = o->reach_error_only;
  options.all_races = o->all_races;
  options.first_round = s->first_round;
  /* A small stage of a program with threads only asks for errors: if there is none,
     the Kmax formula asks the rest (the paths cut by the bounds included). With
     --deepen the k = 1 stage asks for both: a path cut by a bound there is cut with
     Kmax too, so the Kmax check can only find a bug (pl_check_iterative). */
  options.errors_only = s->bugs_only || (s->first_round_check && s->report.threads > 1 &&
                                         !(s->options->deepen && s->options->rounds == 1));
  if (msg_verbosity() >= 2)
    options.progress = pl_progress;
  enc_check(s->module, &options, &s->enc);
  s->have_enc = true;
  pl_take_encoder_result(s);
  /* The encoder stops at the deadline or the memory limit, but knows neither as given. */
  if (s->enc.verdict == ENC_UNKNOWN && s->enc.reason && !strcmp(s->enc.reason, ENC_MEMORY_REASON))
    return pl_unknown(s, cb_format("out of memory: the check needed more than %zu MiB "
                                   "(--memory-limit)", memlimit_get() >> 20));
  if (s->enc.verdict == ENC_UNKNOWN && pl_past_deadline(s))
    return pl_timeout(s);
  return PL_DONE;
}

/* --lockset-only: the candidates of the lockset pre-pass are the answer. No candidate
   means that no two accesses can race in any execution (no bounds involved). */
static pl_step pl_lockset_only(pl_state *s) {
  const seq_result *q = &s->seq;
  if (!q->race_report || !q->race_pairs) {
    s->report.verdict = ENC_SAFE;
    s->report.reason = q->race_report ? "no two accesses can race (lockset analysis, any bounds)"
                                      : "no two accesses can race (the program creates no thread)";
    s->report.any_bounds = true;
    return PL_DONE;
  }
  printf("race candidates of the lockset analysis (warnings, may be false alarms):\n%s",
         q->race_report);
  char *reason = cb_format("%u candidate pair%s of accesses that may race (lockset analysis)",
                           q->race_pairs, q->race_pairs == 1 ? "" : "s");
  return pl_unknown(s, reason);
}

static double pl_peak_mib(void) {
  struct rusage usage;
  if (getrusage(RUSAGE_SELF, &usage))
    return 0;
  return (double)usage.ru_maxrss / 1024.0; /* ru_maxrss is in KiB on Linux */
}

/* Prints the report; returns the exit status. */
static int pl_finish(pl_state *s) {
  grd_disarm();
  rep_report *r = &s->report;
  r->stats.total_seconds = cb_now() - s->start;
  msg_progress(false, "done: %s", rep_verdict_name(r->verdict));
  r->stats.peak_mib = pl_peak_mib();
  rep_print_warnings(r);
  src_cache *sources = src_new();
  rep_print(stdout, r, sources);
  src_free(sources);
  if (s->options->stats)
    rep_print_stats(stdout, r);
  fflush(stdout);
  if (s->options->json && !js_write(s->options->json, r))
    return 2;
  /* SAFE and UNKNOWN have no violation witness: no file is written. */
  wit_task task = {s->options->file, s->options->ilp32};
  if (s->options->witness && r->verdict == ENC_UNSAFE && !wit_write(s->options->witness, r, &task))
    return 2;
  if (s->options->save_replay && r->verdict == ENC_UNSAFE && s->have_enc && s->enc.replay &&
      !rf_write(s->options->save_replay, s->options, &s->enc))
    return 2;
  return (int)r->verdict;
}

pl_state *pl_new(const opt_options *options, opt_options *owned, double start) {
  pl_state *s = cb_calloc(1, sizeof *s); /* never moved: LLVM keeps &s->context */
  pl_init(s, options, start);
  s->own_options = owned;
  return s;
}

void pl_free(pl_state *s) {
  if (!s)
    return;
  pl_release(s);
  free(s);
}

/* After the front end: the sequentialization, the check, up to the report (not
   printed yet). */
pl_step pl_check_loaded(pl_state *s) {
  const opt_options *options = s->options;
  pl_step step = pl_pass(s);
  /* --race: when the lockset pre-pass finds no pair that may race, nothing can race in
     any execution: no need for the bounded check (and its loop bounds). */
  bool no_candidates = !s->seq.race_report || !s->seq.race_pairs;
  if (step == PL_NEXT && options->race &&
      (options->lockset_only || (no_candidates && !options->no_lockset)))
    step = pl_lockset_only(s);
  if (step == PL_NEXT)
    step = pl_encode(s);
  return step;
}

/* The iterative search asks k = 1, and k = 2 when Kmax >= 3, each in a sequential
   program with exactly that many rounds (one copy of memory and no guesses for k = 1),
   then k = 3..Kmax in one formula for Kmax rounds, where assumptions raise k. Most bugs
   show up in the small programs, which cost far less than asking the same k in the
   Kmax formula (docs/sequentialization.md, "Iterative context bounding"). */
static bool pl_first_round_applies(const opt_options *o) {
  return o->iterate_rounds && o->rounds >= 2 && !o->all_races && !o->lockset_only;
}

/* The largest k asked in a program of its own. */
static unsigned pl_small_stages(const opt_options *o) { return o->rounds >= 3 ? 2 : 1; }

/* Whether the answer of a small stage is the answer of the whole search: a bug (found
   with k rounds, none with fewer), a program without threads (rounds change nothing),
   SAFE from the lockset pre-pass (any bounds), or UNKNOWN for another reason than a
   bound (a timeout, an unsupported construct). */
static bool pl_stage_final(const pl_state *s) {
  const rep_report *r = &s->report;
  if (r->verdict == ENC_UNSAFE || r->threads <= 1 || r->any_bounds)
    return true;
  return r->verdict == ENC_UNKNOWN && !r->hint;
}

/* A small stage's answer reads as the iterative search's: Kmax in the bounds, "found
   with k=2" (the earlier stages had no error). */
static void pl_report_as_iterative(pl_state *s, const opt_options *all, unsigned k) {
  s->report.rounds = all->rounds;
  s->report.iterate_rounds = true;
  if (s->report.threads <= 1)
    return;
  if (s->report.verdict == ENC_SAFE)
    s->report.rounds_checked = k;
  if (s->report.verdict == ENC_UNKNOWN) /* the earlier stages had no error */
    s->report.rounds_checked = k - 1;
  if (s->report.verdict == ENC_UNSAFE && s->report.rounds_used < k)
    s->report.rounds_used = k;
}

/* Stage k on the loaded module of s: exactly k rounds, errors only. s keeps the options
   of the program it checked (a replay file must rebuild that one); only its report
   reads like the iterative search's. Returns whether that answers the search. */
static bool pl_check_stage(pl_state *s, const opt_options *all, unsigned k, pl_step *step) {
  opt_options *exact = cb_calloc(1, sizeof *exact);
  *exact = *all;
  exact->rounds = k;
  exact->iterate_rounds = false;
  s->options = s->own_options = exact;
  s->first_round_check = true;
  *step = pl_check_loaded(s);
  bool final = *step != PL_DONE || pl_stage_final(s);
  pl_report_as_iterative(s, all, k);
  return final;
}

/* Whether the check of s ran out of its time or of memory, without an answer. */
static bool pl_out_of_resources(const pl_state *s, pl_step step) {
  return step == PL_DONE && s->report.verdict == ENC_UNKNOWN &&
         (pl_past_deadline(s) || memlimit_reached());
}

/* After k = 1 (and the search), when Kmax >= 3: k = Kmax alone (`rounds`; k = 2 in
   pl_check_k2_instead), exactly, errors and paths cut by the bounds asked at once
   (enc_check asks one question when one k is asked). A program without a bug at k = 1
   mostly has none at all, and then SAFE, or UNKNOWN at a bound, is what the Kmax check
   says; the k = 2 program before it only cost time (lamport: 8 s of 54 s). A bug that
   needs 2..Kmax rounds shows in it too, and fast: the SAT answers are the cheap ones (the
   four such tasks of SV-COMP's unreach-call rows: 0.2 to 0.5 s). Returns whether s
   answers the search: not after an error, whose smallest k the stages after it find. */
static bool pl_check_largest(pl_state *s, const opt_options *all, unsigned rounds,
                             pl_step *step) {
  opt_options *exact = cb_calloc(1, sizeof *exact);
  *exact = *all;
  exact->rounds = rounds;
  exact->iterate_rounds = false;
  s->options = s->own_options = exact;
  s->report.rounds = rounds;
  *step = pl_check_loaded(s);
  if (*step == PL_DONE && s->report.verdict == ENC_UNSAFE && s->report.threads > 1) {
    s->report.iterate_rounds = false; /* its k is not known to be the smallest */
    return false;
  }
  /* Reads like the iterative search's: no error with k = 1 (the stage before), and with
     every k up to the rounds asked if it answered SAFE or UNKNOWN at a bound. */
  s->report.iterate_rounds = true;
  if (s->report.threads > 1 && s->report.rounds_checked < 1)
    s->report.rounds_checked = 1;
  return true;
}

/* The state that answers the search once Kmax showed an error (largest): the answer of the
   stages after it if they found the error with their smallest k, else largest's (a
   timeout in them leaves the error found, with its round of K = Kmax). The state not used
   goes to *unused. */
static pl_state *pl_prefer_error(pl_state *answer, pl_state *largest, pl_state **unused) {
  if (!largest || answer->report.verdict == ENC_UNSAFE) {
    *unused = largest;
    return answer;
  }
  msg_progress(false, "the smaller k gave no answer: the error found with k=%u stands",
               largest->options->rounds);
  *unused = answer;
  return largest;
}

/* With --deepen, the k = 1 stage asks for paths cut by the bounds too (pl_check_loaded).
   A cut that is not a bound's (an unsupported construct) does not end the search there:
   a bug with more rounds may come before it, as it did when the stage asked for errors
   only. */
static bool pl_first_stage_goes_on(const pl_state *s, pl_step step) {
  const rep_report *r = &s->report;
  return step == PL_DONE && s->options->deepen && r->verdict == ENC_UNKNOWN &&
         r->threads > 1 && !pl_past_deadline(s);
}

/* Whether the k = 1 stage of --deepen reached a bound: then the Kmax check at the same
   bounds cannot be SAFE, and only looks for a bug, in half the time left. Without one,
   the deepening goes on from the k = 1 stage's UNKNOWN (--unroll-forced, k = 1 first).
   stack_longer-2: Kmax with --unwind 10 needs all of the 54 s, and k = 1 with its loops
   of 400 unrolled is SAFE in 2 s. Errors only, since asking for a cut path too can cost
   far more than the errors alone, for the same answer (queue_ok_longer: no answer in
   48 s, where errors alone take 0.4 s). CaDiCaL looks at the deadline only between
   conflicts, so half the time is not a hard limit. */
static bool pl_cut_at_first_stage(const pl_state *first) {
  const rep_report *r = &first->report;
  return first->options->deepen && first->deadline > 0 && r->verdict == ENC_UNKNOWN &&
         r->hint != NULL;
}

/* A new stage's state with a copy of the pristine module (in first's LLVM context). */
static pl_state *pl_next_stage(const opt_options *all, const pl_state *first,
                               LLVMModuleRef pristine) {
  pl_state *s = pl_new(all, NULL, first->start);
  s->report.stats.front_end_seconds = first->report.stats.front_end_seconds;
  s->report.stats.static_seconds = first->report.stats.static_seconds;
  s->module = LLVMCloneModule(pristine);
  return s;
}

/* --deepen, when k = 1 was SAFE: the share of the time left that Kmax gets; if it gives
   no answer in it, k = 2 alone gets the rest (pl_check_k2_instead). */
#define PL_LARGEST_SHARE (2.0 / 3.0)

/* Whether Kmax, after k = 1, leaves time for k = 2 alone: with --deepen, when k = 1 was
   SAFE (a program with threads). A SAFE with K = 2 within the bounds is an answer, where
   Kmax that does not finish leaves only a timeout (ring_2w1r-1: K = 2 is SAFE in 6 s, K = 3
   not in 50 s; barrier_3t: 3 s and 44 s). k = 1's SAFE alone is not reported instead:
   too weak (elimination_backoff_stack is SAFE with k = 1, and its bug needs more). */
static bool pl_k2_after_largest(const pl_state *first, const opt_options *all) {
  const rep_report *r = &first->report;
  return all->deepen && first->deadline > 0 && r->verdict == ENC_SAFE && r->threads > 1 &&
         all->rounds > 2;
}

/* Kmax (largest) ran out of its share of the time, or of memory: k = 2 alone, exactly, errors and paths cut
   by the bounds at once, in the time left. Its SAFE reads with K = 2; its bug is found
   with k = 2 (k = 1 had none); its UNKNOWN says that k = 1 had no error, of Kmax asked.
   largest is freed; returns the new state (its step in *step). */
static pl_state *pl_check_k2_instead(pl_state *largest, const opt_options *all,
                                     const pl_state *first, LLVMModuleRef pristine,
                                     pl_step *step) {
  msg_progress(false, "k=%u: %s; k=2 alone in the time left", all->rounds,
               memlimit_reached() ? largest->report.reason : "no answer in its share of the time");
  pl_free(largest);
  pl_state *s = pl_next_stage(all, first, pristine);
  /* Test seam (lit-tests/driver/deepen-k2.c): k = 2 runs out of time at once too. */
  if (getenv("CBOUNDS_TEST_K2_TIMEOUT"))
    s->deadline = cb_now();
  pl_check_largest(s, all, 2, step);
  if (*step != PL_DONE || s->report.verdict != ENC_SAFE)
    pl_report_as_iterative(s, all, 2);
  return s;
}

/* The iterative search from the loaded module of `first`: k = 1, the schedule search,
   k = Kmax (pl_check_largest), and only if that shows an error, k = 2 and k = 3..Kmax
   in one formula for its smallest k. Returns the step of the state that answers
   (*answer); the states of the other stages go to kept[] (kept[0] is first). Every later
   module is a copy in first's LLVM context: free first last. */
static pl_step pl_check_iterative(pl_state *first, pl_state **answer, pl_state *kept[3],
                                  bool *searched) {
  const opt_options *all = first->options;
  unsigned small = pl_small_stages(all);
  LLVMModuleRef pristine = LLVMCloneModule(first->module);
  pl_state *s = first, *largest = NULL;
  pl_step step;
  msg_progress(false, "k=1 first, in a sequential program of its own");
  if (pl_check_stage(s, all, 1, &step) && !pl_first_stage_goes_on(s, step)) {
    LLVMDisposeModule(pristine);
    *answer = s;
    return step;
  }
  kept[0] = s;
  pl_state *found = pl_search_after_first(s, searched);
  if (found) {
    LLVMDisposeModule(pristine);
    *answer = found;
    return PL_DONE;
  }
  if (small == 2) {
    bool cut = pl_cut_at_first_stage(first), then_k2 = !cut && pl_k2_after_largest(first, all);
    msg_progress(false, "no error with k=1: k=%u alone first%s", all->rounds,
                 cut ? " (errors only, in half the time left: k=1 reached a bound)"
                     : then_k2 ? " (in 2/3 of the time left: k=2 alone after it if need be)" : "");
    s = pl_next_stage(all, first, pristine);
    if (cut) {
      s->deadline = cb_now() + (first->deadline - cb_now()) / 2;
      s->bugs_only = true;
    }
    if (then_k2)
      s->deadline = cb_now() + (first->deadline - cb_now()) * PL_LARGEST_SHARE;
    /* Test seam (lit-tests/driver/deepen-k2.c): Kmax runs out of its time at once. */
    if (then_k2 && getenv("CBOUNDS_TEST_LARGEST_TIMEOUT"))
      s->deadline = cb_now();
    if (pl_check_largest(s, all, all->rounds, &step)) {
      if (then_k2 && pl_out_of_resources(s, step) && !pl_past_deadline(first))
        s = pl_check_k2_instead(s, all, first, pristine, &step);
      LLVMDisposeModule(pristine);
      if (cut && step == PL_DONE) { /* no bug (or none in the time): k = 1's bound stands */
        msg_progress(false, "k=%u: %s; k=1's UNKNOWN at its bound stands", all->rounds,
                     s->report.verdict == ENC_SAFE ? "no error" : s->report.reason);
        pl_free(s); /* a module in first's context: before first */
        kept[0] = NULL;
        first->options = all; /* --deepen raises the bound from the search's options */
        *answer = first;
        return PL_DONE;
      }
      *answer = s;
      return step;
    }
    largest = s;
    msg_progress(false, "an error with k=%u: k=2 in a sequential program of its own, for the "
                 "smallest k", all->rounds);
    s = pl_next_stage(all, first, pristine);
    /* Test seam (lit-tests/threads/lost-update.c): the stages for the smallest k run out
       of time at once, and the error found with Kmax stands. */
    if (getenv("CBOUNDS_TEST_SMALLEST_K_TIMEOUT"))
      s->deadline = cb_now();
    if (pl_check_stage(s, all, 2, &step)) {
      LLVMDisposeModule(pristine);
      *answer = pl_prefer_error(s, largest, &kept[2]);
      return PL_DONE;
    }
    kept[1] = s;
  }
  s = pl_new(all, NULL, first->start);
  s->report.stats.front_end_seconds = first->report.stats.front_end_seconds;
  s->report.stats.static_seconds = first->report.stats.static_seconds;
  if (small + 1 == all->rounds)
    msg_progress(false, "no error with k=%u: k=%u", small, all->rounds);
  else
    msg_progress(false, "no error with k=%u: k=%u..%u in one formula", small, small + 1, all->rounds);
  s->module = pristine;
  s->first_round = small + 1;
  step = pl_check_loaded(s);
  *answer = pl_prefer_error(s, largest, &kept[2]);
  return largest && *answer == largest ? PL_DONE : step;
}

/* The answer of s stands if the deeper check ends abruptly (out of memory in the solver,
   the timeout backstop): the guard prints it then, and the JSON report holds it already. */
void pl_set_fallback(pl_state *s) {
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
}

int pl_run(const opt_options *options) {
  msg_set_verbosity(options->verbosity);
  grd_install(options->file, options->timeout);
  memlimit_set(options->memory_limit ? (size_t)options->memory_limit << 20 : memlimit_default());
  pl_state *s = pl_new(options, NULL, cb_now());
  pl_state *kept[3] = {NULL, NULL, NULL}; /* other stages; kept[0] owns the LLVM context */
  pl_step step = pl_front_end(s);
  bool searched = false;
  if (step == PL_NEXT && pl_prove_statically(s))
    step = PL_DONE, searched = true; /* SAFE for any bounds: nothing to search or deepen */
  else if (step == PL_NEXT && pl_first_round_applies(options))
    step = pl_check_iterative(s, &s, kept, &searched);
  else if (step == PL_NEXT)
    step = pl_check_loaded(s);
  if (step == PL_DONE && !searched && !pl_past_deadline(s))
    pl_search(&s);
  if (!s->report.any_bounds)
    pl_deepen(&s, &step);
  grd_set_fallback(NULL, 0);
  int status = step == PL_FAIL ? 2 : pl_finish(s);
  pl_free(s);
  pl_free(kept[2]);
  pl_free(kept[1]);
  pl_free(kept[0]);
  return status;
}

int pl_sequential(const opt_options *options, pl_then then, void *data) {
  grd_install(options->file, 0);
  pl_state s;
  pl_init(&s, options, cb_now());
  pl_step step = pl_front_end(&s);
  if (step == PL_NEXT)
    step = pl_pass(&s);
  int status = 2;
  grd_disarm();
  if (step == PL_NEXT)
    status = then(s.module, data);
  else if (step == PL_DONE)
    printf("replay: cannot build the sequential program: %s\n",
           s.report.reason ? s.report.reason : "unknown reason");
  pl_release(&s);
  return status;
}

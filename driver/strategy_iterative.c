/* strategy_iterative.c: iterative context bounding, k = 1 first (strategy_iterative.h,
   docs/sequentialization.md, "Iterative context bounding"). */
#include "driver/strategy_iterative.h"

#include <assert.h>
#include <stdlib.h>

#include "base/msg.h"
#include "driver/strategy.h"
#include "driver/strategy_search.h"
#include "base/test_hooks.h"
#include "base/memlimit.h"
#include "base/clock.h"

/* The iterative search asks k = 1, and k = 2 when Kmax >= 3, each in a sequential
   program with exactly that many rounds (one copy of memory and no guesses for k = 1),
   then k = 3..Kmax in one formula for Kmax rounds, where assumptions raise k. Most bugs
   show up in the small programs, which cost far less than asking the same k in the
   Kmax formula (docs/sequentialization.md, "Iterative context bounding"). */
bool stg_iterative_applies(const opt_options *o) {
  return o->iterate_rounds && o->rounds >= 2 && !o->all_races && !o->lockset_only;
}

/* The largest k asked in a program of its own. */
static unsigned stg_small_stages(const eng_bounds *all) { return all->rounds >= 3 ? 2 : 1; }

/* Whether the answer of a small stage is the answer of the whole search: a bug (found
   with k rounds, none with fewer), a program without threads (rounds change nothing),
   SAFE from the lockset pre-pass (any bounds), or UNKNOWN for another reason than a
   bound (a timeout, an unsupported construct). */
static bool stg_stage_final(const eng_state *s) {
  const rep_report *r = &s->report;
  if (r->verdict == ENC_UNSAFE || r->threads <= 1 || r->any_bounds)
    return true;
  return r->verdict == ENC_UNKNOWN && !eng_at_bound(s);
}

/* A small stage's answer reads as the iterative search's: Kmax in the bounds, "found
   with k=2" (the earlier stages had no error). */
static void stg_report_as_iterative(eng_state *s, const eng_bounds *all, unsigned k) {
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
static bool stg_check_stage(eng_state *s, const eng_bounds *all, unsigned k, eng_step *step) {
  assert(k >= 1 && k < all->rounds && all->iterate_rounds);
  s->bounds = *all;
  s->bounds.rounds = k;
  s->bounds.iterate_rounds = false;
  s->first_round_check = true;
  *step = eng_check_loaded(s);
  bool final = *step != ENG_DONE || stg_stage_final(s);
  stg_report_as_iterative(s, all, k);
  return final;
}

/* Whether the check of s ran out of its time or of memory, without an answer. */
static bool stg_out_of_resources(const eng_state *s, eng_step step) {
  return step == ENG_DONE && s->report.verdict == ENC_UNKNOWN &&
         (eng_past_deadline(s) || memlimit_reached());
}

/* After k = 1 (and the search), when Kmax >= 3: k = Kmax alone (`rounds`; k = 2 in
   stg_check_k2_instead), exactly, errors and paths cut by the bounds asked at once
   (enc_check asks one question when one k is asked). A program without a bug at k = 1
   mostly has none at all, and then SAFE, or UNKNOWN at a bound, is what the Kmax check
   says; the k = 2 program before it only cost time (lamport: 8 s of 54 s). A bug that
   needs 2..Kmax rounds shows in it too, and fast: the SAT answers are the cheap ones (the
   four such tasks of SV-COMP's unreach-call rows: 0.2 to 0.5 s). Returns whether s
   answers the search: not after an error, whose smallest k the stages after it find. */
static bool stg_check_largest(eng_state *s, const eng_bounds *all, unsigned rounds,
                             eng_step *step) {
  s->bounds = *all;
  s->bounds.rounds = rounds;
  s->bounds.iterate_rounds = false;
  s->report.rounds = rounds;
  *step = eng_check_loaded(s);
  if (*step == ENG_DONE && s->report.verdict == ENC_UNSAFE && s->report.threads > 1) {
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
static eng_state *stg_prefer_error(eng_state *answer, eng_state *largest, eng_state **unused) {
  assert(!largest || largest->report.verdict == ENC_UNSAFE);
  if (!largest || answer->report.verdict == ENC_UNSAFE) {
    *unused = largest;
    return answer;
  }
  msg_progress(false, "the smaller k gave no answer: the error found with k=%u stands",
               largest->bounds.rounds);
  *unused = answer;
  return largest;
}

/* With --deepen, the k = 1 stage asks for paths cut by the bounds too (eng_check_loaded).
   A cut that is not a bound's (an unsupported construct) does not end the search there:
   a bug with more rounds may come before it, as it did when the stage asked for errors
   only. */
static bool stg_first_stage_goes_on(const eng_state *s, eng_step step) {
  const rep_report *r = &s->report;
  return step == ENG_DONE && s->options->deepen && r->verdict == ENC_UNKNOWN &&
         r->threads > 1 && !eng_past_deadline(s);
}

/* Whether the k = 1 stage of --deepen reached a bound: then the Kmax check at the same
   bounds cannot be SAFE, and only looks for a bug, in half the time left. Without one,
   the deepening goes on from the k = 1 stage's UNKNOWN (--unroll-forced, k = 1 first).
   stack_longer-2: Kmax with --unwind 10 needs all of the 54 s, and k = 1 with its loops
   of 400 unrolled is SAFE in 2 s. Errors only, since asking for a cut path too can cost
   far more than the errors alone, for the same answer (queue_ok_longer: no answer in
   48 s, where errors alone take 0.4 s). CaDiCaL looks at the deadline only between
   conflicts, so half the time is not a hard limit. */
static bool stg_cut_at_first_stage(const eng_state *first) {
  const rep_report *r = &first->report;
  return first->options->deepen && first->deadline > 0 && r->verdict == ENC_UNKNOWN &&
         eng_at_bound(first);
}

/* A new stage's state with a copy of the pristine module (in first's LLVM context). */
static eng_state *stg_next_stage(const eng_bounds *all, const eng_state *first,
                               LLVMModuleRef pristine) {
  eng_state *s = eng_new(first->options, all, first->start);
  s->report.stats.front_end_seconds = first->report.stats.front_end_seconds;
  s->report.stats.static_seconds = first->report.stats.static_seconds;
  s->module = LLVMCloneModule(pristine);
  return s;
}

/* Whether Kmax, after k = 1, leaves time for k = 2 alone: with --deepen, when k = 1 was
   SAFE (a program with threads). A SAFE with K = 2 within the bounds is an answer, where
   Kmax that does not finish leaves only a timeout (ring_2w1r-1: K = 2 is SAFE in 6 s, K = 3
   not in 50 s; barrier_3t: 3 s and 44 s). k = 1's SAFE alone is not reported instead:
   too weak (elimination_backoff_stack is SAFE with k = 1, and its bug needs more). */
static bool stg_k2_after_largest(const eng_state *first, const eng_bounds *all) {
  const rep_report *r = &first->report;
  return first->options->deepen && first->deadline > 0 && r->verdict == ENC_SAFE &&
         r->threads > 1 && all->rounds > 2;
}

/* Kmax (largest) ran out of its share of the time, or of memory: k = 2 alone, exactly, errors and paths cut
   by the bounds at once, in the time left. Its SAFE reads with K = 2; its bug is found
   with k = 2 (k = 1 had none); its UNKNOWN says that k = 1 had no error, of Kmax asked.
   largest is freed; returns the new state (its step in *step). */
static eng_state *stg_check_k2_instead(eng_state *largest, const eng_bounds *all,
                                     const eng_state *first, LLVMModuleRef pristine,
                                     eng_step *step) {
  msg_progress(false, "k=%u: %s; k=2 alone in the time left", all->rounds,
               memlimit_reached() ? largest->report.reason : "no answer in its share of the time");
  eng_free(largest);
  eng_state *s = stg_next_stage(all, first, pristine);
  /* lit-tests/driver/deepen-k2.c: k = 2 runs out of time at once too. */
  if (th_on(TH_K2_TIMEOUT))
    s->deadline = cb_now();
  stg_check_largest(s, all, 2, step);
  if (*step != ENG_DONE || s->report.verdict != ENC_SAFE)
    stg_report_as_iterative(s, all, 2);
  return s;
}

/* The iterative search from the loaded module of `first`: k = 1, the schedule search,
   k = Kmax (stg_check_largest), and only if that shows an error, k = 2 and k = 3..Kmax
   in one formula for its smallest k. Returns the step of the state that answers
   (*answer); the states of the other stages go to kept[] (kept[0] is first). Every later
   module is a copy in first's LLVM context: free first last. */
/* After an error found with Kmax (largest; NULL: none yet), or after k = 1 alone when
   Kmax = 2: k = 2 in a program of its
   own (when Kmax >= 3), then k = 3..Kmax in one formula, for the smallest k that shows
   an error; the error of largest stands if they find none in their time. Takes pristine
   over. */
static eng_step stg_smallest_k(eng_state *first, const eng_bounds *all,
                               LLVMModuleRef pristine, eng_state *largest,
                               eng_state **answer, eng_state *kept[3]) {
  unsigned small = stg_small_stages(all);
  eng_state *s;
  eng_step step;
  if (small == 2) {
    msg_progress(false, "an error with k=%u: k=2 in a sequential program of its own, for the "
                 "smallest k", largest ? largest->bounds.rounds : all->rounds);
    s = stg_next_stage(all, first, pristine);
    /* lit-tests/threads/lost-update.c: the stages for the smallest k run out of time at
       once, and the error found with Kmax stands. */
    if (th_on(TH_SMALLEST_K_TIMEOUT))
      s->deadline = cb_now();
    if (stg_check_stage(s, all, 2, &step)) {
      LLVMDisposeModule(pristine);
      *answer = stg_prefer_error(s, largest, &kept[2]);
      return ENG_DONE;
    }
    kept[1] = s;
  }
  s = eng_new(first->options, all, first->start);
  s->report.stats.front_end_seconds = first->report.stats.front_end_seconds;
  s->report.stats.static_seconds = first->report.stats.static_seconds;
  if (small + 1 == all->rounds)
    msg_progress(false, "no error with k=%u: k=%u", small, all->rounds);
  else
    msg_progress(false, "no error with k=%u: k=%u..%u in one formula", small, small + 1, all->rounds);
  s->module = pristine;
  s->first_round = small + 1;
  step = eng_check_loaded(s);
  *answer = stg_prefer_error(s, largest, &kept[2]);
  return largest && *answer == largest ? ENG_DONE : step;
}

eng_step stg_check_iterative(eng_state *first, eng_state **answer, eng_state *kept[3],
                                  bool *searched) {
  eng_bounds iteration = first->bounds; /* the stages change first's */
  const eng_bounds *all = &iteration;
  unsigned small = stg_small_stages(all);
  LLVMModuleRef pristine = LLVMCloneModule(first->module);
  eng_state *s = first;
  eng_step step;
  msg_progress(false, "k=1 first, in a sequential program of its own");
  if (stg_check_stage(s, all, 1, &step) && !stg_first_stage_goes_on(s, step)) {
    LLVMDisposeModule(pristine);
    *answer = s;
    return step;
  }
  kept[0] = s;
  eng_state *found = stg_search_after_first(s, searched);
  /* A find stands as confirmed, with the rounds its schedule needed: the stages for a
     smaller k may cost far more than the search did (queue_longest: its k = 2 program
     takes 38 s to build, where the search and its check took 0.7 s). */
  if (found) {
    LLVMDisposeModule(pristine);
    *answer = found;
    return ENG_DONE;
  }
  if (small == 2) {
    bool cut = stg_cut_at_first_stage(first), then_k2 = !cut && stg_k2_after_largest(first, all);
    msg_progress(false, "no error with k=1: k=%u alone first%s", all->rounds,
                 cut ? " (errors only, in half the time left: k=1 reached a bound)"
                     : then_k2 ? " (in 2/3 of the time left: k=2 alone after it if need be)" : "");
    s = stg_next_stage(all, first, pristine);
    if (cut) {
      s->deadline = cb_now() + (first->deadline - cb_now()) * STG_BUGS_ONLY_SHARE;
      s->bugs_only = true;
    }
    if (then_k2)
      s->deadline = cb_now() + (first->deadline - cb_now()) * STG_LARGEST_SHARE;
    /* lit-tests/driver/deepen-k2.c: Kmax runs out of its time at once. */
    if (then_k2 && th_on(TH_LARGEST_TIMEOUT))
      s->deadline = cb_now();
    if (stg_check_largest(s, all, all->rounds, &step)) {
      if (then_k2 && stg_out_of_resources(s, step) && !eng_past_deadline(first))
        s = stg_check_k2_instead(s, all, first, pristine, &step);
      LLVMDisposeModule(pristine);
      if (cut && step == ENG_DONE) { /* no bug (or none in the time): k = 1's bound stands */
        msg_progress(false, "k=%u: %s; k=1's UNKNOWN at its bound stands", all->rounds,
                     s->report.verdict == ENC_SAFE ? "no error" : s->report.reason);
        eng_free(s); /* a module in first's context: before first */
        kept[0] = NULL;
        first->bounds = *all; /* the deepening raises the bound from the iteration's */
        *answer = first;
        return ENG_DONE;
      }
      *answer = s;
      return step;
    }
    return stg_smallest_k(first, all, pristine, s, answer, kept);
  }
  return stg_smallest_k(first, all, pristine, NULL, answer, kept);
}

/* strategy_deepen.c: deepening, the checks with larger bounds after the first answer
   (strategy_deepen.h). */
#include "driver/strategy_deepen.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/msg.h"
#include "driver/strategy.h"
#include "base/test_hooks.h"
#include "passes/seq.h"

/* The bound that the UNKNOWN of s names, raised in next; false when it cannot be, or
   when the command line pinned it (--unwind, --threads given). */
static bool stg_raise_bound(const eng_state *s, eng_bounds *next) {
  const opt_options *o = s->options;
  if (s->unknown == ENG_UNWIND_BOUND && !o->given[OPT_ID_unwind]) {
    if (!next->unroll_forced) {
      next->unroll_forced = true;
      return true;
    }
    if (next->unwind < STG_DEEPEN_MAX_UNWIND) {
      next->unwind *= 2;
      return true;
    }
  }
  if (s->unknown == ENG_THREAD_BOUND && !o->given[OPT_ID_threads] &&
      next->threads < SEQ_MAX_THREADS) {
    next->threads = 2 * next->threads < SEQ_MAX_THREADS ? 2 * next->threads : SEQ_MAX_THREADS;
    return true;
  }
  return false;
}

/* Whether s answered within its bounds, or hit one (not a timeout, not unsupported). */
static bool stg_bounded_answer(const eng_state *s) {
  return s->report.verdict == ENC_SAFE || eng_at_bound(s);
}

/* --deepen: the bounds of the next check after the report of s, or false when larger
   bounds cannot change it; *first_stage says that the next check is the k = 1 stage of
   a restart.
   - SAFE with threads: twice the rounds up to 8, then 4 more (exactly, -K: the cost of a
     check grows faster than K, so doubling from 8 would spend the time left on K = 16
     and miss a bug at K = 12 that K = 12 finds in a third of it).
   - UNKNOWN at the unwind bound: --unroll-forced first (a loop with a constant trip count
     is then unrolled whole, and no other loop deeper: doubling the bound for all loops
     made a loop of 43 iterations cost a wait loop 80 unrollings), then twice the bound;
     UNKNOWN at the thread bound: twice that bound.
   - After either, when the rounds are iterated, they start again: k = 1 alone, then
     k = 1..2 (iterative). The larger bound makes every k cost more, and a SAFE with few
     rounds within it is an answer where the old maximum k may run out of time and leave
     only the UNKNOWN (qw2004_variant: 12 threads, SAFE with K = 2 in 0.6 s, K = 4 not
     done in 50 s; queue_ok_longer: its loops of 400 iterations unrolled whole, SAFE with
     K = 1 in 2 s, K = 2 not built in 50 s). k = 2 follows the k = 1 stage whatever it
     answered but a bug: UNKNOWN at the bound again there says nothing about k = 2. */
static bool stg_deeper_bounds(const eng_state *s, eng_bounds *next, bool *first_stage) {
  const rep_report *r = &s->report;
  *next = s->bounds;
  *first_stage = false;
  if (s->deepen_first_stage && r->threads > 1 && stg_bounded_answer(s)) {
    next->rounds = 2;
    next->iterate_rounds = true;
    return true;
  }
  bool pinned = s->options->given[OPT_ID_rounds_exact]; /* -K */
  if (r->verdict == ENC_SAFE && !r->any_bounds && r->threads > 1 && !pinned &&
      r->rounds < SEQ_MAX_ROUNDS) {
    unsigned rounds = r->rounds < STG_DEEPEN_DOUBLE_ROUNDS ? 2 * r->rounds
                                                           : r->rounds + STG_DEEPEN_ROUNDS_STEP;
    next->rounds = rounds < SEQ_MAX_ROUNDS ? rounds : SEQ_MAX_ROUNDS;
    next->iterate_rounds = false;
    return true;
  }
  if (!eng_at_bound(s) || !stg_raise_bound(s, next))
    return false;
  if ((next->iterate_rounds || r->iterate_rounds) && next->rounds >= 2 && !pinned) {
    next->rounds = 1;
    next->iterate_rounds = false;
    *first_stage = true;
  }
  return true;
}

/* The deepening only raises bounds, and never one the command line pinned. */
static void stg_assert_deeper(const eng_state *from, const eng_bounds *next) {
  const opt_options *o = from->options;
  assert(next->unwind >= from->bounds.unwind && next->threads >= from->bounds.threads);
  assert(!o->given[OPT_ID_unwind] || next->unwind == o->unwind);
  assert(!o->given[OPT_ID_threads] || next->threads == o->threads);
  assert(!o->given[OPT_ID_rounds_exact] || next->rounds == o->rounds_exact);
  assert(next->rounds >= 1 && next->rounds <= SEQ_MAX_ROUNDS);
  (void)o, (void)from, (void)next;
}

/* --verbosity 2: why the next check runs (its bounds follow in its own progress). */
static void stg_deepen_progress(const eng_state *s) {
  const rep_report *r = &s->report;
  if (s->deepen_first_stage)
    msg_progress(false, "%s with k=1: k=2 (iteratively)",
                 r->verdict == ENC_SAFE ? "SAFE" : "UNKNOWN at a bound");
  else if (r->verdict == ENC_SAFE)
    msg_progress(false, "SAFE with K=%u: checking again with more rounds", r->rounds);
  else
    msg_progress(false, "UNKNOWN at the %s bound: checking again from k=1",
                 s->unknown == ENG_THREAD_BOUND ? "thread" : "unwind");
}

/* Whether the deeper check's answer replaces the answer standing (best): a bug, a SAFE
   with at least as many rounds as a SAFE standing (the k = 1 stage of a restart does
   not replace a SAFE with K = 2 at the smaller bound: both hold, the rounds are what the
   user asked for first), or UNKNOWN at a larger bound after UNKNOWN. Not a timeout, nor
   an UNKNOWN after SAFE: the larger bounds made that one worse. */
static bool stg_deeper_answer(const eng_state *deeper, const eng_state *best) {
  const rep_report *d = &deeper->report, *b = &best->report;
  if (d->verdict == ENC_UNSAFE)
    return true;
  if (d->verdict == ENC_SAFE)
    return b->verdict != ENC_SAFE || d->rounds >= b->rounds;
  return b->verdict == ENC_UNKNOWN && eng_at_bound(deeper);
}

/* A k = 1 stage's bug needed no more rounds: it reads like the iterative search's. */
static void stg_first_stage_report(eng_state *s) {
  if (s->report.verdict == ENC_UNSAFE && s->report.threads > 1)
    s->report.iterate_rounds = true;
}

/* One deeper check with the bounds of next, after from.
   After a k = 1 stage without an error (SAFE, or UNKNOWN at a bound: errors and cut paths
   are asked at once, and a cut path alone is UNKNOWN), the iterative search starts at
   k = 2. */
static eng_state *stg_deeper_check(const eng_state *from, const eng_bounds *next,
                                   bool first_stage, eng_step *step) {
  eng_state *deeper = eng_new(from->options, next, from->start);
  deeper->deepen_first_stage = first_stage;
  if (from->deepen_first_stage)
    deeper->first_round = 2;
  *step = eng_front_end(deeper);
  if (*step == ENG_NEXT)
    *step = eng_check_loaded(deeper);
  if (first_stage)
    stg_first_stage_report(deeper);
  return deeper;
}

/* Checks again with larger bounds while time remains. The answer with the largest
   bounds stands in *s; the bounds of each check come from the one before it (last),
   also when that one's answer did not replace the one standing: after SAFE with k = 1,
   UNKNOWN at a bound with k = 2 raises that bound again. Each check starts afresh (front
   end included) with the same deadline. */
void stg_deepen(eng_state **s, eng_step *step) {
  eng_state *last = NULL; /* the last check when its answer did not replace *s */
  while (*step == ENG_DONE && (*s)->options->deepen && !eng_past_deadline(*s)) {
    const eng_state *from = last ? last : *s;
    eng_bounds next;
    bool first_stage;
    if (!stg_deeper_bounds(from, &next, &first_stage))
      break;
    stg_assert_deeper(from, &next);
    stg_deepen_progress(from);
    eng_set_fallback(*s);
    /* lit-tests/driver/deepen-fallback.c: the deeper check dies at once, as when the
       solver runs out of memory in it. */
    if (th_on(TH_ABORT_DEEPER))
      abort();
    eng_step deeper_step;
    eng_state *deeper = stg_deeper_check(from, &next, first_stage, &deeper_step);
    eng_free(last);
    last = NULL;
    bool answered = deeper_step == ENG_DONE && (deeper->report.verdict == ENC_UNSAFE ||
                                                stg_bounded_answer(deeper));
    if (!answered) {
      msg_progress(false, "no answer with the larger bounds (%s): the answer standing stays",
                   deeper->report.reason ? deeper->report.reason : "stopped");
      eng_free(deeper);
      break;
    }
    if (stg_deeper_answer(deeper, *s)) {
      eng_free(*s);
      *s = deeper;
    } else {
      last = deeper;
    }
  }
  eng_free(last);
}

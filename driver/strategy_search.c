/* strategy_search.c: the native schedule search, and the checks that confirm what it
   finds (strategy_search.h, docs/search.md). */
#include "driver/strategy_search.h"

#include <stdlib.h>
#include <string.h>

#include "base/msg.h"
#include "driver/strategy.h"
#include "base/clock.h"

/* How long the native schedule search runs: --search, or --deepen's default; 0: not at
   all (--no-search, --race: the runs look for errors, not races). */
static double stg_search_seconds(const opt_options *o) {
  if (o->no_search || o->race)
    return 0;
  if (o->search > 0)
    return o->search;
  /* Deepening searches, but not when -K pins the rounds: a find needs as many rounds
     as it needs, and the check of exactly K is complete for K. */
  if (!o->deepen || o->given[OPT_ID_rounds_exact])
    return 0;
  double share = o->budget * STG_SEARCH_SHARE;
  return o->budget > 0 && share < STG_SEARCH_SECONDS ? share : STG_SEARCH_SECONDS;
}

/* A run of its own (front end included) with these bounds and the deadline of s. */
static eng_state *stg_fresh(const eng_state *s, const eng_bounds *bounds) {
  eng_state *t = eng_new(s->options, bounds, s->start);
  t->deadline = s->deadline;
  return t;
}

/* Runs the search on the sequential program for SRCH_ROUNDS rounds; FOUND with *plan. */
static srch_status stg_search_runs(const eng_state *s, double seconds, srch_plan *plan) {
  eng_bounds bounds = s->bounds;
  bounds.rounds = SRCH_ROUNDS;
  bounds.iterate_rounds = false;
  eng_state *t = stg_fresh(s, &bounds);
  memset(plan, 0, sizeof *plan);
  srch_status status = SRCH_NOT_FOUND;
  if (eng_front_end(t) == ENG_NEXT && eng_pass(t) == ENG_NEXT && t->report.threads > 1) {
    ntv_program program = eng_native_program(s->options);
    status = srch_find(&program, t->module, seconds, plan);
  } else {
    msg_progress(false, "schedule search: not applicable (no threads, or no sequential program)");
  }
  eng_free(t);
  return status;
}

/* The next bounds for the confirming check: --unroll-forced, then twice the unwind
   bound (the native run had no bound: its loops ran as long as they ran). */
static bool stg_confirm_raise(eng_bounds *o) {
  if (!o->unroll_forced)
    o->unroll_forced = true;
  else if (o->unwind < STG_CONFIRM_MAX_UNWIND)
    o->unwind = 2 * o->unwind < STG_CONFIRM_MAX_UNWIND ? 2 * o->unwind : STG_CONFIRM_MAX_UNWIND;
  else
    return false;
  return true;
}

/* The check that confirms a find: K as the plan needs, the models' decisions fixed to
   it, the other bounds as in the check before (a bug beyond --preemptions or --quantum
   is not confirmed), errors only (an execution that follows the plan is there or not;
   whether paths were cut does not matter). No error: the plan's path may be cut by the
   unwind bound, so again with --unroll-forced, then with twice the bound (from the
   first of these if the check before the search was UNKNOWN at that bound), for at
   most a third of the time left (10 s at least; 60 s without --timeout), and at most
   `most` seconds if that is positive. Returns the UNSAFE state, or NULL. */
static eng_state *stg_confirm(const eng_state *s, const srch_plan *plan, double most) {
  eng_bounds bounds = s->bounds; /* --preemptions and --quantum stay as given */
  bounds.rounds = plan->rounds;
  bounds.iterate_rounds = false;
  /* The check before the search met the unwind bound: the plan's path surely needs more
     (a check that cannot reach the error along the plan costs most). */
  const rep_report *r = &s->report;
  if (r->verdict == ENC_UNKNOWN && s->unknown == ENG_UNWIND_BOUND)
    stg_confirm_raise(&bounds);
  double now = cb_now(), deadline = now + STG_CONFIRM_SECONDS;
  if (s->deadline > 0) {
    double share = (s->deadline - now) * STG_CONFIRM_SHARE;
    deadline = now + (share > STG_CONFIRM_MIN_SECONDS ? share : STG_CONFIRM_MIN_SECONDS);
    deadline = deadline < s->deadline ? deadline : s->deadline;
  }
  if (most > 0 && deadline > now + most)
    deadline = now + most;
  for (;;) {
    msg_progress(false, "schedule search: checking its find with K=%u rounds and its schedule "
                 "(unwind %u%s)", bounds.rounds, bounds.unwind,
                 bounds.unroll_forced ? ", --unroll-forced" : "");
    eng_state *c = stg_fresh(s, &bounds);
    c->plan = plan;
    c->first_round_check = true;
    c->deadline = deadline;
    eng_step step = eng_front_end(c);
    if (step == ENG_NEXT)
      step = eng_check_loaded(c);
    if (step == ENG_DONE && c->report.verdict == ENC_UNSAFE) {
      c->report.search_runs = plan->runs;
      return c;
    }
    msg_progress(false, "schedule search: %s", c->report.verdict == ENC_SAFE
                 ? "no error along the schedule within these bounds" : "the check gave no answer");
    bool again = step == ENG_DONE && c->report.verdict == ENC_SAFE && !eng_past_deadline(c) &&
                 stg_confirm_raise(&bounds);
    eng_free(c);
    if (!again)
      return NULL;
  }
}

/* The seconds the search may take now: --search's, or --deepen's share, within the time
   left; <= 0: none. */
static double stg_search_budget(const eng_state *s) {
  double seconds = stg_search_seconds(s->options);
  if (s->deadline > 0 && s->deadline - cb_now() < seconds)
    seconds = s->deadline - cb_now();
  return seconds;
}

/* The native schedule search for `seconds`, then the check of its find (for at most
   `most` seconds if positive, see stg_confirm): the confirmed UNSAFE state, or NULL. */
static eng_state *stg_search_and_confirm(const eng_state *s, double seconds, double most) {
  msg_progress(false, "schedule search: %.1f s of native runs under random schedules", seconds);
  srch_plan plan;
  srch_status status = stg_search_runs(s, seconds, &plan);
  eng_state *found = NULL;
  if (status == SRCH_FOUND) {
    msg_progress(false, "schedule search: a run reached an error (%s) with %u rounds (%lu runs)",
                 plan.error, plan.rounds, plan.runs);
    found = stg_confirm(s, &plan, most);
  } else if (status == SRCH_NOT_FOUND) {
    msg_progress(false, "schedule search: no error in %lu runs", plan.runs);
  }
  srch_plan_release(&plan);
  return found;
}

/* --search, deepening: after a check without an error, the native schedule search, then
   the check of its find. A confirmed UNSAFE replaces the answer of *s (whose answer
   stands if the search or its check end abruptly, as for --deepen's checks). */
void stg_search(eng_state **s) {
  double seconds = stg_search_budget(*s);
  if (seconds <= 0 || (*s)->report.verdict == ENC_UNSAFE || (*s)->report.threads <= 1)
    return;
  eng_set_fallback(*s);
  eng_state *found = stg_search_and_confirm(*s, seconds, 0);
  if (found) {
    eng_free(*s);
    *s = found;
  }
}

/* After k = 1 showed no error, before the larger k (with --search or --deepen): the
   native schedule search. Most bugs need few rounds and k = 1 finds them first, with the
   smallest k; the larger k cost far more, and where they run out of time (queue_longer:
   k = 1 in 18 s, k = 2 not in 60 s) a search after them never ran. The confirming
   check gets twice as long as the search: a find it cannot confirm quickly is often one
   the larger k show sooner (ring_2w1r-2: 15 s on a 3-round plan whose ring is main's local,
   which gets no hints; k = 2 then found the bug). Twice as long, not once: a plan about
   heap state takes a few seconds more (workstealqueue_mutex-1: 3 to 6 s to confirm a
   4-round plan; 5 s missed it). *searched says that it ran (the pipeline does not
   search again); returns the confirmed UNSAFE state. */
eng_state *stg_search_after_first(const eng_state *s, bool *searched) {
  double seconds = stg_search_budget(s);
  if (seconds <= 0 || eng_past_deadline(s))
    return NULL;
  *searched = true;
  return stg_search_and_confirm(s, seconds, STG_CONFIRM_AFTER_FIRST * seconds);
}


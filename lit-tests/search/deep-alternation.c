// The native schedule search (--search S, and --deepen): after a check without an
// error, runs of the program under random schedules find a bug that needs many rounds
// of strict alternation, far beyond what the SAT check reaches in time; the check with
// the run's schedule (and K as it needed) confirms it and gives the trace, which the
// suite replays natively again.
//
// Two threads take turns STEPS = 12 times (SV-COMP's triangular shape): i = j + 1, then
// j = i + 1. j reaches 2*12 + 6 = 30 only if they alternate perfectly; main reads after
// them. (Enumerating all interleavings gives at most 29 for i and 30 for j.)
// RUN: %expect 10 %cbounds %s --search 20 -K 2 | FileCheck %s --check-prefix=FOUND
// The rounds alone do not reach it: SAFE with K = 4.
// RUN: %expect 0 %cbounds %s -K 4 --unwind 12
// --deepen searches (a tenth of the timeout) after the rounds up to 4 found nothing, and
// reports the confirmed bug.
// RUN: %expect 10 %cbounds %s --deepen --timeout 60 | FileCheck %s --check-prefix=FOUND
// With k iterated, the search runs as soon as k = 1 shows no error, before the larger k.
// RUN: %expect 10 %cbounds %s --deepen --timeout 60 --verbosity 2 2>&1 | FileCheck %s --check-prefix=EARLY
// -DFIXED: the threshold one beyond reach: no run reaches it, and the check that follows
// the search is the usual one.
// RUN: %expect 0 %cbounds %s -DFIXED --search 2 -K 2 --unwind 12 | FileCheck %s --check-prefix=FIXED
// -DINPUT: main fails only for a positive input as well; the search's inputs are random,
// the confirming check chooses its own.
// RUN: %expect 10 %cbounds %s -DINPUT --search 20 -K 2 | FileCheck %s --check-prefix=FOUND
// -DLOOP: the threads count their steps in globals (8 here): the check before the search
// is UNKNOWN at --unwind 5, so the confirming check starts with --unroll-forced. Its
// guesses of the globals are the run's (docs/search.md), so the loops' exits are
// constants and the loops are unrolled whole (with free guesses they were not, and the
// bound had to be raised to 10; the PREEMPT case below still raises it).
// RUN: %expect 10 %cbounds %s -DLOOP -DSTEPS=8 --unwind 5 --search 20 -K 2 --verbosity 2 2>&1 | FileCheck %s --check-prefix=LOOP
// A schedule the check does not confirm changes nothing (test seam: the plan says stop
// at every decision): the usual check answers.
// RUN: env CBOUNDS_TEST_HOOKS=search-plan-stops %expect 0 %cbounds %s --search 20 -K 2 --unwind 12 --verbosity 2 2>&1 | FileCheck %s --check-prefix=UNCONFIRMED
// The confirming check keeps the other bounds: with --preemptions 2 the run's schedule
// (23 preemptions) is not confirmed, and SAFE stands with that bound.
// RUN: %expect 0 %cbounds %s --search 20 -K 2 --unwind 12 --preemptions 2 --verbosity 2 2>&1 | FileCheck %s --check-prefix=PREEMPT
// Under --property unreach-call a failed assertion is no error: no run counts it.
// RUN: %expect 0 %cbounds %s --property unreach-call --search 3 -K 2 --unwind 12 --verbosity 2 2>&1 | FileCheck %s --check-prefix=PROPERTY
// --no-search turns it off; --search does not go with --race.
// RUN: %expect 0 %cbounds %s -DFIXED --deepen --timeout 3 --no-search -K 1 --unwind 12 --verbosity 2 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: %expect 2 %cbounds %s --search 1 --race 2>&1 | FileCheck %s --check-prefix=USAGE
//
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}deep-alternation.c:[[#@LINE+89]]{{$}}
// FOUND: {{^}}contexts: the failure is in round [[#]] of K=[[#]], after [[#]] preemptions{{$}}
// FOUND-NEXT: {{^}}search: the native schedule search found this schedule (in [[#]] run{{s?}}); the check with K=[[#]] confirmed it{{$}}
// EARLY: solving k=1 rounds
// EARLY-NOT: k=2
// EARLY: schedule search: a run reached an error
// EARLY-NOT: k=2
// EARLY: {{^}}search: the native schedule search found this schedule
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// FIXED-NEXT: {{^}}bounds: K=2 rounds,
// LOOP: schedule search: checking its find with K=[[#]] rounds and its schedule (unwind 5, --unroll-forced)
// LOOP-NOT: no error along the schedule
// LOOP: {{^}}UNSAFE: assertion failed
// UNCONFIRMED: schedule search: a run reached an error
// UNCONFIRMED: schedule search: no error along the schedule within these bounds
// UNCONFIRMED: {{^}}SAFE: no error found within the bounds{{$}}
// PREEMPT: schedule search: a run reached an error
// PREEMPT: schedule search: no error along the schedule within these bounds
// PREEMPT: schedule search: checking its find with K=[[#]] rounds and its schedule (unwind 1000, --unroll-forced)
// PREEMPT-NOT: UNSAFE
// PREEMPT: {{^}}bounds: K=2 rounds, {{.*}}, at most 2 preemptions{{$}}
// PROPERTY: schedule search: no error in [[#]] runs
// PROPERTY: {{^}}SAFE: no error found within the bounds{{$}}
// OFF-NOT: schedule search
// OFF: {{^}}SAFE
// USAGE: --search does not go with --race

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern int __VERIFIER_nondet_int(void);

#ifndef STEPS
#define STEPS 12
#endif

int i = 3, j = 6;

#ifdef LOOP
// Each thread counts its steps in a global: the loop's exit depends on memory that
// later rounds guess, so it has no constant trip count.
int done_first, done_second;
#define STEP(done, target, source)                                                    \
  for (;;) {                                                                          \
    __VERIFIER_atomic_begin();                                                        \
    if (done == STEPS) {                                                              \
      __VERIFIER_atomic_end();                                                        \
      break;                                                                          \
    }                                                                                 \
    target = source + 1;                                                              \
    done++;                                                                           \
    __VERIFIER_atomic_end();                                                          \
  }
#else
#define STEP(done, target, source)                                                    \
  for (int k = 0; k < STEPS; k++) {                                                   \
    __VERIFIER_atomic_begin();                                                        \
    target = source + 1;                                                              \
    __VERIFIER_atomic_end();                                                          \
  }
#endif

void *first(void *arg) {
  STEP(done_first, i, j)
  return arg;
}

void *second(void *arg) {
  STEP(done_second, j, i)
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
#ifdef FIXED
  int limit = 2 * STEPS + 7;
#else
  int limit = 2 * STEPS + 6;
#endif
  __VERIFIER_atomic_begin();
  int reached = i >= limit || j >= limit;
  __VERIFIER_atomic_end();
#ifdef INPUT
  reached = reached && __VERIFIER_nondet_int() > 0;
#endif
  assert(!reached);
  return 0;
}

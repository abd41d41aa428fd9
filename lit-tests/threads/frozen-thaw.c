// Frozen objects (docs/sequentialization.md): main stores `target = &a` before it
// creates a thread, so rounds >= 2 of `target` may start from that value instead of a
// guess, but only if no store can change it later in a round before K. Here T2's store
// does: T1, created first, runs before T2 in every round, so it can see T2's store only
// in a later round, through what round 2 starts from. An encoder that froze `target`
// regardless would start every round from &a; T1 could never write b, and a == 1 would
// hold: a wrong SAFE. T2's store thaws `target` and the program is encoded again.
//
// The failing schedule with K = 3:
//   round 1: main creates T1 and T2, blocks on join(T1); T1 is preempted before it
//            reads target; T2 stores target = &b and finishes;
//   round 2: main still blocks on join(T1) (T1 runs after main); T1 reads target == &b,
//            stores b = 1 and finishes;
//   round 3: main joins both: a == 0, the assertion fails.
// T1 finishes in a round >= 2, after main's context of that round: main reaches the
// assertion only with K >= 3, so K = 2 is SAFE.
//
// -DMAYBE_FIRST: the first pthread_create is not on every path; nothing is frozen then
// (a snapshot of one path would not be the start of the others), same verdicts.
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --no-freeze | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 -DMAYBE_FIRST | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -K 2 -DMAYBE_FIRST | FileCheck %s --check-prefix=SAFE
// The store thaws `target` (and T1's stores a, then b once `target` is not frozen): the
// program is encoded again without freezing them; with -DMAYBE_FIRST nothing was frozen,
// so nothing thaws.
// RUN: %expect 10 %cbounds-bin %s --no-deepen -K 3 --verbosity 2 2>&1 >/dev/null | FileCheck %s --check-prefix=THAW
// RUN: %expect 10 %cbounds-bin %s --no-deepen -K 3 -DMAYBE_FIRST --verbosity 2 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTHAW
// THAW: encoding again: {{[0-9]+}} frozen objects may be written later
// THAW: encoding done
// NOTHAW-NOT: encoding again
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int a, b;
static int *target;

static void *store_through_target(void *arg) {
  (void)arg;
  *target = 1;
  return 0;
}

static void *redirect_target(void *arg) {
  (void)arg;
  target = &b;
  return 0;
}

static void *idle(void *arg) { return arg; }

int main(void) {
  pthread_t t0, t1, t2;
  target = &a;
#ifdef MAYBE_FIRST
  if (__VERIFIER_nondet_int())
    pthread_create(&t0, 0, idle, 0);
#else
  (void)t0;
  (void)idle;
#endif
  pthread_create(&t1, 0, store_through_target, 0);
  pthread_create(&t2, 0, redirect_target, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}frozen-thaw.c:[[@LINE+1]]{{$}}
  assert(a == 1);
  return 0;
}

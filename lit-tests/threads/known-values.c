// Known values (docs/sequentialization.md, "Frozen objects"): main fills in the
// threads' argument *after* creating its first thread, so the snapshot taken there does
// not hold it, and the store thaws those bytes. Every store into them wrote a constant
// pointer, so the next encoding guesses them, in rounds >= 2, as a choice between the
// snapshot's bytes and those constants only: the pointer a thread loads from its
// argument then names an object exactly, not any object at any offset.
//
// The choice must hold every value a round can end with. Here T2 redirects
// `arg.target` to &b, a second constant: with K = 3, T1 is preempted before it loads
// the pointer in round 1, T2 redirects it, T1 stores b = 1 in round 2 (through round
// 2's guess: &b), and main finds a == 0 in round 3 (frozen-thaw.c's schedule, behind an
// idle first thread). A guess that left out &b would make that a wrong SAFE.
// -DANY: T2 stores a pointer chosen at run time: its bytes that differ between &a and
// &b are not constants, and their guesses are free.
// -DGLOBAL: the argument is a global (its snapshot is zero, not a never-written byte).
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 -DGLOBAL | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 -DANY | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --no-freeze | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -K 4 -DFIXED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 4 -DFIXED -DGLOBAL --32 | FileCheck %s --check-prefix=SAFE
// The known values are used: with -DFIXED one more encoding, and the one after it is
// kept; with the redirect, T1's store through the pointer may now write b, which thaws
// b (frozen-thaw.c): one encoding more.
// RUN: %expect 0 %cbounds-bin %s --no-deepen -K 4 -DFIXED --verbosity 2 2>&1 >/dev/null | FileCheck %s --check-prefix=KNOWN
// RUN: %expect 10 %cbounds-bin %s --no-deepen -K 3 --verbosity 2 2>&1 >/dev/null | FileCheck %s --check-prefix=USED
// KNOWN: encoding again: {{[0-9]+}} frozen objects may be written later
// KNOWN-NOT: encoding again
// KNOWN: encoding done
// KNOWN-NEXT: {{[0-9]+}} guesses of bytes written after main's first thread: their known values
// USED: encoding done
// USED-NEXT: {{[0-9]+}} guesses of bytes written after main's first thread: their known values
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

struct arg {
  int *target;
};

static int a, b;
#ifdef GLOBAL
static struct arg arg;
#endif

static void *idle(void *p) { return p; }

static void *store_through_target(void *p) {
  struct arg *g = p;
  *g->target = 1;
  return 0;
}

static void *redirect_target(void *p) {
  struct arg *g = p;
#ifdef ANY
  g->target = __VERIFIER_nondet_int() ? &b : &a;
#else
  g->target = &b;
#endif
  return 0;
}

int main(void) {
#ifndef GLOBAL
  struct arg arg;
#endif
  pthread_t t0, t1, t2;
  pthread_create(&t0, 0, idle, 0); /* the snapshot: arg is not written yet */
  arg.target = &a;
  pthread_create(&t1, 0, store_through_target, &arg);
#ifdef FIXED
  (void)redirect_target;
  pthread_create(&t2, 0, idle, 0);
#else
  pthread_create(&t2, 0, redirect_target, &arg);
#endif
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}known-values.c:[[@LINE+1]]{{$}}
  assert(a == 1);
  return 0;
}

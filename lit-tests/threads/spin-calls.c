// Spin loops that call a function (passes/seq_spin.c, docs/sequentialization.md "Spin
// loops"): `while (!fifo_ready(&q)) ;` waits as `while (!q.ready) ;` does when the
// function only reads memory and computes (no store, allocation, atomic operation,
// undefined value, or call but of such functions). Its result then depends on its
// arguments and on memory alone, so an iteration in which no other thread ran is still
// a stutter, and the busy wait iterates a few times per context, not up to --unwind.
//
// The default program: main waits, through two nested helpers, for the writer's `ready`,
// then reads `data`. With -DLATE the writer sets `ready` before `data`: the bug.
//   - SAFE with --unwind 3 (before: UNKNOWN, the loop "may run more than 3 iterations").
//   - -DLATE: UNSAFE.
// -DCOUNTING: the helper counts its calls in a global and fails on the third: each call
// changes the state, so no iteration is a stutter, and within one context (K = 1, main
// alone) the third call fails. Pruning that allowed any call would stop main after the
// first stutter and miss it.
// -DNONDET: the helper asks for an input: two calls may differ, the loop is left alone,
// and the unwinding bound applies as before (UNKNOWN, never SAFE).
//
// RUN: %expect 0 %cbounds %s -K 2 --unwind 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --unwind 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DLATE -K 2 --unwind 3 | FileCheck %s --check-prefix=LATE
// RUN: %expect 10 %cbounds %s -DCOUNTING -K 1 | FileCheck %s --check-prefix=COUNTING
// RUN: %expect 20 %cbounds %s -DNONDET -K 2 --unwind 3 | FileCheck %s --check-prefix=NONDET
// The plugin's output verifies, and has the check on the back edge of main's wait.
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes='function(mem2reg),seq<rounds=2>' %t.bc -S -o %t.ll
// RUN: %opt -passes=verify %t.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// IR-LABEL: define {{.*}} @main(
// IR: call void @__cbounds_spin_progress(
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// LATE: {{^}}UNSAFE: assertion failed at {{.*}}spin-calls.c:[[#@LINE+48]]
// COUNTING: {{^}}UNSAFE: assertion failed at {{.*}}spin-calls.c:[[#@LINE+21]]
// NONDET: {{^}}UNKNOWN: loop may run more than 3 iterations

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

struct queue {
  int ready;
  int pad;
};
struct queue q;
int data;
int calls;

static int flag_of(const struct queue *p) { return p->ready; }

static int fifo_ready(const struct queue *p) {
#ifdef COUNTING
  calls++;
  assert(calls < 3);
#endif
#ifdef NONDET
  if (__VERIFIER_nondet_int())
    return 0;
#endif
  return flag_of(p) != 0;
}

void *writer(void *arg) {
  (void)arg;
#ifdef LATE
  q.ready = 1;
  data = 42;
#else
  data = 42;
  q.ready = 1;
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  while (!fifo_ready(&q))
    ;
  assert(data == 42);
  pthread_join(t, 0);
  return 0;
}

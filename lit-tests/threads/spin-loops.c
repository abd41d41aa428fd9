// Spin loops (docs/sequentialization.md, passes/seq_spin.c): a loop that only reads
// (no call but atomic-section markers, stores only to fixed cells, nothing carried from
// one iteration to the next but values it compares) ends an iteration in the state it
// began it in unless another thread ran in between. libseq checks, on each back edge,
// that the round, the depth of atomic sections, a cell or a carried value changed: a
// busy wait then iterates a few times per context, not up to --unwind (and beyond it:
// UNKNOWN).
//
// The default program: main waits for the writer's `ready` (a plain spin, and the
// SV-COMP style with atomic markers and the value carried in a local), then reads
// `data`. With -DLATE the writer sets `ready` before `data`: the bug.
//   - SAFE with --unwind 3, which bounds nothing here any more (before: UNKNOWN, the loop
//     "may run more than 3 iterations").
//   - -DLATE: UNSAFE.
// -DCOUNTING: main counts its iterations (a value that changes in every one): no
// iteration is a stutter, so the count may reach 3 within one context and the
// assertion fails with K = 2. Pruning that ignored carried values would miss it.
// -DSAME_WRITE: the loop stores the same value to a global in each iteration (as in
// Lamport's bakery): the cell is compared too, and the second store changes nothing.
// -DWRITING: the loop increments a global: every iteration changes the state, none is a
// stutter, and the unwinding bound applies as before (UNKNOWN, never SAFE) -- with
// --no-slice. Slicing removes the increment (nothing reads `other`), the loop becomes a
// plain spin, and the answer is SAFE (docs/sequentialization.md, "Slicing").
// -DSTUCK: the writer sets `ready` and then loops for ever (`for (;;) {}`, no switch
// point in it): it is stuck, the others go on, and main sees `ready`. An iteration that
// changes nothing therefore stops the thread for good (__cbounds_spin_progress); cutting
// the execution there, as a plain assumption did, reported SAFE. -DSTUCK_ATOMIC: the
// same loop inside an atomic section: nobody else runs again, main never sees `ready`.
//
// RUN: %expect 0 %cbounds %s --no-static-proof -K 2 --unwind 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --no-static-proof -K 4 --unwind 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --no-static-proof --unwind 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s --no-static-proof -DLATE -K 2 --unwind 3 | FileCheck %s --check-prefix=LATE
// RUN: %expect 10 %cbounds %s --no-static-proof -DLATE --unwind 3 | FileCheck %s --check-prefix=LATE
// RUN: %expect 10 %cbounds %s --no-static-proof -DCOUNTING -K 2 | FileCheck %s --check-prefix=COUNTING
// RUN: %expect 0 %cbounds %s --no-static-proof -DSAME_WRITE -K 2 --unwind 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 20 %cbounds %s --no-static-proof --no-slice -DWRITING -K 2 --unwind 3 | FileCheck %s --check-prefix=WRITING
// RUN: %expect 0 %cbounds %s --no-static-proof -DWRITING -K 2 --unwind 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s --no-static-proof -DSTUCK -K 2 | FileCheck %s --check-prefix=STUCK
// RUN: %expect 0 %cbounds %s --no-static-proof -DSTUCK_ATOMIC -K 2 | FileCheck %s --check-prefix=SAFE
// The plugin's output verifies, and has the check on each back edge.
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes='function(mem2reg),seq<rounds=2>' %t.bc -S -o %t.ll
// RUN: %opt -passes=verify %t.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// IR-LABEL: define {{.*}} @main(
// IR: %spin.round = call i32 @__cbounds_round()
// IR: %spin.now = call i32 @__cbounds_round()
// IR: call void @__cbounds_spin_progress(i1
// IR: %spin.round{{[0-9]+}} = call i32 @__cbounds_round()
// IR: %spin.changed{{[0-9]+}} = icmp ne i32 %{{[0-9]+}}, %
// IR: call void @__cbounds_spin_progress(i1
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// WRITING: {{^}}UNKNOWN: loop may run more than 3 iterations at {{.*}}spin-loops.c:{{[0-9]+}}

#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int ready, data, other;

static void *writer(void *arg) {
  (void)arg;
#if defined(LATE)
  ready = 1;
  data = 42;
#elif defined(STUCK)
  ready = 1;
  for (;;) {
  }
#elif defined(STUCK_ATOMIC)
  __VERIFIER_atomic_begin();
  ready = 1;
  for (;;) {
  }
  __VERIFIER_atomic_end();
#else
  data = 42;
  ready = 1;
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
#if defined(STUCK) || defined(STUCK_ATOMIC)
  // STUCK: {{^}}UNSAFE: assertion failed at {{.*}}spin-loops.c:[[@LINE+1]]{{$}}
  assert(!ready);
#elif defined(COUNTING)
  int iterations = 0;
  while (!ready)
    iterations++;
  // COUNTING: {{^}}UNSAFE: assertion failed at {{.*}}spin-loops.c:[[@LINE+1]]{{$}}
  assert(iterations < 3);
#elif defined(SAME_WRITE)
  while (!ready)
    other = 1;
#elif defined(WRITING)
  while (!ready)
    other++;
#else
  while (!ready) {
  }
  __VERIFIER_atomic_begin();
  int seen = ready;
  __VERIFIER_atomic_end();
  while (!seen) {
    __VERIFIER_atomic_begin();
    seen = ready;
    __VERIFIER_atomic_end();
  }
  // LATE: {{^}}UNSAFE: assertion failed at {{.*}}spin-loops.c:[[@LINE+1]]{{$}}
  assert(data == 42);
#endif
  return 0;
}

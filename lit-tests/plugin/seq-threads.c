// seq on a program that creates threads, as an opt plugin: the runtime models are linked
// in, the output is valid IR with the scheduler entry (main as thread 0, one run per
// thread slot, the final check of the round guesses), switch points before visible
// operations, local stack objects marked, and the rounds recorded for the encoder.
// cbounds gives the output the same verdicts as the C file: the lost update needs 3
// rounds (pass option rounds=3), and with 2 it is not found.
//
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes='seq<rounds=3;threads=4>' %t.bc -S -o %t.seq.ll 2> %t.err
// RUN: not grep . %t.err
// RUN: %opt -passes=verify %t.seq.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.seq.ll
// No pthread function is called or defined any more: the models are renamed.
// RUN: not grep -E '@pthread_' %t.seq.ll
// RUN: grep -q 'define .*@__cbounds_model_pthread_create(' %t.seq.ll
// RUN: %expect 10 %cbounds %t.seq.ll | FileCheck %s --check-prefix=NAMES
// The trace names the model by the user's function: pthread_create's note.
// NAMES: creates thread 1 (inc)
// RUN: %expect 10 %cbounds %t.seq.ll | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %opt -load-pass-plugin %plugin -passes='seq<rounds=2>' %t.bc -o %t.k2.bc
// RUN: %expect 0 %cbounds %t.k2.bc | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// Running seq again changes nothing.
// RUN: %opt -load-pass-plugin %plugin -passes=seq %t.seq.ll -S -o %t.again.ll
// RUN: %expect 10 %cbounds %t.again.ll | FileCheck %s --check-prefix=BUG
// Bad pass options are refused.
// RUN: not %opt -load-pass-plugin %plugin -passes='seq<rounds=0>' %t.bc -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not %opt -load-pass-plugin %plugin -passes='seq<quantum=0>' %t.bc -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADOPT
// quantum=Q sets the models' bound (no quantum: 0).
// RUN: %opt -load-pass-plugin %plugin -passes='seq<rounds=3;quantum=2>' %t.bc -S -o - | FileCheck %s --check-prefix=QUANTUM
// RUN: FileCheck %s --check-prefix=NOQUANTUM < %t.seq.ll
//
// QUANTUM: @__cbounds_seq_quantum = {{.*}}global i32 2
// NOQUANTUM: @__cbounds_seq_quantum = {{.*}}global i32 0
// IR: define {{.*}}@inc(
// IR: call void @__cbounds_yield()
// IR: define void @__cbounds_entry() {
// IR-NEXT: entry:
// IR-NEXT: call void @__cbounds_seq_begin(ptr @__cbounds_seq_main)
// IR-NEXT: call void @__cbounds_seq_run(i32 0)
// IR-NEXT: call void @__cbounds_seq_run(i32 1)
// IR-NEXT: call void @__cbounds_seq_run(i32 2)
// IR-NEXT: call void @__cbounds_seq_run(i32 3)
// The deadlock check of each thread slot, then of all (runtime-models/deadlock.c), before
// the rounds are checked.
// IR-NEXT: call void @__cbounds_seq_deadlock_thread(i32 0)
// IR-NEXT: call void @__cbounds_seq_deadlock_thread(i32 1)
// IR-NEXT: call void @__cbounds_seq_deadlock_thread(i32 2)
// IR-NEXT: call void @__cbounds_seq_deadlock_thread(i32 3)
// IR-NEXT: call void @__cbounds_seq_deadlock_end()
// IR-NEXT: call void @__cbounds_rounds_check()
// IR-NEXT: ret void
// IR: !cbounds.rounds = !{![[K:[0-9]+]]}
// IR: ![[K]] = !{i32 3}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}seq-threads.c:[[@LINE+22]]{{$}}
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// BADOPT: unknown pass name

#include <assert.h>
#include <pthread.h>

static int x;

static void *inc(void *arg) {
  (void)arg;
  int t = x;
  x = t + 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(x == 2);
  return 0;
}

// Movers in a helper that main also calls before its first thread (passes/seq_lockset.c,
// docs/sequentialization.md "Switch points"): `add` updates the counter through a
// pointer; the threads call it holding the mutex, and main calls it without the mutex,
// but while it is the only thread. That call meets no other thread's access, so it does
// not lower what `add` surely holds when others may run: the mutex. Its accesses are
// movers and get no switch point (before: the call of main made add's lockset empty, and
// every access in it kept its switch point).
//
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --switch-points=all | FileCheck %s --check-prefix=SAFE
// -DUNLOCKED: the second worker calls add without the mutex: the lost update is found.
// RUN: %expect 10 %cbounds %s -DUNLOCKED -K 3 | FileCheck %s --check-prefix=LOST
// -DLATE: main calls add again, unlocked, after creating the threads: that call may
// meet the workers' accesses, add's accesses keep their switch points, and the lost
// update is found.
// RUN: %expect 10 %cbounds %s -DLATE -K 3 | FileCheck %s --check-prefix=LOST
// -DCREATOR: main's call before any thread is of `setup`, which creates a worker and
// then calls add unlocked. The call site is before the threads, but the callee creates
// one: it counts as any other call, and the lost update is found. Treating it as a call
// made while main is alone would make add's accesses movers and report SAFE.
// RUN: %expect 10 %cbounds %s -DCREATOR -K 3 | FileCheck %s --check-prefix=LOST
// The plugin's output: no switch point in add; with -DLATE, add keeps them.
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes='function(mem2reg),seq<rounds=2>' %t.bc -S -o %t.ll
// RUN: %opt -passes=verify %t.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -DLATE -o %t.late.bc
// RUN: %opt -load-pass-plugin %plugin -passes='function(mem2reg),seq<rounds=2>' %t.late.bc -S -o %t.late.ll
// RUN: FileCheck %s --check-prefix=IR-LATE < %t.late.ll
// IR-LABEL: define {{.*}} @add(
// IR-NOT: call void @__cbounds_yield()
// IR: ret void
// IR-LATE-LABEL: define {{.*}} @add(
// IR-LATE: call void @__cbounds_yield()
// IR-LATE: ret void
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// LOST: {{^}}UNSAFE: assertion failed at {{.*}}movers-before-threads.c:{{[0-9]+}}

#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int count;
pthread_t t1, t2;

void add(int *c, int d) {
  int v = *c;
  *c = v + d;
}

void *worker(void *arg) {
#ifdef UNLOCKED
  if (arg) {
    add(&count, 1);
    return 0;
  }
#endif
  pthread_mutex_lock(&m);
  add(&count, 1);
  pthread_mutex_unlock(&m);
  return 0;
}

void setup(void) {
  pthread_create(&t2, 0, worker, (void *)1);
#ifdef CREATOR
  add(&count, 100);
#endif
}

int main(void) {
  add(&count, 10); /* main is alone: no lock needed */
  setup();
  pthread_create(&t1, 0, worker, 0);
#ifdef LATE
  add(&count, 100);
#endif
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_mutex_lock(&m); /* after the joins too: an unlocked read would be no mover */
  int final = count;
  pthread_mutex_unlock(&m);
#if defined(LATE) || defined(CREATOR)
  assert(final == 112);
#else
  assert(final == 12);
#endif
  return 0;
}

// Movers (passes/seq_candidates.h, docs/sequentialization.md "Switch points"): an access
// that no access of another thread can conflict with while it runs (here: every access
// to `count` and `log` holds the mutex) commutes with whatever the others do meanwhile,
// so it needs no switch point: a switch before it may as well come at the thread's next
// one, and the number of contexts stays the same. Fewer switch points, same verdicts.
//
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --switch-points=all | FileCheck %s --check-prefix=SAFE
// -DUNLOCKED: one increment without the mutex: its accesses conflict with the others'
// (and theirs with it), so all keep their switch points and the lost update is found.
// RUN: %expect 10 %cbounds %s -DUNLOCKED -K 3 | FileCheck %s --check-prefix=LOST
// RUN: %expect 10 %cbounds %s -DUNLOCKED -K 3 --switch-points=all | FileCheck %s --check-prefix=LOST
// -DSTUCK: inside the critical section a thread publishes `flag` (no lock: a switch point)
// and then waits for ever on a protected value nobody changes. Without a switch point
// in the loop it cannot stop there, so it stops at the stutter (seq_spin.h): main still
// sees the flag. Cutting the execution there would hide the failure.
// RUN: %expect 10 %cbounds %s -DSTUCK -K 3 | FileCheck %s --check-prefix=STUCK
// -DATOMICS: store buffering with C11 atomics. Two atomic accesses are never a race, but
// they conflict: each keeps its switch point, and SC allows both loads to see 1.
// RUN: %expect 10 %cbounds %s -DATOMICS -K 3 | FileCheck %s --check-prefix=ATOMICS
// The plugin's output: the protected increments have no switch point, the flag has one.
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -DSTUCK -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes='function(mem2reg),seq<rounds=2>' %t.bc -S -o %t.ll
// RUN: %opt -passes=verify %t.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// IR-LABEL: define {{.*}} @worker(
// IR: call {{.*}}@__cbounds_model_pthread_mutex_lock(
// IR-NOT: call void @__cbounds_yield()
// IR: load i32, ptr @count
// IR-NOT: call void @__cbounds_yield()
// IR: store i32 %{{.*}}, ptr @count
// IR: call void @__cbounds_yield()
// IR-NEXT: store i32 1, ptr @flag
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int count, log_[4], flag, never;
atomic_int x, y;
int seen_x, seen_y;

void *worker(void *arg) {
#ifdef ATOMICS
  if (arg) {
    atomic_store(&x, 1);
    seen_y = atomic_load(&y);
  } else {
    atomic_store(&y, 1);
    seen_x = atomic_load(&x);
  }
  return 0;
#endif
#ifdef UNLOCKED
  if (arg) {
    count = count + 1;
    return 0;
  }
#endif
  pthread_mutex_lock(&m);
  count = count + 1;
  log_[count & 3] = count;
#ifdef STUCK
  flag = 1;
  while (!never) {
  }
#endif
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, (void *)1);
#ifdef STUCK
  // STUCK: {{^}}UNSAFE: assertion failed at {{.*}}movers.c:[[@LINE+1]]{{$}}
  assert(!flag);
#endif
  pthread_join(a, 0);
  pthread_join(b, 0);
#ifdef ATOMICS
  // ATOMICS: {{^}}UNSAFE: assertion failed at {{.*}}movers.c:[[@LINE+1]]{{$}}
  assert(!(seen_x == 1 && seen_y == 1));
#else
  pthread_mutex_lock(&m);
  // LOST: {{^}}UNSAFE: assertion failed at {{.*}}movers.c:[[@LINE+1]]{{$}}
  assert(count == 2);
  pthread_mutex_unlock(&m);
#endif
  return 0;
}

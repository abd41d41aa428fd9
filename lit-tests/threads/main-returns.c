// Main returns while other threads still run. Returning from main is exit(): the whole
// process ends, the other threads with it. Before that, the other threads run
// concurrently with main, so their errors count; after it, nothing runs any more.
// Main records its pthread_self() in `main_thread`, creates T1 (`watcher`) and T2
// (`joiner`), writes stage = 1, then stage = 2, and returns without joining.
//   T1 reads `stage` once and asserts stage != BAD_STAGE.
//   T2 joins main's thread, then calls reach_error(). Main's return ends the process,
//   so that join never returns: reach_error() is unreachable.
//
// Default (BAD_STAGE 3, a value never written): SAFE with every K (checked 1..3). In
// particular T2's reach_error() must not be reached: a tool that treated main's return
// like the end of an ordinary thread (letting T1 and T2 go on, and join(main) succeed)
// would report it.
// -DBAD_STAGE=1: UNSAFE with K=1. Round 1: main creates T1 and T2, writes stage = 1
// and is preempted before its next write (a switch point); T1 reads 1: the assertion
// fails while main is still running.
// -DBAD_STAGE=2: the value main writes just before returning. UNSAFE with K=1 too:
// main's return (exit) is a synchronization point, main may be preempted after its
// last write and before it ends the process, and T1 then reads 2. This is a real
// execution of the C program (exit is not instantaneous; another thread may run
// between main's last store and the end of the process), with one context per thread.
// -DPTHREAD_EXIT: main ends with pthread_exit(0) instead of returning: the process
// goes on, main's thread is finished, T2's join succeeds and reach_error() is reached.
// UNSAFE with K=1: main finishes in round 1 before T2's context.
//
// RUN: %expect 0 %cbounds %s -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBAD_STAGE=1 -K 1 | FileCheck %s --check-prefix=STAGE
// RUN: %expect 10 %cbounds %s -DBAD_STAGE=1 -K 2 --32 | FileCheck %s --check-prefix=STAGE
// RUN: %expect 10 %cbounds %s -DBAD_STAGE=2 -K 1 | FileCheck %s --check-prefix=STAGE
// RUN: %expect 10 %cbounds %s -DBAD_STAGE=2 -K 2 | FileCheck %s --check-prefix=STAGE
// RUN: %expect 10 %cbounds %s -DPTHREAD_EXIT -K 1 | FileCheck %s --check-prefix=EXIT
// RUN: %expect 10 %cbounds %s -DPTHREAD_EXIT -K 2 --32 | FileCheck %s --check-prefix=EXIT
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern void reach_error(void);

#ifndef BAD_STAGE
#define BAD_STAGE 3
#endif

static pthread_t main_thread;
static int stage;

static void *watcher(void *arg) {
  (void)arg;
  int s = stage;
  // STAGE: {{^}}UNSAFE: assertion failed at {{.*}}main-returns.c:[[@LINE+1]]{{$}}
  assert(s != BAD_STAGE);
  return 0;
}

static void *joiner(void *arg) {
  (void)arg;
  pthread_join(main_thread, 0);
  // EXIT: {{^}}UNSAFE: reach_error() called at {{.*}}main-returns.c:[[@LINE+1]]{{$}}
  reach_error();
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  main_thread = pthread_self();
  pthread_create(&t1, 0, watcher, 0);
  pthread_create(&t2, 0, joiner, 0);
  stage = 1;
  stage = 2;
#ifdef PTHREAD_EXIT
  pthread_exit(0);
#endif
  return 0;
}

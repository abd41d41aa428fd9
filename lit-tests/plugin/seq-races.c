// seq<races> as an opt plugin: the module gets the race monitor's calls before the
// accesses of candidate pairs (only those: the lockset pre-pass leaves out what a common
// mutex protects), the property no-data-race (named metadata cbounds.races), and is still
// valid IR. cbounds checks the output for races then, with the same verdicts as
// `cbounds --race` on the C file; all-race-accesses watches every shared access.
//
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes='seq<rounds=2;races>' %t.bc -S -o %t.seq.ll 2> %t.err
// RUN: not grep . %t.err
// RUN: %opt -passes=verify %t.seq.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.seq.ll
// RUN: %expect 10 %cbounds %t.seq.ll | FileCheck %s --check-prefix=RACE
// RUN: %expect 10 %cbounds %s --race -K 2 | FileCheck %s --check-prefix=RACE
// RUN: %opt -load-pass-plugin %plugin -passes='seq<rounds=2;races;all-race-accesses>' %t.bc -S -o %t.all.ll
// RUN: %opt -passes=verify %t.all.ll -o /dev/null
// RUN: grep -c 'call void @__cbounds_race_access(.*!dbg' %t.seq.ll | FileCheck %s --check-prefix=FEW
// RUN: grep -c 'call void @__cbounds_race_access(.*!dbg' %t.all.ll | FileCheck %s --check-prefix=ALL
// RUN: %expect 10 %cbounds %t.all.ll | FileCheck %s --check-prefix=RACE
//
// IR: !cbounds.races = !{
// RACE: {{^}}UNSAFE: data race at {{.*}}seq-races.c:{{(37|46)}}{{$}}
// Instrumented (calls with a debug location: the models call the monitor too): the two unprotected accesses of `racy` (main's write, the worker's
// read); the protected ones of `guarded` are not candidates.
// FEW: {{^}}2{{$}}
// ALL: {{^}}6{{$}}

#include <pthread.h>

int racy, guarded;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  guarded = guarded + 1;
  pthread_mutex_unlock(&m);
  return (void *)(long)racy;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  guarded = guarded + 1;
  pthread_mutex_unlock(&m);
  racy = 1;
  pthread_join(t, 0);
  return 0;
}

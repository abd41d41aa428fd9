// Lock annotations (--lock-annotations FILE) for wrapper functions with a body: the
// lockset pre-pass cannot follow a mutex reached through the wrapper's parameter, so
// without annotations every access is a candidate (the bounded check still follows the
// bodies and finds no race); with Inputs/wrappers.locks the wrappers acquire, release and
// restore the lock their argument points to, and only main's read after the join (the
// pre-pass does not see join ordering) is left. With one side unprotected (-DBUG): the
// race is found either way, and the pre-pass keeps the pairs.
//
// RUN: %expect 20 %cbounds %s --race --lockset-only | FileCheck %s --check-prefix=PLAIN
// RUN: %expect 20 %cbounds %s --race --lockset-only --lock-annotations %S/Inputs/wrappers.locks | FileCheck %s --check-prefix=ANNOT
// RUN: %expect 0 %cbounds %s --race --lock-annotations %S/Inputs/wrappers.locks | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race | FileCheck %s --check-prefix=NORACE
// RUN: %expect 10 %cbounds %s --race -DBUG --lock-annotations %S/Inputs/wrappers.locks | FileCheck %s --check-prefix=RACE
// RUN: %expect 20 %cbounds %s --race -DBUG --lockset-only --lock-annotations %S/Inputs/wrappers.locks | FileCheck %s --check-prefix=BUGPAIRS
// Without `restores`, pause_big's own unlock through its parameter makes the pre-pass
// lose the lock after the call (the accesses after it become candidates again).
// RUN: grep -v restores %S/Inputs/wrappers.locks > %t.locks
// RUN: %expect 20 %cbounds %s --race --lockset-only --lock-annotations %t.locks | FileCheck %s --check-prefix=NORESTORE
// The plugin takes the same file: only the pair left is instrumented, and the output
// checks as race-free.
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes='seq<races;lock-annotations=%S/Inputs/wrappers.locks>' %t.bc -S -o %t.seq.ll
// RUN: %opt -passes=verify %t.seq.ll -o /dev/null
// RUN: grep -c 'call void @__cbounds_race_access(.*!dbg' %t.seq.ll | FileCheck %s --check-prefix=TWO
// RUN: %expect 0 %cbounds %t.seq.ll | FileCheck %s --check-prefix=NORACE
// A file that is not annotations: a usage error.
// RUN: %expect 2 %cbounds %s --race --lock-annotations %S/Inputs/bad.locks 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %expect 2 %cbounds %s --race --lock-annotations %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
//
// PLAIN: {{^}}UNKNOWN: {{[2-9]|1[0-9]}} candidate pairs of accesses that may race (lockset analysis){{$}}
// ANNOT: {{^}}  write of counter at {{.*}}annotations-wrappers.c:[[#@LINE+27]] in worker (locks: big){{$}}
// ANNOT-NEXT: {{^}}    and read of counter at {{.*}}annotations-wrappers.c:[[#@LINE+42]] in main (locks: none){{$}}
// ANNOT-NEXT: {{^}}UNKNOWN: 1 candidate pair of accesses that may race (lockset analysis){{$}}
// TWO: {{^}}2{{$}}
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// RACE: {{^}}UNSAFE: data race at {{.*}}annotations-wrappers.c:{{[0-9]+}}{{$}}
// BUGPAIRS: (locks: none)
// BUGPAIRS: {{^}}UNKNOWN: {{[2-9]}} candidate pairs
// NORESTORE: {{^}}UNKNOWN: {{[2-9]}} candidate pairs
// BAD: cbounds: error: --lock-annotations: {{.*}}bad.locks:1: the effect is one of acquires, releases, resets, restores
// MISSING: cbounds: error: --lock-annotations: {{.*}}missing:0: cannot read the lock annotations

#include <pthread.h>

struct lock { int id; pthread_mutex_t m; } big = {1, PTHREAD_MUTEX_INITIALIZER};
int counter;

void lock_big(struct lock *l) { pthread_mutex_lock(&l->m); }
void unlock_big(struct lock *l) { pthread_mutex_unlock(&l->m); }
void pause_big(struct lock *l) {
  pthread_mutex_unlock(&l->m);
  pthread_mutex_lock(&l->m);
}

void *worker(void *arg) {
  lock_big(&big);
  pause_big(&big);
  counter++;
  unlock_big(&big);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifndef BUG
  lock_big(&big);
#endif
  counter++;
#ifndef BUG
  unlock_big(&big);
#endif
  pthread_join(t, 0);
  return counter;
}

// The static range analysis (docs/static-proof.md) on SV-COMP's indexer shape: threads
// insert keys into a hash table with linear probing, under a lock per slot. Each
// thread's id comes from main's variable `arg`, which main overwrites in its loop (a
// thread may read any of the values 0..3). A key's slot h = (w * 7) % 64 is never
// negative, as w = m * 11 + id is between 11 and 47: the analysis proves it (main's
// `arg` is always written before any thread starts, so no thread reads it unwritten;
// the probing loop is bounded by nothing, which it does not need). No bounded check
// runs: SAFE holds with any number of threads, rounds and iterations.
//
// -DBUG: ids go down to -20, so w can be -9 and h = -63 < 0: reach_error is reachable.
// The analysis then proves nothing and the bounded check finds the bug with k = 1
// (--unroll-forced: main first initializes all 64 locks). Without the analysis, the
// bounded check cannot answer the fixed program: the loops have no bound.
//
// (The default run counts deadlocks, which the analysis does not rule out: it does not
// run on a program that locks; docs/deadlocks.md.)
// RUN: %expect 0 %cbounds %s --property unreach-call --verbosity 2 2>&1 | FileCheck %s --check-prefixes=PROGRESS,SAFE
// RUN: %expect 0 %cbounds %s --property unreach-call --json %t.json | FileCheck %s --check-prefix=SAFE
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %expect 10 %cbounds %s -DBUG --unroll-forced --verbosity 2 2>&1 | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --no-static-proof | FileCheck %s --check-prefix=BOUNDED
//
// PROGRESS: static range analysis: no error is reachable
// SAFE: SAFE: no error is reachable in any execution, with any number of threads, rounds and loop iterations (static range analysis)
// SAFE-NOT: bounds:
// JSON: "verdict": "SAFE"
// JSON: "reason": "no error is reachable in any execution, with any number of threads, rounds and loop iterations (static range analysis)"
// JSON: "any_bounds": true
// BUG: static range analysis: no proof (a call of reach_error that may be reached at {{.*}}hash-inserts.c:[[#ERROR:]])
// BUG: UNSAFE: reach_error() called at {{.*}}hash-inserts.c:[[#ERROR]]
// BOUNDED: UNKNOWN: loop may run more than 10 iterations
#include <pthread.h>

extern void reach_error(void);
extern void abort(void);

#define SIZE 64
#define THREADS 4

int table[SIZE];
pthread_mutex_t slot_lock[SIZE];

int cas(int *tab, int h, int val, int new_val) {
  int done = 0;
  pthread_mutex_lock(&slot_lock[h]);
  if (tab[h] == val) {
    tab[h] = new_val;
    done = 1;
  }
  pthread_mutex_unlock(&slot_lock[h]);
  return done;
}

void *insert_keys(void *arg) {
  int id = *(int *)arg;
  int m = 0, w, h;
  while (1) {
    if (m < 3)
      w = (++m) * 11 + id;
    else
      return 0;
    h = (w * 7) % SIZE;
    if (h < 0) {
      reach_error();
      abort();
    }
    while (cas(table, h, 0, w) == 0)
      h = (h + 1) % SIZE;
  }
}

int main(void) {
  pthread_t tids[THREADS];
  int i, arg;
  for (i = 0; i < SIZE; i++)
    pthread_mutex_init(&slot_lock[i], 0);
  for (i = 0; i < THREADS; i++) {
#ifdef BUG
    arg = i - 20;
#else
    arg = i;
#endif
    pthread_create(&tids[i], 0, insert_keys, &arg);
  }
  for (i = 0; i < THREADS; i++)
    pthread_join(tids[i], 0);
  return 0;
}

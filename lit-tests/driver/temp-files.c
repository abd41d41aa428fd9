// The native runs (--replay, and the schedule search of --search and --deepen) build the
// program in a temporary directory under $TMPDIR, and remove all of it after, whatever
// the answer and however cbounds ends. (The schedule search's hint files once stayed
// behind: a directory per run.)
//
// RUN: rm -rf %t.tmp && mkdir %t.tmp
// RUN: env TMPDIR=%t.tmp %expect 10 %cbounds-bin %s --no-deepen -K 3 --save-replay %t.json | FileCheck %s --check-prefix=BUG
// RUN: env TMPDIR=%t.tmp %expect 10 %cbounds-bin --replay %t.json %s | FileCheck %s --check-prefix=REPLAY
// A search that finds the bug, and one that finds nothing (-DFIXED):
// RUN: env TMPDIR=%t.tmp %expect 10 %cbounds-bin %s --no-deepen -K 1 --search 5 | FileCheck %s --check-prefix=BUG
// RUN: env TMPDIR=%t.tmp %expect 0 %cbounds-bin %s --no-deepen -DFIXED -K 2 --search 1 | FileCheck %s --check-prefix=FIXED
// Ended by a signal (a benchmark runner's limit, Ctrl-C) in the middle of a search: the
// native runs end too, and the directory goes (the kill comes 6 s in; the search has
// then been running for seconds).
// RUN: env TMPDIR=%t.tmp %expect 124 timeout -s TERM 6 %cbounds-bin %s --no-deepen -DFIXED -K 1 --search 60
// RUN: sleep 1
// RUN: not grep -q -s 'temp-files.c.tmp.tm[p]/cbounds-search' /proc/[0-9]*/cmdline
// RUN: ls -A %t.tmp | count 0
//
// BUG: UNSAFE
// REPLAY: replay: error reached
// FIXED: SAFE
#include <assert.h>
#include <pthread.h>

int counter;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *increment(void *arg) {
  (void)arg;
#ifdef FIXED
  pthread_mutex_lock(&lock);
#endif
  int seen = counter;
  counter = seen + 1;
#ifdef FIXED
  pthread_mutex_unlock(&lock);
#endif
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, increment, 0);
  pthread_create(&b, 0, increment, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}

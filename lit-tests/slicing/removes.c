// Slicing (docs/sequentialization.md, "Slicing") removes the values of globals and of
// fields that no check depends on: the download statistics below (`stats.bytes`,
// `stats.chunks`, `progress`) are only ever written, or read to compute what is
// written back there, and `unused_helper` is never called. `stats.done` decides the
// assertion, so that field stays, and the bug (a worker that finishes before the
// other) is still found; -DFIXED is SAFE.
//
// RUN: %expect 10 %cbounds %s -K 2 --stats | FileCheck %s --check-prefixes=BUG,SLICED
// RUN: %expect 0 %cbounds %s -K 2 --stats -DFIXED | FileCheck %s --check-prefixes=SAFE,SLICED
// RUN: %expect 10 %cbounds %s -K 2 --stats --no-slice | FileCheck %s --check-prefixes=BUG,PLAIN
// RUN: %expect 0 %cbounds %s -K 2 --stats --json %t.json -DFIXED > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// BUG: UNSAFE
// SAFE: SAFE
// SLICED: stats: slicing removed {{[1-9][0-9]*}} of {{[0-9]+}} instructions, the values of 1 globals and 2 fields, 1 functions
// PLAIN: stats: slicing removed 0 of 0 instructions, the values of 0 globals and 0 fields, 0 functions
// JSON: "slice_globals":{{[[:space:]]+}}1,
// JSON: "slice_fields":{{[[:space:]]+}}2,
// JSON: "slice_functions":{{[[:space:]]+}}1
#include <assert.h>
#include <pthread.h>

struct { long bytes; int chunks; int done; } stats;
long progress;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

int unused_helper(int x) { return x * 3 + (int)progress; }

void *worker(void *arg) {
  long n = (long)arg;
  for (int i = 0; i < 3; i++) {
    pthread_mutex_lock(&m);
    stats.bytes += n * 512;
    stats.chunks++;
    progress = stats.bytes / 1024 + stats.chunks;
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  stats.done++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
#ifdef FIXED
  pthread_join(a, 0);
#endif
  pthread_join(b, 0);
  pthread_mutex_lock(&m);
  assert(stats.done == 2);
  pthread_mutex_unlock(&m);
  return 0;
}

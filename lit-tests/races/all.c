// --race --all: every racy location once, each with the smallest k that shows it, in
// one solver (each location found is excluded, then the solver is asked again).
// stats.total: main's unprotected store against the worker's locked increment (k=1);
// bytes[1]: both write it, bytes[0] is main's alone (byte granularity); late: main
// reads it only after it saw `ready` set under the lock, which the worker does before
// its unprotected store, so main's read is in round 2 at the earliest (k=2). Not racy:
// stats.hits (main reads it after the join), stats.misses (main only), guarded and ready
// (under the mutex), seen (main only).
//
// RUN: %expect 10 %cbounds %s --race --all | FileCheck %s --check-prefix=ALL
// RUN: %expect 10 %cbounds %s --race --all --32 | FileCheck %s --check-prefix=ALL
// RUN: %expect 10 %cbounds %s --race --all --json %t.json | FileCheck %s --check-prefix=ALL
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// With -K 1 the race on late is out of bounds; the list says so by its absence.
// RUN: %expect 10 %cbounds %s --race --all -K 1 | FileCheck %s --check-prefix=K1
// Without --all: the first race only, no table.
// RUN: %expect 10 %cbounds %s --race | FileCheck %s --check-prefix=ONE
// The fixed program (everything under the mutex, late after the join): SAFE.
// RUN: %expect 0 %cbounds %s --race --all -DFIXED | FileCheck %s --check-prefix=FIXED
// RUN: %expect 2 %cbounds %s --all 2>&1 | FileCheck %s --check-prefix=USAGE
//
// ALL: {{^}}UNSAFE: data race at {{.*}}all.c:{{[0-9]+}}{{$}}
// ALL: {{^}}contexts: found with k=1 rounds (none with fewer), {{.*}}
// ALL-NEXT: {{^}}racy locations: 3 (no other within the bounds){{$}}
// ALL-DAG: {{^}}  {{[1-2]}}. stats.total: k=1: thread {{[01]}} {{reads|writes}} &stats + 8 (stats.total) at {{.*}}all.c:{{(53|83)}}, then thread {{[01]}} {{reads|writes}} &stats + 8 (stats.total) at {{.*}}all.c:{{(53|83)}}{{$}}
// ALL-DAG: {{^}}  {{[1-2]}}. bytes[1]: k=1: thread {{[01]}} writes &bytes + 1 (bytes[1]) at {{.*}}all.c:{{(61|84)}}, then thread {{[01]}} writes &bytes + 1 (bytes[1]) at {{.*}}all.c:{{(61|84)}}{{$}}
// ALL: {{^}}  3. late: k=2: thread {{(1 writes &late at .*all.c:60, then thread 0 reads &late at .*all.c:82|0 reads &late at .*all.c:82, then thread 1 writes &late at .*all.c:60)}}{{$}}
// JSON: "races": {
// JSON-NEXT: "complete": true,
// JSON-NEXT: "stopped": null,
// JSON-NEXT: "locations": [
// JSON: "location": "late",
// JSON-NEXT: "rounds": 2,
// K1: {{^}}racy locations: 2 (no other within the bounds){{$}}
// K1-NOT: late
// ONE: {{^}}UNSAFE: data race at
// ONE-NOT: racy locations
// FIXED: {{^}}SAFE: no data race found within the bounds{{$}}
// USAGE: cbounds: error: --all needs --race

#include <pthread.h>

struct stats { int hits; int misses; int total; } stats;
int guarded, ready, late, seen;
char bytes[4];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  stats.hits++;
  pthread_mutex_lock(&m);
  guarded++;
  ready = 1;
  stats.total++;
#ifdef FIXED
  late = 1;
  bytes[1] = 1;
#endif
  pthread_mutex_unlock(&m);
#ifndef FIXED
  late = 1;
  bytes[1] = 1;
#endif
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  stats.misses = 1;
  pthread_mutex_lock(&m);
  guarded++;
  int r = ready;
#ifdef FIXED
  if (r)
    seen = late;
  stats.total = 5;
  bytes[1] = 3;
#endif
  pthread_mutex_unlock(&m);
#ifndef FIXED
  if (r)
    seen = late;
  stats.total = 5;
  bytes[1] = 3;
#endif
  bytes[0] = 2;
  pthread_join(t, 0);
  return stats.hits;
}

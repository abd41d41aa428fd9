// A confirming check guesses a byte the run has a hint for as the run's byte, never as
// main's snapshot (docs/search.md, "Guesses from the run"; encoder/mem_freeze.h). main
// stores the channel's pointers before it creates the pusher, so they are frozen: a
// guess of round r >= 2 is the snapshot's value. The plan moves them on, so they
// thawed, and the check was encoded again; where a store wrote constant pointers the
// next run guessed a choice among those values, not the run's own, and the plan's
// rounds became symbolic again (SV-COMP's divinefifo-bug_1w1r: a 32-round plan took
// 41 s and 3.6 GB to confirm, one run of three taking 38 s; 1.2 s now). A byte with a
// hint is now neither frozen nor thawed.
//
// RUN: %expect 10 %cbounds %s -K 1 --search 10 --verbosity 2 --stats 2>&1 | FileCheck %s --check-prefix=HINTED
// RUN: %expect 10 %cbounds %s -K 1 --search 10 --32 | FileCheck %s --check-prefix=FOUND
// -DFIXED: the value is written before the slot is published.
// RUN: %expect 0 %cbounds %s -DFIXED -K 1 --search 2 | FileCheck %s --check-prefix=FIXED
//
// HINTED: schedule search: checking its find with K=[[#]] rounds and its schedule
// HINTED-NOT: encoding again
// HINTED: {{^}}UNSAFE: assertion failed at {{.*}}frozen-hinted.c:[[#@LINE+44]]{{$}}
// HINTED: search: the native schedule search found this schedule
// HINTED: stats: AIG {{[0-9][0-9]?[0-9]?}} nodes,
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}frozen-hinted.c:[[#@LINE+41]]{{$}}
// FOUND: {{^}}search: the native schedule search found this schedule
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

#define ITEMS 6

int buffer[ITEMS];

struct channel {
  int *read;           /* main's */
  int *volatile write; /* the pusher's */
};

static int is_empty(struct channel *c) { return c->read == c->write; }

static void *pusher(void *arg) {
  struct channel *c = arg;
  for (int i = 0; i < ITEMS; i++) {
#ifdef FIXED
    *c->write = 10 + i;
    ++c->write;
#else
    int *slot = c->write;
    ++c->write; /* the bug: published before the value is written */
    *slot = 10 + i;
#endif
  }
  return 0;
}

int main(void) {
  struct channel c;
  c.read = c.write = buffer;
  pthread_t t;
  pthread_create(&t, 0, pusher, &c);
  for (int i = 0; i < ITEMS; i++) {
    while (is_empty(&c))
      ;
    assert(*c.read == 10 + i);
    ++c.read;
  }
  pthread_join(t, 0);
  return 0;
}

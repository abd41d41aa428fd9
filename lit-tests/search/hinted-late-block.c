// The edge of frozen-hinted.c: a hinted pointer whose target this execution has not
// made yet. main points the channel at a global before it creates the pusher (frozen),
// and the pusher redirects it to a block it allocates. In the sequential program main
// runs all its rounds before the pusher runs any, so when main reads round 2's guess
// of `base`, the block the run's hint names ("heap:1:0") does not exist yet. The guess
// must then be a fresh input (the solver picks the block's address), not the frozen
// snapshot: the snapshot points at `none`, main never reads the pusher's buffer along
// the plan, and the plan is not confirmed at any unwind bound (checked with that
// mutant: "no error along the schedule", then SAFE).
//
// RUN: %expect 10 %cbounds %s -K 1 --search 10 --verbosity 2 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: %expect 10 %cbounds %s -K 1 --search 10 --32 | FileCheck %s --check-prefix=FOUND
// -DFIXED: the value is written before the count is raised.
// RUN: %expect 0 %cbounds %s -DFIXED -K 1 --search 2 | FileCheck %s --check-prefix=FIXED
//
// LATE: schedule search: checking its find with K=[[#]] rounds and its schedule
// LATE-NOT: no error along the schedule
// LATE: {{^}}UNSAFE: assertion failed at {{.*}}hinted-late-block.c:[[#@LINE+44]]{{$}}
// LATE: search: the native schedule search found this schedule
// FOUND: {{^}}UNSAFE: assertion failed at {{.*}}hinted-late-block.c:[[#@LINE+42]]{{$}}
// FOUND: {{^}}search: the native schedule search found this schedule
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#define ITEMS 6

int none[1];

struct channel {
  int *volatile base;  /* the pusher's buffer, once it has made one */
  volatile int count;  /* items published */
};

static void *pusher(void *arg) {
  struct channel *c = arg;
  int *buffer = malloc(ITEMS * sizeof *buffer);
  c->base = buffer;
  for (int i = 0; i < ITEMS; i++) {
#ifdef FIXED
    buffer[i] = 10 + i;
    c->count = i + 1;
#else
    c->count = i + 1; /* the bug: published before the value is written */
    buffer[i] = 10 + i;
#endif
  }
  return 0;
}

int main(void) {
  struct channel c;
  c.base = none;
  c.count = 0;
  pthread_t t;
  pthread_create(&t, 0, pusher, &c);
  for (int i = 0; i < ITEMS; i++) {
    while (c.count <= i)
      ;
    assert(c.base[i] == 10 + i);
  }
  pthread_join(t, 0);
  return 0;
}

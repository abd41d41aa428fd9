// A thread whose every execution fails at an access ends there (sx_thread_fail): its
// remaining code is not run in the sink. There it ran on garbage: a load through the
// indeterminate pointer has no target and gives an unconstrained value with no
// points-to set, and a store through a pointer read from it named every object of the
// program, whose sets then said "any pointer" for every later access
// (bounded_buffer's confirming check: no answer before, UNSAFE in 2 s after).
//
// The worker reads `job.out`, which nobody writes, so every execution of it fails at
// `*out` (or is cut at the load): the encoding stays small. Before the change the two
// stores through `r` cost about 170 000 AIG nodes here.
// RUN: %expect 20 %cbounds %s -K 2 --property unreach-call --verbosity 2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SMALL
// SMALL: encoding done: {{[0-9]+}} instructions executed symbolically, {{[0-9][0-9]?[0-9]?[0-9]?}} AIG nodes
// SMALL: UNKNOWN: unsupported: a pointer read from memory never written at {{.*}}thread-fails-whole.c:[[#@LINE+24]]
//
// The other threads still run: -DOTHER adds a thread that fails when main lets it
// (UNSAFE). Not replayed: the trace may let the worker fail first, and natively that
// access crashes the whole program (the encoder ends only the failing thread, as
// before this change; docs/replay.md, "Limits").
// RUN: %expect 10 env CBOUNDS_REPLAY_ALL=0 %cbounds %s -K 2 --property unreach-call -DOTHER \
// RUN:   | FileCheck %s --check-prefix=OTHER
// OTHER: UNSAFE: reach_error() called at {{.*}}thread-fails-whole.c:[[#@LINE+28]]
// -DOTHER -DFIXED: main never lets it: the worker's failure is still no SAFE (UNKNOWN).
// RUN: %expect 20 %cbounds %s -K 2 --property unreach-call -DOTHER -DFIXED | FileCheck %s --check-prefix=SMALL-VERDICT
// SMALL-VERDICT: UNKNOWN: unsupported: a pointer read from memory never written
#include <pthread.h>
extern void reach_error(void);

struct job {
  int **out;
  int tag;
};
int cells[64];
int done, go;

void *worker(void *arg) {
  struct job *j = arg;
  int **out = j->out; /* never written by anybody: an indeterminate pointer */
  int *r = *out;      /* fails in every execution that gets here */
  r[3] = 1;           /* garbage: through a pointer with no known target */
  r[9] = 2;
  done = 1;
  return 0;
}

#ifdef OTHER
void *other(void *arg) {
  (void)arg;
  if (go)
    reach_error();
  return 0;
}
#endif

int main(void) {
  struct job j;
  j.tag = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, &j);
#ifdef OTHER
  pthread_t u;
  pthread_create(&u, 0, other, 0);
#ifndef FIXED
  go = 1;
#endif
#endif
  pthread_join(t, 0);
  if (done || cells[5])
    reach_error();
  return 0;
}

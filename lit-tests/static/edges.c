// The edges of the static range analysis (docs/static-proof.md): in each, an analysis
// that missed one fact would prove a program SAFE that has a bug. Each bug is found by
// the bounded check after the analysis gave up, and replayed natively (but one); each fixed
// program (-DFIXED) is proved by the analysis alone.
//
// -DUNINIT, a read before the write: the thread may read main's `arg` before main
//   writes it (the thread is created first): the value read is indeterminate, not only
//   what main stores.
// -DWRAP, wrapping: x * 2 wraps around for large x: intervals must not grow past the
//   width.
// -DLATER, a write after the check: another thread writes g after main's check could
//   have seen it: memory holds every value any thread stores, in any order.
// -DDANGLING, a dead object: a function hands the address of its local variable to a
//   thread and returns: the thread reads a dead object (an error of its own).
// -DDIVIDE, a division: a divisor written by threads may be 0.
// -DBOUNDS, an array: a loop writes one element past the array's end.
// -DSWITCH, a switch: the case that fails is taken for one value a thread stores.
// -DMAIN_EXIT, main's frame ends: main hands its local to a thread and ends with
//   pthread_exit, so the thread may read a dead object (returning from main would end
//   every thread instead: the fixed program joins). Not replayed natively: after
//   pthread_exit, main's stack stays mapped and AddressSanitizer sees no error.
//
// The proofs ask for unreach-call: the default property counts deadlocks, which the
// analysis does not rule out, and these programs join (docs/deadlocks.md).
// RUN: %expect 10 %cbounds %s -DUNINIT --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,UNINIT
// RUN: %expect 0 %cbounds %s -DUNINIT -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DWRAP --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 0 %cbounds %s -DWRAP -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DLATER --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 0 %cbounds %s -DLATER -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DDANGLING --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,DANGLING
// RUN: %expect 0 %cbounds %s -DDANGLING -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DDIVIDE --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,DIVIDE
// RUN: %expect 0 %cbounds %s -DDIVIDE -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DBOUNDS --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,BOUNDS
// RUN: %expect 0 %cbounds %s -DBOUNDS -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DSWITCH --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,REACH
// RUN: %expect 0 %cbounds %s -DSWITCH -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DMAIN_EXIT --verbosity 2 2>&1 | FileCheck %s --check-prefixes=NOPROOF,DANGLING
// RUN: %expect 0 %cbounds %s -DMAIN_EXIT -DFIXED --property unreach-call | FileCheck %s --check-prefix=PROVED
//
// NOPROOF: static range analysis: no proof
// UNINIT-SAME: (a call of reach_error that may be reached
// UNINIT: UNSAFE: reach_error() called
// REACH: UNSAFE: reach_error() called
// DANGLING-SAME: (the address of a local variable leaves its function
// DANGLING: UNSAFE: access to freed or out-of-scope memory
// DIVIDE-SAME: (a division that may be by zero
// DIVIDE: UNSAFE: division by zero
// BOUNDS-SAME: (an access that may leave its object
// BOUNDS: UNSAFE: out-of-bounds memory access
// PROVED: SAFE: no error is reachable in any execution, with any number of threads, rounds and loop iterations (static range analysis)
#include <pthread.h>

extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

#ifdef UNINIT
void *reader(void *p) {
  int v = *(int *)p;
  if (v < 0)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t t;
  int arg;
#ifdef FIXED
  arg = 1;
  pthread_create(&t, 0, reader, &arg);
#else
  pthread_create(&t, 0, reader, &arg);
  arg = 1;
#endif
  pthread_join(t, 0);
  return 0;
}
#endif

#ifdef WRAP
int main(void) {
  int x = __VERIFIER_nondet_int();
#ifdef FIXED
  if (x >= 0 && x < 1000) {
#else
  if (x >= 0) {
#endif
    unsigned y = (unsigned)x * 2u;
    if ((int)y < 0)
      reach_error();
  }
  return 0;
}
#endif

#ifdef LATER
int g = 1;

void *writer(void *p) {
  (void)p;
#ifdef FIXED
  g = 2;
#else
  g = -1;
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  if (g < 0)
    reach_error();
  pthread_join(t, 0);
  return 0;
}
#endif

#ifdef DANGLING
void *reader(void *p) {
  int v = *(int *)p;
  if (v != 7)
    reach_error();
  return 0;
}

#ifdef FIXED
int main(void) {
  pthread_t t;
  int local = 7;
  pthread_create(&t, 0, reader, &local);
  pthread_join(t, 0);
  return 0;
}
#else
void start(pthread_t *t) {
  int local = 7;
  pthread_create(t, 0, reader, &local);
}

int main(void) {
  pthread_t t;
  start(&t);
  pthread_join(t, 0);
  return 0;
}
#endif
#endif

#ifdef DIVIDE
int divisor = 1;
int ids[3] = {0, 1, 2};

void *writer(void *p) {
  int k = *(int *)p;
#ifdef FIXED
  divisor = k + 1;
#else
  divisor = k;
#endif
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&t[i], 0, writer, &ids[i]);
  int q = 100 / divisor;
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return q > 100;
}
#endif

#ifdef BOUNDS
int a[4];

void *fill(void *p) {
  (void)p;
#ifdef FIXED
  for (int i = 0; i < 4; i++)
#else
  for (int i = 0; i <= 4; i++)
#endif
    a[i] = i;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, fill, 0);
  pthread_join(t, 0);
  return 0;
}
#endif

#ifdef SWITCH
int mode = 0;

void *setter(void *p) {
  (void)p;
#ifdef FIXED
  mode = 2;
#else
  mode = 3;
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  pthread_join(t, 0);
  switch (mode) {
  case 0:
  case 1:
  case 2:
    break;
  case 3:
    reach_error();
    break;
  default:
    break;
  }
  return 0;
}
#endif

#ifdef MAIN_EXIT
void *reader(void *p) {
  int v = *(int *)p;
  if (v != 7)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t t;
  int local = 7;
  pthread_create(&t, 0, reader, &local);
#ifdef FIXED
  pthread_join(t, 0);
  return 0;
#else
  pthread_exit(0);
#endif
}
#endif

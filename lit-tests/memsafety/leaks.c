// Leaks (issue 40, docs/memory.md "Leaks"): valid-memtrack (under valid-memsafety) is a
// block not freed and no longer reachable when the program ends; valid-memcleanup any
// block not freed then. The default run does not look for leaks. The native replay sees
// the block still allocated when the program ends.
//
// A block whose last pointer is overwritten: both.
// RUN: %expect 10 %cbounds %s -DLOST --property valid-memsafety | FileCheck %s --check-prefix=TRACK
// RUN: %expect 10 %cbounds %s -DLOST --32 --property valid-memsafety | FileCheck %s --check-prefix=TRACK
// RUN: %expect 10 %cbounds %s -DLOST --property valid-memcleanup | FileCheck %s --check-prefix=CLEAN
// RUN: %expect 0 %cbounds %s -DLOST | FileCheck %s --check-prefix=OK
// A block still pointed to by a global at the end: memcleanup only.
// RUN: %expect 0 %cbounds %s -DGLOBAL --property valid-memsafety | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DGLOBAL --property valid-memcleanup | FileCheck %s --check-prefix=CLEAN
// A list reachable from a global through another heap block: not lost.
// RUN: %expect 0 %cbounds %s -DCHAIN --property valid-memsafety | FileCheck %s --check-prefix=OK
// A cycle of two blocks that nothing else points to: lost (the reachability fixpoint).
// RUN: %expect 10 %cbounds %s -DCYCLE --property valid-memsafety | FileCheck %s --check-prefix=TRACK
// A worker that finished and lost its block: a leak; everything freed: none.
// RUN: %expect 10 %cbounds %s -DTHREAD --property valid-memsafety | FileCheck %s --check-prefix=TRACK-THREAD
// RUN: %expect 0 %cbounds %s -DFREED --property valid-memsafety | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s -DFREED --property valid-memcleanup | FileCheck %s --check-prefix=CLEAN-EXIT
// A worker that never finishes (it waits for a lock main never releases) keeps its
// block: not a leak (docs/memory.md).
// RUN: %expect 0 %cbounds %s -DSTUCK --property valid-memsafety | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DSTUCK --property valid-memcleanup | FileCheck %s --check-prefix=OK
// main returns while a worker that moved the list's tail into a local has not linked it
// back (as in SV-COMP's goblint 09-regions_02-list_nr, expected true): that thread's
// registers are roots cbounds cannot see, so the block is not judged (UNKNOWN), never a
// leak. (Under a common lock there would be no switch point between the two stores.)
// RUN: %expect 20 %cbounds %s -DHELD --property valid-memsafety | FileCheck %s --check-prefix=HELD
// exit() with a block only a register may hold: not judged (UNKNOWN), never SAFE.
// RUN: %expect 20 %cbounds %s -DEXIT --property valid-memsafety | FileCheck %s --check-prefix=EXIT
//
// TRACK: {{^}}UNSAFE: memory leak: the block allocated at {{.*}}leaks.c:[[#]] is not freed and no longer reachable when the program ends at {{.*}}leaks.c:[[#]] [valid-memtrack]{{$}}
// TRACK: ^ memory leak
// TRACK-THREAD: {{^}}UNSAFE: memory leak: the block allocated at {{.*}}leaks.c:[[#]] is not freed and no longer reachable when the program ends {{.*}}[valid-memtrack]{{$}}
// TRACK-THREAD: [thread 1 (worker), round
// CLEAN: {{^}}UNSAFE: memory leak: the block allocated at {{.*}}leaks.c:[[#]] is not freed when the program ends at {{.*}}leaks.c:[[#]] [valid-memcleanup]{{$}}
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// HELD: {{^}}UNKNOWN: unsupported: whether memory not reachable from globals is reachable from the registers of the functions live at exit() or abort(), or of a thread that did not finish
// CLEAN-EXIT: {{^}}UNKNOWN: unsupported: memory still allocated at exit() or abort()
// EXIT: {{^}}UNKNOWN: unsupported: whether memory not reachable from globals is reachable from the registers of the functions live at exit() or abort()

#include <pthread.h>
#include <stdlib.h>

struct node {
  struct node *next;
  int value;
};

static struct node *root;

static struct node *make(void) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    exit(0);
  n->next = 0;
  n->value = 1;
  return n;
}

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
  struct node *n = malloc(sizeof *n);
  if (n)
    n->value = 2;
#ifdef STUCK
  pthread_mutex_lock(&m);
  free(n);
#endif
#ifdef HELD
  if (!n)
    return 0;
  struct node *tail = root->next; // races with main's accesses: switch points between
  root->next = n;
  n->next = tail;
#endif
  return 0;
}

int main(void) {
#if defined(LOST)
  struct node *n = make();
  n->value = 3;
  n = 0;
#elif defined(GLOBAL)
  root = make();
#elif defined(CHAIN)
  root = make();
  root->next = make();
#elif defined(CYCLE)
  struct node *a = make(), *b = make();
  a->next = b;
  b->next = a;
#elif defined(THREAD)
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
#elif defined(STUCK)
  pthread_mutex_lock(&m);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#elif defined(HELD)
  root = make();
  root->next = make();
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  root->value = root->next->value;
#elif defined(FREED)
  root = make();
  root->next = make();
  free(root->next);
  free(root);
#elif defined(EXIT)
  struct node *n = make();
  n->value = 4;
  exit(0);
#endif
  return 0;
}

// Copying a pointer never written is not using it (docs/memory.md, "Indeterminate
// pointers"). A resize that copies a whole array of pointers, of which only the first
// `count` were ever set (SV-COMP's workstealqueue_mutex-2 grows its queue so), was
// UNKNOWN: the load of tmp[2] was cut as "a pointer read from memory never written",
// though the value only went into another array. A load whose every use stores it
// keeps the bytes' own value (any value, as the memory model says of bytes never
// written); the cut comes where a copy is loaded to be used.
//
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --property unreach-call | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
//
// The edges:
// - -DCOMPARE: the copy of a pointer never written, compared with NULL, may be NULL:
//   UNKNOWN at that load, never SAFE (the copy must not give it one value).
// - -DDEREF: writing through such a copy is an access through an indeterminate
//   pointer, an error as writing through the original would be; under unreach-call
//   not an error of the property, and not SAFE either.
// - -DTWICE: a copy of a copy, through a second array, is still any value: the
//   comparison is UNKNOWN (the marks of bytes never written travel with the bits).
// - -DTHREADS: the copies go into a shared array that a thread reads in a later round
//   (a guess of round 2, checked against what round 1 left): the thread reads only
//   the slots that were set, SAFE with K = 2 (UNKNOWN before); -DBUG there finds it.
// RUN: %expect 20 %cbounds %s -DCOMPARE | FileCheck %s --check-prefix=COMPARE
// RUN: %expect 10 %cbounds %s -DDEREF | FileCheck %s --check-prefix=DEREF
// RUN: %expect 20 %cbounds %s -DDEREF --property unreach-call | FileCheck %s --check-prefix=DEREFCALL
// RUN: %expect 20 %cbounds %s -DCOMPARE -DTWICE | FileCheck %s --check-prefix=COMPARE
// RUN: %expect 0 %cbounds %s -DTHREADS -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DTHREADS -K 2 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DTHREADS -DBUG -K 2 | FileCheck %s --check-prefix=THREADBUG
// - -DSPREAD: the thread reads the slot at an index it draws (0 or 1 on the paths that
//   read), so the load may read every slot and gets the union of what was stored in
//   them. The copies into slots 2 and 3 must add no object to it: as "any object" (what
//   a store gives a pointer without a set) every access through the loaded pointer
//   looked at every object of the program, here four arrays of 2 KiB (116 675 AIG
//   nodes instead of 6 948; workstealqueue_mutex-2 with -K 1 ran out of memory).
// RUN: %expect 0 %cbounds %s -DTHREADS -DSPREAD -K 2 --stats | FileCheck %s --check-prefixes=SAFE,SMALL
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// SMALL: {{^}}stats: AIG {{[0-9]?[0-9]?[0-9]?[0-9]}} nodes,
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}indeterminate-copy.c:[[#@LINE+75]]{{$}}
// COMPARE: {{^}}UNKNOWN: unsupported: a pointer read from memory never written at {{.*}}indeterminate-copy.c:[[#@LINE+77]]{{$}}
// DEREF: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}indeterminate-copy.c:[[#@LINE+80]] [valid-deref]{{$}}
// DEREFCALL: {{^}}UNKNOWN: {{.*}} at {{.*}}indeterminate-copy.c:{{123|124}}{{$}}
// THREADBUG: {{^}}UNSAFE: assertion failed at {{.*}}indeterminate-copy.c:[[#@LINE+27]]{{$}}

#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int a = 1, b = 2;
int *table[4];
int count;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

#ifdef SPREAD
extern unsigned __VERIFIER_nondet_uint(void);
int big1[512], big2[512], big3[512], big4[512];
#endif

#ifdef BUG
#define BUGGY_VALUE 1
#else
#define BUGGY_VALUE 2
#endif

#ifdef THREADS
void *reader(void *arg) {
  pthread_mutex_lock(&lock);
  int *p = table[1];
  if (p)
    assert(*p == (BUGGY_VALUE));
#ifdef SPREAD
  unsigned i = __VERIFIER_nondet_uint() & 3;
  if (i < 2)
    assert(*table[i] == (int)i + 1);
#endif
  pthread_mutex_unlock(&lock);
  return arg;
}
#endif

/* Grows the table as a work-stealing queue does: copies every slot, set or not. */
static void resize(void) {
  int *tmp[4];
  for (int i = 0; i < count; i++)
    tmp[i] = table[i];
  for (int i = 0; i < 4; i++)
    table[i] = tmp[i];
#ifdef TWICE
  int *again[4];
  for (int i = 0; i < 4; i++)
    again[i] = table[i];
  for (int i = 0; i < 4; i++)
    table[i] = again[i];
#endif
}

int main(void) {
#ifdef SPREAD
  big1[1] = big2[1] = big3[1] = big4[1] = 3;
#endif
  table[0] = &a;
  table[1] = &b;
  count = 2;
#ifdef THREADS
  pthread_t t;
  pthread_create(&t, NULL, reader, NULL);
  pthread_mutex_lock(&lock);
  resize();
  pthread_mutex_unlock(&lock);
  pthread_join(t, NULL);
#else
  resize();
  assert(*table[0] == 1);
  assert(*table[1] == (BUGGY_VALUE));
#endif
#ifdef COMPARE
  assert(table[2] != NULL);
#endif
#ifdef DEREF
  int *p = table[3];
  *p = 5;
#endif
  return 0;
}

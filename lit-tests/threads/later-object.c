// A pointer main reads in a later round names an object that a thread creates, and
// the sequential program runs main's whole body before that thread: when the encoder
// meets main's access, the object does not exist yet. The encoder runs the program a
// second time with the objects of the first run reserved (encoder/mem_plan.h): the
// guessed pointer then names a known object, whose liveness in that round is a guess
// checked against the previous round. (Before: UNKNOWN, "a pointer from another round
// whose target is not known here".)
//
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// -DNO_JOIN: main does not wait for the thread that fills the buffer: it may see the
// malloc'd bytes before they are written.
// RUN: %expect 10 %cbounds %s -DNO_JOIN | FileCheck %s --check-prefix=NOJOIN
// -DFREED: the maker frees the buffer before it ends and leaves the dangling pointer
// (the filler does nothing): main reads freed memory.
// RUN: %expect 10 %cbounds %s -DFREED | FileCheck %s --check-prefix=FREED
// RUN: %expect 10 %cbounds %s -DFREED --32 | FileCheck %s --check-prefix=FREED
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

char *v;

void *make(void *arg) {
  v = malloc(8);
#ifdef FREED
  strcpy(v, "Bigshot");
  free(v);
#endif
  return arg;
}

void *fill(void *arg) {
#ifndef FREED
  if (v)
    strcpy(v, "Bigshot");
#endif
  return arg;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, make, 0);
  pthread_join(t1, 0);
  pthread_create(&t2, 0, fill, 0);
#ifndef NO_JOIN
  pthread_join(t2, 0);
#endif
  // NOJOIN: {{^}}UNSAFE: assertion failed at {{.*}}later-object.c:[[@LINE+2]]{{$}}
  // FREED: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}later-object.c:[[@LINE+1]] [valid-deref]{{$}}
  assert(!v || v[0] == 'B');
  return 0;
}

// later-object.c with the pointer in a struct field beside an integer. main stores its
// own pointer in the field first, so the field's points-to set is {first} when main
// reads it again in a later round. The encoder's second execution reserves the objects
// of the first and seeds the set of each byte that held a pointer (encoder/mem_plan.h,
// mem_stored.h): the thread's malloc block is then in the set. Without the seeding the
// read is cut (UNKNOWN). The integer field is a product of the pointer; its set must not
// stand in for the pointer field's.
//
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DNO_JOIN | FileCheck %s --check-prefix=NOJOIN
// RUN: %expect 10 %cbounds %s -DNO_JOIN --32 | FileCheck %s --check-prefix=NOJOIN
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct box {
  uintptr_t hash;
  char *v;
} box;

char first[8] = "Bigshot";

void *make(void *arg) {
  box.v = malloc(8);
  box.hash = (uintptr_t)box.v * 31;
  return arg;
}

void *fill(void *arg) {
  if (box.v)
    strcpy(box.v, "Bigshot");
  return arg;
}

int main(void) {
  pthread_t t1, t2;
  box.v = first; // the field's bytes hold a pointer before the thread's: set {first}
  pthread_create(&t1, 0, make, 0);
  pthread_join(t1, 0);
  pthread_create(&t2, 0, fill, 0);
#ifndef NO_JOIN
  pthread_join(t2, 0);
#endif
  // NOJOIN: {{^}}UNSAFE: assertion failed at {{.*}}later-object-field.c:[[@LINE+1]]{{$}}
  assert(!box.v || box.v[0] == 'B');
  return 0;
}

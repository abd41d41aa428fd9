// Pointers stored in memory and loaded back: an array of pointers to different
// objects (globals, locals, heap) indexed nondeterministically, a struct with a pointer
// field, a pointer to a pointer, and pointers copied byte by byte. An array of four
// pointers takes 16 bytes for ILP32 and 32 for LP64.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DNULLSLOT | FileCheck %s --check-prefix=NULLSLOT
// RUN: %expect 10 %cbounds %s --64 -DNULLSLOT | FileCheck %s --check-prefix=NULLSLOT
// RUN: %expect 0 %cbounds %s --32 -DSIZE | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DSIZE | FileCheck %s --check-prefix=SIZE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdlib.h>
#include <string.h>

extern unsigned __VERIFIER_nondet_uint(void);

int ga = 1, gb = 2;

struct holder {
  int tag;
  int *target;
  struct holder *self;
};

int main(void) {
  int local = 3;
  int *heap = malloc(sizeof(int));
  *heap = 4;
  int *ptrs[4] = {&ga, &gb, &local, heap};
  unsigned i = __VERIFIER_nondet_uint() % 4;
  int *p = ptrs[i];
  assert(*p == (int)i + 1);
  *ptrs[i] = 10;
  assert((ga == 10) == (i == 0) && (local == 10) == (i == 2) && (*heap == 10) == (i == 3));
  assert(sizeof ptrs == 4 * sizeof(void *));

  struct holder h = {7, &local, NULL};
  h.self = &h;
  h.self->self->target = &gb;
  assert(h.target == &gb && h.self->tag == 7);
  *h.target = 20;
  assert(gb == 20);

  int **pp = &ptrs[3];
  **pp = 30;
  assert(*heap == 30);
  *pp = &local;
  assert(ptrs[3] == &local);

  // A pointer copied byte by byte is the same pointer.
  int *copy;
  memcpy(&copy, &ptrs[1], sizeof copy);
  assert(copy == &gb && *copy == 20);

  // A heap struct holding a heap pointer.
  struct holder *dyn = malloc(sizeof *dyn);
  dyn->target = heap;
  dyn->self = dyn;
  dyn->self->target[0] = 40;
  assert(*heap == 40);
  free(dyn);
  free(heap);
#ifdef SIZE
  // SIZE: {{^}}UNSAFE: assertion failed at {{.*}}pointers-in-memory.c:[[@LINE+1]]{{$}}
  assert(sizeof ptrs == 16);
#endif
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}pointers-in-memory.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}i = 1{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(ptrs[i] != &gb);
#endif
#ifdef NULLSLOT
  ptrs[2] = NULL;
  // NULLSLOT: {{^}}UNSAFE: null pointer dereference at {{.*}}pointers-in-memory.c:[[@LINE+3]] [valid-deref]{{$}}
  // NULLSLOT: {{^ +}}i = 2{{$}}
  // NULLSLOT: {{^ +}}^ null pointer dereference{{$}}
  return *ptrs[i];
#endif
  return 0;
}

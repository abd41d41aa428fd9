// realloc allocates a new block, copies the contents and frees the old block
// (docs/memory.md), so a pointer into the old block dangles: using it is an error,
// `UNSAFE: access to freed or out-of-scope memory` at the line of the access. The trace
// shows both blocks as `&heap#N (allocated at line L)`. Using the new block is fine
// (SAFE). Each under ILP32 (--32) and LP64 (--64).
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG --64 | FileCheck %s
// RUN: %expect 10 %cbounds %s -DBUG --32 | FileCheck %s
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  // CHECK: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}memory-realloc.c:[[#ERR:]] [valid-deref]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-realloc.c:[[@LINE+3]]  int value = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[VALUE:-?[0-9]+]]{{$}}
  // CHECK-NEXT: {{^ +}}value = [[VALUE]]{{$}}
  int value = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}memory-realloc.c:[[#FIRST:@LINE+3]]  int *cells = malloc(2 * sizeof(int));{{$}}
  // CHECK-NEXT: {{^ +}}malloc() = &heap#[[#OLD:]] (allocated at line [[#FIRST]]){{$}}
  // CHECK-NEXT: {{^ +}}cells = &heap#[[#OLD]] (allocated at line [[#FIRST]]){{$}}
  int *cells = malloc(2 * sizeof(int));
  cells[0] = value;
  cells[1] = value + 1;
  int *second = &cells[1];
  // CHECK: {{^ +}}second = &heap#[[#OLD]] (allocated at line [[#FIRST]]) + 4{{$}}
  // CHECK: {{^}}  {{.*}}memory-realloc.c:[[#SECOND:@LINE+3]]  cells = realloc(cells, 4 * sizeof(int));{{$}}
  // CHECK-NEXT: {{^ +}}realloc() = &heap#[[#NEW:]] (allocated at line [[#SECOND]]){{$}}
  // CHECK-NEXT: {{^ +}}cells = &heap#[[#NEW]] (allocated at line [[#SECOND]]){{$}}
  cells = realloc(cells, 4 * sizeof(int));
  // The contents were copied.
  assert(cells[0] == value && cells[1] == value + 1);
#ifdef BUG
  // second still points into the old block, which realloc freed.
  // CHECK-NEXT: {{^}}  {{.*}}memory-realloc.c:[[@LINE-3]]  assert(cells[0] == value && cells[1] == value + 1);{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-realloc.c:[[#ERR]]  *second = 0;{{$}}
  // CHECK-NEXT: {{^ +}}^ access to freed or out-of-scope memory{{$}}
  // CHECK-NOT: {{.}}
  *second = 0;
#endif
  second = &cells[1];
  *second = 0;
  free(cells);
  return 0;
}

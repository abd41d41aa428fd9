// Freeing a heap block a second time is an error, `UNSAFE: double free` at the line of
// the second free; the trace shows how the block got freed the first time. Freeing each
// block once, and free(NULL), are fine (SAFE). Each under ILP32 (--32) and LP64 (--64).
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DDOUBLE_FREE --64 | FileCheck %s
// RUN: %expect 10 %cbounds %s -DDOUBLE_FREE --32 | FileCheck %s
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

// Frees the block unless it was handed over (then the new owner frees it).
static void release(char *block, int handed_over) {
  if (!handed_over)
    free(block);
}

int main(void) {
  // CHECK: {{^}}UNSAFE: double free at {{.*}}memory-double-free.c:[[#ERR:]] [valid-free]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-double-free.c:[[@LINE+3]]  int mode = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[MODE:-?[0-9]+]]{{$}}
  // CHECK-NEXT: {{^ +}}mode = [[MODE]]{{$}}
  int mode = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}memory-double-free.c:[[#BLOCK:@LINE+3]]  char *block = malloc(16);{{$}}
  // CHECK-NEXT: {{^ +}}malloc() = &heap#{{[0-9]+}} (allocated at line [[#BLOCK]]){{$}}
  // CHECK-NEXT: {{^ +}}block = &heap#{{[0-9]+}} (allocated at line [[#BLOCK]]){{$}}
  char *block = malloc(16);
  char *nothing = NULL;
  free(nothing);
  // When mode is 2 the block is handed over and freed here; with the bug it is freed
  // here whatever the mode, so twice when release freed it already.
  // CHECK: {{^}}  {{.*}}memory-double-free.c:[[#CALL:@LINE+5]]  -> release{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-double-free.c:{{[0-9]+}}    if (!handed_over){{$}}
  // CHECK-NEXT: {{^ +}}block = &heap#{{[0-9]+}} (allocated at line [[#BLOCK]]){{$}}
  // CHECK-NEXT: {{^ +}}handed_over = 0{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-double-free.c:[[#@LINE-22]]    free(block);{{$}}
  release(block, mode == 2);
#ifndef DOUBLE_FREE
  if (mode == 2)
#endif
    // CHECK: {{^}}  {{.*}}memory-double-free.c:[[#CALL]]  <- release{{$}}
    // CHECK-NEXT: {{^}}  {{.*}}memory-double-free.c:[[#ERR]]  free(block);{{$}}
    // CHECK-NEXT: {{^ +}}^ double free{{$}}
    // CHECK-NOT: {{.}}
    free(block);
  return 0;
}

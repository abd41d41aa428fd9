// free() of something malloc did not return is an error, `UNSAFE: free of memory not
// allocated by malloc (or not at its start)` at the line of the free: a stack object, a
// global object, or a pointer into the middle of a heap block. The trace shows the
// pointer freed. Freeing the start of the block is fine (SAFE). Each under ILP32
// (--32) and LP64 (--64).
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DFREE_STACK --64 | FileCheck %s --check-prefixes=CHECK,STACK
// RUN: %expect 10 %cbounds %s -DFREE_STACK --32 | FileCheck %s --check-prefixes=CHECK,STACK
// RUN: %expect 10 %cbounds %s -DFREE_GLOBAL --64 | FileCheck %s --check-prefixes=CHECK,GLOBAL
// RUN: %expect 10 %cbounds %s -DFREE_GLOBAL --32 | FileCheck %s --check-prefixes=CHECK,GLOBAL
// RUN: %expect 10 %cbounds %s -DFREE_INTERIOR --64 | FileCheck %s --check-prefixes=CHECK,INTERIOR
// RUN: %expect 10 %cbounds %s -DFREE_INTERIOR --32 | FileCheck %s --check-prefixes=CHECK,INTERIOR
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static char global_buffer[16];

int main(void) {
  // CHECK: {{^}}UNSAFE: free of memory not allocated by malloc (or not at its start) at {{.*}}memory-free-invalid.c:[[#ERR:]] [valid-free]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-free-invalid.c:[[@LINE+3]]  int mode = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 5{{$}}
  // CHECK-NEXT: {{^ +}}mode = 5{{$}}
  int mode = __VERIFIER_nondet_int();
  char stack_buffer[16];
  // CHECK: {{^}}  {{.*}}memory-free-invalid.c:[[#BLOCK:@LINE+3]]  char *block = malloc(16);{{$}}
  // CHECK-NEXT: {{^ +}}malloc() = &heap#{{[0-9]+}} (allocated at line [[#BLOCK]]){{$}}
  // CHECK-NEXT: {{^ +}}block = &heap#{{[0-9]+}} (allocated at line [[#BLOCK]]){{$}}
  char *block = malloc(16);
  // For mode 5, p is something else than the start of the block.
#if defined(FREE_STACK)
  // STACK-NEXT: {{^}}  {{.*}}memory-free-invalid.c:[[@LINE+2]]  char *p = mode == 5 ? stack_buffer : block;{{$}}
  // STACK-NEXT: {{^ +}}p = &stack_buffer{{$}}
  char *p = mode == 5 ? stack_buffer : block;
#elif defined(FREE_GLOBAL)
  // GLOBAL-NEXT: {{^}}  {{.*}}memory-free-invalid.c:[[@LINE+2]]  char *p = mode == 5 ? global_buffer : block;{{$}}
  // GLOBAL-NEXT: {{^ +}}p = &global_buffer{{$}}
  char *p = mode == 5 ? global_buffer : block;
#elif defined(FREE_INTERIOR)
  // INTERIOR-NEXT: {{^}}  {{.*}}memory-free-invalid.c:[[@LINE+2]]  char *p = block + (mode == 5 ? 4 : 0);{{$}}
  // INTERIOR-NEXT: {{^ +}}p = &heap#{{[0-9]+}} (allocated at line [[#BLOCK]]) + 4{{$}}
  char *p = block + (mode == 5 ? 4 : 0);
#else
  char *p = mode == 5 ? block : NULL; /* the start of the block, or NULL: both fine */
#endif
  // CHECK-NEXT: {{^}}  {{.*}}memory-free-invalid.c:[[#ERR]]  free(p);{{$}}
  // CHECK-NEXT: {{^ +}}^ free of memory not allocated by malloc (or not at its start){{$}}
  // CHECK-NOT: {{.}}
  free(p);
  (void)stack_buffer;
  return 0;
}

// A local variable dies when its function returns; using a pointer to it afterwards is
// an error, `UNSAFE: access to freed or out-of-scope memory` at the line of the access:
// the address returned from the function (`return &local`) or stored through an out
// parameter. Using the objects while they exist is fine (SAFE). Each under ILP32 (--32)
// and LP64 (--64). (memory-realloc.c: the old block after realloc moved it.)
//
// RUN: %expect 0 %cbounds %s --64 2> /dev/null | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 2> /dev/null | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DRETURN_LOCAL --64 2> /dev/null | FileCheck %s --check-prefixes=CHECK,RETURN
// RUN: %expect 10 %cbounds %s -DRETURN_LOCAL --32 2> /dev/null | FileCheck %s --check-prefixes=CHECK,RETURN
// RUN: %expect 10 %cbounds %s -DOUT_PARAMETER --64 2> /dev/null | FileCheck %s --check-prefixes=CHECK,OUT
// RUN: %expect 10 %cbounds %s -DOUT_PARAMETER --32 2> /dev/null | FileCheck %s --check-prefixes=CHECK,OUT
// (clang's -Wreturn-stack-address warning goes to standard error.)
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static int *counter(int start) {
  int count = start;
#ifdef RETURN_LOCAL
  return &count;
#else
  int *copy = malloc(sizeof *copy);
  *copy = count;
  return copy;
#endif
}

static void remember(int **out, int start) {
  int local = start;
  *out = &local;
  assert(**out == start);
#ifndef OUT_PARAMETER
  *out = NULL;
#endif
}

int main(void) {
  // CHECK: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}memory-out-of-scope.c:[[#ERR:]] [valid-deref]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  int start = __VERIFIER_nondet_int();
  // RETURN: {{^}}  {{.*}}memory-out-of-scope.c:[[#CALL:@LINE+3]]  -> counter{{$}}
  // RETURN: {{^}}  {{.*}}memory-out-of-scope.c:[[#CALL]]  <- counter{{$}}
  // RETURN-NEXT: {{^ +}}c = &count{{$}}
  int *c = counter(start);
  // RETURN-NEXT: {{^}}  {{.*}}memory-out-of-scope.c:[[#ERR]]  int value = *c;{{$}}
  int value = *c;
#ifndef RETURN_LOCAL
  free(c);
#endif
  int *kept = NULL;
  // OUT: {{^}}  {{.*}}memory-out-of-scope.c:[[#CALL:@LINE+3]]  -> remember{{$}}
  // OUT: {{^}}  {{.*}}memory-out-of-scope.c:[[#CALL]]  <- remember{{$}}
  // OUT-NEXT: {{^}}  {{.*}}memory-out-of-scope.c:[[#ERR]]  if (kept) value += *kept;{{$}}
  remember(&kept, start);
  if (kept) value += *kept;
  // CHECK-NEXT: {{^ +}}^ access to freed or out-of-scope memory{{$}}
  // CHECK-NOT: {{.}}
  return value;
}

// --32 compiles C for ILP32 (i386), --64 (the default) for LP64 (x86_64): long and
// pointers are 4 bytes in one and 8 in the other. The last of the two options wins.
//
// RUN: %expect 0 %cbounds %s --no-static-proof | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --no-static-proof --32 --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof --32 | FileCheck %s --check-prefix=LONG32
// RUN: %expect 10 %cbounds --64 --no-static-proof %s --32 | FileCheck %s --check-prefix=LONG32
// RUN: %expect 10 %cbounds %s --no-static-proof -DPOINTER --32 | FileCheck %s --check-prefix=PTR32
// The other way round: what holds for ILP32 fails for LP64.
// RUN: %expect 0 %cbounds %s --no-static-proof -DILP32 --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof -DILP32 | FileCheck %s --check-prefix=LONG64
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

int main(void) {
#if defined(ILP32)
  // LONG64: {{^}}UNSAFE: assertion failed at {{.*}}data-model-32-64.c:[[@LINE+1]]{{$}}
  assert(sizeof(long) == 4 && sizeof(void *) == 4);
#else
#ifndef POINTER
  // LONG32: {{^}}UNSAFE: assertion failed at {{.*}}data-model-32-64.c:[[@LINE+3]]{{$}}
  // LONG32-NEXT: {{^}}trace:{{$}}
  // LONG32-NEXT: {{^}}  {{.*}}data-model-32-64.c:[[@LINE+1]]  assert(sizeof(long) == 8);{{$}}
  assert(sizeof(long) == 8);
#endif
  // PTR32: {{^}}UNSAFE: assertion failed at {{.*}}data-model-32-64.c:[[@LINE+3]]{{$}}
  // PTR32-NEXT: {{^}}trace:{{$}}
  // PTR32-NEXT: {{^}}  {{.*}}data-model-32-64.c:[[@LINE+1]]  assert(sizeof(void *) == 8);{{$}}
  assert(sizeof(void *) == 8);
  // int is 4 bytes in both.
  assert(sizeof(int) == 4);
#endif
  return 0;
}

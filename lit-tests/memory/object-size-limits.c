// The pointer encoding limits the size of one object: 4 MiB for ILP32 (22 offset bits),
// 1 TiB for LP64. A 5 MiB global or heap block is fine for LP64 and unsupported for
// ILP32 (UNKNOWN, never SAFE). docs/encoding.md: unsupported constructs are recorded
// lazily, so an error on an execution that never touches the big object is still
// UNSAFE (UNUSED_BUG).
//
// RUN: %expect 0 %cbounds %s --no-static-proof --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --no-static-proof --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --no-static-proof --32 -DGLOBAL | FileCheck %s --check-prefix=TOOBIG
// RUN: %expect 0 %cbounds %s --no-static-proof --64 -DGLOBAL | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --no-static-proof --32 -DHEAP | FileCheck %s --check-prefix=HEAP
// RUN: %expect 0 %cbounds %s --no-static-proof --64 -DHEAP | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof --32 -DHEAP -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --no-static-proof --64 -DHEAP -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --no-static-proof --32 -DGLOBAL -DUNUSED_BUG | FileCheck %s --check-prefix=UNUSED
// RUN: %expect 10 %cbounds %s --no-static-proof --64 -DGLOBAL -DUNUSED_BUG | FileCheck %s --check-prefix=UNUSED
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// TOOBIG: {{^}}UNKNOWN: unsupported: {{.+}}{{$}}

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

#define BIG (5 * 1024 * 1024)

#ifdef GLOBAL
char big[BIG];
#endif

int main(void) {
  int x = __VERIFIER_nondet_int();
#ifdef UNUSED_BUG
  // UNUSED: {{^}}UNSAFE: assertion failed at {{.*}}object-size-limits.c:[[@LINE+2]]{{$}}
  if (x == 5)
    assert(0);
  return 0;
#endif
#ifdef GLOBAL
  unsigned i = __VERIFIER_nondet_uint() % 16;
  big[BIG - 1 - i] = 3;
  assert(big[BIG - 1 - i] == 3 && big[0] == 0);
#endif
#ifdef HEAP
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}object-size-limits.c:[[@LINE+2]]{{$}}
  // An error before the big allocation is found for both.
  assert(x != 7);
#endif
  // HEAP: {{^}}UNKNOWN: unsupported: {{.+}} at {{.*}}object-size-limits.c:[[@LINE+1]]{{$}}
  char *p = malloc(BIG);
  p[BIG - 1] = 1;
  assert(p[BIG - 1] == 1);
  free(p);
#endif
  return x - x;
}

// realloc grows a block keeping its contents (and shrinks it keeping the prefix); the
// old block is freed, so a pointer to it dangles. realloc(NULL, n) is malloc(n).
// The grown part has any contents.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DSTALE | FileCheck %s --check-prefix=STALE
// RUN: %expect 10 %cbounds %s --64 -DSTALE | FileCheck %s --check-prefix=STALE
// RUN: %expect 10 %cbounds %s --32 -DSHRUNK | FileCheck %s --check-prefix=SHRUNK
// RUN: %expect 10 %cbounds %s --64 -DSHRUNK | FileCheck %s --check-prefix=SHRUNK
//
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}heap-realloc.c:{{[0-9]+}}{{$}}
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  // BUG: {{^}}  {{.*}}heap-realloc.c:[[@LINE+3]]  long *a = malloc(3 * sizeof(long));{{$}}
  // BUG-NEXT: {{^ +}}malloc() = &heap#{{[0-9]+}} (allocated at line [[@LINE+2]]){{$}}
  // BUG-NEXT: {{^ +}}a = &heap#{{[0-9]+}} (allocated at line [[@LINE+1]]){{$}}
  long *a = malloc(3 * sizeof(long));
  a[0] = 11;
  a[1] = -22;
  a[2] = 33;
  long *old = a;
  // BUG: {{^}}  {{.*}}heap-realloc.c:[[@LINE+3]]  a = realloc(a, 6 * sizeof(long));{{$}}
  // BUG-NEXT: {{^ +}}realloc() = &heap#{{[0-9]+}} (allocated at line [[@LINE+2]]){{$}}
  // BUG-NEXT: {{^ +}}a = &heap#{{[0-9]+}} (allocated at line [[@LINE+1]]){{$}}
  a = realloc(a, 6 * sizeof(long));
  assert(a[0] == 11 && a[1] == -22 && a[2] == 33);
  unsigned i = __VERIFIER_nondet_uint() % 3;
  assert(a[i] == (i == 0 ? 11 : i == 1 ? -22 : 33));
  a[5] = 55;
  assert(a[5] == 55);
#ifdef BUG
  // BUG: {{^}}  {{.*}}heap-realloc.c:[[@LINE+2]]  assert(a[3] == 0);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(a[3] == 0);
#endif
#ifdef STALE
  // STALE: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}heap-realloc.c:[[@LINE+1]] [valid-deref]{{$}}
  old[0] = 1;
#endif
  (void)old;
  // Shrinking keeps the prefix.
  a = realloc(a, 2 * sizeof(long));
  assert(a[0] == 11 && a[1] == -22);
#ifdef SHRUNK
  // SHRUNK: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}heap-realloc.c:[[@LINE+1]] [valid-deref]{{$}}
  a[2] = 0;
#endif
  int *b = realloc(NULL, sizeof(int));
  *b = 4;
  assert(*b == 4);
  free(a);
  free(b);
  return 0;
}

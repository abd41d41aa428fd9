// Variable-length arrays and alloca of a nondeterministic size (bounded by a mask, so
// the object needs at most 16 elements): every index below the size is usable, the
// size itself is one past the end. sizeof of a VLA of long is computed at run time and
// differs between ILP32 and LP64. alloca memory lives until its function returns.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DALLOCA_BUG | FileCheck %s --check-prefix=ALLOCA
// RUN: %expect 10 %cbounds %s --64 -DALLOCA_BUG | FileCheck %s --check-prefix=ALLOCA
// RUN: %expect 0 %cbounds %s --32 -DLONGSIZE | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DLONGSIZE | FileCheck %s --check-prefix=LONGSIZE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <alloca.h>
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

static char *fill(char *buf, unsigned n, char c) {
  for (unsigned k = 0; k < n; k++)
    buf[k] = c;
  return buf;
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint() & 15;
  __VERIFIER_assume(n >= 1 && n <= 6);
  long vla[n];
  for (unsigned k = 0; k < n; k++)
    vla[k] = 3 * k;
  assert(vla[n - 1] == 3 * (n - 1));
  assert(sizeof vla == n * sizeof(long));
  unsigned i = __VERIFIER_nondet_uint();
  if (i < n)
    assert(vla[i] == 3 * i);
  char *buf = alloca(n + 1);
  fill(buf, n + 1, 'x');
  assert(buf[0] == 'x' && buf[n] == 'x');
  // A 2D VLA.
  int grid[n][2];
  grid[n - 1][1] = 9;
  assert(grid[n - 1][1] == 9 && sizeof grid == n * 2 * sizeof(int));
#ifdef LONGSIZE
  // LONGSIZE: {{^}}UNSAFE: assertion failed at {{.*}}alloca-vla.c:[[@LINE+1]]{{$}}
  assert(sizeof vla == 4 * n);
#endif
#ifdef BUG
  // BUG: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}alloca-vla.c:[[@LINE+5]] [valid-deref]{{$}}
  // BUG: {{^ +}}__VERIFIER_nondet_uint() = {{[0-9]+}}{{$}}
  // BUG-NEXT: {{^ +}}n = [[N:[0-9]+]]{{$}}
  // BUG: {{^}}  {{.*}}alloca-vla.c:[[@LINE+2]]  vla[n] = 0;{{$}}
  // BUG-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  vla[n] = 0;
#endif
#ifdef ALLOCA_BUG
  // ALLOCA: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}alloca-vla.c:[[@LINE+1]] [valid-deref]{{$}}
  buf[n + 1] = 0;
#endif
  return 0;
}

// Arrays of two and three dimensions, global and local, with nondeterministic indices
// kept in bounds: element (i, j, k) is found at row-major position ((i*3)+j)*4+k, rows
// are contiguous, and a write at symbolic indices changes exactly that element.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DOOB | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s --64 -DOOB | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

short cube[2][3][4];
int table[3][5] = {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}};

int main(void) {
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        cube[i][j][k] = (short)((i * 3 + j) * 4 + k);
  unsigned i = __VERIFIER_nondet_uint(), j = __VERIFIER_nondet_uint(), k = __VERIFIER_nondet_uint();
  __VERIFIER_assume(i < 2 && j < 3 && k < 4);
  assert(cube[i][j][k] == (short)((i * 3 + j) * 4 + k));
  // The same element seen as a flat array.
  short *flat = &cube[0][0][0];
  assert(flat[(i * 3 + j) * 4 + k] == cube[i][j][k]);
  assert(sizeof cube == 48 && sizeof cube[1] == 24 && sizeof cube[1][2] == 8);
  // A global 2D table with an initializer, read at symbolic indices.
  unsigned r = __VERIFIER_nondet_uint() % 3, c = __VERIFIER_nondet_uint() % 5;
  assert(table[r][c] == (int)(r * 5 + c + 1));
  // A local 2D array written at symbolic indices.
  int m[4][4];
  for (int a = 0; a < 4; a++)
    for (int b = 0; b < 4; b++)
      m[a][b] = 0;
  unsigned p = __VERIFIER_nondet_uint() % 4, q = __VERIFIER_nondet_uint() % 4;
  m[p][q] = 7;
  unsigned x = __VERIFIER_nondet_uint() % 4, y = __VERIFIER_nondet_uint() % 4;
  if (x != p || y != q)
    assert(m[x][y] == 0);
  assert(m[p][q] == 7);
#ifdef BUG
  // It fails exactly where the element read is the one written.
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}arrays-multidim.c:[[@LINE+7]]{{$}}
  // BUG: {{^ +}}p = [[P:[0-9]+]]{{$}}
  // BUG: {{^ +}}q = [[Q:[0-9]+]]{{$}}
  // BUG: {{^ +}}x = [[P]]{{$}}
  // BUG: {{^ +}}y = [[Q]]{{$}}
  // BUG: {{^}}  {{.*}}arrays-multidim.c:[[@LINE+2]]  assert(m[x][y] == 0);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(m[x][y] == 0);
#endif
#ifdef OOB
  // Row 2 of a 2-row cube does not exist.
  unsigned z = __VERIFIER_nondet_uint();
  __VERIFIER_assume(z <= 2);
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}arrays-multidim.c:[[@LINE+1]] [valid-deref]{{$}}
  cube[z][2][3] = 1;
#endif
  return 0;
}

// Globals and statics without an initializer start zeroed: scalars, arrays, structs,
// pointers (NULL), file-scope statics and function-local statics, whose value
// survives between calls.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);

struct rec {
  char c;
  long l;
  int *p;
  double d;
};

int zi;
long zl;
unsigned char zbuf[100];
int zgrid[4][8];
struct rec zr;
struct rec zrs[3];
int *zp;
static int file_static;
static long long file_static_arr[16];

static int counter(void) {
  static int calls;
  calls++;
  return calls;
}

int main(void) {
  assert(zi == 0 && zl == 0 && zp == 0 && file_static == 0);
  assert(zr.c == 0 && zr.l == 0 && zr.p == 0 && zr.d == 0.0);
  assert(zrs[2].l == 0 && zrs[1].p == 0);
  unsigned i = __VERIFIER_nondet_uint() % 100;
  assert(zbuf[i] == 0);
  unsigned r = __VERIFIER_nondet_uint() % 4, c = __VERIFIER_nondet_uint() % 8;
  assert(zgrid[r][c] == 0);
  assert(file_static_arr[i % 16] == 0);
  zbuf[i] = 5;
  file_static = 3;
  assert(counter() == 1);
  assert(counter() == 2);
  int third = counter();
  assert(third == 3);
#ifdef BUG
  // The write above makes exactly one byte non-zero.
  unsigned j = __VERIFIER_nondet_uint() % 100;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}globals-zero-static.c:[[@LINE+6]]{{$}}
  // BUG: {{^ +}}i = [[I:[0-9]+]]{{$}}
  // BUG: {{^ +}}third = 3{{$}}
  // The failing j is the i written.
  // BUG: {{^ +}}j = [[I]]{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(zbuf[j] == 0 || file_static != 3);
#endif
  return 0;
}

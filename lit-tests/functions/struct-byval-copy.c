// A struct parameter passed in memory (LLVM `byval`: a big struct for x86_64, any struct
// not expanded into scalars for i386) is the callee's own copy: writes to it inside the
// callee must not reach the caller's variable, and the callee sees the values at the
// time of the call even if the caller's struct changes later through a pointer the
// callee holds.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// The BUG variant asserts that the caller sees the callee's write: it fails in C.
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

struct big {
  int v[6];
  long tag;
};

static int clobber(struct big b, struct big *original) {
  b.v[0] = 99;
  b.tag = -1;
  // Through the pointer, the caller's struct; the parameter is a separate copy.
  original->v[1] = 42;
  return b.v[0] + b.v[1];
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  struct big b = {{x, 2, 3, 4, 5, 6}, 7};
  int r = clobber(b, &b);
  // The callee's copy held 99 and the old v[1] == 2.
  assert(r == 101);
  assert(b.v[1] == 42);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}struct-byval-copy.c:[[@LINE+1]]{{$}}
  assert(b.v[0] == 99);
#endif
  assert(b.v[0] == x && b.tag == 7);
  return 0;
}

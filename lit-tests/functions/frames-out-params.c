// Every call makes new stack objects: recursive frames each have their own local array,
// a callee writes through pointers to its callers' locals (out-parameters), and the
// addresses of the locals of different frames differ. A pointer to a local of a
// returned call dangles: reading it is an access to out-of-scope memory (DANGLING).
// A pointer occupies 4 bytes of a frame's pointer array for ILP32 and 8 for LP64.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DDANGLING | FileCheck %s --check-prefix=DANGLING
// RUN: %expect 10 %cbounds %s --64 -DDANGLING | FileCheck %s --check-prefix=DANGLING
// RUN: %expect 0 %cbounds %s --32 -DPTRSIZE | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DPTRSIZE | FileCheck %s --check-prefix=PTRSIZE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);

static int *frames[4];

// Fills a local array per frame, records its address, recurses, then checks that the
// deeper frames did not touch it.
static int walk(int depth, int seed, int *out_sum) {
  int mine[2] = {seed + depth, -depth};
  frames[depth] = mine;
  int below = 0;
  if (depth < 3)
    walk(depth + 1, seed, &below);
  assert(mine[0] == seed + depth && mine[1] == -depth);
  if (depth < 3)
    assert(frames[depth + 1] != mine);
  *out_sum = below + mine[0];
  return depth;
}

static void divmod(int a, int b, int *q, int *r) {
  *q = a / b;
  *r = a % b;
}

static int *leak_local(int v) {
  int local = v;
  int *p = &local;
  return p;
}

int main(void) {
  int seed = __VERIFIER_nondet_int() & 0xff;
  int sum = -1;
  walk(0, seed, &sum);
  assert(sum == 4 * seed + 6);
  int q, r;
  int a = __VERIFIER_nondet_int() & 0xfff;
  divmod(a, 7, &q, &r);
  assert(q * 7 + r == a && r >= 0 && r < 7);
  void *ptrs[2];
  assert(sizeof ptrs == 2 * sizeof(int *));
#ifdef PTRSIZE
  // PTRSIZE: {{^}}UNSAFE: assertion failed at {{.*}}frames-out-params.c:[[@LINE+1]]{{$}}
  assert(sizeof ptrs == 8);
#endif
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}frames-out-params.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}a = {{[0-9]+}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(r != 6);
#endif
#ifdef DANGLING
  int *p = leak_local(a);
  // DANGLING: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}frames-out-params.c:[[@LINE+1]] [valid-deref]{{$}}
  return *p;
#endif
  return 0;
}

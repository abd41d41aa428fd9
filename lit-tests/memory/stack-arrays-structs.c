// Stack arrays and structs: each local is its own object, each call of a function
// makes new ones, and locals start with any contents (an uninitialised read is a
// nondeterministic value, which the BUG variant shows). A pointer to a local of a
// returned function dangles: using it is an access to out-of-scope memory.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DDANGLING | FileCheck %s --check-prefix=DANGLING
// RUN: %expect 10 %cbounds %s --64 -DDANGLING | FileCheck %s --check-prefix=DANGLING
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

struct point {
  int x, y;
};
struct shape {
  char kind;
  struct point corners[3];
  long area;
};

static int sum3(int a, int b, int c) {
  int tmp[3] = {a, b, c};
  int s = 0;
  for (int k = 0; k < 3; k++)
    s += tmp[k];
  return s;
}

static int *address_of_local(int v) {
  int local = v;
  return &local;
}

int main(void) {
  int a[6];
  for (int k = 0; k < 6; k++)
    a[k] = k * k;
  struct shape s;
  s.kind = 't';
  for (int k = 0; k < 3; k++) {
    s.corners[k].x = a[k];
    s.corners[k].y = -a[k + 3];
  }
  s.area = 12;
  assert(a[5] == 25 && s.corners[2].x == 4 && s.corners[1].y == -16);
  struct point *q = &s.corners[1];
  q->x = 77;
  assert(s.corners[1].x == 77 && s.kind == 't' && s.area == 12);
  // Two calls, two separate arrays.
  assert(sum3(1, 2, 3) == 6 && sum3(a[1], a[2], a[3]) == 14);
  int n = __VERIFIER_nondet_int();
  struct point pt = {n, n + 1};
  assert(pt.y - pt.x == 1 || n == 2147483647);
#ifdef BUG
  int uninit[2];
  uninit[0] = 1;
  // Only uninit[0] was written.
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}stack-arrays-structs.c:[[@LINE+2]]{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(uninit[0] == 1 && uninit[1] == 0);
#endif
#ifdef DANGLING
  int *p = address_of_local(n);
  // DANGLING: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}stack-arrays-structs.c:[[@LINE+4]] [valid-deref]{{$}}
  // DANGLING: {{^ +}}p = &local{{$}}
  // DANGLING: {{^}}  {{.*}}stack-arrays-structs.c:[[@LINE+2]]  return *p;{{$}}
  // DANGLING-NEXT: {{^ +}}^ access to freed or out-of-scope memory{{$}}
  return *p;
#endif
  return 0;
}

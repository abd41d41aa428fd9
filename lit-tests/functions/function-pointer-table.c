// Calls through function pointers: a table of functions (in an initialised global and
// in a local array) indexed nondeterministically, a function pointer in a struct, and
// one passed as a callback. The bug is in one of the functions only, and the trace
// enters that one. Calling a pointer that is no function's address is an error.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DINVALID | FileCheck %s --check-prefix=INVALID
// RUN: %expect 10 %cbounds %s --64 -DINVALID | FileCheck %s --check-prefix=INVALID
// RUN: %expect 10 %cbounds %s --32 -DNULLFN | FileCheck %s --check-prefix=NULLFN
// RUN: %expect 10 %cbounds %s --64 -DNULLFN | FileCheck %s --check-prefix=NULLFN
// RUN: %expect 10 %cbounds %s --32 -DWRONGTYPE | FileCheck %s --check-prefix=WRONGTYPE
// RUN: %expect 10 %cbounds %s --64 -DWRONGTYPE | FileCheck %s --check-prefix=WRONGTYPE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static int maximum(int a, int b) {
#ifdef BUG
  // The bug: ties pick the wrong side only when a is 3.
  if (a == b && a == 3)
    return -1;
#endif
  return a > b ? a : b;
}

binop table[4] = {add, sub, mul, maximum};

struct op {
  const char *name;
  binop fn;
};

static double negate(double d) { return -d; }

static int apply(binop f, int a, int b) { return f(a, b); }

int main(void) {
  unsigned i = __VERIFIER_nondet_uint() % 4;
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  if (a < 0 || a > 100 || b < 0 || b > 100)
    return 0;
  int r = table[i](a, b);
  if (i == 0)
    assert(r == a + b);
  if (i == 2)
    assert(r == a * b);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}function-pointer-table.c:[[@LINE+8]]{{$}}
  // BUG: {{^ +}}i = 3{{$}}
  // BUG: {{^ +}}a = 3{{$}}
  // BUG: {{^ +}}b = 3{{$}}
  // BUG: -> maximum
  // BUG: <- maximum
  // BUG: {{^ +}}r = -1{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(i != 3 || (r >= a && r >= b));
  binop local[2] = {sub, add};
  assert(local[i & 1](a, b) == ((i & 1) ? a + b : a - b));
  struct op ops[2] = {{"sub", sub}, {"mul", mul}};
  assert(apply(ops[i % 2].fn, 6, 2) == (i % 2 ? 12 : 4));
  // Pointers to functions compare like pointers.
  assert((table[i] == add) == (i == 0) && table[1] == sub);
#ifdef INVALID
  binop bad = (binop)(void *)&ops[0];
  // INVALID: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer-table.c:[[@LINE+1]]{{$}}
  return bad(1, 2);
#endif
#ifdef NULLFN
  binop maybe = i == 1 ? NULL : add;
  // NULLFN: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer-table.c:[[@LINE+1]]{{$}}
  return maybe(1, 2);
#endif
#ifdef WRONGTYPE
  // A function of another type (one double parameter) called as a binop.
  binop other = (binop)(void *)negate;
  // WRONGTYPE: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer-table.c:[[@LINE+1]]{{$}}
  return other(1, 2);
#endif
  return 0;
}

// Where a pointer loaded from memory may point (encoder/mem_stored.h): objects up to
// 4 KiB keep a points-to set per byte, so an integer field next to a pointer field keeps
// its own set; an integer computed from a pointer by any arithmetic keeps the pointer's
// object (C's provenance), so a product is not "any object". Each case below must still
// see every object the pointer can really name: a set that missed one would hide a bug.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// A store at a symbolic index into a pointer array inside a struct, read back at a
// constant index: the store's set covers every byte it may write.
// RUN: %expect 10 %cbounds %s --32 -DSYMBOLIC_STORE | FileCheck %s --check-prefix=SYMBOLIC
// RUN: %expect 10 %cbounds %s --64 -DSYMBOLIC_STORE | FileCheck %s --check-prefix=SYMBOLIC
// A pointer copied byte by byte into the middle of a buffer and out again.
// RUN: %expect 10 %cbounds %s --32 -DBYTE_COPY | FileCheck %s --check-prefix=BYTECOPY
// RUN: %expect 10 %cbounds %s --64 -DBYTE_COPY | FileCheck %s --check-prefix=BYTECOPY
// A pointer through a product and back: (3 * u - 2 * u) is u again.
// RUN: %expect 10 %cbounds %s --32 -DPRODUCT | FileCheck %s --check-prefix=PRODUCT
// RUN: %expect 10 %cbounds %s --64 -DPRODUCT | FileCheck %s --check-prefix=PRODUCT
// A pointer written through one union member and read through an integer member.
// RUN: %expect 10 %cbounds %s --32 -DUNION | FileCheck %s --check-prefix=UNION
// A pointer that is set on one path only, used on both: the other path's pointer is
// indeterminate; using it is an error, never a silent success.
// RUN: %expect 10 %cbounds %s --64 -DUNSET | FileCheck %s --check-prefix=UNSET
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <stdint.h>
#include <string.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int a, b, c;

struct queue {
  long size;        // an integer computed by a product below
  int *slots[4];
  long mask;
};

struct queue q;

static void grow(void) {
  // An integer from a product, stored beside the pointers.
  q.mask = 2 * (q.mask + 1) - 1;
  q.size = q.size * 3;
}

static void symbolic_store(void) {
  unsigned i = __VERIFIER_nondet_uint() % 4;
  q.slots[2] = &a; // the slot's bytes already hold a pointer to a: their set is {a}
  q.slots[i] = &b;
  grow();
  if (i == 2) {
    *q.slots[2] = 5;
#ifdef SYMBOLIC_STORE
    // SYMBOLIC: {{^}}UNSAFE: assertion failed at {{.*}}points-to-precision.c:[[@LINE+1]]{{$}}
    assert(b != 5);
#endif
    assert(b == 5);
  }
}

static void byte_copy(void) {
  unsigned char buf[3 * sizeof(int *)];
  int *p = &c, *first = &a, *back;
  memcpy(buf + sizeof(int *), &first, sizeof first); // a pointer to a there first
  for (unsigned k = 0; k < sizeof p; k++)
    buf[sizeof(int *) + k] = ((unsigned char *)&p)[k];
  memcpy(&back, buf + sizeof(int *), sizeof back);
  *back = 7;
#ifdef BYTE_COPY
  // BYTECOPY: {{^}}UNSAFE: assertion failed at {{.*}}points-to-precision.c:[[@LINE+1]]{{$}}
  assert(c != 7);
#endif
  assert(c == 7);
}

static void product(void) {
  uintptr_t u = (uintptr_t)&a;
  uintptr_t w = 3 * u - 2 * u;
  *(int *)w = 9;
#ifdef PRODUCT
  // PRODUCT: {{^}}UNSAFE: assertion failed at {{.*}}points-to-precision.c:[[@LINE+1]]{{$}}
  assert(a != 9);
#endif
  assert(a == 9);
}

union slot {
  int *pointer;
  uintptr_t bits;
};

static void through_union(void) {
  union slot s;
  s.pointer = &b;
  *(int *)s.bits = 11;
#ifdef UNION
  // UNION: {{^}}UNSAFE: assertion failed at {{.*}}points-to-precision.c:[[@LINE+1]]{{$}}
  assert(b != 11);
#endif
  assert(b == 11);
}

static void maybe_set(int **where) {
  if (__VERIFIER_nondet_int())
    *where = &c;
}

static void unset(void) {
  int *p; // in memory (its address is taken): LLVM cannot pick a value for it
  maybe_set(&p);
#ifdef UNSET
  // UNSET: {{^}}UNSAFE: {{.*}}points-to-precision.c:[[@LINE+2]] [valid-deref]{{$}}
#endif
  *p = 1;
}

int main(void) {
  q.mask = 1;
  q.size = 1;
  symbolic_store();
  byte_copy();
  product();
  through_union();
#ifdef UNSET
  unset();
#endif
  return 0;
}

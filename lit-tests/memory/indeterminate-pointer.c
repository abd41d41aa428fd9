// A pointer loaded from memory never written is indeterminate (docs/memory.md): an
// access through it is an error (it points to no object), instead of an access to
// whatever object its unknown bits might name. Where some paths wrote the
// pointer and others did not, the paths that wrote it keep it exactly.
//
// RUN: %expect 10 %cbounds %s -DUNSET | FileCheck %s --check-prefix=UNSET
// RUN: %expect 10 %cbounds %s -DUNSET --32 | FileCheck %s --check-prefix=UNSET
// Under unreach-call the access is not an error of the property, and the cut executions
// make SAFE impossible: UNKNOWN, naming the load (before, the garbage pointer's value was
// kept, and a comparison with it could take either branch; giving it one value without
// the cut would have lost the other).
// RUN: %expect 20 %cbounds %s -DUNSET --property unreach-call | FileCheck %s --check-prefix=UNSETCALL
//
// The edges a naive implementation gets wrong:
// - -DSOMETIMES, the pointer is written only when `flag` holds, and used only then: SAFE
//   (replacing the whole loaded pointer by the indeterminate one would report an error);
//   -DSOMETIMES -DBUG: the use writes through it, and the failure it causes is found.
// - -DINDEX, a pointer into a known array at an index read from memory never written,
//   stored and loaded back, still reaches every element: the failure at arr[2] is found
//   (replacing the index's bits too would always write arr[0]: a wrong SAFE).
// - -DINTEGER, an integer read from memory never written keeps every value.
// RUN: %expect 0 %cbounds %s -DSOMETIMES | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DSOMETIMES --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DSOMETIMES -DBUG | FileCheck %s --check-prefix=SOMEBUG
// -DCOMPARE: an uninitialized pointer compared with NULL may be NULL: never SAFE (one
// value for it without the cut said SAFE here).
// RUN: %expect 20 %cbounds %s -DCOMPARE | FileCheck %s --check-prefix=COMPARE
// RUN: %expect 10 %cbounds %s -DINDEX | FileCheck %s --check-prefix=INDEX
// RUN: %expect 10 %cbounds %s -DINDEX --32 | FileCheck %s --check-prefix=INDEX
// The native replay cannot make malloc hand out those bytes: no replay for this one.
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DINTEGER | FileCheck %s --check-prefix=INTEGER
//
// UNSETCALL: {{^}}UNKNOWN: unsupported: a pointer read from memory never written at {{.*}}indeterminate-pointer.c:[[#@LINE+19]]{{$}}
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *next;
  int value;
};

int arr[4];

int main(void) {
  struct node *n = malloc(sizeof *n);
  n->value = 1;
#ifdef UNSET
  struct node *next = n->next;
  // UNSET: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}indeterminate-pointer.c:[[@LINE+1]] [valid-deref]{{$}}
  next->value = 2;
#endif
#ifdef SOMETIMES
  struct node other = {0, 0};
  int flag = __VERIFIER_nondet_int();
  if (flag)
    n->next = &other;
  if (flag) {
    n->next->value = 5;
    assert(other.value == 5);
#ifdef BUG
    // SOMEBUG: {{^}}UNSAFE: assertion failed at {{.*}}indeterminate-pointer.c:[[@LINE+1]]{{$}}
    assert(other.value != 5);
#endif
  }
#endif
#ifdef INDEX
  int *block = malloc(2 * sizeof *block);
  int **slot = malloc(sizeof *slot);
  *slot = &arr[block[1] & 3];
  int *p = *slot;
  *p = 7;
  // INDEX: {{^}}UNSAFE: assertion failed at {{.*}}indeterminate-pointer.c:[[@LINE+1]]{{$}}
  assert(arr[2] != 7);
#endif
#ifdef COMPARE
  // COMPARE: {{^}}UNKNOWN: unsupported: a pointer read from memory never written at {{.*}}indeterminate-pointer.c:[[@LINE+1]]{{$}}
  assert(n->next != 0);
#endif
#ifdef INTEGER
  int *ints = malloc(sizeof *ints);
  // INTEGER: {{^}}UNSAFE: assertion failed at {{.*}}indeterminate-pointer.c:[[@LINE+1]]{{$}}
  assert(*ints != 12345);
#endif
  free(n);
  return 0;
}

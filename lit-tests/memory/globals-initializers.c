// Globals start with their initializers, laid out by the target's data layout:
// scalars, partly initialised arrays (the rest zero), strings, nested structs with
// padding, and pointers to other globals (and into them) in initializers. The layout
// of a struct with a long differs between ILP32 and LP64.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// The offset of `name` is 40 only for LP64 (4 + 4 padding + 2 * 16); ILP32 has 20.
// RUN: %expect 10 %cbounds %s --32 -DLAYOUT | FileCheck %s --check-prefix=LAYOUT
// RUN: %expect 0 %cbounds %s --64 -DLAYOUT | FileCheck %s --check-prefix=OK
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

extern int __VERIFIER_nondet_int(void);

struct inner {
  char tag;
  long v;
};
struct outer {
  int id;
  struct inner in[2];
  const char *name;
};

int scalar = 42;
long big = -5;
short arr[5] = {1, 2, 3};
char msg[] = "hello";
const char *greeting = "hi";
int *ptr_to_scalar = &scalar;
short *ptr_into_arr = &arr[2];
struct outer o = {7, {{'a', 100}, {'b', -200}}, "bob"};
struct outer *po = &o;
long *ptr_into_struct = &o.in[1].v;
short *ptr_table[3] = {&arr[1], NULL, &arr[4]};
const char *words[] = {"one", "two", "three"};
uintptr_t address_as_integer = (uintptr_t)&arr[3];
struct {
  int key;
  int *value;
} pairs[2] = {{1, &scalar}, {2, NULL}};

int main(void) {
  assert(scalar == 42 && big == -5);
  assert(arr[0] == 1 && arr[1] == 2 && arr[2] == 3 && arr[3] == 0 && arr[4] == 0);
  assert(sizeof(msg) == 6 && msg[0] == 'h' && msg[4] == 'o' && msg[5] == 0);
  assert(greeting[0] == 'h' && greeting[1] == 'i' && greeting[2] == 0);
  assert(*ptr_to_scalar == 42 && *ptr_into_arr == 3 && ptr_into_arr[-1] == 2);
  assert(o.id == 7 && o.in[0].tag == 'a' && o.in[1].tag == 'b' && o.in[1].v == -200);
  assert(o.name[0] == 'b' && o.name[1] == 'o' && o.name[3] == 0);
  assert(po->in[0].v == 100 && *ptr_into_struct == -200);
  assert(sizeof(struct outer) == (sizeof(long) == 8 ? 48 : 24));
  assert(*ptr_table[0] == 2 && ptr_table[1] == NULL && *ptr_table[2] == 0);
  assert(words[1][1] == 'w' && words[2][4] == 'e' && words[0][3] == 0);
  assert(*(short *)address_as_integer == 0 && (short *)address_as_integer == &arr[3]);
  assert(*pairs[0].value == 42 && pairs[1].value == NULL && pairs[1].key == 2);
  // Padding bytes of a global are zero.
  assert(((const unsigned char *)&o.in[0])[1] == 0);
  // The pointers really alias the globals.
  *ptr_to_scalar = 1;
  *ptr_into_struct = 9;
  assert(scalar == 1 && o.in[1].v == 9);
#ifdef LAYOUT
  // LAYOUT: {{^}}UNSAFE: assertion failed at {{.*}}globals-initializers.c:[[@LINE+1]]{{$}}
  assert(offsetof(struct outer, name) == 40);
#endif
  int i = __VERIFIER_nondet_int();
  if (i >= 0 && i < 5)
    assert(arr[i] <= 3);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}globals-initializers.c:[[@LINE+5]]{{$}}
  // BUG: {{^}}  {{.*}}globals-initializers.c:[[@LINE-5]]  int i = __VERIFIER_nondet_int();{{$}}
  // BUG-NEXT: {{^ +}}__VERIFIER_nondet_int() = 1{{$}}
  // BUG-NEXT: {{^ +}}i = 1{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(i < 0 || i >= 5 || arr[i] != 2);
#endif
  return 0;
}

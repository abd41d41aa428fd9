// Pointer values in the trace (docs/output.md): `NULL`, `&name` and `&name + OFFSET`
// (the offset in bytes, so it follows the data model: ILP32 with --32, LP64 with --64),
// and heap blocks as `&heap#N (allocated at line L)`.
//
// RUN: %expect 10 %cbounds %s --64 | FileCheck %s --check-prefixes=CHECK,LP64
// RUN: %expect 10 %cbounds %s --32 | FileCheck %s --check-prefixes=CHECK,ILP32

#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct pair {
  long first;
  int second;
};

static struct pair pairs[2];

// The address of the key in the table, or NULL.
static int *lookup(int *table, int n, int key) {
  for (int i = 0; i < n; i++)
    if (table[i] == key)
      return &table[i];
  return NULL;
}

int main(void) {
  // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}trace-pointers.c:[[#ERR:]]{{$}}
  int key = __VERIFIER_nondet_int();
  int table[4] = {5, 6, 7, 8};
  // CHECK: {{^}}  {{.*}}trace-pointers.c:[[@LINE+2]]  int *third = &table[2];{{$}}
  // CHECK-NEXT: {{^ +}}third = &table + 8{{$}}
  int *third = &table[2];
  // Inside lookup, table is main's array.
  // CHECK: {{^}}  {{.*}}trace-pointers.c:[[#CALL:@LINE+5]]  -> lookup{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-pointers.c:{{[0-9]+}}    for (int i = 0; i < n; i++){{$}}
  // CHECK-NEXT: {{^ +}}table = &table{{$}}
  // CHECK: {{^}}  {{.*}}trace-pointers.c:[[#CALL]]  <- lookup{{$}}
  // CHECK-NEXT: {{^ +}}found = NULL{{$}}
  int *found = lookup(table, 4, key);
  // long has 8 bytes in LP64 and 4 in ILP32, so a pair has 16 or 8, second at 8 or 4.
  // The key is odd (see the condition below): pairs[1].
  // CHECK-NEXT: {{^}}  {{.*}}trace-pointers.c:[[@LINE+3]]  int *second = &pairs[key & 1].second;{{$}}
  // LP64-NEXT: {{^ +}}second = &pairs + 24{{$}}
  // ILP32-NEXT: {{^ +}}second = &pairs + 12{{$}}
  int *second = &pairs[key & 1].second;
  // CHECK-NEXT: {{^}}  {{.*}}trace-pointers.c:[[#HEAP:@LINE+3]]  char *block = malloc(8);{{$}}
  // CHECK-NEXT: {{^ +}}malloc() = &heap#[[#N:]] (allocated at line [[#HEAP]]){{$}}
  // CHECK-NEXT: {{^ +}}block = &heap#[[#N]] (allocated at line [[#HEAP]]){{$}}
  char *block = malloc(8);
  // CHECK-NEXT: {{^}}  {{.*}}trace-pointers.c:[[@LINE+2]]  char *end = block + 8;{{$}}
  // CHECK-NEXT: {{^ +}}end = &heap#[[#N]] (allocated at line [[#HEAP]]) + 8{{$}}
  char *end = block + 8;
  // CHECK-NEXT: {{^}}  {{.*}}trace-pointers.c:[[#ERR-1]]  if (found == NULL && *third == 7 && second == &pairs[1].second && end - block == 8){{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-pointers.c:[[#ERR]]  reach_error();{{$}}
  // CHECK-NEXT: {{^ +}}^ reach_error() called{{$}}
  // CHECK-NOT: {{.}}
  if (found == NULL && *third == 7 && second == &pairs[1].second && end - block == 8)
    reach_error();
  free(block);
  return 0;
}

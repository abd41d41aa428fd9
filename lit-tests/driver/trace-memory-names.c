// Stores name the memory they write from the debug information (docs/output.md): a
// global two-dimensional array, an array of structs with a nested array and a union, a
// static local, a local array, a heap array typed by the pointer its allocation was
// assigned to, and, where the type is not known (a void * allocation written through a
// cast), the object and byte offset.
//
// RUN: %expect 10 %cbounds %s --no-slice | FileCheck %s
// RUN: %expect 10 %cbounds %s --32 --no-slice | FileCheck %s
//
// CHECK:      {{^}}UNSAFE: assertion failed at {{.*}}trace-memory-names.c:[[#ERR:]]{{$}}
// CHECK-NEXT: {{^}}trace:{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L:]]  grid[1][2] = 5;{{$}}
// CHECK-NEXT: {{^ +}}grid[1][2] = 5{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+1]]  shapes[1].corners[2].y = -3;{{$}}
// CHECK-NEXT: {{^ +}}shapes[1].corners[2].y = -3{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+2]]  shapes[0].u.i = 9;{{$}}
// CHECK-NEXT: {{^ +}}shapes[0].u.i = 9{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+3]]  shapes[0].tag = 'a';{{$}}
// CHECK-NEXT: {{^ +}}shapes[0].tag = 97 ('a'){{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+4]]  bytes[3] = 200;{{$}}
// CHECK-NEXT: {{^ +}}bytes[3] = 200{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+5]]  struct point *ps = malloc(4 * sizeof(struct point));{{$}}
// CHECK-NEXT: {{^ +}}malloc() = &heap#[[#PS:]] (allocated at line [[#L+5]]){{$}}
// CHECK-NEXT: {{^ +}}ps = &heap#[[#PS]] (allocated at line [[#L+5]]){{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+6]]  ps[2].y = 11;{{$}}
// CHECK-NEXT: {{^ +}}heap#[[#PS]][2].y = 11{{$}}
// CHECK:      {{^}}  {{.*}}trace-memory-names.c:[[#L+9]]  *ip = 4;{{$}}
// CHECK-NEXT: {{^ +}}(&heap#[[#RAW:]] + 8) = 4{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+11]]  local[1] = 8;{{$}}
// CHECK-NEXT: {{^ +}}local[1] = 8{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#L+13]]  counter = 2;{{$}}
// CHECK-NEXT: {{^ +}}counter = 2{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-memory-names.c:[[#ERR]]  assert(grid[1][2] + local[1] != 13);{{$}}
// CHECK-NEXT: {{^ +}}^ assertion failed{{$}}

#include <assert.h>
#include <stdlib.h>

struct point { int x, y; };
struct shape { char tag; struct point corners[3]; union { int i; float f; } u; };

int grid[3][4];
struct shape shapes[2];
static unsigned char bytes[4];

int main(void) {
  grid[1][2] = 5;
  shapes[1].corners[2].y = -3;
  shapes[0].u.i = 9;
  shapes[0].tag = 'a';
  bytes[3] = 200;
  struct point *ps = malloc(4 * sizeof(struct point));
  ps[2].y = 11;
  void *raw = malloc(16);
  int *ip = (int *)raw + 2;
  *ip = 4;
  int local[3];
  local[1] = 8;
  static int counter;
  counter = 2;
  assert(grid[1][2] + local[1] != 13);
  return 0;
}

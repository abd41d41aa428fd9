// Calls through function pointers are followed: each function the pointer may point to
// is called where it does (from a variable, a table, a parameter), with `-> f` and
// `<- f` in the trace and the pointer printed as `&f`. A pointer that is not the
// address of a function of the called type (NULL, an integer, a data object, a function
// of another type, an address inside a function) is an error: `call through an invalid
// function pointer` at the line of the call.
//
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DNULL_POINTER | FileCheck %s --check-prefix=NULL
// RUN: %expect 10 %cbounds %s -DWRONG_TYPE | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s -DDATA | FileCheck %s --check-prefix=DATA
// RUN: %expect 10 %cbounds %s -DINSIDE | FileCheck %s --check-prefix=INSIDE
// RUN: %expect 10 %cbounds %s -DINTEGER | FileCheck %s --check-prefix=INTEGER
// RUN: %expect 10 %cbounds %s -DTABLE_INDEX | FileCheck %s --check-prefix=INDEX
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

typedef int (*unary)(int);

static int inc(int v) { return v + 1; }
static int dec(int v) { return v - 1; }
static int twice(int v) { return 2 * v; }
static int floating(double v) { return (int)v; }
static int data_object;

static unary table[3] = {inc, dec, twice};

static int apply(unary f, int v) { return f(v); }

int main(void) {
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c > -1000 && c < 1000);
  unary op = c > 0 ? inc : dec;
  int r = op(c);
  assert(r == c + 1 || r == c - 1);
  unsigned k = (unsigned)c % 3;
  assert(apply(table[k], c) != c);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}function-pointer.c:[[@LINE+10]]{{$}}
  // BUG: {{^}}  {{.*}}function-pointer.c:[[@LINE+5]]  -> apply{{$}}
  // BUG-NEXT: {{^}}  {{.*}}function-pointer.c:[[@LINE-12]]    static int apply(unary f, int v) { return f(v); }{{$}}
  // BUG-NEXT: {{^ +}}f = &twice{{$}}
  // BUG-NEXT: {{^ +}}v = 21{{$}}
  // BUG-NEXT: {{^}}  {{.*}}function-pointer.c:[[@LINE-15]]    -> twice{{$}}
  r = apply(table[2], c);
#ifdef BUG
  // BUG: {{^}}  {{.*}}function-pointer.c:[[@LINE-2]]  <- apply{{$}}
  // BUG-NEXT: {{^ +}}r = 42{{$}}
  assert(r != 42);
#endif

#ifdef NULL_POINTER
  unary none = c == 7 ? (unary)0 : inc;
  // NULL: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer.c:[[@LINE+5]]{{$}}
  // NULL: {{^ +}}none = NULL{{$}}
  // NULL-NEXT: {{^}}  {{.*}}function-pointer.c:[[@LINE+3]]  r = none(c);{{$}}
  // NULL-NEXT: {{^ +}}^ call through an invalid function pointer{{$}}
  // NULL-NOT: {{.}}
  r = none(c);
#endif
#ifdef WRONG_TYPE
  unary cast = c == 7 ? (unary)floating : inc;
  // WRONG: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer.c:[[@LINE+5]]{{$}}
  // WRONG: {{^ +}}cast = &floating{{$}}
  // WRONG-NEXT: {{^}}  {{.*}}function-pointer.c:[[@LINE+3]]  r = cast(c);{{$}}
  // WRONG-NEXT: {{^ +}}^ call through an invalid function pointer{{$}}
  // WRONG-NOT: {{.}}
  r = cast(c);
#endif
#ifdef DATA
  unary data = c == 7 ? (unary)&data_object : inc;
  // DATA: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer.c:[[@LINE+5]]{{$}}
  // DATA: {{^ +}}data = &data_object{{$}}
  // DATA-NEXT: {{^}}  {{.*}}function-pointer.c:[[@LINE+3]]  r = data(c);{{$}}
  // DATA-NEXT: {{^ +}}^ call through an invalid function pointer{{$}}
  // DATA-NOT: {{.}}
  r = data(c);
#endif
#ifdef INSIDE
  unary inside = c == 7 ? (unary)((char *)inc + 1) : inc;
  // INSIDE: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer.c:[[@LINE+5]]{{$}}
  // INSIDE: {{^ +}}inside = &inc + 1{{$}}
  // INSIDE-NEXT: {{^}}  {{.*}}function-pointer.c:[[@LINE+3]]  r = inside(c);{{$}}
  // INSIDE-NEXT: {{^ +}}^ call through an invalid function pointer{{$}}
  // INSIDE-NOT: {{.}}
  r = inside(c);
#endif
#ifdef INTEGER
  unary number = c == 7 ? (unary)(long)c : inc;
  // INTEGER: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}function-pointer.c:[[@LINE+5]]{{$}}
  // INTEGER: {{^ +}}number = 7{{$}}
  // INTEGER-NEXT: {{^}}  {{.*}}function-pointer.c:[[@LINE+3]]  r = number(c);{{$}}
  // INTEGER-NEXT: {{^ +}}^ call through an invalid function pointer{{$}}
  // INTEGER-NOT: {{.}}
  r = number(c);
#endif
#ifdef TABLE_INDEX
  // The table has 3 entries: reading table[3] is out of bounds (before any call).
  // INDEX: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}function-pointer.c:[[@LINE+4]] [valid-deref]{{$}}
  // INDEX: {{^}}  {{.*}}function-pointer.c:[[@LINE+3]]  r = table[(unsigned)c % 4](c);{{$}}
  // INDEX-NEXT: {{^ +}}^ out-of-bounds memory access{{$}}
  // INDEX-NOT: {{.}}
  r = table[(unsigned)c % 4](c);
#endif
  return r;
}

// Variadic functions: printf (and fprintf, puts) are modelled and do not prevent SAFE; a
// user variadic function that never reads its variable arguments is called like any
// other; one that reads them with va_start gets them as the call passed them (integers,
// pointers, doubles; encoder/symex_vararg.c), and reading more than were passed is an
// out-of-bounds access. An error found before it is still UNSAFE.
//
// RUN: %expect 0 %cbounds %s --32 2> %t.err | FileCheck %s --check-prefix=OK
// The output functions are models: no warning about undefined functions.
// RUN: not grep . %t.err
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s --32 -DVA_START | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 -DVA_START | FileCheck %s --check-prefix=OK
// Reading an argument that was not passed is undefined; natively it reads a register or
// the caller's stack without a sanitizer noticing, so this verdict is not replayed.
// RUN: %expect 10 %cbounds-bin --no-deepen %s --32 -DVA_START -DTOO_MANY | FileCheck %s --check-prefix=TOOMANY
// RUN: %expect 10 %cbounds-bin --no-deepen %s --64 -DVA_START -DTOO_MANY | FileCheck %s --check-prefix=TOOMANY
// RUN: %expect 10 %cbounds %s --32 -DVA_START -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DVA_START -DBUG | FileCheck %s --check-prefix=BUG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

// Variadic, but only the fixed argument is used.
static int first_only(int first, ...) {
  return first * 2;
}

#ifdef VA_START
static int sum(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int s = 0;
  for (int k = 0; k < count; k++)
    // TOOMANY: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}variadic-printf.c:[[@LINE+1]] [valid-deref]{{$}}
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}
#endif

int main(void) {
  int x = __VERIFIER_nondet_int();
  printf("x = %d, %s, %f\n", x, "text", 1.5);
  fprintf(stderr, "warning %d\n", x);
  puts("done");
  assert(first_only(x, 1, 2.0, "three") == x * 2);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}variadic-printf.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}x = 17{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(x != 17);
#endif
#ifdef VA_START
  int s = sum(3, x, 1, 2);
  assert(s == x + 3);
#ifdef TOO_MANY
  sum(4, x, 1, 2);
#endif
#endif
  return 0;
}

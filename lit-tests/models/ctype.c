// <ctype.h> (runtime-models/libc_ctype.c): glibc's macros read its class table through
// __ctype_b_loc; the function forms and toupper/tolower give the same answers. For every
// character value -128..255 the program folds the classes into a checksum, natively
// (the RUN lines before cbounds) with glibc's table and on the models: both must give the
// value written below. A model with one bit wrong fails it.
//
// RUN: %clang -O0 -w %s -o %t.native && %t.native
// RUN: %expect 0 %cbounds %s --64 --unroll-forced --unwind 400 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --unroll-forced --unwind 400 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DNONDET -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 0 %cbounds %s --64 -DNONDET | FileCheck %s --check-prefix=OK
// An index outside -128..255 is undefined: natively it reads past glibc's table, which
// no sanitizer watches, so this verdict is not replayed.
// RUN: %expect 10 %cbounds-bin --no-deepen %s --64 -DOOB | FileCheck %s --check-prefix=OOB
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <ctype.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static unsigned classes(int c) {
  return !!isupper(c) | !!islower(c) << 1 | !!isalpha(c) << 2 | !!isdigit(c) << 3 |
         !!isxdigit(c) << 4 | !!isspace(c) << 5 | !!isprint(c) << 6 | !!isgraph(c) << 7 |
         !!isblank(c) << 8 | !!iscntrl(c) << 9 | !!ispunct(c) << 10 | !!isalnum(c) << 11;
}

// The same through the functions, not the macros.
static unsigned function_classes(int c) {
  return !!(isupper)(c) | !!(islower)(c) << 1 | !!(isalpha)(c) << 2 | !!(isdigit)(c) << 3 |
         !!(isxdigit)(c) << 4 | !!(isspace)(c) << 5 | !!(isprint)(c) << 6 |
         !!(isgraph)(c) << 7 | !!(isblank)(c) << 8 | !!(iscntrl)(c) << 9 |
         !!(ispunct)(c) << 10 | !!(isalnum)(c) << 11;
}

int main(void) {
#ifdef OOB
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}ctype.c:[[@LINE+1]] [valid-deref]{{$}}
  return isdigit(1000);
#elif defined(NONDET)
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= -1 && c < 256);
  assert(!isdigit(c) || (c >= '0' && c <= '9'));
  assert(!isspace(c) || c == ' ' || (c >= '\t' && c <= '\r'));
  assert(toupper(c) == (islower(c) ? c - 32 : c));
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}ctype.c:[[@LINE+1]]{{$}}
  assert(!isxdigit(c) || isdigit(c) || c < 'f');
#endif
  return 0;
#else
  unsigned long long sum = 0;
  for (int c = -128; c < 256; c++) {
    unsigned k = classes(c);
    assert(k == function_classes(c));
    sum = sum * 31 + k * 7 + (unsigned)toupper(c) * 3 + (unsigned)tolower(c);
  }
  assert(sum == 0x110b0d08560e3320ULL);
  return 0;
#endif
}

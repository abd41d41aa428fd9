// printf, fprintf, dprintf, vprintf, vfprintf, puts, fputs, putchar (runtime-models/
// libc_io.c): on success glibc's count of characters (printf's the formatter of
// snprintf computes, %n included), puts strlen + 1, fputs 1, putchar the character; any
// of them may fail instead (a negative result: output leaves the program). The first
// RUN lines run the same assertions natively against glibc.
//
// RUN: %clang -O0 -w %s -o %t.native64 && %t.native64 > /dev/null
// RUN: %clang -O0 -w -m32 %s -o %t.native32 && %t.native32 > /dev/null
// RUN: %expect 0 %cbounds %s --64 --unwind 12 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --unwind 12 | FileCheck %s --check-prefix=OK
// A wrong count, and trusting that output never fails, are UNSAFE.
// RUN: %expect 10 %cbounds %s --64 --unwind 12 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 --unwind 12 -DNOFAIL | FileCheck %s --check-prefix=NOFAIL
// Where the result is used, the %s argument is read: a string without a terminator is
// out of bounds; a NULL stream is a null pointer dereference.
// RUN: %expect 10 %cbounds %s --64 --unwind 12 -DBADSTR | FileCheck %s --check-prefix=BADSTR
// RUN: %expect 10 %cbounds %s --64 --unwind 12 -DNULLSTREAM | FileCheck %s --check-prefix=NULLSTREAM
// A call whose result is unused costs nothing (passes/seq_output.c): a long format is
// not read, so --unwind 2 proves it; the same call with its result used needs the loop
// over the format. (Its %s argument is not read either: docs/models.md.)
// RUN: %expect 0 %cbounds %s --64 --unwind 2 -DCHEAP | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --64 --unwind 2 -DCHEAP -DUSED | FileCheck %s --check-prefix=USED
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// WRONG: {{^}}UNSAFE: assertion failed at {{.*}}printf.c:[[#]]
// NOFAIL: {{^}}UNSAFE: assertion failed at {{.*}}printf.c:[[#]]
// BADSTR: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}printf.c:[[#]]
// NULLSTREAM: {{^}}UNSAFE: null pointer dereference at {{.*}}printf.c:[[#]]
// USED: {{^}}UNKNOWN: loop may run more than 2 iterations at {{.*}}printf.c:[[#]]

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>

static int via_v(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vprintf(fmt, ap);
  va_end(ap);
  return r;
}

static int via_vf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}

#define COUNT(call, n) do { int r_ = (call); assert(r_ < 0 || r_ == (n)); } while (0)

int main(void) {
#ifdef CHEAP
  char s[2] = {'a', 'b'}; /* no terminator */
#ifdef USED
  int r = printf("a rather long format of many characters: %d\n", 1);
  assert(r < 0 || r == 44);
#else
  printf("a rather long format of many characters: %d %s\n", 1, s);
#endif
  return 0;
#endif
  COUNT(printf("%5d|%s\n", 42, "zz"), 9);
  COUNT(printf("%-3c%%%x", 'a', 255u), 6);
  COUNT(printf(""), 0);
  COUNT(printf("%.2s", "abcdef"), 2);
  COUNT(printf("%+d %lld", 7, -1234567890123LL), 17);
  COUNT(fprintf(stderr, "%s=%u\n", "key", 4000000000u), 15);
  COUNT(fprintf(stdout, "%#o", 8), 3);
  COUNT(via_v("%*d.", 6, -5), 7);
  COUNT(via_vf(stdout, "%s %s", "ab", "c"), 4);
  COUNT(dprintf(1, "%03d", 7), 3);
  int n = 0;
  printf("abc%n", &n); /* result unused: %n still writes */
  assert(n == 3);
  COUNT(puts("hello"), 6);
  COUNT(puts(""), 1);
  COUNT(fputs("abc", stdout), 1);
  COUNT(putchar('x'), 'x');
  COUNT(putchar(-56), 200); /* as unsigned char */
#ifdef WRONG
  COUNT(printf("%d", 100), 2);
#endif
#ifdef NOFAIL
  int r = printf("%d", 100);
  assert(r == 3);
#endif
#ifdef BADSTR
  char t[2] = {'x', 'y'};
  int b = printf("%s", t);
  assert(b < 0 || b >= 2);
#endif
#ifdef NULLSTREAM
  FILE *none = 0;
  fprintf(none, "x");
#endif
  return 0;
}

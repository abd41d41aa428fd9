// scanf, fscanf, vscanf, vfscanf (glibc's __isoc99_ names; runtime-models/libc_fscan.c):
// the input is nondeterministic, so a call stands for every input. The correct program
// handles every outcome; natively (first RUN lines) the same assertions hold for a few
// real inputs. Each variant trusts something some input breaks, and each is a real bug.
//
// RUN: %clang -O0 -w %s -o %t.native
// RUN: %t.native < /dev/null
// RUN: printf '12 34 word abc 7 x 5 1.5 0x1f 99' | %t.native
// RUN: printf '12 x' | %t.native
// RUN: printf -- '-4 -5 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa ab' | %t.native
// RUN: %clang -O0 -w -m32 %s -o %t.native32
// RUN: printf '12 34 word abc 7 x 5 1.5 0x1f 99' | %t.native32
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// `%s` without a width overflows any buffer (the input word is unbounded); `%7s` into
// char[8] does not. The overflow is found without a loop over the buffer.
// RUN: %expect 10 %cbounds %s -DOVERFLOW | FileCheck %s --check-prefix=OVERFLOW
// RUN: %expect 10 %cbounds %s -DCHARS | FileCheck %s --check-prefix=OVERFLOW
// RUN: %expect 10 %cbounds %s -DNOEOF | FileCheck %s --check-prefix=NOEOF
// RUN: %expect 10 %cbounds %s -DNOPARTIAL | FileCheck %s --check-prefix=NOPARTIAL
// RUN: %expect 10 %cbounds %s -DNOMISMATCH | FileCheck %s --check-prefix=NOMISMATCH
// RUN: %expect 10 %cbounds %s -DWIDTH | FileCheck %s --check-prefix=WIDTH
// RUN: %expect 10 %cbounds %s -DNEGATIVE | FileCheck %s --check-prefix=NEGATIVE
// RUN: %expect 10 %cbounds %s -DNAN | FileCheck %s --check-prefix=NAN
// RUN: %expect 10 %cbounds %s -DNULLSTREAM | FileCheck %s --check-prefix=NULLSTREAM
// A word longer than 16 characters takes one loop iteration per character.
// RUN: %expect 20 %cbounds %s -DLONG | FileCheck %s --check-prefix=LONG
// RUN: %expect 0 %cbounds %s -DLONG --unwind 32 | FileCheck %s --check-prefix=OK
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OVERFLOW: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}scanf.c:[[#]] [valid-deref]{{$}}
// NOEOF: {{^}}UNSAFE: assertion failed at {{.*}}scanf.c:[[#]]{{$}}
// NOPARTIAL: {{^}}UNSAFE: assertion failed at {{.*}}scanf.c:[[#]]{{$}}
// NOMISMATCH: {{^}}UNSAFE: assertion failed at {{.*}}scanf.c:[[#]]{{$}}
// WIDTH: {{^}}UNSAFE: assertion failed at {{.*}}scanf.c:[[#]]{{$}}
// NEGATIVE: {{^}}UNSAFE: assertion failed at {{.*}}scanf.c:[[#]]{{$}}
// NAN: {{^}}UNSAFE: assertion failed at {{.*}}scanf.c:[[#]]{{$}}
// NULLSTREAM: {{^}}UNSAFE: null pointer dereference at {{.*}}scanf.c:[[#]] [valid-deref]{{$}}
// LONG: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}scanf.c:[[#]] (raise --unwind){{$}}

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int via_v(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vscanf(fmt, ap);
  va_end(ap);
  return r;
}

int main(void) {
  int a = 5, b = 6;
  int r = scanf("%d %d", &a, &b);
  assert(r == EOF || (r >= 0 && r <= 2));
  if (r <= 0)
    assert(a == 5 && b == 6);
  if (r == 1)
    assert(b == 6);
#ifdef NOEOF
  assert(r != EOF);
#endif
#ifdef NOPARTIAL
  assert(r != 1);
#endif
#ifdef NOMISMATCH
  assert(r != 0);
#endif
  char w[8];
#ifdef OVERFLOW
  r = scanf("%s", w);
#else
  r = scanf("%7s", w);
#endif
  if (r == 1)
    assert(strlen(w) <= 7 && w[0] != ' ' && w[0] != '\n');
  char cs[3] = {'.', '.', '.'};
#ifdef CHARS
  r = fscanf(stdin, "%4c", cs);
#else
  r = fscanf(stdin, " %3c", cs);
#endif
  if (r == 1)
    assert(cs[0] != '.' || cs[0] == '.'); /* any byte */
  unsigned char d = 0;
  r = via_v("%1hhu", &d);
  if (r == 1)
    assert(d <= 9);
#ifdef WIDTH
  if (r == 1)
    assert(d <= 8);
#endif
  int e = 0;
  long long n = -1; /* an int would hold the count truncated (more than 2^31 read) */
  r = scanf("%2d%lln", &e, &n);
  if (r == 1)
    assert(e >= -9 && e <= 99 && n >= 1);
#ifdef NEGATIVE
  if (r == 1)
    assert(e >= 0);
#endif
  double x = 0;
  r = scanf("%lf", &x);
#ifdef NAN
  if (r == 1)
    assert(x == x);
#endif
  int h = 0;
  r = scanf(" %i", &h);
  assert(r == EOF || r == 0 || r == 1);
#ifdef NULLSTREAM
  FILE *none = 0;
  fscanf(none, "%d", &h);
#endif
#ifdef LONG
  char big[24];
  if (scanf("%23s", big) == 1)
    assert(big[23] == '\0' || strlen(big) < 23);
#endif
  return 0;
}

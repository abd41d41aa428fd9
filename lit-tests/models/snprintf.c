// sprintf, snprintf, vsnprintf (runtime-models/libc_format.c): the characters glibc
// writes for %d %i %u %ld %lu %lld %llu %x %X %o %c %s %p %% with flags, width and
// precision, the count it returns, and snprintf's truncation. Every expectation is
// glibc's: the first RUN lines build the program natively and run it against the real C
// library; the next ones prove the same assertions on the models. Then: a wrong
// expectation, a buffer too small for sprintf, and numbers the solver chooses.
//
// RUN: %clang -O0 -w %s -o %t.native64 && %t.native64
// RUN: %clang -O0 -w -m32 %s -o %t.native32 && %t.native32
// RUN: %expect 0 %cbounds %s --64 --unwind 48 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --unwind 48 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 --unwind 48 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DOVERFLOW | FileCheck %s --check-prefix=OVERFLOW
// RUN: %expect 0 %cbounds %s --64 -DNONDET | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DNONDET -DNONDET_WRONG | FileCheck %s --check-prefix=NONDETWRONG
// A conversion that is not modelled (%f): its text is a guess, never SAFE nor UNSAFE.
// RUN: %expect 20 %cbounds %s --64 -DFLOAT 2> %t.float.err | FileCheck %s --check-prefix=FLOAT
// RUN: FileCheck %s --check-prefix=FLOATWARN < %t.float.err
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// FLOATWARN: warning: function __cbounds_format_unmodelled is not defined

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int same(const char *a, const char *b) { return strcmp(a, b) == 0; }

static int format_v(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

static void exact(void) {
  char b[64];
  assert(sprintf(b, "%d|%i|%u", -42, 7, 3000000000u) == 16 && same(b, "-42|7|3000000000"));
  assert(sprintf(b, "%5d|%-5d|%05d", 42, 42, -42) == 17 && same(b, "   42|42   |-0042"));
  assert(sprintf(b, "%.3d|%+d|% d|%+.0d", 7, 5, 5, 0) == 11 && same(b, "007|+5| 5|+"));
  assert(sprintf(b, "%x|%X|%#x|%#o|%o|%#X", 255u, 255u, 255u, 8u, 0u, 0u) == 18);
  assert(same(b, "ff|FF|0xff|010|0|0"));
  assert(sprintf(b, "%ld|%lu", -1234567890L, 4000000000UL) >= 0);
  assert(sprintf(b, "%lld|%llu", -9223372036854775807LL - 1, 18446744073709551615ULL) == 41);
  assert(same(b, "-9223372036854775808|18446744073709551615"));
  assert(sprintf(b, "%hhd|%hu|%hhx", 300, 70000, 511) == 10 && same(b, "44|4464|ff"));
  assert(sprintf(b, "[%c%3c%-3c]", 'a', 'b', 'c') == 9 && same(b, "[a  bc  ]"));
  assert(sprintf(b, "[%s|%.2s|%5s|%-5s|%*s]", "xyz", "xyz", "ab", "ab", 3, "z") == 24);
  assert(same(b, "[xyz|xy|   ab|ab   |  z]"));
  assert(sprintf(b, "%%|%p|%5.1d|%-+4d|", (void *)0, 3, 9) == 19 && same(b, "%|(nil)|    3|+9  |"));
  assert(sprintf(b, "%s", (char *)0) == 6 && same(b, "(null)"));
  assert(sprintf(b, "%#.0o|%#5x|%-#8o|%08.3d|%+05d|%-05d|", 0u, 1u, 8u, 5, 3, 3) == 38);
  assert(same(b, "0|  0x1|010     |     005|+0003|3    |"));
  // snprintf: truncation keeps n - 1 characters and returns the full length.
  char t[8] = "zzzzzzz";
  assert(snprintf(t, 4, "%d", 123456) == 6 && same(t, "123") && t[4] == 'z');
  assert(snprintf(t, 0, "abc") == 3 && t[0] == '1');
  assert(snprintf(t, 1, "abc") == 3 && t[0] == 0 && t[1] == '2');
  assert(format_v(t, sizeof t, "%s-%d", "ab", -5) == 5 && same(t, "ab--5"));
  // %p of a real pointer: 0x and hex digits.
  int local;
  int n = sprintf(b, "%p", (void *)&local);
  assert(n >= 3 && b[0] == '0' && b[1] == 'x' && (int)strlen(b) == n);
}

int main(void) {
#if defined(OVERFLOW)
  char small[4];
  // OVERFLOW: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}snprintf.c:[[@LINE+1]] [valid-deref]{{$}}
  return sprintf(small, "%d", 1234);
#elif defined(NONDET)
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v > -1000 && v < 1000);
  char b[8];
  int n = snprintf(b, sizeof b, "%d", v);
  assert(n == (v < 0) + (v <= -100 || v >= 100 ? 3 : v <= -10 || v >= 10 ? 2 : 1));
  int back = 0, i = v < 0;
  for (; b[i]; i++)
    back = back * 10 + (b[i] - '0');
  assert(back == (v < 0 ? -v : v));
#ifdef NONDET_WRONG
  // NONDETWRONG: {{^}}UNSAFE: assertion failed at {{.*}}snprintf.c:[[@LINE+1]]{{$}}
  assert(n != 4);
#endif
  return 0;
#elif defined(FLOAT)
  char b[32];
  int n = snprintf(b, sizeof b, "%d %f", 1, 2.5);
  // FLOAT: {{^}}UNKNOWN: {{.*}}__cbounds_format_unmodelled{{.*}}
  assert(n == 10);
  return 0;
#else
  exact();
#ifdef WRONG
  char t[8];
  // snprintf returns the length it would have written, not the truncated one.
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}snprintf.c:[[@LINE+1]]{{$}}
  assert(snprintf(t, 4, "%d", 123456) != 6);
#endif
  return 0;
#endif
}

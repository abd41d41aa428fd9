// atoi, atol, atoll, strtol, strtoul, strtoll, strtoull (runtime-models/libc_strtol.c):
// white space, signs, bases 0/8/10/16 and their prefixes, endptr, overflow to
// LONG_MAX/LONG_MIN/ULONG_MAX with errno = ERANGE, EINVAL for a bad base. Every
// expected value is glibc's: the first RUN lines build the program natively and run it
// against the real C library, the next ones prove the same assertions on the models.
// A model that got one of them wrong would fail one of those checks.
//
// RUN: %clang -O0 -w %s -o %t.native64 && %t.native64
// RUN: %clang -O0 -w -m32 %s -o %t.native32 && %t.native32
// RUN: %expect 0 %cbounds %s --64 --unwind 24 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --unwind 24 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 --unwind 24 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 -DOOB | FileCheck %s --check-prefix=OOB
// Nondeterministic digits: the result is the number they spell.
// RUN: %expect 0 %cbounds %s --64 -DNONDET | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DNONDET -DNONDET_WRONG | FileCheck %s --check-prefix=NONDETWRONG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);

static void conversions(void) {
  char *end;
  const char *s = "  -12x";
  assert(strtol(s, &end, 10) == -12 && end == s + 5);
  s = "0x1f";
  assert(strtol(s, &end, 16) == 31 && end == s + 4);
  assert(strtol(s, &end, 0) == 31 && end == s + 4);
  assert(strtol(s, &end, 10) == 0 && end == s + 1);
  s = "0x";
  assert(strtol(s, &end, 16) == 0 && end == s + 1);
  s = "0755";
  assert(strtol(s, &end, 0) == 493 && end == s + 4);
  s = "089";
  assert(strtol(s, &end, 0) == 0 && end == s + 1);
  s = " \t\n+z";
  assert(strtol(s, &end, 36) == 35 && end == s + 5);
  s = "   ";
  assert(strtol(s, &end, 10) == 0 && end == s);
  s = "-";
  assert(strtoul(s, &end, 10) == 0 && end == s);
  assert(strtoul("-1", 0, 10) == ULONG_MAX);
  assert(strtoull("-1", 0, 10) == ULLONG_MAX);
  assert(strtoul("101", 0, 2) == 5);
  assert(strtoll("-9223372036854775808", 0, 10) == LLONG_MIN);
  errno = 0;
  assert(strtoll("9223372036854775808", &end, 10) == LLONG_MAX && errno == ERANGE && *end == 0);
  errno = 0;
  assert(strtoll("-9223372036854775809", 0, 10) == LLONG_MIN && errno == ERANGE);
  errno = 0;
  assert(strtoull("18446744073709551615", 0, 10) == ULLONG_MAX && errno == 0);
  assert(strtoull("18446744073709551616", 0, 10) == ULLONG_MAX && errno == ERANGE);
  errno = 0;
  assert(strtol("2147483648", 0, 10) == (LONG_MAX == 2147483647L ? LONG_MAX : 2147483648L));
  assert(errno == (LONG_MAX == 2147483647L ? ERANGE : 0));
  errno = 0;
  assert(strtoul("4294967296", 0, 10) == (ULONG_MAX == 4294967295UL ? ULONG_MAX : 4294967296UL));
  errno = 0;
  assert(strtol("12", 0, 1) == 0 && errno == EINVAL);
  assert(atoi(" 42abc") == 42 && atoi("-7") == -7 && atoi("x") == 0);
  assert(atol("+99") == 99 && atoll("-123456789012") == -123456789012LL);
  // glibc's atoi truncates strtol's long.
  assert(atoi("4294967297") == (int)strtol("4294967297", 0, 10));
}

int main(void) {
#ifdef OOB
  char digits[2] = {'1', '2'}; // no terminator
  // OOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strtol.c:[[@LINE+1]] [valid-deref]{{$}}
  return atoi(digits);
#elif defined(NONDET)
  char buf[4];
  for (int i = 0; i < 3; i++) {
    buf[i] = __VERIFIER_nondet_char();
    __VERIFIER_assume(buf[i] >= '0' && buf[i] <= '9');
  }
  buf[3] = 0;
  char *end;
  long v = strtol(buf, &end, 10);
  assert(end == buf + 3);
  assert(v == (buf[0] - '0') * 100 + (buf[1] - '0') * 10 + (buf[2] - '0'));
#ifdef NONDET_WRONG
  // NONDETWRONG: {{^}}UNSAFE: assertion failed at {{.*}}strtol.c:[[@LINE+1]]{{$}}
  assert(v != 907);
#endif
  return 0;
#else
  conversions();
#ifdef WRONG
  char *end;
  const char *s = "  -12x";
  // The end is past the digits, not past the 'x'.
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strtol.c:[[@LINE+1]]{{$}}
  assert(strtol(s, &end, 10) != -12 || end != s + 5);
#endif
  return 0;
#endif
}

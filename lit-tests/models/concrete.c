// Every model with real semantics that the other tests of this folder prove only on the
// models, checked here against glibc with concrete values: the same assertions run
// natively (first RUN lines, LP64 and ILP32) and are proved on the models. memory
// (malloc calloc realloc free memcpy memmove memset), strings (strlen strnlen strcpy
// strncpy strcat strncat strcmp strncmp strchr strrchr strstr memcmp memchr),
// vsprintf, isascii toascii, abs labs llabs, fabs sqrt fma copysign (and f forms).
// WRONG, WRONG_LAST: one expectation off by one (the first, the last) is UNSAFE.
//
// RUN: %clang -O0 -w %s -o %t.native64 -lm && %t.native64
// i386 with SSE2 arithmetic, as the models compute (IEEE binary32/64, no x87 excess precision):
// RUN: %clang -O0 -w -m32 -msse2 -mfpmath=sse %s -o %t.native32 -lm && %t.native32
// RUN: %expect 0 %cbounds %s --64 --unwind 12 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --unwind 12 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 --unwind 12 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 --unwind 12 -DWRONG_LAST | FileCheck %s --check-prefix=WRONG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// WRONG: {{^}}UNSAFE: assertion failed at {{.*}}concrete.c:[[#]]{{$}}

#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef WRONG
#define OFF 1
#else
#define OFF 0
#endif

static int via_vsprintf(char *buf, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsprintf(buf, fmt, ap);
  va_end(ap);
  return r;
}

static void memory(void) {
  int *p = malloc(4 * sizeof *p);
  assert(p);
  for (int i = 0; i < 4; i++)
    p[i] = i * 10;
  p = realloc(p, 6 * sizeof *p); /* grows: the first 4 kept */
  assert(p && p[0] == 0 && p[3] == 30);
  p = realloc(p, 2 * sizeof *p); /* shrinks */
  assert(p && p[1] == 10);
  free(p);
  int *z = calloc(3, sizeof *z);
  assert(z && z[0] == 0 && z[1] == 0 && z[2] == 0);
  free(z);
  assert(calloc((size_t)-1, 16) == NULL); /* count * size overflows */
  char b[8] = "abcdefg";
  assert(memcpy(b, "XY", 2) == b && memcmp(b, "XYcdefg", 8) == 0);
  assert(memmove(b + 1, b, 4) == b + 1 && memcmp(b, "XXYcdfg", 8) == 0); /* overlapping */
  assert(memmove(b, b + 2, 3) == b && memcmp(b, "Ycdcdfg", 8) == 0);
  assert(memset(b + 5, 'q', 2) == b + 5 && memcmp(b, "Ycdcdqq", 8) == 0);
  memset(b, 0x1ff, 1); /* the byte is (unsigned char)c */
  assert((unsigned char)b[0] == 0xff);
}

static void strings(void) {
  char d[12];
  assert(strlen("hello") == 5 + OFF);
  assert(strnlen("hello", 3) == 3 && strnlen("hi", 9) == 2);
  assert(strcpy(d, "abc") == d && strcmp(d, "abc") == 0);
  assert(strcat(d, "de") == d && strcmp(d, "abcde") == 0);
  assert(strncat(d, "xyz", 2) == d && strcmp(d, "abcdexy") == 0);
  memset(d, '#', sizeof d);
  assert(strncpy(d, "ab", 5) == d && d[2] == 0 && d[4] == 0 && d[5] == '#');
  assert(strncpy(d, "abcdef", 3) == d && d[3] == 0 && d[2] == 'c'); /* no terminator added */
  assert(strcmp("abc", "abd") < 0 && strcmp("b", "a") > 0 && strcmp("", "") == 0);
  assert(strcmp("\xff", "a") > 0); /* unsigned char */
  assert(strncmp("abcX", "abcY", 3) == 0 && strncmp("abcX", "abcY", 4) < 0);
  const char *s = "a,b,c";
  assert(strchr(s, ',') == s + 1 && strrchr(s, ',') == s + 3 && strchr(s, 'z') == NULL);
  assert(strchr(s, '\0') == s + 5 && strrchr(s, 'a') == s);
  const char *h = "hello world";
  assert(strstr(h, "o w") == h + 4 && strstr(h, "") == h && strstr(h, "xyz") == NULL);
  assert(memcmp("ab\0c", "ab\0d", 4) < 0 && memcmp("ab", "ab", 2) == 0);
  assert(memchr("ab\0cd", 'c', 5) != NULL && memchr("abc", 'z', 3) == NULL);
  char f[32];
  assert(via_vsprintf(f, "%05d|%-3s|%x", -42, "z", 255u) == 12);
  assert(strcmp(f, "-0042|z  |ff") == 0);
}

static void classes(void) {
  assert(isascii(0x7f) && !isascii(0x80) && !isascii(-1));
  assert(toascii(0xc1) == 0x41 && toascii(-1) == 0x7f);
}

static void arithmetic(void) {
  assert(abs(-5) == 5 && abs(INT_MIN) == INT_MIN);
  assert(labs(-70000L) == 70000L && labs(LONG_MIN) == LONG_MIN);
  assert(llabs(-5000000000LL) == 5000000000LL && llabs(LLONG_MIN) == LLONG_MIN);
  volatile double two = 2.0, m1 = -1.0, nz = -0.0;
  assert(sqrt(two) == 0x1.6a09e667f3bcdp+0);
  assert(isnan(sqrt(m1)) && signbit(sqrt(nz)));
  assert(fabs(m1) == 1.0 && fabs(-0.0) == 0.0 && !signbit(fabs(nz)));
  assert(copysign(3.0, nz) == -3.0 && copysign(-3.0, 1.0) == 3.0);
  assert(fma(0.1, 10.0, -1.0) == 0x1p-54); /* one rounding, not two */
  volatile float tf = 2.0f;
  assert(sqrtf(tf) == 0x1.6a09e6p+0f && fabsf(-tf) == 2.0f && copysignf(tf, -1.0f) == -2.0f);
  #ifdef WRONG_LAST
  assert(fmaf(tf, tf, 1.0f) == 6.0f);
#else
  assert(fmaf(tf, tf, 1.0f) == 5.0f);
#endif
}

int main(void) {
  memory();
  strings();
  classes();
  arithmetic();
  return 0;
}

// strdup, strndup, strspn, strcspn, strpbrk, strcasecmp, strncasecmp, strtok_r, strtok
// (runtime-models/libc_strmore.c). The expectations are glibc's: the first RUN lines run
// the program natively against it, the next prove them on the models (comparisons by
// sign only: glibc's optimized versions may return other magnitudes). Then a wrong
// expectation, a token loop that writes into a string literal, and strndup's bound.
//
// RUN: %clang -O0 -w %s -o %t.native64 && %t.native64
// RUN: %clang -O0 -w -m32 %s -o %t.native32 && %t.native32
// RUN: %expect 0 %cbounds %s --64 --unwind 16 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --unwind 16 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 --unwind 16 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --64 --unwind 16 -DLITERAL | FileCheck %s --check-prefix=LITERAL
// RUN: %expect 10 %cbounds %s --64 --unwind 16 -DNDUP | FileCheck %s --check-prefix=NDUP
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int sign(int v) { return (v > 0) - (v < 0); }

int main(void) {
  char *d = strdup("abc");
  assert(d && strcmp(d, "abc") == 0 && strlen(d) == 3);
  char *n = strndup("abcdef", 2);
  assert(strcmp(n, "ab") == 0);
  char *m = strndup("ab", 5);
  assert(strcmp(m, "ab") == 0);
  free(d);
  free(n);
  free(m);
  assert(strspn("aabbcx", "ab") == 4 && strspn("", "ab") == 0 && strspn("xa", "") == 0);
  assert(strcspn("hello, world", " ,") == 5 && strcspn("abc", "") == 3);
  const char *s = "key=value";
  assert(strpbrk(s, "=:") == s + 3 && strpbrk(s, "#") == 0);
  assert(strcasecmp("Hello", "hELLO") == 0 && sign(strcasecmp("abc", "ABD")) == -1);
  assert(sign(strcasecmp("b", "A")) == 1 && sign(strcasecmp("ab", "a")) == 1);
  assert(strncasecmp("ABCx", "abcy", 3) == 0 && sign(strncasecmp("ABCx", "abcy", 4)) == -1);
  char line[] = " a,,bc ;d";
  char *save;
  char *t1 = strtok_r(line, " ,;", &save);
  char *t2 = strtok_r(0, " ,;", &save);
  char *t3 = strtok_r(0, " ,;", &save);
  char *t4 = strtok_r(0, " ,;", &save);
  assert(t1 == line + 1 && strcmp(t1, "a") == 0);
  assert(t2 == line + 4 && strcmp(t2, "bc") == 0);
  assert(t3 == line + 8 && strcmp(t3, "d") == 0 && t4 == 0);
  char words[] = "x y";
  assert(strcmp(strtok(words, " "), "x") == 0 && strcmp(strtok(0, " "), "y") == 0);
  assert(strtok(0, " ") == 0);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}strmore.c:[[@LINE+1]]{{$}}
  assert(strcspn("hello, world", " ,") != 5);
#endif
#ifdef LITERAL
  char *p = (char *)"a,b";
  // LITERAL: {{^}}UNSAFE: write to read-only memory at {{.*}}strmore.c:[[@LINE+1]] [valid-deref]{{$}}
  strtok_r(p, ",", &save);
#endif
#ifdef NDUP
  char unterminated[3] = {'x', 'y', 'z'};
  char *ok = strndup(unterminated, 3); // reads at most 3 bytes
  assert(strlen(ok) == 3);
  // NDUP: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}strmore.c:[[@LINE+1]] [valid-deref]{{$}}
  return (int)strlen(strndup(unterminated, 4));
#endif
  return 0;
}

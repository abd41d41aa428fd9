// memcpy, memmove and memset with constant lengths and with nondeterministic lengths
// (assumed bounded): exactly the first n bytes change. memmove handles overlapping
// ranges in both directions. A length past the destination is out of bounds. Copying
// sizeof(long) bytes into an int-sized buffer overflows only for LP64. A source that
// may be either of two objects of different sizes is checked against the one it is.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DOVERFLOW | FileCheck %s --check-prefix=OVERFLOW
// RUN: %expect 10 %cbounds %s --64 -DOVERFLOW | FileCheck %s --check-prefix=OVERFLOW
// RUN: %expect 10 %cbounds %s --32 -DTWO_SOURCES | FileCheck %s --check-prefix=TWOSRC
// RUN: %expect 10 %cbounds %s --64 -DTWO_SOURCES | FileCheck %s --check-prefix=TWOSRC
// RUN: %expect 0 %cbounds %s --32 -DLONGCOPY | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DLONGCOPY | FileCheck %s --check-prefix=LONGCOPY
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
  // Constant lengths.
  char a[8] = "abcdefg", b[8];
  memcpy(b, a, 8);
  assert(b[0] == 'a' && b[6] == 'g' && b[7] == 0);
  memset(b, 'z', 3);
  assert(b[2] == 'z' && b[3] == 'd');
  int ints[4] = {1, 2, 3, 4};
  memset(ints, 0xff, sizeof ints);
  assert(ints[3] == -1);
  memset(ints, 0, 2 * sizeof(int));
  assert(ints[0] == 0 && ints[1] == 0 && ints[2] == -1);
  // Overlapping memmove, forwards and backwards.
  char m[8] = "0123456";
  memmove(m + 2, m, 4);   // "0101236"
  assert(m[2] == '0' && m[3] == '1' && m[4] == '2' && m[5] == '3' && m[6] == '6');
  memmove(m, m + 3, 4);   // "1236236"
  assert(m[0] == '1' && m[1] == '2' && m[2] == '3' && m[3] == '6' && m[4] == '2');

  // Nondeterministic lengths.
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 8);
  char d[8] = {0};
  memcpy(d, a, n);
  unsigned i = __VERIFIER_nondet_uint() % 8;
  assert(d[i] == (i < n ? a[i] : 0));
#ifdef BUG
  // Bytes from n on were not copied (a[7] is 0 like d's, so i is 6 at most).
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}memcpy-memmove-memset.c:[[@LINE+5]]{{$}}
  // BUG: {{^ +}}n = {{[0-6]}}{{$}}
  // BUG: {{^ +}}i = {{[0-6]}}{{$}}
  // BUG: {{^}}  {{.*}}memcpy-memmove-memset.c:[[@LINE+2]]  assert(d[i] == a[i]);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(d[i] == a[i]);
#endif
  unsigned f = __VERIFIER_nondet_uint();
  __VERIFIER_assume(f <= 8);
  memset(d, '#', f);
  assert(d[i] == (i < f ? '#' : i < n ? a[i] : 0));
  // memmove by one position to the right of a nondeterministic prefix.
  char r[6] = "abcde";
  unsigned k = __VERIFIER_nondet_uint();
  __VERIFIER_assume(k <= 5);
  memmove(r + 1, r, k);
  unsigned j = __VERIFIER_nondet_uint() % 6;
  assert(r[j] == (j == 0 ? 'a' : j <= k ? "abcde"[j - 1] : "abcde"[j]));
  // A source chosen among two objects (4 and 8 bytes).
  unsigned sel = __VERIFIER_nondet_uint() & 1;
  const char *src = sel ? "abc" : "vwxyzuv";
  char dst[8] = {0};
  unsigned len = __VERIFIER_nondet_uint();
  __VERIFIER_assume(len <= 4);
  memcpy(dst, src, len);
  if (len >= 1)
    assert(dst[0] == (sel ? 'a' : 'v'));
  if (len == 4)
    assert(dst[3] == (sel ? 0 : 'y'));
  assert(dst[4] == 0);
#ifdef TWO_SOURCES
  unsigned more = __VERIFIER_nondet_uint();
  __VERIFIER_assume(more <= 8);
  // Too long for "abc" only.
  // TWOSRC: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memcpy-memmove-memset.c:[[@LINE+4]] [valid-deref]{{$}}
  // TWOSRC: {{^ +}}sel = 1{{$}}
  // TWOSRC: {{^ +}}more = {{[5-8]}}{{$}}
  // TWOSRC: {{^ +}}^ out-of-bounds memory access{{$}}
  memcpy(dst, src, more);
#endif
#ifdef OVERFLOW
  unsigned big = __VERIFIER_nondet_uint();
  __VERIFIER_assume(big <= 9);
  // OVERFLOW: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memcpy-memmove-memset.c:[[@LINE+3]] [valid-deref]{{$}}
  // OVERFLOW: {{^ +}}big = 9{{$}}
  // OVERFLOW: {{^ +}}^ out-of-bounds memory access{{$}}
  memset(d, 0, big);
#endif
#ifdef LONGCOPY
  int small = 0;
  long l = -1;
  // LONGCOPY: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memcpy-memmove-memset.c:[[@LINE+1]] [valid-deref]{{$}}
  memcpy(&small, &l, sizeof l);
  assert(small == -1);
#endif
  return 0;
}

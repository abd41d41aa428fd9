// Struct bit-fields: writes change only their bits of the storage unit (neighbours keep
// their values, also for a nondeterministic value written), signed fields sign-extend,
// unsigned ones truncate, and a 40-bit field of unsigned long long spans a word
// boundary. The layout follows the target: a struct with a long bit-field and a char is
// 8 bytes for LP64 and 4 for ILP32 (LAYOUT).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DLAYOUT | FileCheck %s --check-prefix=LAYOUT
// RUN: %expect 0 %cbounds %s --64 -DLAYOUT | FileCheck %s --check-prefix=OK
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);

struct flags {
  unsigned a : 3;
  signed b : 5;
  unsigned c : 1;
  unsigned long long d : 40;
  unsigned e : 7;
};

struct lb {
  long l : 20;
  char c;
};

int main(void) {
  struct flags f = {0};
  unsigned x = __VERIFIER_nondet_uint();
  f.a = x;
  f.b = -3;
  f.c = 1;
  f.d = 0xABCDEF1234ull;
  f.e = x >> 3;
  assert(f.a == (x & 7) && f.b == -3 && f.c == 1 && f.d == 0xABCDEF1234ull && f.e == ((x >> 3) & 127));
  assert(sizeof(struct flags) == 8);
  // The first byte holds a (bits 0-2) and b (bits 3-7), little-endian.
  assert(((unsigned char *)&f)[0] == ((x & 7) | (((unsigned)-3 & 31) << 3)));
  int y = __VERIFIER_nondet_int();
  f.b = y;
  assert(f.b >= -16 && f.b <= 15 && f.b == (((y & 31) ^ 16) - 16));
  assert(f.a == (x & 7) && f.c == 1 && f.d == 0xABCDEF1234ull);
  f.d += 1ull << 39;
  assert(f.d == 0x2BCDEF1234ull && f.e == ((x >> 3) & 127));
  struct lb l = {-1, 'z'};
  assert(l.l == -1 && l.c == 'z');
#ifdef LAYOUT
  // LAYOUT: {{^}}UNSAFE: assertion failed at {{.*}}bitfields.c:[[@LINE+1]]{{$}}
  assert(sizeof(struct lb) == 8);
#endif
#ifdef BUG
  // A 5-bit field cannot hold every int.
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}bitfields.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}y = {{-?[0-9]+}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(f.b == y);
#endif
  return 0;
}

// Unaligned accesses are byte-exact: an int read at offset 1 of a char buffer, by a
// cast or by memcpy, assembles bytes 1..4 little-endian; an unaligned store changes
// exactly four bytes. A long read at offset 1 needs 4 more bytes than the buffer
// provides for LP64 (bytes 1..8 of 8), but fits for ILP32.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s --32 -DLONG | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DLONG | FileCheck %s --check-prefix=LONG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern unsigned __VERIFIER_nondet_uint(void);

struct __attribute__((packed)) packed {
  char c;
  int i;
  short s;
};

int main(void) {
  unsigned char buf[8] = {0x10, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07};
  unsigned v;
  memcpy(&v, buf + 1, sizeof v);
  assert(v == 0x04030201u);
  unsigned w = *(unsigned *)(buf + 1);
  assert(w == v);
  // Symbolic offset: bytes k..k+3.
  unsigned k = __VERIFIER_nondet_uint() % 5;
  unsigned at = *(unsigned *)(buf + k);
  assert((at & 0xff) == buf[k] && (at >> 24) == buf[k + 3]);
  // Unaligned store of a nondeterministic value.
  unsigned x = __VERIFIER_nondet_uint();
  *(unsigned *)(buf + 3) = x;
  assert(buf[2] == 0x02 && buf[3] == (x & 0xff) && buf[6] == (x >> 24) && buf[7] == 0x07);
  // A packed struct has an int at offset 1.
  struct packed p = {'a', 0, 7};
  unsigned char c = __VERIFIER_nondet_uchar();
  p.i = 0x01020300 | c;
  assert(sizeof p == 7 && ((unsigned char *)&p)[1] == c && ((unsigned char *)&p)[4] == 1);
  assert(p.s == 7 && p.c == 'a');
  short s = *(short *)((char *)&p + 3);
  assert(s == 0x0102);
#ifdef LONG
  // LONG: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}unaligned-access.c:[[@LINE+1]] [valid-deref]{{$}}
  long l = *(long *)(buf + 1);
  assert((l & 0xff) == buf[1]);
#endif
#ifdef BUG
  // An aligned-only mental model: the bytes at offset 1 are not those at offset 0.
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}unaligned-access.c:[[@LINE+1]]{{$}}
  assert(*(unsigned *)(buf + 1) == *(unsigned *)buf >> 8);
#endif
  return 0;
}

// Type punning through unions and char pointers reads the bytes of the object in
// little-endian order: byte 0 of an int is its low byte. A float's bits seen through
// a union are its IEEE encoding. Struct layout follows the target: a long long inside
// a struct is 4-aligned for ILP32 (i386) and 8-aligned for LP64.
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
#include <stddef.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

union word {
  unsigned u;
  unsigned char b[4];
  unsigned short h[2];
  float f;
};

struct mixed {
  char c;
  long long ll;
  short s;
};

union any {
  long l;
  void *p;
  char c;
};

int main(void) {
  union word w;
  w.u = 0x11223344u;
  assert(w.b[0] == 0x44 && w.b[1] == 0x33 && w.b[2] == 0x22 && w.b[3] == 0x11);
  assert(w.h[0] == 0x3344 && w.h[1] == 0x1122);
  w.b[3] = 0xff;
  assert(w.u == 0xff223344u);
  w.u = 0x3f800000u;
  assert(w.f == 1.0f);
  w.f = -2.0f;
  assert(w.u == 0xc0000000u);

  // Through a char pointer, for a nondeterministic value.
  unsigned x = __VERIFIER_nondet_uint();
  unsigned char *bytes = (unsigned char *)&x;
  assert(bytes[0] == (x & 0xff) && bytes[3] == (x >> 24));
  unsigned rebuilt = bytes[0] | bytes[1] << 8 | bytes[2] << 16 | (unsigned)bytes[3] << 24;
  assert(rebuilt == x);
  // Writing a byte changes the word.
  unsigned char nb = __VERIFIER_nondet_uchar();
  bytes[1] = nb;
  assert(((x >> 8) & 0xff) == nb);

  // A union as big as its largest member; the last member written decides.
  union any a;
  a.l = 0;
  a.c = 5;
  assert(a.l == 5);
  assert(sizeof(union any) == sizeof(long));

  // Members' offsets.
  struct mixed m = {1, 2, 3};
  assert(offsetof(struct mixed, ll) == (sizeof(long) == 4 ? 4 : 8));
  assert(sizeof(struct mixed) == (sizeof(long) == 4 ? 16 : 24));
  assert(*(long long *)((char *)&m + offsetof(struct mixed, ll)) == 2);
#ifdef LAYOUT
  // LAYOUT: {{^}}UNSAFE: assertion failed at {{.*}}unions-punning-endian.c:[[@LINE+1]]{{$}}
  assert(sizeof(struct mixed) == 24 && offsetof(struct mixed, ll) == 8);
#endif
#ifdef BUG
  // Big-endian thinking: the first byte is not the high byte (unless they agree).
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}unions-punning-endian.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}__VERIFIER_nondet_uint() = {{[0-9]+}}{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(((unsigned char *)&x)[0] == (x >> 24));
#endif
  return 0;
}

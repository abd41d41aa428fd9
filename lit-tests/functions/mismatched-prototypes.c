// Calls through a prototype other than the function's own, which old C does (issue 39):
// the x86 ABIs make them work where argument and result registers agree. Extra
// arguments are ignored, a pointer passed for an integer of its width (or a wider
// integer for a narrower one) arrives as in the register; a narrower integer argument
// read as a wider one arrives as gcc and clang leave the register (extended to 32 bits
// by its signext/zeroext attribute, zeros above), as CIL's `extern void *(calloc)();`
// needs; a narrower result read as a wider one does not (its upper bits are not
// defined): that call is invalid. The native run checks the same values. The program is wrong where
// the function reads a parameter the call does not pass, or the caller uses a result a
// void function does not return: those are the errors, at their lines (and they replay).
//
// RUN: %clang -O0 -w -DNATIVE=-7 %s -o %t.native64 && %t.native64
// RUN: %clang -O0 -w -m32 -DNATIVE=-7 %s -o %t.native32 && %t.native32
// RUN: %expect 0 %cbounds %s --64 --no-static-proof | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 --no-static-proof | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 --no-static-proof -DMISSING | FileCheck %s --check-prefix=MISSING
// RUN: %expect 10 %cbounds %s --32 --no-static-proof -DMISSING | FileCheck %s --check-prefix=MISSING
// RUN: %expect 10 %cbounds %s --64 --no-static-proof -DNORESULT | FileCheck %s --check-prefix=NORESULT
// RUN: %expect 10 %cbounds %s --64 --no-static-proof -DPHI | FileCheck %s --check-prefix=PHI
// RUN: %expect 10 %cbounds %s --64 --no-static-proof -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 --no-static-proof -DWIDER | FileCheck %s --check-prefix=WIDER
// RUN: %expect 20 %cbounds %s --64 --no-static-proof -DSPILL | FileCheck %s --check-prefix=SPILL
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>

#ifdef NATIVE
int __VERIFIER_nondet_int(void) { return NATIVE; }
#else
extern int __VERIFIER_nondet_int(void);
#endif

int twice();              // unprototyped: every call passes what it likes
typedef int (*unary)(int);
typedef int (*ternary)(int, int, int);
typedef int (*wide)(long);
typedef long (*widening)(int);
typedef long (*int_to_long)(int);
typedef long (*char_to_long)(signed char);
typedef unsigned long (*uint_to_size)(unsigned);

// MISSING: {{^}}UNSAFE: read of a parameter that the call does not pass at {{.*}}mismatched-prototypes.c:[[@LINE+1]]{{$}}
static int add(int a, int b) { return a + b; }
static void nothing(int a) { (void)a; }
static void keep(int *p) { (void)p; }
static long identity(long v) { return v; }
static unsigned long size_of(unsigned long count, unsigned long each) { return count * each; }
// Takes the address of a parameter: clang stores it to the stack at the entry, which
// reads nothing in C. What the slot holds when the call does not pass it is any value.
static int spilled(int a, int b) {
  keep(&b);
#ifdef SPILL
  return a + *&b;
#else
  return a;
#endif
}

#ifdef PHI
static int first_or(int c, int other) {
  int r = 0;
  if (c)
    // PHI: {{^}}UNSAFE: read of a parameter that the call does not pass at {{.*}}mismatched-prototypes.c:[[@LINE+1]]{{$}}
    r = other; // reads `other` only when c holds
  return r;
}
#endif

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < -1000 || n > 1000)
    return 0;
  // An extra argument, ignored.
  assert(twice(n, 99) == 2 * n);
  ternary t = (ternary)(void *)add;
  assert(t(n, 1, 7) == n + 1);
  // A long passed where the function reads an int: its low half.
  wide w = (wide)(void *)twice;
#ifdef __LP64__
  assert(w((long)n + (1L << 40)) == 2 * n); // the upper half is not read
#else
  assert(w((long)n) == 2 * n);
#endif
  // An int, a signed char and unsigned ints read as longs: zeros above 32 bits (the char
  // sign-extended to 32 first), as a 32-bit size_t's calloc(1U, 40U) needs.
  int_to_long il = (int_to_long)(void *)identity;
  char_to_long cl = (char_to_long)(void *)identity;
  uint_to_size us = (uint_to_size)(void *)size_of;
  int m = n < 0 ? -n : n;
  assert(il(m) == m);
  assert(cl((signed char)(m % 100)) == m % 100);
  assert(((unsigned long (*)(unsigned, unsigned))(void *)size_of)(3u, 40u) == 120);
  (void)us;
#ifdef __LP64__
  assert(il(-1) == 4294967295L);
  assert(cl((signed char)-1) == 4294967295L);
#else
  assert(il(-1) == -1L);
#endif
  // A parameter whose address is taken, not passed and not read: fine.
  unary s1 = (unary)(void *)spilled;
#ifdef SPILL
  // SPILL: {{^}}UNKNOWN: assertion failed only for some results of undefined function spilled (a parameter the call does not pass) at {{.*}}mismatched-prototypes.c:[[@LINE+1]]{{$}}
  assert(s1(n) == n);
#else
  assert(s1(n) == n);
#endif
  // A void function's result unused: fine.
  unary u = (unary)(void *)nothing;
  u(n);
#ifdef WIDER
  // An int passed where a long is read: its upper half is not defined (nor a result
  // read wider than it was returned).
  widening bad = (widening)(void *)twice;
  // WIDER: {{^}}UNSAFE: call through an invalid function pointer at {{.*}}mismatched-prototypes.c:[[@LINE+1]]{{$}}
  assert(bad(n) == 2 * n);
#endif
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}mismatched-prototypes.c:[[@LINE+1]]{{$}}
  assert(t(n, 2, 0) == n + 1);
#endif
#ifdef MISSING
  unary one = (unary)(void *)add;
  // MISSING: -> add
  assert(one(n) != 12345);
#endif
#ifdef NORESULT
  // NORESULT: {{^}}UNSAFE: use of a result that the called function does not return at {{.*}}mismatched-prototypes.c:[[@LINE+1]]{{$}}
  int r = u(n);
  assert(r != 12345);
#endif
#ifdef PHI
  unary half = (unary)(void *)first_or;
  assert(half(0) == 0); // `other` not read: fine
  assert(half(n == 7) == 0 || n == 7);
#endif
  return 0;
}

// Defined the old way after its calls: the calls saw only `int twice();`.
int twice(x) int x; { return 2 * x; }

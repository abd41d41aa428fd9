// The LLVM intrinsics behind C constructs: struct assignment and by-value
// initialisation (llvm.memcpy, i32 length for ILP32, i64 for LP64), zero-filled
// initializers (llvm.memset), array and string initializers copied from constant
// globals (llvm.memcpy from @__const...), and __builtin_memcpy/memmove/memset, also with
// nondeterministic lengths. A struct copy copies padding and all; the copy is
// independent of the original. The string copy is writable, the literal is not.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 -DLITERAL | FileCheck %s --check-prefix=LITERAL
// RUN: %expect 10 %cbounds %s --64 -DLITERAL | FileCheck %s --check-prefix=LITERAL
// RUN: %expect 10 %cbounds %s --32 -DBUILTIN_OOB | FileCheck %s --check-prefix=BUILTIN
// RUN: %expect 10 %cbounds %s --64 -DBUILTIN_OOB | FileCheck %s --check-prefix=BUILTIN
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

struct big {
  int a[10];
  char c;
  long l;
  const char *name;
};

struct big global_copy;

static struct big make(int x) {
  struct big s = {{1, 2, 3}, 'c', 5, "made"};
  s.a[9] = x;
  return s;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  struct big s1 = make(x);
  struct big s2;
  s2 = s1;
  assert(s2.a[0] == 1 && s2.a[2] == 3 && s2.a[3] == 0 && s2.a[9] == x);
  assert(s2.c == 'c' && s2.l == 5 && s2.name[0] == 'm');
  // Independent copies.
  s2.a[1] = 100;
  assert(s1.a[1] == 2);
  global_copy = s2;
  assert(global_copy.a[1] == 100 && global_copy.a[9] == x);
  // Padding bytes travel with the struct too.
  unsigned char *pad1 = (unsigned char *)&s1 + __builtin_offsetof(struct big, c) + 1;
  unsigned char *pad2 = (unsigned char *)&s2 + __builtin_offsetof(struct big, c) + 1;
  assert(*pad1 == *pad2);

  // Constant initializers copied from hidden constant globals.
  int table[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  int zeros[32] = {0};
  char str[] = "hello world, this is a string";
  unsigned i = __VERIFIER_nondet_uint() % 16, z = __VERIFIER_nondet_uint() % 32;
  assert(table[i] == (int)i + 1 && zeros[z] == 0);
  assert(sizeof str == 30 && str[0] == 'h' && str[28] == 'g' && str[29] == 0);
  str[0] = 'j';
  assert(str[0] == 'j');

  // The builtins, with constant and nondeterministic lengths.
  char buf[10];
  __builtin_memset(buf, 'a', sizeof buf);
  __builtin_memcpy(buf, "xyz", 3);
  assert(buf[0] == 'x' && buf[2] == 'z' && buf[3] == 'a' && buf[9] == 'a');
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 9);
  __builtin_memmove(buf + 1, buf, n);
  assert(buf[0] == 'x');
  if (n >= 3)
    assert(buf[1] == 'x' && buf[2] == 'y' && buf[3] == 'z');
  __builtin_memset(buf, 0, n);
  unsigned j = __VERIFIER_nondet_uint() % 10;
  if (j < n)
    assert(buf[j] == 0);
#ifdef BUG
  // The copy was taken before the change.
  s1.l = 6;
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}struct-copy-intrinsics.c:[[@LINE+1]]{{$}}
  assert(s2.l == s1.l);
#endif
#ifdef LITERAL
  char *lit = (char *)s1.name;
  // LITERAL: {{^}}UNSAFE: write to read-only memory at {{.*}}struct-copy-intrinsics.c:[[@LINE+1]] [valid-deref]{{$}}
  lit[0] = 'M';
#endif
#ifdef BUILTIN_OOB
  unsigned m = __VERIFIER_nondet_uint();
  __VERIFIER_assume(m <= 11);
  // BUILTIN: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}struct-copy-intrinsics.c:[[@LINE+3]] [valid-deref]{{$}}
  // BUILTIN: {{^ +}}m = 11{{$}}
  // BUILTIN: {{^ +}}^ out-of-bounds memory access{{$}}
  __builtin_memcpy(buf, str, m);
#endif
  return 0;
}

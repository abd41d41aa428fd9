// A merged value compared with a constant (bitblast/bv_arith.c, bv_eq_merge): pop() returns -2
// or a word read at an unknown index, so its result is a merge of the two on the
// path's condition c. r == -2 is ite(c, word == -2, true), and word == -2 folds to false
// because the words are below 400 (narrowed, docs/encoding.md): the read's bits leave the
// formula. Comparing bit by bit kept them (89 131 clauses instead of 32 868): the check
// is below 50 000 clauses.
// RUN: %expect 0 %cbounds %s --unwind 40 --stats | FileCheck %s --check-prefix=FOLDED
// FOLDED: {{^}}SAFE: no error found within the bounds{{$}}
// FOLDED: stats: CNF {{[0-9]+}} variables, {{[1-4]?[0-9]?[0-9]?[0-9]?[0-9]}} clauses
// RUN: %expect 10 %cbounds %s --unwind 40 -DUNDERFLOW | FileCheck %s --check-prefix=UNDERFLOW
// UNDERFLOW: {{^}}UNSAFE: assertion failed at {{.*}}compare-merged.c:[[#@LINE+74]]{{$}}
//
// The comparison must stay exact on each side of the merge:
// -DOTHER: the constant is on one side, and the other side's value can equal it too.
// RUN: %expect 10 %cbounds %s -DOTHER | FileCheck %s --check-prefix=OTHER
// OTHER: {{^}}UNSAFE: assertion failed at {{.*}}compare-merged.c:[[#@LINE+39]]{{$}}
// OTHER: x = 7{{$}}
// -DBOTH: constants on both sides: r is 7 or 9, and 9 is reachable.
// RUN: %expect 0 %cbounds %s -DBOTH | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DBOTH -DNINE | FileCheck %s --check-prefix=NINE
// NINE: {{^}}UNSAFE: assertion failed at {{.*}}compare-merged.c:[[#@LINE+51]]{{$}}
// -DITE: a byte of v (bit 4 set) or x, compared with 0x1001: only x can equal it. The
// low byte's bits are full if-then-elses; taking v's for x's there misses the bug.
// RUN: %expect 0 %cbounds %s -DITE | FileCheck %s --check-prefix=PROVED
// RUN: %expect 10 %cbounds %s -DITE -DITEBUG | FileCheck %s --check-prefix=ITEBUG
// ITEBUG: {{^}}UNSAFE: assertion failed at {{.*}}compare-merged.c:[[#@LINE+41]]{{$}}
// PROVED: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

#define N 32
unsigned stack[N];
int top;

int pop(void) {
  if (top == 0)
    return -2;
  top--;
  return stack[top];
}

int pick(int c, int x) { return c ? 7 : x; }

int main(void) {
#if defined(OTHER)
  int c = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int r = pick(c, x);
  __VERIFIER_assume(c == 0);
  assert(r != 7);
#elif defined(ITE)
  int c = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v & 0x10);
  int r = c ? (v & 0xff) : x;
#ifdef ITEBUG
  __VERIFIER_assume(!c);
#else
  __VERIFIER_assume(c);
#endif
  assert(r != 0x1001);
#elif defined(BOTH)
  int c = __VERIFIER_nondet_int();
  int r = c ? 7 : 9;
#ifdef NINE
  assert(r != 9);
#endif
  assert(r == 7 || r == 9);
#else
  for (int i = 0; i < N; i++) {
    unsigned v = __VERIFIER_nondet_uint();
    if (v >= 400)
      abort();
    stack[i] = v;
  }
  top = __VERIFIER_nondet_uint() % N;
  for (int k = 0; k < N; k++)
#ifdef UNDERFLOW
    assert(pop() != -2);
#else
    if (top > 0)
      assert(pop() != -2);
#endif
#endif
  return 0;
}

// Recursion is unwound up to --unwind N frames above the first: a recursive sum over a
// list of nondeterministic length up to 4 needs --unwind 4 to be SAFE; with 3 the
// deepest call is cut (UNKNOWN naming the function and the recursive call's line). A bug
// inside the recursion is UNSAFE, with the trace entering every level; one at a depth
// beyond the bound is not found, so the result is UNKNOWN, not SAFE. Mutual recursion
// counts the frames of each function.
//
// RUN: %expect 0 %cbounds %s --32 --unwind 4 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 --unwind 4 | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --32 --unwind 3 | FileCheck %s --check-prefix=CUT
// RUN: %expect 20 %cbounds %s --64 --unwind 3 | FileCheck %s --check-prefix=CUT
// RUN: %expect 10 %cbounds %s --32 --unwind 4 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 --unwind 4 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --32 --unwind 2 -DBUG | FileCheck %s --check-prefix=CUT2
// RUN: %expect 20 %cbounds %s --64 --unwind 2 -DBUG | FileCheck %s --check-prefix=CUT2
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 4 times, 1 thread{{$}}

#include <assert.h>
#include <stddef.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct node {
  int value;
  struct node *next;
};

static long sum(const struct node *n, int depth) {
  if (!n)
    return 0;
#ifdef BUG
  // A bug three levels deep.
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}recursion-unwind.c:[[@LINE+1]]{{$}}
  assert(depth < 3);
#endif
  // CUT: {{^}}UNKNOWN: recursion of sum may go deeper than 3 calls at {{.*}}recursion-unwind.c:[[@LINE+3]] (raise --unwind){{$}}
  // CUT-NOT: {{.}}
  // CUT2: {{^}}UNKNOWN: recursion of sum may go deeper than 2 calls at {{.*}}recursion-unwind.c:[[@LINE+1]] (raise --unwind){{$}}
  return n->value + sum(n->next, depth + 1);
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static void link(struct node *nodes, unsigned k, unsigned len, long *expected) {
  nodes[k].value = __VERIFIER_nondet_int() & 0xf;
  nodes[k].next = k + 1 < len ? &nodes[k + 1] : NULL;
  *expected += k < len ? nodes[k].value : 0;
}

int main(void) {
  // A list of len nodes built without a loop, so that only the recursion meets the bound.
  unsigned len = __VERIFIER_nondet_uint();
  __VERIFIER_assume(len <= 4);
  struct node nodes[4];
  long expected = 0;
  link(nodes, 0, len, &expected);
  link(nodes, 1, len, &expected);
  link(nodes, 2, len, &expected);
  link(nodes, 3, len, &expected);
  struct node *head = len ? &nodes[0] : NULL;
  // BUG: {{^ +}}len = 4{{$}}
  // BUG: -> sum
  // BUG: -> sum
  // BUG: -> sum
  // BUG: -> sum
  // BUG: {{^ +}}depth = 3{{$}}
  // BUG-NEXT: {{^}}  {{.*}}recursion-unwind.c:{{[0-9]+ +}}assert(depth < 3);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  long total = sum(head, 0);
  assert(total == expected);
  // Mutual recursion, 3 frames of each at most.
  unsigned m = __VERIFIER_nondet_uint();
  __VERIFIER_assume(m <= 5);
  assert(is_even(m) == (m % 2 == 0));
  return 0;
}

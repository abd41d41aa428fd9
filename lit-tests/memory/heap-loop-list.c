// A malloc inside a loop creates a fresh object in each iteration: a linked list of
// three nodes built in a loop has three distinct nodes holding their own values, and
// walking it finds them in order. The nodes' size differs (8 bytes for ILP32, 16 for
// LP64), and so does the SIZE variant's verdict.
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s --32 -DSIZE | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DSIZE | FileCheck %s --check-prefix=SIZE
//
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}heap-loop-list.c:{{[0-9]+}}{{$}}
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
  int value;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  int base = __VERIFIER_nondet_int();
  for (int k = 0; k < 3; k++) {
    // BUG-COUNT-3: {{^ +}}malloc() = &heap#{{[0-9]+}} (allocated at line [[@LINE+1]]){{$}}
    struct node *n = malloc(sizeof *n);
    n->value = base + k;
    n->next = head;
    head = n;
  }
  // Three distinct objects.
  struct node *a = head, *b = head->next, *c = head->next->next;
  assert(a != b && b != c && a != c && c->next == NULL);
  // Their own values, newest first.
  assert(a->value == base + 2 && b->value == base + 1 && c->value == base);
  int count = 0;
  for (struct node *p = head; p; p = p->next)
    count++;
  assert(count == 3);
#ifdef SIZE
  // SIZE: {{^}}UNSAFE: assertion failed at {{.*}}heap-loop-list.c:[[@LINE+1]]{{$}}
  assert(sizeof(struct node) == 8);
#endif
#ifdef BUG
  // Writing through one node leaves the others unchanged; the BUG claims otherwise.
  c->value = 100;
  // BUG: {{^}}  {{.*}}heap-loop-list.c:[[@LINE+2]]  assert(b->value == 100);{{$}}
  // BUG-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(b->value == 100);
#endif
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}

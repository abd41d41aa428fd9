// Dereferencing a null pointer, to read or to write, also at a field's offset, is an
// error: `UNSAFE: null pointer dereference` at the line of the access, the trace showing
// the pointer as `NULL`. Checking the pointer first makes the program SAFE. The same
// under ILP32 (--32) and LP64 (--64).
//
// RUN: %expect 10 %cbounds %s --64 | FileCheck %s --check-prefixes=READ,P64
// RUN: %expect 10 %cbounds %s --32 | FileCheck %s --check-prefixes=READ,P32
// RUN: %expect 10 %cbounds %s -DWRITE --64 | FileCheck %s --check-prefixes=WRITE,P64
// RUN: %expect 10 %cbounds %s -DWRITE --32 | FileCheck %s --check-prefixes=WRITE,P32
// RUN: %expect 0 %cbounds %s -DFIXED --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DFIXED --32 | FileCheck %s --check-prefix=OK
// The JSON report has the same reason and location.
// RUN: %expect 10 %cbounds %s -DWRITE --json %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

extern int __VERIFIER_nondet_int(void);

struct node {
  int key;
  int value;
  struct node *next;
};

static struct node list[3] = {{1, 10, &list[1]}, {2, 20, &list[2]}, {3, 30, 0}};

// The node with the key, or NULL when there is none.
static struct node *find(struct node *n, int key) {
  while (n && n->key != key)
    n = n->next;
  return n;
}

int main(void) {
  // READ: {{^}}UNSAFE: null pointer dereference at {{.*}}memory-null.c:[[#ERR:]] [valid-deref]{{$}}
  // WRITE: {{^}}UNSAFE: null pointer dereference at {{.*}}memory-null.c:[[#ERR:]] [valid-deref]{{$}}
  // READ: {{^}}  {{.*}}memory-null.c:[[@LINE+3]]  int key = __VERIFIER_nondet_int();{{$}}
  // READ-NEXT: {{^ +}}__VERIFIER_nondet_int() = [[KEY:-?[0-9]+]]{{$}}
  // READ-NEXT: {{^ +}}key = [[KEY]]{{$}}
  int key = __VERIFIER_nondet_int();
  // The key is none of 1, 2, 3: find walks the list to its end (the pointer to the next
  // node is &list plus the size of a node: 16 bytes in LP64, 12 in ILP32) and returns NULL.
  // P64: {{^ +}}n = &list{{$}}
  // P64: {{^ +}}n = &list + 16{{$}}
  // P64: {{^ +}}n = &list + 32{{$}}
  // P64: {{^ +}}n = NULL{{$}}
  // P32: {{^ +}}n = &list{{$}}
  // P32: {{^ +}}n = &list + 12{{$}}
  // P32: {{^ +}}n = &list + 24{{$}}
  // P32: {{^ +}}n = NULL{{$}}
  // READ: {{^}}  {{.*}}memory-null.c:[[@LINE+4]]  <- find{{$}}
  // READ-NEXT: {{^ +}}found = NULL{{$}}
  // WRITE: {{^}}  {{.*}}memory-null.c:[[@LINE+2]]  <- find{{$}}
  // WRITE-NEXT: {{^ +}}found = NULL{{$}}
  struct node *found = find(&list[0], key);
#ifdef FIXED
  if (!found)
    return 0;
#endif
#ifdef WRITE
  // WRITE-NEXT: {{^}}  {{.*}}memory-null.c:[[#ERR]]  found->value = 0;{{$}}
  // WRITE-NEXT: {{^ +}}^ null pointer dereference{{$}}
  // WRITE-NOT: {{.}}
  // JSON: "verdict": "UNSAFE",
  // JSON-NEXT: "reason": "null pointer dereference",
  // JSON-NEXT: "location": {
  // JSON-NEXT: "file": "{{.*}}memory-null.c",
  // JSON-NEXT: "dir": {{.*}},
  // JSON-NEXT: "line": [[@LINE+1]],
  found->value = 0;
  return 0;
#else
  // READ-NEXT: {{^}}  {{.*}}memory-null.c:[[#ERR]]  return found->value;{{$}}
  // READ-NEXT: {{^ +}}^ null pointer dereference{{$}}
  // READ-NOT: {{.}}
  return found->value;
#endif
}

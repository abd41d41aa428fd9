// qsort and bsearch (runtime-models/libc_sort.c): the sorted order glibc gives (natively
// checked by the first RUN line), elements that compare equal kept in order, bsearch's
// hits and misses; nondeterministic contents end sorted; wrong expectations fail.
//
// RUN: %clang -O0 -w %s -o %t.native && %t.native
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 0 %cbounds %s -DNONDET | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DNONDET -DNONDET_WRONG | FileCheck %s --check-prefix=NONDETWRONG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct item {
  int key;
  char tag;
};

static int by_key(const void *a, const void *b) {
  const struct item *x = a, *y = b;
  return (x->key > y->key) - (x->key < y->key);
}

static int ints(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
#ifdef NONDET
  int v[4];
  for (int i = 0; i < 4; i++)
    v[i] = __VERIFIER_nondet_int();
  int first = v[0];
  qsort(v, 4, sizeof v[0], ints);
  assert(v[0] <= v[1] && v[1] <= v[2] && v[2] <= v[3]);
  assert(bsearch(&first, v, 4, sizeof v[0], ints) != 0);
#ifdef NONDET_WRONG
  // NONDETWRONG: {{^}}UNSAFE: assertion failed at {{.*}}qsort.c:[[@LINE+1]]{{$}}
  assert(v[0] != first);
#endif
#else
  struct item items[5] = {{3, 'a'}, {1, 'b'}, {3, 'c'}, {2, 'd'}, {1, 'e'}};
  qsort(items, 5, sizeof items[0], by_key);
  assert(items[0].tag == 'b' && items[1].tag == 'e' && items[2].tag == 'd');
  assert(items[3].tag == 'a' && items[4].tag == 'c');
  int keys[6] = {9, -4, 7, 0, 7, 2};
  qsort(keys, 6, sizeof keys[0], ints);
  assert(keys[0] == -4 && keys[1] == 0 && keys[2] == 2 && keys[3] == 7 && keys[5] == 9);
  int want = 2, missing = 5;
  assert(bsearch(&want, keys, 6, sizeof keys[0], ints) == &keys[2]);
  assert(bsearch(&missing, keys, 6, sizeof keys[0], ints) == 0);
  qsort(keys, 0, sizeof keys[0], ints);
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}qsort.c:[[@LINE+1]]{{$}}
  assert(items[0].tag == 'e');
#endif
#endif
  return 0;
}

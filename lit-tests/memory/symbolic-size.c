// Objects whose size comes from input (issue 39): malloc(n * size), calloc(n, size),
// realloc to n and variable-length arrays with n nondeterministic and large. The object
// has its true, symbolic size n: an access is in bounds iff offset + width <= n. Its
// first --object-bytes bytes (1024 by default) are represented; an access inside n but
// past them is not followed, and the answer is UNKNOWN naming the bound, never SAFE and
// never a false out-of-bounds error (docs/memory.md, "Allocation"). Before, every such
// object was `UNKNOWN: object whose size may exceed 1024 bytes` wherever it appeared,
// also on paths that never look past its first bytes.
//
// A thread array sized by an input, threads created for its first entries:
// RUN: %expect 0 %cbounds %s --no-static-proof -DTHREADS | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof -DTHREADS -DTHREADS_BUG | FileCheck %s --check-prefix=THREADS_BUG
// Reads and writes at n - 1 and at small offsets of malloc(n), n up to 2^32 - 1:
// RUN: %expect 0 %cbounds %s --no-static-proof -DHEAP | FileCheck %s --check-prefix=OK
// ILP32 pointers hold objects up to 4 MiB (22 offset bits): larger sizes are cut, named.
// RUN: %expect 20 %cbounds %s --no-static-proof -DHEAP --32 | FileCheck %s --check-prefix=HEAP32
// RUN: %expect 0 %cbounds %s --no-static-proof -DHEAP --32 -DAT_MOST_2000 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof -DHEAP -DOFF_BY_ONE | FileCheck %s --check-prefix=OFF_BY_ONE
// RUN: %expect 10 %cbounds %s --no-static-proof -DHEAP -DFAR | FileCheck %s --check-prefix=FAR
// The last byte of a large block: past the represented part, named.
// RUN: %expect 20 %cbounds %s --no-static-proof -DLAST | FileCheck %s --check-prefix=LAST
// RUN: %expect 20 %cbounds %s --no-static-proof -DLAST --object-bytes 4096 | FileCheck %s --check-prefix=LAST4096
// With n known to be at most 2000, --object-bytes 2048 represents it all:
// RUN: %expect 0 %cbounds %s --no-static-proof -DLAST -DAT_MOST_2000 --object-bytes 2048 | FileCheck %s --check-prefix=OK
// calloc(n, 4) is zeroed; realloc keeps the first bytes. A copy longer than the
// represented part (realloc of more than 1024 bytes) is not followed: UNKNOWN, named.
// RUN: %expect 0 %cbounds %s --no-static-proof -DCALLOC -DAT_MOST_200 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof -DCALLOC -DAT_MOST_200 -DCALLOC_BUG | FileCheck %s --check-prefix=CALLOC_BUG
// RUN: %expect 20 %cbounds %s --no-static-proof -DCALLOC | FileCheck %s --check-prefix=COPY
// A variable-length array of n ints:
// RUN: %expect 0 %cbounds %s --no-static-proof -DVLA | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --no-static-proof -DVLA -DVLA_BUG | FileCheck %s --check-prefix=VLA_BUG
// The contents beyond what the execution writes are any bytes:
// RUN: %expect 10 %cbounds %s --no-static-proof -DCONTENTS | FileCheck %s --check-prefix=CONTENTS
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

static int total;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  int v = *(int *)arg;
  pthread_mutex_lock(&lock);
  total += v;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n < 2)
    return 0;
#ifdef AT_MOST_2000
  __VERIFIER_assume(n <= 2000);
#endif
#ifdef AT_MOST_200
  __VERIFIER_assume(n <= 200);
#endif
#ifdef THREADS
  // n threads asked for; the program runs at most 2 of them (a pool of 2 workers).
  pthread_t *tids = malloc(n * sizeof *tids);
  int *args = malloc(n * sizeof *args);
  unsigned running = n < 2 ? n : 2;
  for (unsigned i = 0; i < running; i++) {
    args[i] = (int)i + 1;
    pthread_create(&tids[i], NULL, worker, &args[i]);
  }
  for (unsigned i = 0; i < running; i++)
    pthread_join(tids[i], NULL);
#ifdef THREADS_BUG
  // THREADS_BUG: {{^}}UNSAFE: assertion failed at {{.*}}symbolic-size.c:[[@LINE+1]]{{$}}
  assert(total == 2);
#else
  assert(total == 3);
#endif
  free(tids);
  free(args);
#endif
#ifdef HEAP
  // HEAP32: {{^}}UNKNOWN: unsupported: an object larger than the pointer encoding holds at {{.*}}symbolic-size.c:[[@LINE+1]]{{$}}
  char *p = malloc(n);
  p[0] = 'a';
  p[1] = 'b';
  unsigned i = __VERIFIER_nondet_uint();
  if (i < n && i < 100)
    p[i] = 'c';
  assert(p[0] == 'a' || p[0] == 'c');
#ifdef OFF_BY_ONE
  // OFF_BY_ONE: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}symbolic-size.c:[[@LINE+1]] [valid-deref]{{$}}
  p[n] = 0;
#endif
#ifdef FAR
  // n may be smaller: a real error for every n <= 600.
  // FAR: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}symbolic-size.c:[[@LINE+1]] [valid-deref]{{$}}
  p[600] = 0;
#endif
  free(p);
#endif
#ifdef LAST
  char *q = malloc(n);
  // LAST: {{^}}UNKNOWN: an access past the first 1024 bytes of an object whose size is not a constant (raise --object-bytes) at {{.*}}symbolic-size.c:[[@LINE+2]]{{$}}
  // LAST4096: {{^}}UNKNOWN: an access past the first 4096 bytes of an object whose size is not a constant (raise --object-bytes) at {{.*}}symbolic-size.c:[[@LINE+1]]{{$}}
  q[n - 1] = 'z';
  assert(q[n - 1] == 'z');
  free(q);
#endif
#ifdef CALLOC
  __VERIFIER_assume(n <= 100000);
  int *c = calloc(n, sizeof *c);
  c[1] = 7;
  assert(c[0] == 0 && c[1] == 7);
  // COPY: {{^}}UNKNOWN: unsupported: a copy past the represented part of an object (main's arguments, or one whose size is not a constant: raise --object-bytes) at {{.*}}symbolic-size.c:[[@LINE+1]]{{$}}
  int *d = realloc(c, 2 * n * sizeof *d);
  assert(d[1] == 7);
#ifdef CALLOC_BUG
  // realloc's new bytes are not zeroed.
  // CALLOC_BUG: {{^}}UNSAFE: assertion failed at {{.*}}symbolic-size.c:[[@LINE+1]]{{$}}
  assert(d[n] == 0);
#endif
  free(d);
#endif
#ifdef VLA
  __VERIFIER_assume(n <= 1000000);
  int a[n];
  a[0] = 1;
  a[1] = 2;
#ifdef VLA_BUG
  // VLA_BUG: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}symbolic-size.c:[[@LINE+1]] [valid-deref]{{$}}
  a[n] = 3;
#endif
  assert(a[0] + a[1] == 3);
#endif
#ifdef CONTENTS
  unsigned char *r = malloc(n);
  r[0] = 1;
  // CONTENTS: {{^}}UNSAFE: assertion failed at {{.*}}symbolic-size.c:[[@LINE+1]]{{$}}
  assert(r[1] == 0);
  free(r);
#endif
  return 0;
}

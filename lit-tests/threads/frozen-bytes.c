// Frozen objects thaw byte by byte (docs/sequentialization.md, "Frozen objects"): a
// store after main's first pthread_create thaws only the bytes it may write, so the
// other fields of the same struct keep starting every round from main's snapshot. Here
// both threads count in `c.hits`, which thaws those bytes and nothing else; T2 also
// redirects `c.target`, a pointer beside the counter, and T1 stores through it. The
// failing schedule is frozen-thaw.c's (K = 3): T1 preempted before it reads c.target,
// T2 redirects it to &b, T1 then stores b = 1, and main finds a == 0.
//
// What a naive byte-wise thaw gets wrong, and these runs catch:
// - the store of a pointer thaws all of its bytes: &a and &b differ in the object bits,
//   the high bytes; an encoder that thawed only the byte at the store's address kept
//   the old high bytes, T1 always wrote a, and K = 3 was a wrong SAFE;
// - -DINDEXED: T2 stores into c.slot[i] with a nondeterministic i, a store at a
//   symbolic offset: it thaws every byte it may write, so slot[1] thaws too (an
//   encoder that thawed nothing for such a store, or only slot[0], misses the bug).
// - the counter's bytes thaw as well (K = 2 SAFE, -DFIXED SAFE at K = 4: the counts
//   hold only if the rounds see each other's increments).
//
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 --no-freeze | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 -DINDEXED | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -K 3 -DINDEXED --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -K 2 -DINDEXED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 4 -DFIXED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 4 -DFIXED --32 | FileCheck %s --check-prefix=SAFE
// Without the redirect, the counter's bytes and `a` thaw: the program is encoded once
// more, and not again (the pointers beside the counter stay frozen, and exact). Which
// bytes stay frozen shows only in the encoding's size (docs/sequentialization.md).
// RUN: %expect 0 %cbounds-bin %s --no-deepen -DFIXED -K 4 --verbosity 2 2>&1 >/dev/null | FileCheck %s --check-prefix=THAW
// THAW: encoding again: 2 frozen objects may be written later
// THAW-NOT: encoding again
// THAW: encoding done
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int a, b;

static struct config {
  int hits;
  int *slot[2]; /* T1 stores through slot[1] */
} c;

static void *store_through_slot(void *arg) {
  (void)arg;
  int *target = c.slot[1];
  *target = 1;
  __atomic_fetch_add(&c.hits, 1, __ATOMIC_SEQ_CST);
  return 0;
}

static void *redirect_slot(void *arg) {
  (void)arg;
#ifndef FIXED
#ifdef INDEXED
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i == 0 || i == 1);
  c.slot[i] = &b;
#else
  c.slot[1] = &b;
#endif
#endif
  __atomic_fetch_add(&c.hits, 1, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  c.slot[0] = &a;
  c.slot[1] = &a;
  pthread_create(&t1, 0, store_through_slot, 0);
  pthread_create(&t2, 0, redirect_slot, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(c.hits == 2);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}frozen-bytes.c:[[@LINE+1]]{{$}}
  assert(a == 1);
  return 0;
}

// The edges that break a naive slicer (docs/sequentialization.md, "Slicing"): in each
// variant a value that looks like bookkeeping decides an error, and slicing must keep
// it. Each variant is UNSAFE with and without slicing; without any -D the program is
// SAFE and its counter goes.
//   -DMEMORY  the counter reaches the assertion through another global (stored, loaded)
//   -DALIAS   the counter is written through a pointer passed to a helper (its address
//            escapes: not a candidate) and read directly
//   -DCONTROL the counter only decides a branch that sets the flag the assertion reads
//   -DLOCKED  a lock-protected global written by a thread and read by main after the join
//   -DRETURN  the counter comes back as a helper's return value
//   -DOOB     the stored value is irrelevant but the address is past the end of the array
//   -DDIVIDE  the irrelevant computation divides by a value that may be zero
//   -DFIELD   two fields of one struct: the irrelevant one goes, the one read by the
//            assertion (written as a wider store that overlaps both) stays
//
// RUN: %expect 0 %cbounds %s -K 2 --stats --no-static-proof | FileCheck %s --check-prefixes=SAFE,GONE
// RUN: %expect 10 %cbounds %s -K 2 -DMEMORY | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s -K 2 -DALIAS | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s -K 2 -DCONTROL | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s -K 2 -DLOCKED | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s -K 2 -DRETURN | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s -K 2 -DOOB | FileCheck %s --check-prefix=OOB
// RUN: %expect 10 %cbounds %s -K 2 -DDIVIDE | FileCheck %s --check-prefix=DIVIDE
// RUN: %expect 10 %cbounds %s -K 2 -DFIELD | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 10 %cbounds %s -K 2 -DMEMORY --no-slice | FileCheck %s --check-prefix=ASSERT
// SAFE: SAFE
// GONE: stats: slicing removed {{[1-9][0-9]*}} of {{[0-9]+}} instructions, the values of 1 globals and 0 fields
// ASSERT: UNSAFE: assertion failed
// OOB: UNSAFE: out-of-bounds memory access
// DIVIDE: UNSAFE: division by zero
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int counter;   /* bookkeeping: incremented by the worker */
int copy;      /* MEMORY: where the counter goes */
int flag;      /* CONTROL */
int table[4];  /* OOB */
int ratio;     /* DIVIDE */
union { long both; struct { int noise; int seen; } f; } pair; /* FIELD */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void bump(int *p) { *p += 1; }
static int get_counter(void) { return counter; }

void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
#ifdef ALIAS
  bump(&counter);
#else
  counter++;
#endif
#ifdef MEMORY
  copy = counter * 2;
#endif
#ifdef CONTROL
  if (counter > 0)
    flag = 1;
#endif
#ifdef OOB
  int *t = table;
  t[4] = counter; /* one past the end */
#endif
#ifdef DIVIDE
  ratio = 100 / __VERIFIER_nondet_int();
#endif
#ifdef FIELD
  pair.f.noise = counter;
  pair.both = 1L << 32; /* seen = 1 on a little-endian machine */
#endif
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_mutex_lock(&m);
#ifdef MEMORY
  assert(copy != 2);
#endif
#ifdef ALIAS
  assert(counter != 1);
#endif
#ifdef CONTROL
  assert(!flag);
#endif
#ifdef LOCKED
  assert(counter == 0);
#endif
#ifdef RETURN
  assert(get_counter() != 1);
#endif
#ifdef FIELD
  assert(pair.f.seen == 0);
#endif
  pthread_mutex_unlock(&m);
  return 0;
}

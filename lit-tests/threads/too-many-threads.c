// --threads N bounds the number of threads, main included (default 8). A program that
// may create more threads than that gets the verdict UNKNOWN, neither SAFE (executions
// with more threads were not checked) nor UNSAFE (the bug here needs the most threads).
// Main creates n workers, n nondeterministic in 0..10 (at most 11 threads with main),
// each incrementing `count` under a mutex; main joins them and asserts count == n.
//   --threads 4, --threads 10: too few: UNKNOWN (with -K 2 where it is cheaper: the
//   verdict does not depend on K).
//   --threads 11 (exactly enough) and --threads 12: SAFE with K=2: every worker runs
//   in round 1 after main (main blocks on its first join), main joins them in round 2.
//   -DBUG: main asserts count != 10, which fails only with ten workers: UNSAFE with
//   --threads 11 and 12 (K=2), UNKNOWN with --threads 4 and 10.
// The creation loop runs at most 10 times: within the default unwind bound of 10.
//
// RUN: %expect 20 %cbounds %s --threads 4 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect 20 %cbounds %s --threads 10 -K 2 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect 0 %cbounds %s --threads 11 -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --threads 12 -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --threads 12 -K 2 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 20 %cbounds %s -DBUG --threads 4 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect 20 %cbounds %s -DBUG --threads 10 -K 2 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect 10 %cbounds %s -DBUG --threads 11 -K 2 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG --threads 12 -K 2 --32 | FileCheck %s --check-prefix=BUG
//
// UNKNOWN: {{^}}UNKNOWN: {{.+}}
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define MAX 10

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[MAX];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n <= MAX);
  for (int i = 0; i < n; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_join(t[i], 0);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}too-many-threads.c:[[@LINE+1]]{{$}}
  assert(count != MAX);
#else
  assert(count == n);
#endif
  return 0;
}

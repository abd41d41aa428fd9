// --switch-points=all puts a switch point before every memory access, not only before
// accesses to shared memory (and synchronization calls). Accesses to memory no other
// thread can reach commute with everything the other threads do, so the extra switch
// points add no behaviour: the verdicts are those without the option.
// The program is the lost update of lost-update.c, with thread-private work around
// the increment (a local array, a local whose address is taken, a private heap
// object) so that there are many extra switch points:
//   K=1, K=2: SAFE; K=3: UNSAFE (round 1: main creates T1, T2, blocks on join(T1); T1
//   loads x == 0, preempted; T2 increments; round 2: T1 stores 1; round 3: main joins,
//   x == 1). -DFIXED (mutex): SAFE with K=3.
// Each verdict is also checked without the option.
//
// RUN: %expect 0 %cbounds %s --switch-points=all -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --switch-points=all -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --switch-points=all -K 2 --32 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s --switch-points=all -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --switch-points=all -K 3 --32 | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s --switch-points=all -DFIXED -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 2 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -DFIXED -K 3 | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static int x;
#ifdef FIXED
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#endif

static void add_one(int *p) {
  *p += 1;
}

static void *increment(void *arg) {
  (void)arg;
  int local[3] = {1, 2, 3};
  int sum = 0;
  add_one(&sum);
  int *priv = malloc(sizeof *priv);
  if (!priv)
    return 0;
  *priv = local[0] + local[2];
#ifdef FIXED
  pthread_mutex_lock(&m);
#endif
  int v = x;
  local[1] = v;
  sum += local[1] + *priv;
  x = v + 1;
#ifdef FIXED
  pthread_mutex_unlock(&m);
#endif
  add_one(priv);
  assert(*priv == 5 && sum == v + 5);
  free(priv);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  int before = 0;
  add_one(&before);
  pthread_create(&t1, 0, increment, 0);
  pthread_create(&t2, 0, increment, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}switch-points-all.c:[[@LINE+1]]{{$}}
  assert(x == 2 && before == 1);
  return 0;
}

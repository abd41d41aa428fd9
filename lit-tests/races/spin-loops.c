// Busy waits under --race (docs/sequentialization.md, "Spin loops"). Peterson's
// algorithm with atomic flags protects the plain writes of `x`; its busy wait spun up
// to the unwinding bound under --race, where libseq did not prune spin loops: UNKNOWN,
// "loop may run more than 10 iterations" (SV-COMP's no-data-race rows peterson, dekker,
// szymanski, lamport). A stuttering iteration repeats the same accesses of the same
// bytes in the same state, so a race that one of them could start or finish, the
// iteration before already starts or finishes: the thread stops after a stutter under
// --race as it does without.
//
// RUN: %expect 0 %cbounds %s --race | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race --32 | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race --no-lockset | FileCheck %s --check-prefix=NORACE
// -DBUG: thread 2 does not raise its flag, and the two writes of x race.
// RUN: %expect 10 %cbounds %s --race -DBUG | FileCheck %s --check-prefix=RACEX
//
// The edges:
// - -DPLAIN: the wait reads a plain `ready` that main writes: the spinning read itself
//   races with that write, and is found (the loop's own reads keep their checks).
// - -DHELPER: the same read inside a read-only helper the wait calls (its check is
//   a call the spin analysis must accept without dropping it).
// - -DNEVER: a wait, through such a helper, for a flag nobody sets: the waiter is stuck
//   for good, and no race. With --no-lockset the helper's read has its check when the
//   wait is analysed (functions are instrumented in module order): SAFE, not "loop may
//   run more than 10 iterations".
// - -DMINE: the wait also writes a cell of its own, atomically, that main writes
//   atomically too. libseq reads that cell at the loop's header to compare it, a read
//   the program does not make: with --no-lockset, which checks every shared access,
//   that read must get no check, or it would race with main's write (a false alarm).
// RUN: %expect 10 %cbounds %s --race -DPLAIN | FileCheck %s --check-prefix=RACEREADY
// RUN: %expect 10 %cbounds %s --race -DHELPER | FileCheck %s --check-prefix=RACEREADY
// RUN: %expect 0 %cbounds %s --race -DMINE --no-lockset | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race -DMINE | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race -DNEVER --no-lockset | FileCheck %s --check-prefix=NORACE
//
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// RACEX: {{^}}UNSAFE: data race at {{.*}}spin-loops.c:{{(63|77)}}{{$}}
// RACEREADY: {{^}}UNSAFE: data race at {{.*}}spin-loops.c:{{(46|84|114)}}{{$}}

#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int flag1, flag2, turn, x, ready, mine, never;

int is_ready(void) { return ready; }
int is_set(void) { return never; }

#define ATOMIC(stmt)                                                                     \
  do {                                                                                   \
    __VERIFIER_atomic_begin();                                                           \
    stmt;                                                                                \
    __VERIFIER_atomic_end();                                                             \
  } while (0)

void *thr1(void *arg) {
  int f, t;
  ATOMIC(flag1 = 1);
  ATOMIC(turn = 1);
  ATOMIC((f = flag2, t = turn));
  while (f == 1 && t == 1)
    ATOMIC((f = flag2, t = turn));
  x = 1;
  ATOMIC(flag1 = 0);
  return arg;
}

void *thr2(void *arg) {
  int f, t;
#ifndef BUG
  ATOMIC(flag2 = 1);
#endif
  ATOMIC(turn = 0);
  ATOMIC((f = flag1, t = turn));
  while (f == 1 && t == 0)
    ATOMIC((f = flag1, t = turn));
  x = 2;
  ATOMIC(flag2 = 0);
  return arg;
}

void *waiter(void *arg) {
#if defined(PLAIN)
  while (!ready) {
  }
#elif defined(HELPER)
  while (!is_ready()) {
  }
#elif defined(NEVER)
  while (!is_set()) {
  }
#elif defined(MINE)
  while (1) {
    __VERIFIER_atomic_begin();
    mine = 0;
    int go = ready;
    __VERIFIER_atomic_end();
    if (go)
      break;
  }
#endif
  return arg;
}

int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  pthread_create(&t3, 0, waiter, 0);
#if defined(MINE)
  ATOMIC(mine = 1);
  ATOMIC(ready = 1);
#else
  ready = 1;
#endif
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  return 0;
}

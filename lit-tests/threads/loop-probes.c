// Loop probes (encoder/loop_probe.h): before a loop's next iteration is unwound, the
// solver is asked whether an execution that matters (one not stopped for good, in the
// sink round) can take the back edge. If not, the iteration and all after it are not
// built.
//
// The program: main hands the worker three turns, each through a busy wait on `turn`.
// Each turn needs both threads to be switched to, so the worker's outer loop goes
// around at most about K times, whatever --unwind says. Without the probes, every one of
// the --unwind iterations was built and left for the final solver to refute.
//   - The fixed program (at most three turns are taken) is SAFE, with and without the
//     probes. With the probes, some back edges are infeasible and fewer instructions are
//     executed symbolically than without them (the awk line compares --stats).
//   - -DBUG asserts that the third turn never comes: UNSAFE with K = 3 (in round 3 the
//     worker takes it), SAFE with K = 2. The iterative search (no -K) reports K=3 as the
//     smallest k. A probe that cut a feasible iteration would miss the bug.
//   - -DBUG -DSTUCK adds a thread that waits for ever for a flag nobody sets. From some
//     iteration on, its back edge is feasible only in the sink (it stopped for good);
//     those executions must still reach the thread's end, where the round guesses are
//     checked. Dropping them instead of ending the thread loses every execution (all
//     have the waiting thread) and reports SAFE.
//
// RUN: %expect 0 %cbounds %s -K 4 --unwind 8 --stats | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -K 4 --unwind 8 --stats --no-loop-probes | FileCheck %s --check-prefix=OFF
// RUN: %cbounds-bin %s --no-deepen -K 4 --unwind 8 --stats > %t.on
// RUN: %cbounds-bin %s --no-deepen -K 4 --unwind 8 --stats --no-loop-probes > %t.off
// RUN: awk '/^stats: symex/ { n[FILENAME] = $3 } END { exit !(n[ARGV[1]] < n[ARGV[2]]) }' %t.on %t.off
// RUN: %expect 10 %cbounds %s -DBUG -K 3 | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %cbounds %s -DBUG -K 2 | FileCheck %s --check-prefix=SAFE-ONLY
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=SMALLEST
// RUN: %expect 10 %cbounds %s -DBUG -DSTUCK -K 3 | FileCheck %s --check-prefix=BUG
//
// SAFE: {{^}}SAFE{{:}} no error found within the bounds{{$}}
// SAFE: {{^}}stats: loop back edges {{[1-9][0-9]*}} asked about, {{[1-9][0-9]*}} infeasible{{$}}
// OFF: {{^}}SAFE{{:}} no error found within the bounds{{$}}
// OFF: {{^}}stats: loop back edges 0 asked about, 0 infeasible{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}loop-probes.c:{{[0-9]+}}
// SAFE-ONLY: {{^}}SAFE{{:}} no error found within the bounds{{$}}
// SMALLEST: {{^}}UNSAFE: assertion failed at {{.*}}loop-probes.c
// SMALLEST: {{^}}contexts: found with k=3 rounds (none with fewer)

#include <assert.h>
#include <pthread.h>

static int turn;
#ifdef STUCK
static int never;

static void *waiter(void *arg) {
  while (!never) {
  }
  return arg;
}
#endif

static void *worker(void *arg) {
  int taken = 0;
  for (;;) {
    while (turn == 0) {
    }
    turn = 0;
    taken++;
#ifdef BUG
    assert(taken < 3);
#else
    assert(taken <= 3);
#endif
  }
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifdef STUCK
  pthread_t w;
  pthread_create(&w, 0, waiter, 0);
#endif
  for (int i = 0; i < 3; i++) {
    turn = 1;
    while (turn == 1) {
    }
  }
  return 0;
}

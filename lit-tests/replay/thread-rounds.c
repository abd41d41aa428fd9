// --save-replay / --replay of a thread bug that needs 3 rounds (the lost update of
// threads/lost-update.c): the replay runs the interleaving natively and reaches the
// failed assertion; with -DFIXED compiled in the same trace cannot be replayed (the
// option is refused: the file's options are used, and only --timeout may be given).
// Changing one scheduling choice (T1 is not preempted between its load and its store)
// gives an interleaving without the bug: the replay must say so (exit 0).
//
// RUN: rm -f %t.json
// RUN: %expect 10 %cbounds-bin %s --no-deepen -K 3 --save-replay %t.json | FileCheck %s --check-prefix=BUG
// RUN: FileCheck %s --check-prefix=FILE < %t.json
// RUN: %expect 10 %cbounds-bin --replay %t.json %s | FileCheck %s --check-prefix=REACHED
// RUN: %expect 10 %cbounds-bin --replay %t.json %s --timeout 30 | FileCheck %s --check-prefix=REACHED
// RUN: %expect 2 %cbounds-bin --replay %t.json %s -DFIXED 2>&1 | FileCheck %s --check-prefix=REFUSED
// The same for ILP32.
// RUN: %expect 10 %cbounds-bin %s --no-deepen -K 3 --32 --save-replay %t32.json | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds-bin --replay %t32.json %s | FileCheck %s --check-prefix=REACHED
// RUN: env CBOUNDS_REPLAY_QEMU=1 %expect 10 %cbounds-bin --replay %t32.json %s | FileCheck %s --check-prefix=REACHED
// Tampered: every preemption of a thread (a move to a later round, "i8 0x2" or "i8 0x3")
// becomes "stay in round 1": no lost update, main never gets past its join.
// RUN: sed -e 's/"i8 0x[23]"/"i8 0x1"/g' %t.json > %t.tampered.json
// RUN: %expect 0 %cbounds-bin --replay %t.tampered.json %s | FileCheck %s --check-prefix=TAMPERED
// No file with SAFE.
// RUN: rm -f %t.safe.json
// RUN: %expect 0 %cbounds-bin %s --no-deepen -K 2 --save-replay %t.safe.json
// RUN: not test -e %t.safe.json
//
// FILE: "format": "cbounds-replay",
// FILE: "version": 2,
// FILE: "rounds": 3,
// FILE: "iterate_rounds": false,
// FILE: "reason": "assertion failed",
// FILE: "line": [[#LINE:]]
// FILE: "thread": 0,
// FILE: "thread": 1,
// FILE: "thread": 2,
// REFUSED: --replay takes the options from the replay file: '-DFIXED' is not allowed with it
// TAMPERED: {{^}}replay: error NOT reached: {{.+}}

#include <assert.h>
#include <pthread.h>

static int x;

static void *increment(void *arg) {
  (void)arg;
  x++;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, increment, 0);
  pthread_create(&t2, 0, increment, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}thread-rounds.c:[[@LINE+2]]{{$}}
  // REACHED: {{^}}replay: error reached: assertion failed at {{.*}}thread-rounds.c:[[@LINE+1]]{{$}}
  assert(x == 2);
  return 0;
}

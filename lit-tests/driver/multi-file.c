// NOT-COMPILABLE alone: it needs -I Inputs/multi-file/include and counter.c (plugin/verify-all.test skips it).
// Several files (issue 39): `cbounds main.c counter.c -I include` compiles each and links
// them as a C linker does; .bc and .ll inputs mix in. The bug is in the other file
// (Inputs/multi-file/counter.c): its failed assertion and its data race are reported at
// their lines there, and the counterexamples replay natively with both files. With the
// counter locked the program is SAFE. Two definitions of one function do not link.
//
// RUN: %expect 10 %cbounds %s %S/Inputs/multi-file/counter.c -I %S/Inputs/multi-file/include | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 0 %cbounds %s %S/Inputs/multi-file/counter.c -I %S/Inputs/multi-file/include -DLOCKED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds --race %s %S/Inputs/multi-file/counter.c -I %S/Inputs/multi-file/include | FileCheck %s --check-prefix=RACE
// RUN: %expect 0 %cbounds --race %s %S/Inputs/multi-file/counter.c -I %S/Inputs/multi-file/include -DLOCKED | FileCheck %s --check-prefix=SAFE
// The other file as bitcode, and this one as LLVM assembly, in either order.
// RUN: %clang -c -emit-llvm -g %S/Inputs/multi-file/counter.c -I %S/Inputs/multi-file/include -o %t.counter.bc
// RUN: %expect 10 %cbounds %s %t.counter.bc -I %S/Inputs/multi-file/include | FileCheck %s --check-prefix=ASSERT
// RUN: %clang -S -emit-llvm -g %s -I %S/Inputs/multi-file/include -o %t.main.ll
// RUN: %expect 10 %cbounds %t.counter.bc %t.main.ll | FileCheck %s --check-prefix=ASSERT
// A replay names its files; --replay takes them in the same order.
// RUN: %cbounds-bin --no-deepen %s %S/Inputs/multi-file/counter.c -I %S/Inputs/multi-file/include --save-replay %t.replay.json > /dev/null || true
// RUN: %python -c "import json,sys; d=json.load(open(sys.argv[1])); print(len(d['inputs']), d['inputs'][1].endswith('counter.c'))" %t.replay.json | FileCheck %s --check-prefix=INPUTS
// RUN: %expect 10 %cbounds-bin --replay %t.replay.json %s %S/Inputs/multi-file/counter.c | FileCheck %s --check-prefix=REPLAY
// Two definitions of counter_get: an input error.
// RUN: %expect 2 %cbounds %s %S/Inputs/multi-file/counter.c %S/Inputs/multi-file/twice.c -I %S/Inputs/multi-file/include 2>&1 | FileCheck %s --check-prefix=TWICE
// The same file twice is a usage error.
// RUN: %expect 2 %cbounds %s %s 2>&1 | FileCheck %s --check-prefix=SAME
//
// ASSERT: {{^}}UNSAFE: assertion failed at {{.*}}counter.c:24{{$}}
// ASSERT: {{^ +[0-9]+ +}}{{.*}}counter.c:15{{ +}}value = v + n;
// SAFE: {{^}}SAFE: no {{error|data race}} found within the bounds{{$}}
// RACE: {{^}}UNSAFE: data race at {{.*}}counter.c:{{14|15}}{{$}}
// INPUTS: 2 True
// REPLAY: replay: error reached: assertion failed at {{.*}}counter.c:24
// TWICE: cbounds: error: {{.*}}twice.c cannot be linked with the files before it: {{.*}}counter_get
// SAME: cbounds: error: input file '{{.*}}multi-file.c' given twice

#include <assert.h>
#include <pthread.h>
#include "counter.h"
#ifdef GREETING
_Static_assert(sizeof GREETING == 12, "a -D value with a space, from the database");
#endif

static int value = 7; /* not the counter's */

static void *worker(void *arg) {
  counter_add(*(int *)arg);
  return 0;
}

int main(void) {
  pthread_t a, b;
  int one = 1, two = 2;
  pthread_create(&a, 0, worker, &one);
  pthread_create(&b, 0, worker, &two);
  pthread_join(a, 0);
  pthread_join(b, 0);
  // ASSERT: {{^ +[0-9]+ +}}{{.*}}multi-file.c:[[@LINE+2]]{{ +}}-> counter_check
  // ASSERT: {{^ +[0-9]+ +}}{{.*}}counter.c:24{{ +}}assert(value == expected);
  counter_check(3);
  assert(value == 7);
  return 0;
}

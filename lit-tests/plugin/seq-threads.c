// seq on a program that creates threads: the module is left valid, without an entry
// wrapper, and marked with the named metadata !cbounds.unsupported carrying the reason
// (passes/seq.h), once even if seq runs again. cbounds given the marked module says
// UNKNOWN for that reason, as for the C file. opt reports the reason on standard
// error, naming the place once.
//
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes=seq %t.bc -S -o %t.seq.ll 2> %t.err
// RUN: %opt -passes=verify %t.seq.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.seq.ll
// RUN: %expect 20 %cbounds %t.seq.ll | FileCheck %s
// RUN: %expect 20 %cbounds %s | FileCheck %s
// Once marked, always marked, and only once.
// RUN: %opt -load-pass-plugin %plugin -passes=seq %t.seq.ll -S -o %t.again.ll 2> /dev/null
// RUN: %opt -load-pass-plugin %plugin -passes=seq,seq %t.bc -S -o %t.pipeline.ll 2> /dev/null
// RUN: FileCheck %s --check-prefix=IR < %t.again.ll
// RUN: FileCheck %s --check-prefix=IR < %t.pipeline.ll
// RUN: %expect 20 %cbounds %t.again.ll | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG --match-full-lines < %t.err
//
// IR-NOT: define {{.*}}@__cbounds_entry
// IR: !cbounds.unsupported = !{![[REASON:[0-9]+]]}{{$}}
// IR-NOT: !cbounds.unsupported

#include <pthread.h>

static void *worker(void *arg) { return arg; }

int main(void) {
  pthread_t t;
  // CHECK: {{^}}UNKNOWN: threads not supported yet (pthread_create at {{.*}}seq-threads.c:[[@LINE+4]]){{$}}
  // CHECK-NOT: {{.}}
  // IR: ![[REASON]] = !{!"threads not supported yet (pthread_create at {{.*}}seq-threads.c:[[@LINE+2]])"}
  // DIAG: libseq: threads not supported yet (pthread_create at {{.*}}seq-threads.c:[[@LINE+1]])
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}

// The seq pass (libseq as an opt plugin) on a program without threads: the output is
// valid IR with the entry wrapper @__cbounds_entry, which calls main and returns;
// main and the rest of the program are unchanged, and cbounds gives the output the
// same verdict as the C file. main's integer parameters get fresh nondet values.
//
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes=seq %t.bc -o %t.seq.bc 2> %t.err
// RUN: not grep . %t.err
// RUN: %opt -passes=verify %t.seq.bc -o /dev/null
// RUN: llvm-dis %t.seq.bc -o %t.seq.ll
// RUN: FileCheck %s < %t.seq.ll
// RUN: %expect 10 %cbounds %t.seq.ll | FileCheck %s --check-prefix=VERDICT
// RUN: %expect 10 %cbounds %t.seq.bc | FileCheck %s --check-prefix=VERDICT
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=VERDICT
//
// main with argc and argv.
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -DARGS -o %t.args.bc
// RUN: %opt -load-pass-plugin %plugin -passes=seq %t.args.bc -o %t.args.seq.bc
// RUN: %opt -passes=verify %t.args.seq.bc -o /dev/null
// RUN: llvm-dis %t.args.seq.bc -o - | FileCheck %s --check-prefix=ARGS
// RUN: %expect 10 %cbounds %t.args.seq.bc | FileCheck %s --check-prefix=ARGSVERDICT
//
// CHECK: define {{.*}}i32 @main()
// CHECK-NOT: define {{.*}}@__cbounds_entry
// CHECK: define void @__cbounds_entry() {
// CHECK-NEXT: entry:
// CHECK-NEXT: call i32 @main()
// The end of the program (leaks are checked there under valid-memsafety).
// CHECK-NEXT: call void @__cbounds_rounds_check()
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-NOT: define {{.*}}@__cbounds_entry
// CHECK-NOT: cbounds.unsupported
//
// ARGS: define {{.*}}i32 @main(i32 noundef %{{[^,]+}}, ptr noundef %{{[^)]+}})
// ARGS: define void @__cbounds_entry() {
// ARGS-NEXT: entry:
// ARGS-NEXT: %[[ARG:[^ ]+]] = call i32 @[[NONDET:[^(]+]]()
// ARGS-NEXT: call i32 @main(i32 %[[ARG]], ptr {{undef|poison}})
// ARGS-NEXT: call void @__cbounds_rounds_check()
// ARGS-NEXT: ret void
// ARGS: declare i32 @[[NONDET]]()
// ARGSVERDICT: {{^}}UNSAFE: assertion failed at {{.*}}seq-entry.c:{{[0-9]+}}{{$}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int triple(int v) { return 3 * v; }

#ifdef ARGS
int main(int argc, char **argv) {
  (void)argv;
  assert(argc != 4);
  return 0;
}
#else
int main(void) {
  int x = __VERIFIER_nondet_int();
  // VERDICT: {{^}}UNSAFE: assertion failed at {{.*}}seq-entry.c:[[@LINE+1]]{{$}}
  assert(triple(x) != 21);
  return 0;
}
#endif

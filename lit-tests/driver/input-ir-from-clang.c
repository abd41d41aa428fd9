// LLVM assembly (.ll) made by clang -S -emit-llvm: with -g the trace is that of the C
// file, without -g it has no locations. Assembly that does not parse is an input error
// (exit status 2) with one line naming the file, line and column of the problem.
//
// RUN: %clang -S -emit-llvm -g %s -o %t.ll
// RUN: %expect 10 %cbounds %t.ll | FileCheck %s
// RUN: %clang -S -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.nooptnone.ll
// RUN: %expect 10 %cbounds %t.nooptnone.ll | FileCheck %s
// RUN: %clang -S -emit-llvm %s -o %t.nodebug.ll
// RUN: %expect 10 %cbounds %t.nodebug.ll | FileCheck %s --check-prefix=NODEBUG
// RUN: %clang -S -emit-llvm -g %s -DFIXED -o %t.fixed.ll
// RUN: %expect 0 %cbounds %t.fixed.ll | FileCheck %s --check-prefix=FIXED
// An .ll cut off in the middle of main's body.
// RUN: head -c 600 %t.nodebug.ll > %t.broken.ll
// RUN: %expect 2 %cbounds %t.broken.ll > %t.out 2> %t.err
// RUN: not grep . %t.out
// RUN: FileCheck %s --check-prefix=BROKEN --match-full-lines < %t.err
//
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}
// NODEBUG: {{^}}UNSAFE: division by zero{{$}}
// NODEBUG-NEXT: {{^}}trace:{{$}}
// NODEBUG-NEXT: {{^}}  1  <no location>{{$}}
// NODEBUG: {{^ +}}^ division by zero{{$}}
// BROKEN: cbounds: error: {{.*}}broken.ll:{{[0-9]+}}:{{[0-9]+}}: {{.+}}
// BROKEN-NOT: {{.+}}

extern unsigned __VERIFIER_nondet_uint(void);

static unsigned average(unsigned total, unsigned count) {
#ifdef FIXED
  if (count == 0)
    return 0;
#endif
  // CHECK: {{^}}UNSAFE: division by zero at {{.*}}input-ir-from-clang.c:[[@LINE+1]]{{$}}
  return total / count;
}

int main(void) {
  // CHECK: {{^}}  {{.*}}input-ir-from-clang.c:[[@LINE+2]]  unsigned total = __VERIFIER_nondet_uint();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_uint() = [[TOTAL:[0-9]{1,3}|1000]]{{$}}
  unsigned total = __VERIFIER_nondet_uint();
  unsigned count = __VERIFIER_nondet_uint();
  if (total > 1000)
    count = 1;
  // The parameters of the callee show the values passed (count is 0).
  // CHECK: {{^}}  {{.*}}input-ir-from-clang.c:[[@LINE+6]]  -> average{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}input-ir-from-clang.c:[[@LINE-12]]    return total / count;{{$}}
  // CHECK-NEXT: {{^ +}}total = [[TOTAL]]{{$}}
  // CHECK-NEXT: {{^ +}}count = 0{{$}}
  // CHECK-NEXT: {{^ +}}^ division by zero{{$}}
  // CHECK-NOT: {{.}}
  return (int)average(total, count);
}

// NOT-COMPILABLE: this file is broken on purpose (plugin/verify-all.test skips it).
// A C file that does not compile: exit status 2, clang's diagnostic passes through on
// standard error with the file and line, then one line of cbounds; no verdict.
//
// RUN: %expect 2 %cbounds %s > %t.out 2> %t.err
// RUN: not grep . %t.out
// RUN: FileCheck %s < %t.err
// The same when compiled as preprocessed C.
// RUN: cp %s %t.i
// RUN: %expect 2 %cbounds %t.i > %t.out 2> %t.err
// RUN: not grep . %t.out
// RUN: FileCheck %s --check-prefix=PRE < %t.err
//
// CHECK: {{^}}{{.*}}input-not-compilable.c:[[@LINE+9]]:{{[0-9]+}}: error: expected expression{{$}}
// CHECK: {{^}}1 error generated.{{$}}
// CHECK-NEXT: {{^}}cbounds: error: {{.*}}input-not-compilable.c does not compile{{$}}
// CHECK-NOT: {{.}}
// PRE: {{.*}}.i:[[@LINE+5]]:{{[0-9]+}}: error: expected expression{{$}}
// PRE: {{^}}cbounds: error: {{.*}}.i does not compile{{$}}
// PRE-NOT: {{.}}

int main(void) {
  int x = ;
  return x;
}

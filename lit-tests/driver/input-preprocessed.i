// Preprocessed C (.i) is compiled as it is, without the preprocessor and with its
// warnings silenced. Without line markers the trace names the .i file and its lines.
//
// RUN: %expect 10 %cbounds %s 2> %t.err | FileCheck %s
// RUN: not grep . %t.err
// The same text as a .c file compiles too, but clang warns about it.
// RUN: cp %s %t.c
// RUN: %expect 10 %cbounds %t.c 2> %t.err | FileCheck %s --check-prefix=ASC
// RUN: FileCheck %s --check-prefix=WARN < %t.err
//
// ASC: {{^}}UNSAFE: reach_error() called at {{.*}}.c:{{[0-9]+}}{{$}}
// WARN: warning: type specifier missing, defaults to 'int'

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* Implicit int: a warning in a .c file, silent in a .i. */
static scale(int v) { return 3 * v; }

int main(void) {
  // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}input-preprocessed.i:[[@LINE+9]]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}input-preprocessed.i:[[@LINE+3]]  int x = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 7{{$}}
  // CHECK-NEXT: {{^ +}}x = 7{{$}}
  int x = __VERIFIER_nondet_int();
  // CHECK: {{^}}  {{.*}}input-preprocessed.i:[[@LINE+3]]  reach_error();{{$}}
  // CHECK-NEXT: {{^ +}}^ reach_error() called{{$}}
  if (scale(x) == 21)
    reach_error();
  return 0;
}

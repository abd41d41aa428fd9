// Running seq on its own output changes nothing (passes/seq.h): one entry function
// @__cbounds_entry, whether seq runs twice in one pipeline or opt runs twice, and the
// module is the same as after one run.
//
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc
// RUN: %opt -load-pass-plugin %plugin -passes=seq %t.bc -S -o %t.once.ll
// RUN: %opt -load-pass-plugin %plugin -passes=seq,seq %t.bc -S -o %t.pipeline.ll
// RUN: %opt -load-pass-plugin %plugin -passes=seq %t.once.ll -S -o %t.twice.ll
// RUN: %opt -passes=verify %t.twice.ll -o /dev/null
// RUN: %opt -passes=verify %t.pipeline.ll -o /dev/null
// RUN: grep -c "define void @__cbounds_entry" %t.once.ll | FileCheck %s --check-prefix=ONE
// RUN: grep -c "define void @__cbounds_entry" %t.pipeline.ll | FileCheck %s --check-prefix=ONE
// RUN: grep -c "define void @__cbounds_entry" %t.twice.ll | FileCheck %s --check-prefix=ONE
// RUN: grep -c "@__cbounds_entry" %t.twice.ll | FileCheck %s --check-prefix=ONE
// RUN: grep -v "^; ModuleID" %t.once.ll > %t.once.body
// RUN: grep -v "^; ModuleID" %t.twice.ll > %t.twice.body
// RUN: grep -v "^; ModuleID" %t.pipeline.ll > %t.pipeline.body
// RUN: diff %t.once.body %t.twice.body
// RUN: diff %t.once.body %t.pipeline.body
// cbounds itself runs seq again on the output: the verdict does not change.
// RUN: %expect 0 %cbounds %t.twice.ll | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
//
// ONE: {{^}}1{{$}}
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x ^ 0x55;
  assert((y ^ 0x55) == x);
  return 0;
}

// A bug reached only through nondeterministic inputs (a 64-bit and a 32-bit one, and
// the result of a function without a body, which the stream holds too): the replay
// file holds their values, and the native program, fed those values, fails.
// Changing the 64-bit input makes the replay miss the error.
//
// RUN: %expect 10 %cbounds-bin %s --no-deepen --save-replay %t.json | FileCheck %s --check-prefix=BUG
// RUN: FileCheck %s --check-prefix=FILE < %t.json
// RUN: %expect 10 %cbounds-bin --replay %t.json %s | FileCheck %s --check-prefix=REACHED
// RUN: sed -e 's/"i64 0x7048860ddf79"/"i64 0x7048860ddf78"/' %t.json > %t.tampered.json
// RUN: %expect 0 %cbounds-bin --replay %t.tampered.json %s | FileCheck %s --check-prefix=TAMPERED
// A value of the wrong width is a divergence.
// RUN: sed -e 's/"i64 0x7048860ddf79"/"i32 0x1"/' %t.json > %t.width.json
// RUN: %expect 0 %cbounds-bin --replay %t.width.json %s | FileCheck %s --check-prefix=WIDTH
//
// FILE: "values": [{{.*}}"i64 0x7048860ddf79"{{.*}}]
// REACHED: {{^}}replay: error reached: reach_error() called at {{.*}}nondet-input.c:[[#LINE:]]{{$}}
// TAMPERED: {{^}}replay: error NOT reached: the program ended without an error{{$}}
// WIDTH: {{^}}replay: error NOT reached: the replay diverged: thread 0 asks for a 64-bit value where the replay file has a 32-bit one (value 2){{$}}

extern long long __VERIFIER_nondet_longlong(void);
extern int __VERIFIER_nondet_int(void);
extern int external_counter(void); /* no body anywhere: a nondeterministic result */
extern void abort(void);
void reach_error(void) { abort(); } /* the call is the error, whatever the body */

int main(void) {
  int before = external_counter();
  long long key = __VERIFIER_nondet_longlong();
  int tag = __VERIFIER_nondet_int();
  if (key == 123456789012345LL && tag < -5)
    // BUG: {{^}}UNSAFE: reach_error() called at {{.*}}nondet-input.c:[[@LINE+1]]{{$}}
    reach_error();
  return before;
}

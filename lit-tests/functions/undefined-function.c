// A function declared but defined nowhere (not in the program, not among the models)
// returns a nondeterministic value, with a warning on standard error naming it. An
// assertion that fails only for some of its results is not a bug cbounds can be sure of
// (UNKNOWN naming the function). When it gets a
// pointer it may write any byte it can reach through it: those bytes get nondeterministic
// values, and an assertion that fails only for some of them is UNKNOWN naming the function
// (before, the bytes kept their old values and the assertion below passed). SAFE is then
// impossible (UNKNOWN naming the function and the call: it might also write what it names
// itself), while errors that do not depend on the function stand. A call with only scalar
// arguments whose result cannot matter is SAFE.
//
// RUN: %expect 0 %cbounds %s --32 2> %t.err32 | FileCheck %s --check-prefix=OK
// RUN: FileCheck %s --check-prefix=WARN < %t.err32
// RUN: %expect 0 %cbounds %s --64 2> %t.err64 | FileCheck %s --check-prefix=OK
// RUN: FileCheck %s --check-prefix=WARN < %t.err64
// RUN: %expect 20 %cbounds %s --32 -DBUG 2> /dev/null | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --64 -DBUG 2> /dev/null | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --32 -DPOINTER 2> %t.perr32 | FileCheck %s --check-prefix=POINTER
// RUN: FileCheck %s --check-prefix=PWARN < %t.perr32
// RUN: %expect 20 %cbounds %s --64 -DPOINTER 2> /dev/null | FileCheck %s --check-prefix=POINTER
// RUN: %expect 20 %cbounds %s --32 -DPOINTER -DREAD 2> /dev/null | FileCheck %s --check-prefix=READ
// RUN: %expect 20 %cbounds %s --64 -DPOINTER -DREAD 2> /dev/null | FileCheck %s --check-prefix=READ
// With the pointer, a real error elsewhere is still found.
// RUN: %expect 20 %cbounds %s --32 -DPOINTER -DBUG 2> /dev/null | FileCheck %s --check-prefix=BUG
// RUN: %expect 20 %cbounds %s --64 -DPOINTER -DBUG 2> /dev/null | FileCheck %s --check-prefix=BUG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// WARN: {{^}}cbounds: warning: function external_checksum is not defined: its result is nondeterministic{{$}}
// WARN-NOT: fill_buffer
// PWARN: {{^}}cbounds: warning: function fill_buffer is not defined: its effects are not modelled{{$}}

#include <assert.h>

extern int external_checksum(int data, long seed);
extern void fill_buffer(char *buf, int n);

int main(void) {
  int c = external_checksum(42, 7L);
  int bounded = c & 0xff;
  assert(bounded >= 0 && bounded < 256);
#ifdef POINTER
  char buf[4] = {1, 2, 3, 4};
  char other[4] = {1, 2, 3, 4};
  // POINTER: {{^}}UNKNOWN: undefined function fill_buffer may write memory through its arguments at {{.*}}undefined-function.c:[[@LINE+2]]{{$}}
  // POINTER-NOT: {{.}}
  fill_buffer(buf, 4);
  assert(other[0] == 1); // fill_buffer cannot reach other
#ifdef READ
  // READ: {{^}}UNKNOWN: assertion failed only for some results of undefined function fill_buffer at {{.*}}undefined-function.c:[[@LINE+2]]{{$}}
  // READ-NOT: {{.}}
  assert(buf[0] == 1);
#endif
#endif
#ifdef BUG
  // It fails only if external_checksum returns 1000, which it may never do: UNKNOWN.
  // BUG: {{^}}UNKNOWN: assertion failed only for some results of undefined function external_checksum at {{.*}}undefined-function.c:[[@LINE+1]]{{$}}
  assert(c != 1000);
#endif
  return 0;
}

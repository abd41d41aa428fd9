// A function defined nowhere (not in the program, not among the runtime models) returns
// any value: cbounds warns once per function on standard error. An error that happens
// whatever the function returns is UNSAFE, with the guessed result in the trace
// (`f() = V`); an error that needs particular results is not reported as a bug, since
// the real function may never return them: UNKNOWN naming the function. A void function
// changes nothing. If the function receives a pointer, it could write through it, which
// is not modelled: SAFE is then impossible (UNKNOWN naming the function and the call's
// line), but an error found elsewhere is still UNSAFE.
//
// RUN: %expect 20 %cbounds %s 2> %t.err | FileCheck %s --check-prefix=GUESS
// RUN: FileCheck %s --check-prefix=WARN --match-full-lines < %t.err
// RUN: %expect 10 %cbounds %s -DREAL 2> /dev/null | FileCheck %s --check-prefixes=VERDICT,CHECK
// RUN: %expect 0 %cbounds %s -DFIXED 2>&1 | FileCheck %s --check-prefixes=WARN-BOTH,OK
// RUN: %expect 20 %cbounds %s -DFIXED -DPOINTER 2> %t.ptr.err | FileCheck %s --check-prefix=POINTER
// RUN: FileCheck %s --check-prefix=WARN-POINTER < %t.ptr.err
// RUN: %expect 10 %cbounds %s -DREAL -DPOINTER 2> /dev/null | FileCheck %s --check-prefixes=VERDICT,CHECK-POINTER,CHECK
// The call never happens: no UNKNOWN.
// RUN: %expect 0 %cbounds %s -DFIXED -DPOINTER -DDEAD 2> /dev/null | FileCheck %s --check-prefix=OK
//
// WARN: cbounds: warning: function log_event is not defined: its effects are not modelled
// WARN-NEXT: cbounds: warning: function read_sensor is not defined: its result is nondeterministic
// WARN-NOT: {{.}}
// WARN-BOTH-DAG: {{^}}cbounds: warning: function read_sensor is not defined: its result is nondeterministic{{$}}
// WARN-BOTH-DAG: {{^}}cbounds: warning: function log_event is not defined: its effects are not modelled{{$}}
// WARN-BOTH-NOT: warning
// WARN-POINTER: {{^}}cbounds: warning: function fill_buffer is not defined: its effects are not modelled{{$}}
// VERDICT: {{^}}UNSAFE: assertion failed at {{.*}}undefined-function.c:[[#ASSERT:]]{{$}}
// VERDICT-NEXT: {{^}}trace:{{$}}
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>

extern int __VERIFIER_nondet_int(void);
int read_sensor(int channel);
void log_event(int code);
void fill_buffer(int *buffer, int size);

int main(void) {
  int channel = __VERIFIER_nondet_int();
  int sum = 0;
  // Called three times, warned about once.
  for (int i = 0; i < 3; i++)
    log_event(i);
#ifdef POINTER
  // The error below is found with fill_buffer doing nothing.
  int buffer[4] = {0, 0, 0, 0};
#ifdef DEAD
  if (channel > 5 && channel < 5)
#endif
    // POINTER: {{^}}UNKNOWN: undefined function fill_buffer may write memory through its arguments at {{.*}}undefined-function.c:[[@LINE+3]]{{$}}
    // POINTER-NOT: {{.}}
    // CHECK-POINTER: {{^}}  {{.*}}undefined-function.c:[[@LINE+1]]  fill_buffer(buffer, 4);{{$}}
    fill_buffer(buffer, 4);
  sum += buffer[0];
#endif
  // CHECK: {{^}}  {{.*}}undefined-function.c:[[@LINE+2]]  int level = read_sensor(channel);{{$}}
  // CHECK-NEXT: {{^ +}}read_sensor() = [[#%d,LEVEL:]]{{$}}
  int level = read_sensor(channel);
  // CHECK-NEXT: {{^ +}}level = [[#%d,LEVEL]]{{$}}
#ifdef FIXED
  assert(level < 100 || level >= 100);
#elif defined(REAL)
  // CHECK-NEXT: {{^}}  {{.*}}undefined-function.c:[[#ASSERT]]  assert(channel != 7);{{$}}
  // CHECK-NEXT: {{^ +}}^ assertion failed{{$}}
  assert(channel != 7);
#else
  // GUESS: {{^}}UNKNOWN: assertion failed only for some results of undefined function read_sensor at {{.*}}undefined-function.c:[[@LINE+2]]{{$}}
  // GUESS-NOT: {{.}}
  assert(level <= 100);
#endif
  return sum;
}

// --verbosity 2 prints the phases on standard error (compiling, sequentializing,
// encoding, solving k=...); --quiet (--verbosity 0) prints nothing there, not even the
// warning of an undefined function (it stays in the JSON report); the default prints
// the warning only. Standard output is the same at every verbosity.
//
// RUN: %expect 10 %cbounds %s > %t.default.out 2> %t.default.err
// RUN: FileCheck %s --check-prefix=WARN --match-full-lines < %t.default.err
// RUN: %expect 10 %cbounds %s --verbosity 2 > %t.chatty.out 2> %t.chatty.err
// RUN: FileCheck %s --check-prefix=CHATTY < %t.chatty.err
// RUN: diff %t.default.out %t.chatty.out
// RUN: %expect 10 %cbounds %s --quiet --json %t.json > %t.quiet.out 2> %t.quiet.err
// RUN: not grep . %t.quiet.err
// RUN: diff %t.default.out %t.quiet.out
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %expect 10 %cbounds %s -q > %t.q.out 2> %t.q.err
// RUN: not grep . %t.q.err
// RUN: %expect 10 %cbounds %s --verbosity 0 2> %t.zero.err > /dev/null
// RUN: not grep . %t.zero.err
// RUN: %expect 2 %cbounds %s --verbosity 3 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %expect 2 %cbounds %s --trace=everything 2>&1 | FileCheck %s --check-prefix=BAD-TRACE
// Errors still show with --quiet.
// RUN: %expect 2 %cbounds %s.missing.c --quiet 2>&1 | FileCheck %s --check-prefix=ERROR
//
// WARN:      cbounds: warning: function log_value is not defined: its effects are not modelled
// WARN-NOT:  {{.}}
// CHATTY:      cbounds: [{{[0-9.]+}} s] compiling (clang) {{.*}}verbosity.c
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] static range analysis: no proof (a call of log_value, whose effects the static analysis does not know at {{.*}}verbosity.c:{{[0-9]+}})
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] k=1 first, in a sequential program of its own
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] linking the runtime models, sequentializing (K=1 rounds, up to 8 threads)
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] encoding: symbolic execution (loops unwound up to 10 times)
// CHATTY:      cbounds: [{{[0-9.]+}} s] solving k=1 rounds
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] no error with k=1: k=4 alone first
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] linking the runtime models, sequentializing (K=4 rounds, up to 8 threads)
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] encoding: symbolic execution (loops unwound up to 10 times)
// CHATTY:      cbounds: [{{[0-9.]+}} s] encoding done: {{[0-9]+}} instructions executed symbolically, {{[0-9]+}} AIG nodes
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] solving k=4 rounds: errors and paths cut by the bounds at once
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] solving k=4 rounds
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] an error with k=4: k=2 in a sequential program of its own, for the smallest k
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] linking the runtime models, sequentializing (K=2 rounds, up to 8 threads)
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] encoding: symbolic execution (loops unwound up to 10 times)
// CHATTY:      cbounds: [{{[0-9.]+}} s] encoding done: {{[0-9]+}} instructions executed symbolically, {{[0-9]+}} AIG nodes
// CHATTY-NEXT: cbounds: [{{[0-9.]+}} s] solving k=2 rounds
// CHATTY:      cbounds: [{{[0-9.]+}} s] done: UNSAFE
// CHATTY-NEXT: cbounds: warning: function log_value is not defined
// JSON: "warnings": ["function log_value is not defined: its effects are not modelled"],
// BAD: cbounds: error: invalid value '3' for --verbosity: expected an integer from 0 to 2 (try --help)
// BAD-TRACE: cbounds: error: invalid value 'everything' for --trace: expected one of compact|full (try --help)
// ERROR: cbounds: error: cannot open {{.*}}verbosity.c.missing.c

#include <assert.h>
#include <pthread.h>

void log_value(int v);

int counter;

void *worker(void *arg) {
  int t = counter;
  counter = t + 1;
  return 0;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, worker, 0);
  int t = counter;
  counter = t + 1;
  log_value(t);
  pthread_join(a, 0);
  assert(counter == 2);
  return 0;
}

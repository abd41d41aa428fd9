// The JSON report (--json FILE) of a SAFE and of an UNKNOWN verdict: no reason for
// SAFE, the reason and its location for UNKNOWN, an empty trace for both, the bounds as
// given, and the unchecked-unwinding flag under --no-unwinding-assertions. The reason
// is the reason alone: the text's hint ` (raise --unwind)` follows the location there.
//
// RUN: %expect 0 %cbounds %s --json %t.safe.json --unwind 3 > /dev/null
// RUN: %python -m json.tool %t.safe.json > /dev/null
// RUN: FileCheck %s --check-prefix=OK < %t.safe.json
// RUN: %expect 20 %cbounds %s --json %t.unknown.json --unwind 2 > /dev/null
// RUN: %python -m json.tool %t.unknown.json > /dev/null
// RUN: FileCheck %s --check-prefix=CUT < %t.unknown.json
// RUN: %expect 0 %cbounds %s --json %t.unchecked.json --unwind 2 --no-unwinding-assertions > /dev/null
// RUN: FileCheck %s --check-prefix=UNCHECKED < %t.unchecked.json
//
// OK:      "verdict": "SAFE",
// OK-NEXT: "reason": null,
// OK-NEXT: "location": null,
// OK-NEXT: "bounds": {
// OK-NEXT: "rounds": 4,
// OK-NEXT: "iterate_rounds": true,
// OK-NEXT: "preemptions": null,
// OK-NEXT: "unwind": 3,
// OK-NEXT: "threads": 1,
// OK-NEXT: "quantum": null,
// OK-NEXT: "unwinding_assertions": true,
// OK-NEXT: "unroll_forced": false,
// OK-NEXT: "unwinding_unchecked": false
// OK-NEXT: },
// OK-NEXT: "rounds_used": null,
// OK-NEXT: "preemptions_used": null,
// OK-NEXT: "rounds_checked": null,
// OK-NEXT: "search_runs": null,
// OK-NEXT: "property": "any-error",
// OK-NEXT: "race": null,
// OK-NEXT: "races": null,
// OK-NEXT: "trace": [],
// OK-NEXT: "warnings": [],
// OK-NEXT: "stats": {
//
// UNCHECKED:      "verdict": "SAFE",
// UNCHECKED:      "unwinding_assertions": false,
// UNCHECKED-NEXT: "unroll_forced": false,
// UNCHECKED-NEXT: "unwinding_unchecked": true
// UNCHECKED:      "trace": [],

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int steps = 0;
  // CUT:      "verdict": "UNKNOWN",
  // CUT-NEXT: "reason": "loop may run more than 2 iterations",
  // CUT-NEXT: "location": {
  // CUT-NEXT: "file": "{{.*}}json-safe-unknown.c",
  // CUT-NEXT: "dir": {{.*}},
  // CUT-NEXT: "line": [[#@LINE+10]],
  // CUT-NEXT: "column": {{[0-9]+}}
  // CUT-NEXT: },
  // CUT-NEXT: "bounds": {
  // CUT-NEXT: "rounds": 4,
  // CUT-NEXT: "iterate_rounds": true,
  // CUT-NEXT: "preemptions": null,
  // CUT-NEXT: "unwind": 2,
  // CUT:      "trace": [],
  // CUT-NEXT: "warnings": [],
  for (int i = 0; i < 3; i++)
    steps += x & 1;
  assert(steps <= 3);
  return 0;
}

// --json FILE writes the report as JSON besides the text on standard output: verdict,
// reason, location, bounds, the trace as an array of steps (step, file, line, kind,
// function, note) and the statistics.
//
// RUN: rm -f %t.json
// RUN: %expect 10 %cbounds %s --json %t.json -K 3 --unwind 4 | FileCheck %s --check-prefix=TEXT
// RUN: %python -m json.tool %t.json > /dev/null
// RUN: FileCheck %s < %t.json
// The steps of the trace, one line each (step file:line kind function note): the inputs,
// the call, the parameter's value in the callee, the return, the values and the error,
// in order, all of them located, each with the number of the text trace's line it is
// shown on or under (the line of the call is shown by `-> plus3`: the call's number).
// RUN: %python -c "import json, sys; [print('%%s %%s:%%s %%s %%s %%s' %% (s['step'], s['file'], s['line'], s['kind'], s['function'], s['note'])) for s in json.load(open(sys.argv[1]))['trace']]" %t.json | FileCheck %s --check-prefix=STEPS
// The same with --json=FILE, given before the input.
// RUN: rm -f %t.json
// RUN: %expect 10 %cbounds --json=%t.json %s -K 3 --unwind 4 > /dev/null
// RUN: FileCheck %s < %t.json

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int plus3(int v) {
  return v + 3;
}

// CHECK:      {{^}}{{[{]}}{{$}}
// CHECK-NEXT: "verdict": "UNSAFE",
// CHECK-NEXT: "reason": "assertion failed",
// CHECK-NEXT: "location": {
// CHECK-NEXT: "file": "{{.*}}json-unsafe.c",
// CHECK-NEXT: "dir": {{.*}},
// CHECK-NEXT: "line": [[#@LINE+90]],
// CHECK-NEXT: "column": 3
// CHECK-NEXT: },
// CHECK-NEXT: "bounds": {
// CHECK-NEXT: "rounds": 3,
// CHECK-NEXT: "iterate_rounds": false,
// CHECK-NEXT: "preemptions": null,
// CHECK-NEXT: "unwind": 4,
// CHECK-NEXT: "threads": 1,
// CHECK-NEXT: "quantum": null,
// CHECK-NEXT: "unwinding_assertions": true,
// CHECK-NEXT: "unroll_forced": false,
// CHECK-NEXT: "unwinding_unchecked": false
// CHECK-NEXT: },
// CHECK-NEXT: "rounds_used": null,
// CHECK-NEXT: "preemptions_used": null,
// CHECK-NEXT: "rounds_checked": null,
// CHECK-NEXT: "search_runs": null,
// CHECK-NEXT: "property": "any-error",
// CHECK-NEXT: "race": null,
// CHECK-NEXT: "races": null,
// CHECK-NEXT: "trace": [{
// CHECK-NEXT: "step": 1,
// CHECK-NEXT: "file": "{{.*}}json-unsafe.c",
// CHECK-NEXT: "line": [[#@LINE+64]],
// CHECK-NEXT: "kind": "line",
// CHECK-NEXT: "function": "main",
// CHECK-NEXT: "note": null,
// CHECK-NEXT: "event": null
// CHECK-NEXT: }, {
// The assertion's line and its failure: step 5, the last.
// CHECK:      "step": 5,
// CHECK-NEXT: "file": "{{.*}}json-unsafe.c",
// CHECK-NEXT: "line": [[#ASSERT:@LINE+57]],
// CHECK-NEXT: "kind": "line",
// CHECK:      }, {
// CHECK-NEXT: "step": 5,
// CHECK-NEXT: "file": "{{.*}}json-unsafe.c",
// CHECK-NEXT: "line": [[#ASSERT]],
// CHECK-NEXT: "kind": "error",
// CHECK-NEXT: "function": "main",
// CHECK-NEXT: "note": "assertion failed",
// CHECK-NEXT: "event": null
// CHECK-NEXT: }],
// CHECK-NEXT: "warnings": [],
// CHECK-NEXT: "stats": {
// CHECK-NEXT: "front_end_seconds": {{[0-9.e+-]+}},
// CHECK-NEXT: "static_seconds": {{[0-9.e+-]+}},
// CHECK-NEXT: "pass_seconds": {{[0-9.e+-]+}},
// CHECK-NEXT: "encoding_seconds": {{[0-9.e+-]+}},
// CHECK-NEXT: "solving_seconds": {{[0-9.e+-]+}},
// CHECK-NEXT: "total_seconds": {{[0-9.e+-]+}},
// CHECK-NEXT: "aig_nodes": {{[0-9]+}},
// CHECK-NEXT: "aig_ands": {{[0-9]+}},
// CHECK-NEXT: "cnf_vars": {{[0-9]+}},
// CHECK-NEXT: "cnf_clauses": {{[0-9]+}},
// CHECK-NEXT: "symex_instructions": {{[0-9]+}},
// CHECK-NEXT: "solver_calls": {{[0-9]+}},
// CHECK-NEXT: "back_edges_asked": {{[0-9]+}},
// CHECK-NEXT: "back_edges_infeasible": {{[0-9]+}},
// CHECK-NEXT: "peak_memory_mib": {{[0-9.e+-]+}},
// CHECK-NEXT: "slice_instructions": {{[0-9]+}},
// CHECK-NEXT: "slice_removed_instructions": {{[0-9]+}},
// CHECK-NEXT: "slice_globals": {{[0-9]+}},
// CHECK-NEXT: "slice_fields": {{[0-9]+}},
// CHECK-NEXT: "slice_functions": {{[0-9]+}}
// CHECK-NEXT: },
// CHECK-NEXT: "trace_mode": "compact",
// CHECK-NEXT: "any_bounds": false,
// CHECK-NEXT: "unknown_kind": null,
// CHECK-NEXT: "subproperty": null
// CHECK-NEXT: "deadlock": null
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: {{.}}

int main(void) {
  // STEPS:      {{^}}1 {{.*}}json-unsafe.c:[[#@LINE+12]] line main None{{$}}
  // STEPS-NEXT: {{^}}1 {{.*}}json-unsafe.c:[[#@LINE+11]] value __VERIFIER_nondet_int __VERIFIER_nondet_int() = 7{{$}}
  // STEPS-NEXT: {{^}}1 {{.*}}json-unsafe.c:[[#@LINE+10]] value main x = 7{{$}}
  // STEPS:      {{^}}2 {{.*}}json-unsafe.c:[[#@LINE+10]] call plus3 plus3{{$}}
  // STEPS-NEXT: {{^}}3 {{.*}}json-unsafe.c:[[#@LINE-89]] line plus3 None{{$}}
  // STEPS-NEXT: {{^}}3 {{.*}}json-unsafe.c:[[#@LINE-90]] value plus3 v = 7{{$}}
  // STEPS-NEXT: {{^}}4 {{.*}}json-unsafe.c:[[#@LINE+7]] return plus3 plus3{{$}}
  // STEPS-NEXT: {{^}}4 {{.*}}json-unsafe.c:[[#@LINE+6]] value main y = 10{{$}}
  // STEPS:      {{^}}5 {{.*}}json-unsafe.c:[[#@LINE+6]] error main assertion failed{{$}}
  // STEPS-NOT:  {{.}}
  // TEXT: {{^}}UNSAFE: assertion failed at {{.*}}json-unsafe.c:[[@LINE+4]]{{$}}
  // TEXT-NEXT: {{^}}trace:{{$}}
  int x = __VERIFIER_nondet_int();
  int y = plus3(x);
  assert(y != 10);
  return 0;
}

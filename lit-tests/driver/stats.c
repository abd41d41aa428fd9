// --stats prints, after the verdict (and after the trace), one `stats:` line per figure:
// time per phase (front end, pass, encoding, solving, total), AIG nodes, CNF variables
// and clauses, symbolic execution, peak memory, slicing. Without --stats there is none.
//
// RUN: %expect 0 %cbounds %s --stats | FileCheck %s --check-prefixes=OK,STATS
// RUN: %expect 10 %cbounds --stats %s -DBUG | FileCheck %s --check-prefixes=BAD,STATS
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=NOSTATS
// RUN: %expect 20 %cbounds %s --stats --unwind 2 | FileCheck %s --check-prefixes=CUT,STATS
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// BAD: {{^}}UNSAFE: assertion failed at {{.*}}stats.c:{{[0-9]+}}{{$}}
// BAD-NEXT: {{^}}trace:{{$}}
// BAD: {{^ +}}^ assertion failed{{$}}
// CUT: {{^}}UNKNOWN: loop may run more than 2 iterations at {{.*}}stats.c:{{[0-9]+}} (raise --unwind){{$}}
// STATS-NEXT: {{^}}stats: front end {{[0-9]+\.[0-9]+}} s{{$}}
// STATS-NEXT: {{^}}stats: static analysis {{[0-9]+\.[0-9]+}} s{{$}}
// STATS-NEXT: {{^}}stats: pass {{[0-9]+\.[0-9]+}} s{{$}}
// STATS-NEXT: {{^}}stats: encoding {{[0-9]+\.[0-9]+}} s{{$}}
// STATS-NEXT: {{^}}stats: solving {{[0-9]+\.[0-9]+}} s{{$}}
// STATS-NEXT: {{^}}stats: total {{[0-9]+\.[0-9]+}} s{{$}}
// STATS-NEXT: {{^}}stats: AIG {{[0-9]+}} nodes, {{[0-9]+}} ands{{$}}
// STATS-NEXT: {{^}}stats: CNF {{[0-9]+}} variables, {{[0-9]+}} clauses{{$}}
// STATS-NEXT: {{^}}stats: symex {{[1-9][0-9]*}} instructions, {{[0-9]+}} solver calls{{$}}
// STATS-NEXT: {{^}}stats: loop back edges {{[0-9]+}} asked about, {{[0-9]+}} infeasible{{$}}
// STATS-NEXT: {{^}}stats: peak memory {{[1-9][0-9]*\.[0-9]}} MiB{{$}}
// STATS-NEXT: {{^}}stats: slicing removed {{[0-9]+}} of {{[0-9]+}} instructions, the values of {{[0-9]+}} globals and {{[0-9]+}} fields, {{[0-9]+}} functions{{$}}
// STATS-NOT: {{.}}
// NOSTATS-NOT: stats:

#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  for (int i = 0; i < 3; i++)
    y += x;
#ifdef BUG
  assert(y != 3 * 7);
#else
  assert(y == 3 * x);
#endif
  return 0;
}

// A table of constant pointers indexed by a value read from memory never written: the
// loaded pointer is one of the table's, whatever the index (docs/memory.md,
// "Indeterminate pointers"). The walk that gives indeterminate bits the indeterminate
// pointer's value skips loads from read-only objects: after constant folding the
// lookup is logic over the index, which the walk took for muxes of data, and where the
// index's bits sat at the positions of pointer bits (bits 1..3 of their byte here) it
// cut the executions that selected some entries: UNKNOWN instead of SAFE.
// RUN: %expect 0 %cbounds %s --property unreach-call | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --property unreach-call --32 | FileCheck %s --check-prefix=SAFE
// SAFE: SAFE{{:}} no error found within the bounds
//
// -DBUG: entry 5 is selected by some value: found (and replayed: natively the stack
// holds 0xAA bytes, docs/replay.md, and (0xAA >> 1) & 7 is 5).
// RUN: %expect 10 %cbounds %s --property unreach-call -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --property unreach-call -DBUG --32 | FileCheck %s --check-prefix=BUG
// BUG: UNSAFE: reach_error() called at {{.*}}indeterminate-table.c:[[#@LINE+14]]
extern void reach_error(void);

int a, b, c, d, e, f, g, h;
int *const table[8] = {&a, &b, &c, &d, &e, &f, &g, &h};

int main(void) {
  unsigned char bytes[4]; /* never written: any values */
  int *p = table[(bytes[0] >> 1) & 7];
  *p = 1;
  if (a + b + c + d + e + f + g + h != 1)
    reach_error();
#ifdef BUG
  if (f)
    reach_error();
#endif
  return 0;
}

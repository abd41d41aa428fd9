// The classic float bug, checked natively: adding 0.1 ten times gives
// 0.99999999999999989 in double and 1.00000012 in float, neither equal to 1 (BUG and
// BUG_FLOAT), while adding 0.125 (a power of two) eight times is exactly 1. The SAFE
// program compares with a tolerance. A loop `while (x < 1.0) x += 0.1` runs 11 times in
// double (10 in float), so --unwind 10 cuts the double loop (UNKNOWN) and --unwind 11 is
// enough. A float loop counter compared with != never meets 1.0f: the loop is
// always cut (NEVER_ENDS).
//
// RUN: %expect 0 %cbounds %s --32 --unwind 11 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 --unwind 11 | FileCheck %s --check-prefix=OK
// RUN: %expect 20 %cbounds %s --32 --unwind 10 | FileCheck %s --check-prefix=CUT
// RUN: %expect 20 %cbounds %s --64 --unwind 10 | FileCheck %s --check-prefix=CUT
// RUN: %expect 10 %cbounds %s --32 --unwind 11 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 --unwind 11 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --32 --unwind 11 -DBUG_FLOAT | FileCheck %s --check-prefix=BUGF
// RUN: %expect 10 %cbounds %s --64 --unwind 11 -DBUG_FLOAT | FileCheck %s --check-prefix=BUGF
// RUN: %expect 20 %cbounds %s --32 --unwind 11 -DNEVER_ENDS | FileCheck %s --check-prefix=NEVER
// RUN: %expect 20 %cbounds %s --64 --unwind 11 -DNEVER_ENDS | FileCheck %s --check-prefix=NEVER
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 11 times, 1 thread{{$}}

#include <assert.h>

int main(void) {
  double sum = 0.0, tenth = 0.1;
  for (int k = 0; k < 10; k++)
    sum += tenth;
  assert(sum != 1.0 && sum == 0.99999999999999989);
  double diff = sum - 1.0;
  assert(__builtin_fabs(diff) < 1e-9);
  float fsum = 0.0f, ftenth = 0.1f;
  for (int k = 0; k < 10; k++)
    fsum += ftenth;
  assert(fsum == 1.00000012f && __builtin_fabsf(fsum - 1.0f) < 1e-6f);
  double eighth = 0.125, esum = 0.0;
  for (int k = 0; k < 8; k++)
    esum += eighth;
  assert(esum == 1.0);

  int n = 0;
  double x = 0.0;
  // CUT: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}accumulate-tenth.c:[[@LINE+1]] (raise --unwind){{$}}
  while (x < 1.0) {
    x += tenth;
    n++;
  }
  assert(n == 11 && x == 1.0999999999999999);
  int nf = 0;
  float xf = 0.0f;
  while (xf < 1.0f) {
    xf += ftenth;
    nf++;
  }
  assert(nf == 10);
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}accumulate-tenth.c:[[@LINE+3]]{{$}}
  // BUG: {{^ +}}sum = 0.99999999999999989{{$}}
  // BUG: {{^ +}}^ assertion failed{{$}}
  assert(sum == 1.0);
#endif
#ifdef BUG_FLOAT
  // BUGF: {{^}}UNSAFE: assertion failed at {{.*}}accumulate-tenth.c:[[@LINE+3]]{{$}}
  // BUGF: {{^ +}}fsum = 1.00000012{{$}}
  // BUGF: {{^ +}}^ assertion failed{{$}}
  assert(fsum == 1.0f);
#endif
#ifdef NEVER_ENDS
  int steps = 0;
  // NEVER: {{^}}UNKNOWN: loop may run more than 11 iterations at {{.*}}accumulate-tenth.c:[[@LINE+1]] (raise --unwind){{$}}
  for (float f = 0.0f; f != 1.0f; f += 0.1f)
    steps++;
  assert(steps == 10);
#endif
  return 0;
}

// --witness on a sequential assertion failure: a YAML violation witness (format 2.0, no
// thread_id) whose waypoints follow the trace: the nondeterministic values as
// function_return `\result == N`, the call of scale as function_enter, the values of the
// locals as assumptions on the next line, and the target at the failing assertion. The
// witness parses, hashes the file as sha256sum does, and names the reported line.
//
// RUN: rm -f %t.yml
// RUN: %expect 10 %cbounds %s --witness %t.yml | FileCheck %s --check-prefix=REPORT
// RUN: %python %S/../tools/check_witness.py %t.yml --input %s --spec 'G ! call(__assert_fail())' --target 39 --order ":function_return:32 :assumption:33 :function_return:33 :assumption:34 :function_enter:36 :assumption:37 :target:39" | FileCheck %s --check-prefix=OK
// RUN: FileCheck %s --check-prefix=YAML < %t.yml
// --32: the data model is ILP32.
// RUN: %expect 10 %cbounds %s --32 --witness %t32.yml > /dev/null
// RUN: %python %S/../tools/check_witness.py %t32.yml --input %s --spec 'G ! call(__assert_fail())' --data-model ILP32 --target 39 | FileCheck %s --check-prefix=OK
//
// REPORT: UNSAFE: assertion failed at {{.*}}sequential.c:39
// OK: witness ok:
// YAML:      format_version: "2.0"
// YAML:      value: "\\result == 7"
// YAML-NEXT: format: "acsl_expression"
// YAML:      value: "a == 7"
// YAML-NEXT: format: "c_expression"
// YAML:      value: "\\result == -3"
// YAML:      type: "target"
// YAML-NOT:  thread_id
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int scale(int x, int y) { return x * y; }

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a != 7 || b != -3)
    return 0;
  int c = scale(a, b);
  int d = c + 1;
  (void)d;
  assert(c > 0);
  return 0;
}

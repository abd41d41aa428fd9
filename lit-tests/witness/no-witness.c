// --witness writes a file only for UNSAFE: SAFE and UNKNOWN write none (and leave no
// file behind); a failure no SV-COMP specification describes (division by zero) gives
// a warning and no file; the witness needs a C program; a witness that cannot be
// written is an error (exit 2).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect 0 %cbounds %s --no-static-proof --witness %t/safe.yml | FileCheck %s --check-prefix=VERDICT-SAFE
// RUN: test ! -e %t/safe.yml
// RUN: %expect 20 %cbounds %s --no-static-proof -DLOOP --unwind 2 --witness %t/unknown.yml | FileCheck %s --check-prefix=VERDICT-UNKNOWN
// RUN: test ! -e %t/unknown.yml
// RUN: %expect 10 %cbounds %s --no-static-proof -DDIVIDE --witness %t/divide.yml 2>&1 | FileCheck %s --check-prefix=DIVIDE
// RUN: test ! -e %t/divide.yml
// RUN: %expect 10 %cbounds %s --no-static-proof -DBUG --witness %t/bug.yml > /dev/null
// RUN: test -s %t/bug.yml
// RUN: %expect 2 %cbounds %s --no-static-proof -DBUG --witness %t/no-such-dir/bug.yml 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// RUN: %clang -S -emit-llvm -g -o %t/prog.ll %s
// RUN: %expect 2 %cbounds %t/prog.ll --no-static-proof --witness %t/ll.yml 2>&1 | FileCheck %s --check-prefix=NOT-C
// RUN: %expect 2 %cbounds %s --no-static-proof --witness= 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: %expect 2 %cbounds %s --no-static-proof --witness 2>&1 | FileCheck %s --check-prefix=MISSING
//
// VERDICT-SAFE: SAFE: no error found
// VERDICT-UNKNOWN: UNKNOWN: loop may run more than 2 iterations
// DIVIDE: UNSAFE: division by zero
// DIVIDE: cbounds: warning: --witness: SV-COMP has no specification for 'division by zero': no witness written
// UNWRITABLE: cbounds: error: cannot write {{.*}}no-such-dir/bug.yml: No such file or directory
// NOT-C: cbounds: error: --witness needs a C program (.c or .i), not {{.*}}prog.ll
// EMPTY: cbounds: error: --witness needs a file name
// MISSING: cbounds: error: option '--witness' needs a value
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
#ifdef LOOP
  for (int i = 0; i < n; i++)
    assert(i >= 0);
#endif
#ifdef DIVIDE
  return 10 / n;
#endif
#ifdef BUG
  assert(n != 3);
#endif
  return 0;
}

// --property valid-memsafety, valid-memcleanup and no-overflow (issue 40), also as the
// path of SV-COMP's .prp file; the JSON report's subproperty and the witness's
// specification name the subproperty. Under valid-memsafety malloc may fail (SV-COMP's
// definition), so a dereference without a check is valid-deref; the default run keeps
// malloc from failing. A failed assert is not a violation of the property: UNKNOWN.
//
// RUN: %expect 10 %cbounds %s --property %S/../../../shared/svcomp-memsafety/properties/valid-memsafety.prp --json %t.json | FileCheck %s --check-prefix=NULL
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: rm -f %t.yml
// RUN: %expect 10 %cbounds %s --property valid-memsafety --witness %t.yml > /dev/null
// RUN: FileCheck %s --check-prefix=YAML < %t.yml
// RUN: rm -f %t.leak.yml
// RUN: %expect 10 %cbounds %S/leaks.c -DLOST --property valid-memsafety --witness %t.leak.yml > /dev/null
// RUN: FileCheck %s --check-prefix=YAML-LEAK < %t.leak.yml
// RUN: %expect 20 %cbounds %s -DASSERT --property valid-memsafety | FileCheck %s --check-prefix=ASSERT
// RUN: %expect 20 %cbounds %s -DASSERT --property no-overflow | FileCheck %s --check-prefix=ASSERT-OVERFLOW
// RUN: %expect 10 %cbounds %s -DASSERT | FileCheck %s --check-prefix=ASSERT-DEFAULT
// RUN: not %cbounds-bin %s --property valid-memtrack 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: not %cbounds-bin %s --property valid-memsafety --property no-overflow 2>&1 | FileCheck %s --check-prefix=TWO
//
// NULL: {{^}}UNSAFE: null pointer dereference at {{.*}}property.c:[[#]] [valid-deref]{{$}}
// NULL: malloc() = NULL
// JSON: "property": "valid-memsafety"
// JSON: "subproperty": "valid-deref"
// OK: {{^}}SAFE:
// YAML: specification: "G valid-deref"
// YAML-LEAK: specification: "G valid-memtrack"
// ASSERT: {{^}}UNKNOWN: assertion failed before any violation (property valid-memsafety)
// ASSERT-OVERFLOW: {{^}}UNKNOWN: assertion failed before any violation (property no-overflow)
// ASSERT-DEFAULT: {{^}}UNSAFE: assertion failed at {{.*}}property.c:[[#]]{{$}}
// USAGE: --property: 'valid-memtrack' is not supported (supported: unreach-call, no-data-race, valid-memsafety, valid-memcleanup, no-overflow, no-deadlock)
// TWO: one property at a time: valid-memsafety or no-overflow

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
#ifdef ASSERT
  assert(__VERIFIER_nondet_int() != 3);
#else
  int *p = malloc(sizeof *p);
  *p = 1;
  free(p);
#endif
  return 0;
}

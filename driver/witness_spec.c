/*
 * witness_spec.c: the SV-COMP specification a violation witness names (its LTL formula),
 * from the property and the error of the report.
 */
#include "driver/witness.h"

#include <string.h>

const char *wit_specification(const rep_report *r) {
  static const struct {
    const char *reason, *specification;
  } table[] = {
      {"reach_error() called", "G ! call(reach_error())"},
      /* assert() fails by calling __assert_fail (glibc); SV-COMP's call() names it */
      {"assertion failed", "G ! call(__assert_fail())"},
      {"null pointer dereference", "G valid-deref"},
      {"out-of-bounds memory access", "G valid-deref"},
      {"access to freed or out-of-scope memory", "G valid-deref"},
      {"write to read-only memory", "G valid-deref"},
      {"call through an invalid function pointer", "G valid-deref"},
      {"double free", "G valid-free"},
      {"free of memory not allocated", "G valid-free"},
      {"signed division overflow", "G ! overflow"},
      /* cbounds' own: SV-COMP has no deadlock property (docs/deadlocks.md); the target
         is the last blocking call (deadlock_report.c moves the error step there) */
      {"deadlock", "G ! deadlock"},
  };
  if (r->races)
    return "G ! data-race";
  /* The subproperty, where the error has one (opt_subproperty). */
  if (r->subproperty && !strcmp(r->subproperty, "no-overflow"))
    return "G ! overflow";
  if (r->subproperty && !strcmp(r->subproperty, "valid-memtrack"))
    return "G valid-memtrack";
  if (r->subproperty && !strcmp(r->subproperty, "valid-memcleanup"))
    return "G valid-memcleanup";
  const char *reason = r->reason ? r->reason : "";
  for (size_t i = 0; i < sizeof table / sizeof *table; i++)
    if (!strncmp(reason, table[i].reason, strlen(table[i].reason)))
      return table[i].specification;
  return NULL;
}

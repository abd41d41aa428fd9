// abort() and exit() end their path: errors after them are unreachable, errors before
// them are found.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: reach_error() called at {{.*}}abort_exit.c:44{{$}}
// BUG: x = 4{{$}}
// BUG: ^ reach_error() called
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}abort_exit.c:24{{$}}
// BUG2: x = 7{{$}}
// BUG2: -> fail_if_seven
// BUG2: ^ assertion failed
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static void die(int code) { exit(code); }

static void fail_if_seven(int v) {
  if (v == 7) {
    assert(v != 7);
    abort();
  }
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 1)
    abort();
  if (x == 2)
    exit(0);
  if (x == 3)
    exit(1);
  if (x == 5)
    die(2);
  for (int i = 0; i < 3; i++)
    if (x == 6)
      exit(0); // inside a loop
#ifdef BUG
  if (x == 4) {
    reach_error();
    exit(0);
  }
#elif defined(BUG2)
  fail_if_seven(x);
#endif
  if (x == 4 || x == 7)
    exit(0);
  assert(x < 1 || x > 7);
  return 0;
}

// Loops left by break and shortened by continue, including an infinite loop left by
// break.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}loop_break_continue.c:46{{$}}
// BUG: x = 7{{$}}
// BUG: found = 7{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}loop_break_continue.c:50{{$}}
// BUG2: x = 3{{$}}
// BUG2: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 20);
  int found = -1;
  for (int i = 0; i < 10; i++) {
    if (i == x) {
      found = i;
      break;
    }
  }
  int evens = 0, skipped = 0;
  for (int i = 0; i < 10; i++) {
    if (i % 2) {
      skipped++;
      continue;
    }
    if (i == x)
      continue;
    evens++;
  }
  int steps = 0;
  while (1) {
    steps++;
    if (steps > 4)
      break;
  }
#ifdef BUG
  assert(found != 7);
#elif defined(BUG2)
  // Odd x are skipped by the first continue: evens stays 5 for x = 3 (x = 1 is excused).
  __VERIFIER_assume(x < 5);
  assert(evens == 4 || x == 1);
#else
  assert(found == (x < 10 ? x : -1));
  assert(skipped == 5);
  assert(evens == ((x < 10 && x % 2 == 0) ? 4 : 5));
  assert(steps == 5);
#endif
  return 0;
}

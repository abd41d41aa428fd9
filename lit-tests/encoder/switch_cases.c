// switch with many cases: shared case labels, fallthrough, default, extreme case
// values, and a switch on a 64-bit value.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG2 | FileCheck %s --check-prefix=BUG2
// RUN: %expect 10 %cbounds %s -DBUG3 | FileCheck %s --check-prefix=BUG3
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BUG: {{^}}UNSAFE: assertion failed at {{.*}}switch_cases.c:75{{$}}
// BUG: x = 3{{$}}
// BUG: r = 35{{$}}
// BUG: ^ assertion failed
// BUG2: {{^}}UNSAFE: assertion failed at {{.*}}switch_cases.c:77{{$}}
// BUG2: x = 2147483647{{$}}
// BUG2: ^ assertion failed
// BUG3: {{^}}UNSAFE: assertion failed at {{.*}}switch_cases.c:79{{$}}
// BUG3: l = -9223372036854775808{{$}}
// BUG3: ^ assertion failed
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern long __VERIFIER_nondet_long(void);

static int classify(int c) {
  int r = 0;
  switch (c) {
  case 0:
    r = 10;
    break;
  case 1:
  case 2:
    r = 20;
    break;
  case 3:
    r = 30; // falls through
  case 4:
    r += 5;
    break;
  case 100:
    r = 100;
    break;
  case -1:
    r = -1;
    break;
  case 2147483647:
    r = 7;
    break;
  case -2147483647 - 1:
    r = 8;
    break;
  default:
    r = 99;
  }
  return r;
}

static int big(long l) {
  switch (l) {
  case 0x100000000l:
    return 1;
  case -9223372036854775807l - 1:
    return 2;
  case -1:
    return 3;
  default:
    return 0;
  }
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = classify(x);
  long l = __VERIFIER_nondet_long();
  int g = big(l);
#ifdef BUG
  assert(r != 35);
#elif defined(BUG2)
  assert(r != 7);
#elif defined(BUG3)
  assert(g != 2);
#else
  assert(x != 0 || r == 10);
  assert(x != 1 || r == 20);
  assert(x != 2 || r == 20);
  assert(x != 3 || r == 35);
  assert(x != 4 || r == 5);
  assert(x != 100 || r == 100);
  assert(x != -1 || r == -1);
  assert(x != 2147483647 || r == 7);
  assert(x != -2147483647 - 1 || r == 8);
  assert(r != 99 || (x > 4 && x != 100 && x != 2147483647) || (x < -1 && x != -2147483647 - 1));
  assert(r == 10 || r == 20 || r == 35 || r == 5 || r == 100 || r == -1 || r == 7 || r == 8 ||
         r == 99);
  assert((g == 1) == (l == 4294967296l));
  assert((g == 3) == (l == -1));
  assert(g != 0 || (l != 4294967296l && l != -1 && l != -9223372036854775807l - 1));
  assert((int)l != 0 || g != 3); // the low 32 bits alone do not select the case
#endif
  return 0;
}

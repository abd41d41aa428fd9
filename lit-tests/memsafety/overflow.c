// --property no-overflow (issue 40): signed overflow of + - * (clang's nsw), unary
// minus, INT_MIN / -1, and a left shift whose result a signed int cannot hold, in any
// thread; unsigned wrap-around and the conversion of a promoted short back to short
// are not overflows. The default run does not check + - * and shifts (programs rely
// on wrap-around), only INT_MIN / -1. Each error is checked natively twice: the replay
// (its own checks of the same operations) and a plain build with UBSan.
//
// RUN: %expect 10 %cbounds %s -DADD --property no-overflow | FileCheck %s --check-prefix=ADD
// RUN: %expect 10 %cbounds %s -DADD --32 --property no-overflow | FileCheck %s --check-prefix=ADD
// RUN: %expect 10 %cbounds %s -DADD --property %S/../../../shared/svcomp-memsafety/properties/no-overflow.prp | FileCheck %s --check-prefix=ADD
// RUN: %expect 0 %cbounds %s -DADD | FileCheck %s --check-prefix=OK
// RUN: %clang -fsanitize=signed-integer-overflow,shift -fno-sanitize-recover=all -DADD %s -o %t.add -lpthread
// RUN: not %t.add 2>&1 | FileCheck %s --check-prefix=UBSAN-ADD
// RUN: %expect 10 %cbounds %s -DNEG --property no-overflow | FileCheck %s --check-prefix=NEG
// RUN: %expect 10 %cbounds %s -DMUL --property no-overflow | FileCheck %s --check-prefix=MUL
// RUN: %expect 10 %cbounds %s -DDIV --property no-overflow | FileCheck %s --check-prefix=DIV
// RUN: %clang -fsanitize=signed-integer-overflow -fno-sanitize-recover=all -DDIV %s -o %t.div -lpthread
// RUN: not %t.div 2>&1 | FileCheck %s --check-prefix=UBSAN-DIV
// RUN: %expect 10 %cbounds %s -DSHIFT --property no-overflow | FileCheck %s --check-prefix=SHIFT
// RUN: %expect 10 %cbounds %s -DSHIFT --32 --property no-overflow | FileCheck %s --check-prefix=SHIFT
// RUN: %clang -fsanitize=shift -fno-sanitize-recover=all -DSHIFT %s -o %t.shift -lpthread
// RUN: not %t.shift 2>&1 | FileCheck %s --check-prefix=UBSAN-SHIFT
// RUN: %expect 0 %cbounds %s -DSHIFT30 --property no-overflow | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DUNSIGNED --property no-overflow | FileCheck %s --check-prefix=OK
// RUN: %clang -fsanitize=signed-integer-overflow,shift -fno-sanitize-recover=all -DUNSIGNED %s -o %t.unsigned -lpthread
// RUN: %t.unsigned
// A shift by a variable amount that may reach 32: not judged (is it signed? docs).
// RUN: %expect 20 %cbounds %s -DFAR --property no-overflow | FileCheck %s --check-prefix=FAR
//
// ADD: {{^}}UNSAFE: signed addition overflow at {{.*}}overflow.c:[[#]] [no-overflow]{{$}}
// ADD: {{^}}  [thread 1 (worker), round
// UBSAN-ADD: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'
// NEG: {{^}}UNSAFE: signed subtraction overflow at {{.*}}overflow.c:[[#]] [no-overflow]{{$}}
// MUL: {{^}}UNSAFE: signed multiplication overflow at {{.*}}overflow.c:[[#]] [no-overflow]{{$}}
// DIV: {{^}}UNSAFE: signed division overflow at {{.*}}overflow.c:[[#]] [no-overflow]{{$}}
// UBSAN-DIV: runtime error: division of -2147483648 by -1 cannot be represented in type 'int'
// SHIFT: {{^}}UNSAFE: signed left shift overflow at {{.*}}overflow.c:[[#]] [no-overflow]{{$}}
// UBSAN-SHIFT: runtime error: left shift of 1 by 31 places cannot be represented in type 'int'
// OK: {{^}}SAFE: no error {{(found within the bounds|is reachable in any execution)}}
// FAR: {{^}}UNKNOWN: a left shift by a negative or too large amount (is its operand signed?)

#include <limits.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static volatile int big = INT_MAX, small = INT_MIN, one = 1, minus_one = -1;
static int out;

static void *worker(void *arg) {
  (void)arg;
#if defined(ADD)
  out = big + 1;
#elif defined(NEG)
  out = -small;
#elif defined(MUL)
  out = big * 2;
#elif defined(DIV)
  out = small / minus_one;
#elif defined(SHIFT)
  out = one << 31;
#elif defined(SHIFT30)
  out = one << 30;
#elif defined(UNSIGNED)
  unsigned u = UINT_MAX;
  u = u + (unsigned)one;
  short s = SHRT_MAX;
  s++;
  out = (int)u + s;
#elif defined(FAR)
  int n = __VERIFIER_nondet_int();
  if (n >= 0 && n <= 32)
    out = (int)(1u << n);
#endif
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return out == 12345;
}

// Each __VERIFIER_nondet_* function ranges over exactly the values of its type: the
// bounds hold (SAFE), the extreme values are reachable (UNSAFE), and every call is a
// fresh value.
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DBOOL0 | FileCheck %s --check-prefix=BOOL0
// RUN: %expect 10 %cbounds %s -DBOOL1 | FileCheck %s --check-prefix=BOOL1
// RUN: %expect 10 %cbounds %s -DCHAR | FileCheck %s --check-prefix=CHAR
// RUN: %expect 10 %cbounds %s -DUCHAR | FileCheck %s --check-prefix=UCHAR
// RUN: %expect 10 %cbounds %s -DSHORT | FileCheck %s --check-prefix=SHORT
// RUN: %expect 10 %cbounds %s -DUSHORT | FileCheck %s --check-prefix=USHORT
// RUN: %expect 10 %cbounds %s -DINT | FileCheck %s --check-prefix=INT
// RUN: %expect 10 %cbounds %s -DUINT | FileCheck %s --check-prefix=UINT
// RUN: %expect 10 %cbounds %s -DLONG | FileCheck %s --check-prefix=LONG
// RUN: %expect 10 %cbounds %s -DULONG | FileCheck %s --check-prefix=ULONG
// RUN: %expect 10 %cbounds %s -DLONGLONG | FileCheck %s --check-prefix=LONGLONG
// RUN: %expect 10 %cbounds %s -DULONGLONG | FileCheck %s --check-prefix=ULONGLONG
// RUN: %expect 10 %cbounds %s -DFRESH | FileCheck %s --check-prefix=FRESH
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// BOOL0: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:61{{$}}
// BOOL0: __VERIFIER_nondet_bool() = 0{{$}}
// BOOL1: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:63{{$}}
// BOOL1: __VERIFIER_nondet_bool() = 1{{$}}
// CHAR: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:65{{$}}
// CHAR: __VERIFIER_nondet_char() = -{{[0-9]+$}}
// UCHAR: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:67{{$}}
// UCHAR: __VERIFIER_nondet_uchar() = 255{{$}}
// SHORT: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:69{{$}}
// SHORT: __VERIFIER_nondet_short() = -32768{{$}}
// USHORT: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:71{{$}}
// USHORT: __VERIFIER_nondet_ushort() = 65535{{$}}
// INT: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:73{{$}}
// INT: __VERIFIER_nondet_int() = 2147483647{{$}}
// UINT: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:75{{$}}
// UINT: __VERIFIER_nondet_uint() = 4294967295{{$}}
// LONG: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:77{{$}}
// LONG: __VERIFIER_nondet_long() = -9223372036854775808{{$}}
// ULONG: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:79{{$}}
// ULONG: __VERIFIER_nondet_ulong() = 18446744073709551615{{$}}
// LONGLONG: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:81{{$}}
// LONGLONG: __VERIFIER_nondet_longlong() = 9223372036854775807{{$}}
// ULONGLONG: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:83{{$}}
// ULONGLONG: __VERIFIER_nondet_ulonglong() = 9223372036854775808{{$}}
// FRESH: {{^}}UNSAFE: assertion failed at {{.*}}nondet_ranges.c:93{{$}}
// FRESH: ^ assertion failed
#include <assert.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);

int main(void) {
#if defined(BOOL0)
  assert(__VERIFIER_nondet_bool());
#elif defined(BOOL1)
  assert(!__VERIFIER_nondet_bool());
#elif defined(CHAR)
  assert(__VERIFIER_nondet_char() >= 0);
#elif defined(UCHAR)
  assert(__VERIFIER_nondet_uchar() != 255);
#elif defined(SHORT)
  assert(__VERIFIER_nondet_short() != -32768);
#elif defined(USHORT)
  assert(__VERIFIER_nondet_ushort() < 65535);
#elif defined(INT)
  assert(__VERIFIER_nondet_int() < 2147483647);
#elif defined(UINT)
  assert(__VERIFIER_nondet_uint() != 4294967295u);
#elif defined(LONG)
  assert(__VERIFIER_nondet_long() > -9223372036854775807l);
#elif defined(ULONG)
  assert(__VERIFIER_nondet_ulong() < 18446744073709551615ul);
#elif defined(LONGLONG)
  assert(__VERIFIER_nondet_longlong() != 9223372036854775807ll);
#elif defined(ULONGLONG)
  assert(__VERIFIER_nondet_ulonglong() != 9223372036854775808ull);
#elif defined(FRESH)
  // Two calls, and one call in three loop iterations, give independent values.
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int differ = 0;
  int first = __VERIFIER_nondet_int();
  for (int i = 0; i < 3; i++)
    if (__VERIFIER_nondet_int() != first)
      differ++;
  assert(a == b || differ < 3);
#else
  _Bool b = __VERIFIER_nondet_bool();
  int bi = b;
  assert(bi == 0 || bi == 1);
  int c = __VERIFIER_nondet_char();
  assert(c >= -128 && c <= 127);
  int uc = __VERIFIER_nondet_uchar();
  assert(uc >= 0 && uc <= 255);
  int s = __VERIFIER_nondet_short();
  assert(s >= -32768 && s <= 32767);
  int us = __VERIFIER_nondet_ushort();
  assert(us >= 0 && us <= 65535);
  long i = __VERIFIER_nondet_int();
  assert(i >= -2147483647l - 1 && i <= 2147483647l);
  long u = __VERIFIER_nondet_uint();
  assert(u >= 0 && u <= 4294967295l);
  unsigned __int128 ul = __VERIFIER_nondet_ulong();
  assert(ul <= 18446744073709551615ull);
  __int128 l = __VERIFIER_nondet_long();
  assert(l >= -9223372036854775807ll - 1 && l <= 9223372036854775807ll);
  __int128 ll = __VERIFIER_nondet_longlong();
  assert(ll >= -9223372036854775807ll - 1 && ll <= 9223372036854775807ll);
  unsigned __int128 ull = __VERIFIER_nondet_ulonglong();
  assert((ull >> 64) == 0);
#endif
  return 0;
}

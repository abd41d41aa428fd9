// Byte granularity: two threads writing two different fields of one struct, or two
// different elements of a char array, do not race. The same field does (-DSAME), and so
// does a 2-byte store that covers the neighbouring element (-DOVERLAP): a naive monitor
// that compares only addresses, not byte ranges, gets one of these wrong.
//
// The lockset pre-pass already proves the first one (no two accesses overlap); the
// bounded check (--no-lockset) agrees.
// RUN: %expect 0 %cbounds %s --race | FileCheck %s --check-prefix=NOCAND
// RUN: %expect 0 %cbounds %s --race --no-lockset | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race --no-lockset --32 | FileCheck %s --check-prefix=NORACE
// RUN: %expect 10 %cbounds %s --race -DSAME | FileCheck %s --check-prefix=SAME
// RUN: %expect 10 %cbounds %s --race -DOVERLAP | FileCheck %s --check-prefix=OVERLAP
//
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// NOCAND: {{^}}SAFE: no two accesses can race (lockset analysis, any bounds){{$}}
// SAME: {{^}}UNSAFE: data race at {{.*}}fields.c:{{(33|46)}}{{$}}
// SAME: race, first access: writes &s
// SAME: race, conflicting access: writes &s
// OVERLAP: {{^}}UNSAFE: data race at {{.*}}fields.c:{{(37|50)}}{{$}}
// OVERLAP: race, first access: writes &bytes
// OVERLAP: race, conflicting access: writes &bytes

#include <pthread.h>
#include <string.h>

struct pair {
  int a;
  int b;
} s;
char bytes[4];

void *worker(void *arg) {
  s.a = 1;
  bytes[0] = 1;
#ifdef OVERLAP
  short two = 0x0101;
  memcpy(&bytes[0], &two, sizeof two); /* bytes 0 and 1 */
#endif
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifdef SAME
  s.a = 2;
#else
  s.b = 2;
#endif
  bytes[1] = 2;
  pthread_join(t, 0);
  return 0;
}

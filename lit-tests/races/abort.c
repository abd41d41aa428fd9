// Under --race a failed assertion is not an error: the program aborts there, as the
// real one does, and nothing any thread would do after it happens. So main's failing
// assertion hides the race of its later write (SAFE), while without the assertion
// (-DNOASSERT) the write races with the worker's. reach_error() is the same under
// --race (SV-COMP's tasks define it with __assert_fail): -DREACH. Without --race the
// assertion itself is the bug.
//
// RUN: %expect 0 %cbounds %s --race | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race -DREACH | FileCheck %s --check-prefix=NORACE
// RUN: %expect 10 %cbounds %s --race -DNOASSERT | FileCheck %s --check-prefix=RACE
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=ASSERT
//
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// RACE: {{^}}UNSAFE: data race at {{.*}}abort.c:{{(27|42)}}{{$}}
// ASSERT: {{^}}UNSAFE: assertion failed at {{.*}}abort.c:37{{$}}

#include <assert.h>
#include <pthread.h>

extern void __assert_fail(const char *, const char *, unsigned, const char *);
void reach_error(void) { __assert_fail("0", "abort.c", 3, "reach_error"); }

int x;

void *worker(void *arg) {
  (void)arg;
  x = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  int never = 0; /* local: reading it races with nothing */
  pthread_create(&t, 0, worker, 0);
#ifndef NOASSERT
#ifndef REACH
  assert(never == 5);
#else
  reach_error();
#endif
#endif
  x = 2;
  pthread_join(t, 0);
  return 0;
}

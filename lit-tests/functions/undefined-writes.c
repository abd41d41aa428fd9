// A function with neither a body nor a model may write any byte it can reach through its
// arguments (directly, or through pointers stored in what they point to): those bytes get
// nondeterministic values after the call, guesses like its result. A verdict that depends
// on them is UNKNOWN naming the function, never UNSAFE: before, the bytes kept their old
// values, and `char *end; parse(s, &end); *end` read the indeterminate (or null) pointer
// `end`: a false alarm. Errors that do not depend on the function stand.
//
// RUN: %expect 20 %cbounds %s -DDEREF 2> /dev/null | FileCheck %s --check-prefix=DEREF
// RUN: %expect 20 %cbounds %s -DDEREF -DTHREAD 2> /dev/null | FileCheck %s --check-prefix=DEREF
// RUN: %expect 20 %cbounds %s --32 -DDEREF -DNULLED 2> /dev/null | FileCheck %s --check-prefix=DEREF
// RUN: %expect 20 %cbounds %s -DREACH 2> /dev/null | FileCheck %s --check-prefix=REACH
// RUN: %expect 20 %cbounds %s 2> /dev/null | FileCheck %s --check-prefix=UNREACHED
// RUN: %expect 10 %cbounds %s -DBUG 2> /dev/null | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s -DBUG -DTHREAD 2> /dev/null | FileCheck %s --check-prefix=BUG
//
// UNREACHED: {{^}}UNKNOWN: undefined function parse may write memory through its arguments at {{.*}}undefined-writes.c:{{[0-9]+}}{{$}}

#include <assert.h>
#include <pthread.h>

extern long parse(const char *s, char **end);
extern void fill(void *holder);

struct holder {
  int *p;
};

char input[8] = "12x";
int result;

static void *worker(void *arg) {
#ifdef NULLED
  char *end = 0;
#else
  char *end;
#endif
  long v = parse((const char *)arg, &end);
  (void)v;
#ifdef DEREF
  // DEREF: {{^}}UNKNOWN: {{.*}} only for some results of undefined function parse at {{.*}}undefined-writes.c:[[@LINE+1]]{{$}}
  if (*end == 'x')
    result = 1;
#endif
  int x = 5, y = 5;
  struct holder h = {&x};
  fill(&h);
  assert(y == 5); // fill cannot reach y
#ifdef REACH
  // REACH: {{^}}UNKNOWN: assertion failed only for some results of undefined function fill at {{.*}}undefined-writes.c:[[@LINE+1]]{{$}}
  assert(x == 5); // but it can reach x, through h.p
#endif
#ifdef BUG
  int a[4];
  // BUG: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}undefined-writes.c:[[@LINE+1]] [valid-deref]{{$}}
  a[y - 1] = 1; // independent of what parse and fill did
#endif
  return 0;
}

int main(void) {
#ifdef THREAD
  pthread_t t;
  pthread_create(&t, 0, worker, input);
  pthread_join(t, 0);
#else
  worker(input);
#endif
  return 0;
}

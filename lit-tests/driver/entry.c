// --entry FUNC checks a function instead of main (issue 39), as a harness would call it:
// integer arguments are any values, a pointer points to a fresh object of its pointee
// type whose bytes are any values and whose pointers point to fresh objects in turn
// (three levels; below, an access is UNKNOWN, never a false alarm), globals start as
// the program initializes them, threads the function creates are checked as usual. The
// program's main does not run (it would fail).
//
// RUN: %expect 10 %cbounds %s --entry driver | FileCheck %s --check-prefix=RACE
// RUN: %expect 0 %cbounds %s --entry driver -DFIXED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s --entry keyed --no-static-proof | FileCheck %s --check-prefix=KEYED
// RUN: %expect 10 %cbounds %s --entry choose --no-static-proof | FileCheck %s --check-prefix=CHOOSE
// RUN: %expect 0 %cbounds %s --entry two_levels --no-static-proof | FileCheck %s --check-prefix=SAFE
// RUN: %expect 20 %cbounds %s --entry four_levels --no-static-proof | FileCheck %s --check-prefix=DEEP
// RUN: %expect 20 %cbounds %s --entry opaque --no-static-proof | FileCheck %s --check-prefix=DEEP
// RUN: %expect 10 %cbounds %s --32 --entry keyed --no-static-proof | FileCheck %s --check-prefix=KEYED
// RUN: %expect 2 %cbounds %s --entry missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: %expect 2 %cbounds %s --entry 'not a name' 2>&1 | FileCheck %s --check-prefix=NAME
// Without --entry, main runs and fails.
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=MAIN
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// DEEP: {{^}}UNKNOWN: unsupported: an access past the represented part of {{.*}}--entry does not follow
// MISSING: cbounds: error: --entry missing: the program defines no function missing
// NAME: cbounds: error: --entry needs a function name, not 'not a name'

#include <assert.h>
#include <pthread.h>
#include <stddef.h>

struct node {
  int key;
  struct node *next;
};

struct dev {
  int count;
  struct node *head;
  char name[8];
  pthread_mutex_t lock;
};

int limit = 10;

static void *bump(void *arg) {
  struct dev *d = arg;
#ifdef FIXED
  pthread_mutex_lock(&d->lock);
#endif
  d->count++;
#ifdef FIXED
  pthread_mutex_unlock(&d->lock);
#endif
  return NULL;
}

int driver(struct dev *d, int n) {
  assert(limit == 10); // globals as initialized
  if (n < 0 || n > 3)
    return -1;
  d->count = 0;
  pthread_mutex_init(&d->lock, NULL);
  pthread_t a, b;
  pthread_create(&a, NULL, bump, d);
  pthread_create(&b, NULL, bump, d);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  // RACE: {{^}}UNSAFE: assertion failed at {{.*}}entry.c:[[@LINE+1]]{{$}}
  assert(d->count == 2);
  return d->head->key + d->name[n];
}

int keyed(struct node *n) {
  // KEYED: {{^}}UNSAFE: assertion failed at {{.*}}entry.c:[[@LINE+1]]{{$}}
  assert(n->key != 42 || n->next->key != -7);
  return 0;
}

int choose(unsigned char c, long x) {
  // CHOOSE: {{^}}UNSAFE: assertion failed at {{.*}}entry.c:[[@LINE+1]]{{$}}
  assert(c != 200 || x != -123456789L);
  return 0;
}

int two_levels(struct node *n) {
  n->next->next = n; // the objects are there to write
  return n->next->key;
}

int four_levels(struct node *n) { return n->next->next->next->key; }

int opaque(void *p) { return *(int *)p; }

int main(void) {
  // MAIN: {{^}}UNSAFE: assertion failed at {{.*}}entry.c:[[@LINE+1]]{{$}}
  assert(0);
  return 0;
}

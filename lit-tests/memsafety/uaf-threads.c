// Use after free across threads (issue 40): main hands a heap object to a worker and
// frees it while the worker may still read it through its copy of the pointer. Under
// --property valid-memsafety that is valid-deref, the trace shows the free in the
// other thread, and the native replay (AddressSanitizer) confirms it (%cbounds replays
// every UNSAFE verdict). The fix, a reference count under a lock (the last one out
// frees), is SAFE: no invalid access, no double free, and no leak.
//
// RUN: %expect 10 %cbounds %s --property valid-memsafety | FileCheck %s --check-prefix=UAF
// RUN: %expect 10 %cbounds %s --32 --property valid-memsafety | FileCheck %s --check-prefix=UAF
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=UAF
// RUN: %cbounds %s --property valid-memsafety --save-replay %t.json > /dev/null; \
// RUN:   %expect 10 %cbounds-bin --replay %t.json %s | FileCheck %s --check-prefix=ASAN
// RUN: %expect 0 %cbounds %s -DFIXED --property valid-memsafety | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DFIXED --32 --property valid-memsafety | FileCheck %s --check-prefix=OK
//
// UAF: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}uaf-threads.c:[[#USE:]] [valid-deref]{{$}}
// UAF: {{^}}  [thread 0 (main), round
// UAF: free(o);
// UAF: {{^}}  [thread 1 (worker), round
// UAF: ^ access to freed or out-of-scope memory
// ASAN: {{^}}replay: error reached: access to freed or out-of-scope memory at {{.*}}uaf-threads.c:[[#]] (AddressSanitizer: heap-use-after-free)
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <pthread.h>
#include <stdlib.h>

struct obj {
  pthread_mutex_t lock;
  int refs;
  int data;
};

static int seen;

#ifdef FIXED
static void release(struct obj *o) {
  pthread_mutex_lock(&o->lock);
  int last = --o->refs == 0;
  pthread_mutex_unlock(&o->lock);
  if (last)
    free(o);
}
#else
static void release(struct obj *o) { free(o); }
#endif

static void *worker(void *arg) {
  struct obj *o = arg;
  seen = o->data; // the use
#ifdef FIXED
  release(o);
#endif
  return 0;
}

int main(void) {
  struct obj *o = malloc(sizeof *o);
  if (!o)
    return 0;
  pthread_mutex_init(&o->lock, 0);
  o->refs = 2;
  o->data = 7;
  pthread_t t;
  pthread_create(&t, 0, worker, o);
  release(o);
  pthread_join(t, 0);
  return 0;
}

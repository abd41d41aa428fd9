// Synchronization calls in the trace name what they did and the object, by its name
// and field from the debug information: a mutex and a condition variable inside a
// global struct, a global rwlock. The wait shows where it returns, in the context
// that reacquires the lock. --preemptions 0 makes main wait (a preemption at its lock
// gives another trace of the same bug, without the wait).
//
// RUN: %expect 10 %cbounds %s --preemptions 0 | FileCheck %s
//
// CHECK:      {{^}}UNSAFE: assertion failed at {{.*}}trace-sync-notes.c:[[#ERR:]]{{$}}
// CHECK-NEXT: {{^}}trace:{{$}}
// CHECK-NEXT: {{^}}  [thread 0 (main), round 1]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#MAIN:]]  pthread_create(&t, 0, producer, 0);{{$}}
// CHECK-NEXT: {{^ +}}creates thread 1 (producer){{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#MAIN+1]]  pthread_mutex_lock(&box.m);{{$}}
// CHECK-NEXT: {{^ +}}lock box.m acquired{{$}}
// CHECK:      {{^}}  {{.*}}trace-sync-notes.c:[[#MAIN+3]]  pthread_cond_wait(&box.ready, &box.m);{{$}}
// CHECK-NEXT: {{^}}  [thread 1 (producer), round 1]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#PROD:]]  pthread_mutex_lock(&box.m);{{$}}
// CHECK-NEXT: {{^ +}}lock box.m acquired{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#PROD+1]]  box.value = 42;{{$}}
// CHECK-NEXT: {{^ +}}box.value = 42{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#PROD+2]]  box.full = 1;{{$}}
// CHECK-NEXT: {{^ +}}box.full = 1{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#PROD+3]]  pthread_cond_signal(&box.ready);{{$}}
// CHECK-NEXT: {{^ +}}signals cond box.ready{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#PROD+4]]  pthread_mutex_unlock(&box.m);{{$}}
// CHECK-NEXT: {{^ +}}lock box.m released{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#PROD+5]]  pthread_rwlock_wrlock(&rw);{{$}}
// CHECK-NEXT: {{^ +}}write lock rw acquired{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#PROD+6]]  pthread_rwlock_unlock(&rw);{{$}}
// CHECK-NEXT: {{^ +}}rwlock rw released{{$}}
// CHECK:      {{^}}  [thread 0 (main), round 2]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#MAIN+3]]  pthread_cond_wait(&box.ready, &box.m);{{$}}
// CHECK-NEXT: {{^ +}}waited on cond box.ready, lock box.m acquired again{{$}}
// CHECK:      {{^ +}}v = 42{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#MAIN+5]]  pthread_mutex_unlock(&box.m);{{$}}
// CHECK-NEXT: {{^ +}}lock box.m released{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#MAIN+6]]  pthread_join(t, 0);{{$}}
// CHECK-NEXT: {{^ +}}joins thread 1{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-sync-notes.c:[[#ERR]]  assert(v != 42);{{$}}
// CHECK-NEXT: {{^ +}}^ assertion failed{{$}}

#include <assert.h>
#include <pthread.h>

struct box {
  pthread_mutex_t m;
  pthread_cond_t ready;
  int value;
  int full;
};

struct box box = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0};
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;

void *producer(void *arg) {
  pthread_mutex_lock(&box.m);
  box.value = 42;
  box.full = 1;
  pthread_cond_signal(&box.ready);
  pthread_mutex_unlock(&box.m);
  pthread_rwlock_wrlock(&rw);
  pthread_rwlock_unlock(&rw);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&box.m);
  while (!box.full)
    pthread_cond_wait(&box.ready, &box.m);
  int v = box.value;
  pthread_mutex_unlock(&box.m);
  pthread_join(t, 0);
  assert(v != 42);
  return 0;
}

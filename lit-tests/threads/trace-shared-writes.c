// The trace of two threads names what each step did to shared memory with the names of
// the debug information (docs/output.md): a global struct's fields and array elements
// (`q.items[0] = 7`), a heap object through the type of the pointer it was assigned to
// (`heap#N.len = 2`), locks by the object's name and field (`lock q.lock acquired`),
// thread creation and join, and the start function in each thread's heading. The
// compact trace (the default) shows the local variables of the failing thread only;
// --trace=full shows them all. The JSON steps carry the same events.
//
// RUN: %expect 10 %cbounds %s -K 2 | FileCheck %s
// RUN: %expect 10 %cbounds %s -K 2 --trace=full | FileCheck %s --check-prefix=FULL
// RUN: %expect 10 %cbounds %s -K 2 --trace=compact | FileCheck %s --check-prefix=COMPACT
// RUN: %expect 10 %cbounds %s -K 2 --json %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// CHECK:      {{^}}UNSAFE: assertion failed at {{.*}}trace-shared-writes.c:[[#ERR:]]{{$}}
// CHECK-NEXT: {{^}}trace:{{$}}
// CHECK-NEXT: {{^}}  [thread 0 (main), round 1]{{$}}
// CHECK:      {{^}}  {{.*}}trace-shared-writes.c:[[#MALLOC:]]  shared = malloc(sizeof(struct buf));{{$}}
// CHECK:      {{^}}  {{.*}}trace-shared-writes.c:[[#MALLOC+1]]  shared->len = 0;{{$}}
// CHECK-NEXT: {{^ +}}heap#[[#HEAP:]].len = 0{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#MALLOC+2]]  pthread_create(&t, 0, producer, 0);{{$}}
// CHECK-NEXT: {{^ +}}creates thread 1 (producer){{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#MALLOC+3]]  pthread_mutex_lock(&q.lock);{{$}}
// CHECK-NEXT: {{^ +}}lock q.lock acquired{{$}}
// CHECK:      {{^ +}}lock q.lock released{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#MALLOC+6]]  pthread_join(t, 0);{{$}}
// CHECK-NEXT: {{^}}  [thread 1 (producer), round 1]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD:]]  int v = 7;{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD+1]]  pthread_mutex_lock(&q.lock);{{$}}
// CHECK-NEXT: {{^ +}}lock q.lock acquired{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD+2]]  q.items[q.len] = v;{{$}}
// CHECK-NEXT: {{^ +}}q.items[0] = 7{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD+3]]  q.len = q.len + 1;{{$}}
// CHECK-NEXT: {{^ +}}q.len = 1{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD+4]]  pthread_mutex_unlock(&q.lock);{{$}}
// CHECK-NEXT: {{^ +}}lock q.lock released{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD+5]]  shared->len = 2;{{$}}
// CHECK-NEXT: {{^ +}}heap#[[#HEAP]].len = 2{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD+6]]  shared->data[1] = 'x';{{$}}
// CHECK-NEXT: {{^ +}}heap#[[#HEAP]].data[1] = 120 ('x'){{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#PROD+7]]  return 0;{{$}}
// CHECK-NEXT: {{^}}  [thread 0 (main), round 2]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#MALLOC+6]]  pthread_join(t, 0);{{$}}
// CHECK-NEXT: {{^ +}}joins thread 1{{$}}
// CHECK-NEXT: {{^}}  {{.*}}trace-shared-writes.c:[[#ERR]]  assert(shared->len != 2 || n != 0);{{$}}
// CHECK-NEXT: {{^ +}}^ assertion failed{{$}}
//
// The failing thread (main) shows its locals; the producer's `v = 7` only in full.
// COMPACT:     {{^ +}}n = 0{{$}}
// COMPACT-NOT: {{^ +}}v = 7{{$}}
// FULL:        {{^ +}}n = 0{{$}}
// FULL:        {{^}}  [thread 1 (producer), round 1]{{$}}
// FULL-NEXT:   {{^}}  {{.*}}trace-shared-writes.c:{{[0-9]+}}  int v = 7;{{$}}
// FULL:        {{^ +}}v = 7{{$}}
//
// JSON:      "note": "creates thread 1 (producer)",
// JSON-NEXT: "thread": 0,
// JSON-NEXT: "round": 1,
// JSON-NEXT: "thread_function": "main",
// JSON-NEXT: "event": "thread",
// JSON-NEXT: "other_thread": 1
// JSON:      "note": "lock q.lock acquired",
// JSON-NEXT: "thread": 0,
// JSON-NEXT: "round": 1,
// JSON-NEXT: "thread_function": "main",
// JSON-NEXT: "event": "sync",
// JSON-NEXT: "object": "q.lock"
// JSON:      "note": "q.items[0] = 7",
// JSON-NEXT: "thread": 1,
// JSON-NEXT: "round": 1,
// JSON-NEXT: "thread_function": "producer",
// JSON-NEXT: "event": "write",
// JSON-NEXT: "lvalue": "q.items[0]",
// JSON-NEXT: "value": "7"
// JSON:      "note": "joins thread 1",
// JSON:      "trace_mode": "compact"

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct queue {
  int items[4];
  int len;
  pthread_mutex_t lock;
};

struct buf {
  int len;
  char data[8];
};

struct queue q;
struct buf *shared;

void *producer(void *arg) {
  int v = 7;
  pthread_mutex_lock(&q.lock);
  q.items[q.len] = v;
  q.len = q.len + 1;
  pthread_mutex_unlock(&q.lock);
  shared->len = 2;
  shared->data[1] = 'x';
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_init(&q.lock, 0);
  shared = malloc(sizeof(struct buf));
  shared->len = 0;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&q.lock);
  int n = q.len;
  pthread_mutex_unlock(&q.lock);
  pthread_join(t, 0);
  assert(shared->len != 2 || n != 0);
  return 0;
}

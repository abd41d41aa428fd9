// Traces read the same for .c and .i inputs: SV-COMP's pthread/lazy01.i (a copy in
// lit-tests/inputs/svcomp; three threads and main) and this file, the same program as C
// source, give the same trace but for the FILE:LINE column: thread headings with start
// functions, lock notes on the global mutex, the shared writes `data = 1` and
// `data = 3`, and reach_error last.
//
// RUN: %expect 10 %cbounds %s --32 --property unreach-call > %t.c.out
// RUN: FileCheck %s < %t.c.out
// RUN: %expect 10 %cbounds %S/../inputs/svcomp/lazy01.i --32 --property unreach-call > %t.i.out
// RUN: FileCheck %s < %t.i.out
// The FILE:LINE column and the indentation that follows its width removed (the step
// numbers before it kept), the rest is the same:
// RUN: sed -e 's/^ *//' -e 's/^\([0-9]*  \)[^ ]*:[0-9]*  */\1/' -e 's/ at .*:[0-9]*$//' %t.c.out > %t.c.cut
// RUN: sed -e 's/^ *//' -e 's/^\([0-9]*  \)[^ ]*:[0-9]*  */\1/' -e 's/ at .*:[0-9]*$//' %t.i.out > %t.i.cut
// RUN: diff %t.c.cut %t.i.cut
//
// CHECK:      {{^}}UNSAFE: reach_error() called at {{.*}}:{{[0-9]+}}{{$}}
// CHECK-NEXT: {{^}}trace:{{$}}
// CHECK-NEXT: {{^}}  [thread 0 (main), round 1]{{$}}
// CHECK:      {{^}}  {{.*}}:{{[0-9]+}}  pthread_create(&t1, 0, thread1, 0);{{$}}
// CHECK-NEXT: {{^ +}}creates thread 1 (thread1){{$}}
// CHECK-NEXT: {{^}}  {{.*}}:{{[0-9]+}}  pthread_create(&t2, 0, thread2, 0);{{$}}
// CHECK-NEXT: {{^ +}}creates thread 2 (thread2){{$}}
// CHECK-NEXT: {{^}}  {{.*}}:{{[0-9]+}}  pthread_create(&t3, 0, thread3, 0);{{$}}
// CHECK-NEXT: {{^ +}}creates thread 3 (thread3){{$}}
// CHECK:      {{^}}  [thread 1 (thread1), round 1]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T1:]]  pthread_mutex_lock(&mutex);{{$}}
// CHECK-NEXT: {{^ +}}lock mutex acquired{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T1+1]]  data++;{{$}}
// CHECK-NEXT: {{^ +}}data = 1{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T1+2]]  pthread_mutex_unlock(&mutex);{{$}}
// CHECK-NEXT: {{^ +}}lock mutex released{{$}}
// CHECK:      {{^}}  [thread 2 (thread2), round 1]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T2:]]  pthread_mutex_lock(&mutex);{{$}}
// CHECK-NEXT: {{^ +}}lock mutex acquired{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T2+1]]  data+=2;{{$}}
// CHECK-NEXT: {{^ +}}data = 3{{$}}
// CHECK:      {{^}}  [thread 3 (thread3), round 1]{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T3:]]  pthread_mutex_lock(&mutex);{{$}}
// CHECK:      {{^ +}}lock mutex acquired{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T3+1]]  if (data >= 3){{[{]}}{{$}}
// CHECK-NEXT: {{^}}  {{.*}}:[[#T3+2]]  ERROR: {reach_error();abort();}{{$}}
// CHECK-NEXT: {{^ +}}^ reach_error() called{{$}}
// CHECK-NEXT: {{^}}contexts: found with k=1 rounds (none with fewer), {{0 preemptions|1 preemption}} before the failure{{$}}

#include <pthread.h>
#include <stdlib.h>

extern void reach_error(void);

pthread_mutex_t mutex;
int data = 0;
void *thread1(void *arg)
{
  pthread_mutex_lock(&mutex);
  data++;
  pthread_mutex_unlock(&mutex);
  return 0;
}
void *thread2(void *arg)
{
  pthread_mutex_lock(&mutex);
  data+=2;
  pthread_mutex_unlock(&mutex);
  return 0;
}
void *thread3(void *arg)
{
  pthread_mutex_lock(&mutex);
  if (data >= 3){
    ERROR: {reach_error();abort();}
    ;
  }
  pthread_mutex_unlock(&mutex);
  return 0;
}
int main()
{
  pthread_mutex_init(&mutex, 0);
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, thread1, 0);
  pthread_create(&t2, 0, thread2, 0);
  pthread_create(&t3, 0, thread3, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  return 0;
}

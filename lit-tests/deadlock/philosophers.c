// Dining philosophers: each takes its left fork, then its right one. Naive, the last
// one's right fork is the first one's left: every philosopher holding one fork and
// waiting for the next is a deadlock. With ordered forks (the lower-numbered first)
// there is no cycle.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s --check-prefix=NAIVE3
// RUN: %expect 0 %cbounds %s -DORDERED | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DN=5 | FileCheck %s --check-prefix=NAIVE5
// RUN: %expect 0 %cbounds %s -DN=5 -DORDERED | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
// NAIVE3: {{^}}UNSAFE: deadlock: thread 1 holds fork[0] ({{.*}}), waits for fork[1] ({{.*}}); thread 2 holds fork[1] ({{.*}}), waits for fork[2] ({{.*}}); thread 3 holds fork[2] ({{.*}}), waits for fork[0] ({{.*}}); thread 0 waits for thread 1 ({{.*}}){{$}}
// NAIVE5: {{^}}UNSAFE: deadlock: thread 1 holds fork[0] {{.*}}; thread 5 holds fork[4] ({{.*}}), waits for fork[0] ({{.*}});

#include <pthread.h>

#ifndef N
#define N 3
#endif

pthread_mutex_t fork[N];
int meals;

void *philosopher(void *arg) {
  int i = (int)(long)arg;
  int left = i, right = (i + 1) % N;
#ifdef ORDERED
  if (left > right) {
    int t = left;
    left = right;
    right = t;
  }
#endif
  pthread_mutex_lock(&fork[left]);
  pthread_mutex_lock(&fork[right]);
  meals++;
  pthread_mutex_unlock(&fork[right]);
  pthread_mutex_unlock(&fork[left]);
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_mutex_init(&fork[i], 0);
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, philosopher, (void *)(long)i);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}

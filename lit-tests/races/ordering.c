// Happens-before without locks: what main writes before pthread_create, the thread
// reads without a race; what the thread writes, main reads after pthread_join without
// a race; a message passed through a C11 atomic flag (the data written before the
// flag's store, read after a load that sees it) has no race; reads never race with
// reads. Each of these is a race when the ordering is taken away: -DNOJOIN reads before
// the join, -DNOFLAG reads the data whatever the flag says, -DLATE writes the input after
// pthread_create. A monitor that let the first access's thread run on after it (to its
// store of the flag, or to its end that the join waits for) would report false races.
//
// RUN: %expect 0 %cbounds %s --race | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race -K 6 | FileCheck %s --check-prefix=NORACE
// RUN: %expect 0 %cbounds %s --race --no-lockset | FileCheck %s --check-prefix=NORACE
// RUN: %expect 10 %cbounds %s --race -DNOJOIN | FileCheck %s --check-prefix=NOJOIN
// RUN: %expect 10 %cbounds %s --race -DNOFLAG | FileCheck %s --check-prefix=NOFLAG
// RUN: %expect 10 %cbounds %s --race -DLATE | FileCheck %s --check-prefix=LATE
//
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}
// NOJOIN: {{^}}UNSAFE: data race at {{.*}}ordering.c:{{(35|59)}}{{$}}
// NOFLAG: {{^}}UNSAFE: data race at {{.*}}ordering.c:{{(36|51)}}{{$}}
// LATE: {{^}}UNSAFE: data race at {{.*}}ordering.c:{{(34|47)}}{{$}}

#include <pthread.h>
#include <stdatomic.h>

int input;          /* written before the thread exists */
int output;         /* written by the thread, read after the join */
int message;        /* published through ready */
atomic_int ready;
const int table[2] = {3, 4};
int config = 5;     /* only ever read */

void *worker(void *arg) {
  (void)arg;
  int x = input + config + table[1];
  output = x;
  message = 42;
  atomic_store(&ready, 1);
  return 0;
}

int main(void) {
  pthread_t t;
  input = 1;
  pthread_create(&t, 0, worker, 0);
  int c = config;
#ifdef LATE
  input = 2;
#endif
  int got = 0;
#ifdef NOFLAG
  got = message;
#else
  if (atomic_load(&ready))
    got = message;
#endif
#ifndef NOJOIN
  pthread_join(t, 0);
#endif
  int result = output + got + c;
#ifdef NOJOIN
  pthread_join(t, 0);
#endif
  return result;
}

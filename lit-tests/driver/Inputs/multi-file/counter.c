// NOT-COMPILABLE alone (no main, needs -I include): driver/multi-file.c's counter.
// Without LOCKED its read-modify-write races. Line numbers are checked there.
#include <assert.h>
#include <pthread.h>
#include "counter.h"

static int value; /* static: main.c has a `value` of its own */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void counter_add(int n) {
#ifdef LOCKED
  pthread_mutex_lock(&lock);
#endif
  int v = value;
  value = v + n; /* line 15: the racy write */
#ifdef LOCKED
  pthread_mutex_unlock(&lock);
#endif
}

int counter_get(void) { return value; }

void counter_check(int expected) {
  assert(value == expected); /* line 24 */
}

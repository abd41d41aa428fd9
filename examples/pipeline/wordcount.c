/*
 * wordcount.c: counts the words and letters of a text with a pipeline: main puts a
 * copy of each word into a bounded queue (queue.c); counter
 * threads take words out and count them, each into its own slot; main closes the
 * queue, joins
 * the counters and checks the totals against a count of its own.
 *
 *   build/bin/cbounds examples/pipeline/wordcount.c examples/pipeline/queue.c
 *       UNSAFE: deadlock: queue_close sets `closed` and broadcasts without the lock, so
 *       a counter that has just seen the queue open and empty misses the wake-up and
 *       waits for ever, and main waits for it in pthread_join (a lost wake-up)
 *   build/bin/cbounds examples/pipeline/wordcount.c examples/pipeline/queue.c -DFIXED
 *       SAFE within the bounds: queue_close takes the lock
 *
 * Natively it hangs only now and then: cc -pthread wordcount.c queue.c && ./a.out
 */
#include "queue.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef COUNTERS
#define COUNTERS 1
#endif

static const char *const text[] = {"to", "be", "or"};

/* What one counter counted: its own slot, read by main after pthread_join. */
struct counts {
  unsigned words, letters;
};

static struct queue queue;
static struct counts counted[COUNTERS];

/* Counter number arg: counts what it takes from the queue until the queue is closed
   and drained, then leaves its counts in its slot. */
static void *count_words(void *arg) {
  long id = (long)arg;
  unsigned words = 0, letters = 0;
  char *word;
  while ((word = queue_get(&queue)) != NULL) {
    words++;
    letters += (unsigned)strlen(word);
    free(word);
  }
  counted[id].words = words;
  counted[id].letters = letters;
  return NULL;
}

/* Puts a copy of each word into q; returns how many. */
static unsigned put_words(const char *const *words, unsigned n, struct queue *q) {
  for (unsigned i = 0; i < n; i++) {
    char *copy = strdup(words[i]);
    if (!copy) {
      perror("wordcount");
      exit(1);
    }
    queue_put(q, copy);
  }
  return n;
}

int main(void) {
  pthread_t counters[COUNTERS];
  if (queue_init(&queue) != 0) {
    fprintf(stderr, "wordcount: cannot initialize the queue\n");
    return 1;
  }
  for (long i = 0; i < COUNTERS; i++) {
    if (pthread_create(&counters[i], NULL, count_words, (void *)i) != 0) {
      fprintf(stderr, "wordcount: cannot start a counter\n");
      return 1;
    }
  }
  unsigned words = put_words(text, sizeof text / sizeof *text, &queue);
  queue_close(&queue);
  struct counts total = {0, 0};
  for (int i = 0; i < COUNTERS; i++) {
    pthread_join(counters[i], NULL);
    total.words += counted[i].words;
    total.letters += counted[i].letters;
  }
  assert(total.words == words && words == 3);
  assert(total.letters == 6);
  printf("%u words, %u letters\n", total.words, total.letters);
  queue_destroy(&queue);
  return 0;
}

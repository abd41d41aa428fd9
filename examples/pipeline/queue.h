/*
 * queue.h: a bounded queue of pointers between threads, with shutdown.
 *
 * Producers put items; consumers get them in order, waiting while the queue is empty.
 * Once the queue is closed, getters drain what is left and then get NULL: that is how
 * a consumer learns to stop. Items are owned by whoever holds them: put gives an item
 * to the queue, get gives it to the caller.
 *
 * Errors: queue_init returns 0 or an errno value; the others cannot fail on a queue
 * that was initialized and not destroyed.
 */
#ifndef PIPELINE_QUEUE_H
#define PIPELINE_QUEUE_H

#include <pthread.h>

#define QUEUE_CAPACITY 2

struct queue {
  pthread_mutex_t lock;
  pthread_cond_t not_empty; /* an item was put, or the queue was closed */
  pthread_cond_t not_full;  /* an item was taken */
  void *items[QUEUE_CAPACITY];
  int head;   /* the oldest item */
  int count;  /* items queued */
  int closed; /* no more puts; guarded by lock */
};

int queue_init(struct queue *q);
void queue_destroy(struct queue *q);
/* Waits while the queue is full. Not after queue_close. */
void queue_put(struct queue *q, void *item);
/* The oldest item, waiting while the queue is empty and open; NULL once it is closed
   and empty. */
void *queue_get(struct queue *q);
/* Wakes every waiting getter; getters drain the queue, then get NULL. */
void queue_close(struct queue *q);

#endif

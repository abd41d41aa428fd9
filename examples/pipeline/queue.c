/* queue.c: the bounded queue of queue.h. */
#include "queue.h"

#include <stdio.h>
#include <stdlib.h>

int queue_init(struct queue *q) {
  int err = pthread_mutex_init(&q->lock, NULL);
  if (err)
    return err;
  if ((err = pthread_cond_init(&q->not_empty, NULL)) != 0) {
    pthread_mutex_destroy(&q->lock);
    return err;
  }
  if ((err = pthread_cond_init(&q->not_full, NULL)) != 0) {
    pthread_cond_destroy(&q->not_empty);
    pthread_mutex_destroy(&q->lock);
    return err;
  }
  q->head = q->count = q->closed = 0;
  return 0;
}

void queue_destroy(struct queue *q) {
  pthread_cond_destroy(&q->not_full);
  pthread_cond_destroy(&q->not_empty);
  pthread_mutex_destroy(&q->lock);
}

void queue_put(struct queue *q, void *item) {
  pthread_mutex_lock(&q->lock);
  while (q->count == QUEUE_CAPACITY)
    pthread_cond_wait(&q->not_full, &q->lock);
  q->items[(q->head + q->count) % QUEUE_CAPACITY] = item;
  q->count++;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
}

void *queue_get(struct queue *q) {
  pthread_mutex_lock(&q->lock);
  while (q->count == 0 && !q->closed)
    pthread_cond_wait(&q->not_empty, &q->lock);
  void *item = NULL;
  if (q->count > 0) {
    item = q->items[q->head];
    q->head = (q->head + 1) % QUEUE_CAPACITY;
    q->count--;
    pthread_cond_signal(&q->not_full);
  }
  pthread_mutex_unlock(&q->lock);
  return item;
}

void queue_close(struct queue *q) {
#ifdef FIXED
  pthread_mutex_lock(&q->lock);
#endif
  /* The bug: without the lock, a getter can test `closed` (still 0), then this store
     and the broadcast happen, and only then the getter waits: nobody wakes it again. */
  q->closed = 1;
  pthread_cond_broadcast(&q->not_empty);
#ifdef FIXED
  pthread_mutex_unlock(&q->lock);
#endif
}

/*
 * threadpool.c: the pool of threadpool.h. One mutex guards the queue, the counters and
 * the shutdown flag; workers sleep on `work_ready` while the queue is empty, the owner
 * sleeps on `all_done` in tp_wait while tasks are queued or running.
 *
 * It has one concurrency bug, in worker_main (blocksum.c's header tells the story);
 * -DFIXED compiles the fix.
 */
#include "threadpool.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TP_STATS_WORKERS (int)(sizeof(((struct tp_stats *)0)->per_worker) / sizeof(int))

struct tp_task {
  tp_task_fn fn;
  void *arg;
  struct tp_task *next;
};

struct tp_worker {
  struct tp_pool *pool;
  int id;
  pthread_t thread;
  int tasks_run; /* guarded by pool->lock */
};

struct tp_pool {
  pthread_mutex_t lock;
  pthread_cond_t work_ready; /* a task was queued, or the pool shuts down */
  pthread_cond_t all_done;   /* pending dropped to 0 */
  struct tp_task *head, *tail;
  int pending;               /* tasks queued or running */
  int shutting_down;         /* no more tasks; workers exit once the queue is empty */
  int nworkers;
  struct tp_worker *workers;
  struct tp_stats stats;
};

static void die(const char *what, int err) {
  fprintf(stderr, "threadpool: %s: %s\n", what, strerror(err));
  abort();
}

static void check(const char *what, int err) {
  if (err != 0)
    die(what, err);
}

/* Waits for a task and unlinks it; NULL when the pool shuts down and the queue is
 * empty. Called, and returns, with pool->lock held. */
static struct tp_task *next_task(struct tp_pool *pool) {
  while (pool->head == NULL && !pool->shutting_down)
    check("pthread_cond_wait", pthread_cond_wait(&pool->work_ready, &pool->lock));
  struct tp_task *task = pool->head;
  if (task != NULL) {
    pool->head = task->next;
    if (pool->head == NULL)
      pool->tail = NULL;
  }
  return task;
}

static void *worker_main(void *arg) {
  struct tp_worker *self = arg;
  struct tp_pool *pool = self->pool;

  check("pthread_mutex_lock", pthread_mutex_lock(&pool->lock));
  for (;;) {
    struct tp_task *task = next_task(pool);
    if (task == NULL)
      break;
    check("pthread_mutex_unlock", pthread_mutex_unlock(&pool->lock));

    task->fn(task->arg); /* outside the lock: tasks run in parallel */
    free(task);
#ifndef FIXED
    pool->stats.completed++; /* only a statistic: no need to take the lock for it */
#endif

    check("pthread_mutex_lock", pthread_mutex_lock(&pool->lock));
#ifdef FIXED
    pool->stats.completed++;
#endif
    self->tasks_run++;
    if (--pool->pending == 0)
      check("pthread_cond_broadcast", pthread_cond_broadcast(&pool->all_done));
  }
  check("pthread_mutex_unlock", pthread_mutex_unlock(&pool->lock));
  return NULL;
}

/* Tells the workers to exit once the queue is empty, and wakes the idle ones. */
static void begin_shutdown(struct tp_pool *pool) {
  /* Under the lock: a worker between its check of the flag and its wait in next_task
   * would miss a broadcast sent then, and sleep for ever. */
  check("pthread_mutex_lock", pthread_mutex_lock(&pool->lock));
  pool->shutting_down = 1;
  check("pthread_cond_broadcast", pthread_cond_broadcast(&pool->work_ready));
  check("pthread_mutex_unlock", pthread_mutex_unlock(&pool->lock));
}

static void join_workers(struct tp_pool *pool, int count) {
  for (int i = 0; i < count; i++)
    check("pthread_join", pthread_join(pool->workers[i].thread, NULL));
}

static void free_pool(struct tp_pool *pool) {
  pthread_cond_destroy(&pool->all_done);
  pthread_cond_destroy(&pool->work_ready);
  pthread_mutex_destroy(&pool->lock);
  free(pool->workers);
  free(pool);
}

struct tp_pool *tp_create(int nworkers) {
  if (nworkers <= 0)
    return NULL;
  struct tp_pool *pool = calloc(1, sizeof *pool);
  if (pool == NULL)
    return NULL;
  pool->workers = calloc((size_t)nworkers, sizeof *pool->workers);
  if (pool->workers == NULL) {
    free(pool);
    return NULL;
  }
  if (pthread_mutex_init(&pool->lock, NULL) != 0 ||
      pthread_cond_init(&pool->work_ready, NULL) != 0 ||
      pthread_cond_init(&pool->all_done, NULL) != 0) {
    free(pool->workers);
    free(pool);
    return NULL;
  }
  for (int i = 0; i < nworkers; i++) {
    pool->workers[i].pool = pool;
    pool->workers[i].id = i;
    int err = pthread_create(&pool->workers[i].thread, NULL, worker_main, &pool->workers[i]);
    if (err != 0) {
      fprintf(stderr, "threadpool: pthread_create: %s\n", strerror(err));
      begin_shutdown(pool); /* the ones already running exit at once */
      join_workers(pool, i);
      free_pool(pool);
      return NULL;
    }
  }
  pool->nworkers = nworkers;
  return pool;
}

int tp_submit(struct tp_pool *pool, tp_task_fn fn, void *arg) {
  struct tp_task *task = malloc(sizeof *task);
  if (task == NULL)
    return -1;
  task->fn = fn;
  task->arg = arg;
  task->next = NULL;

  check("pthread_mutex_lock", pthread_mutex_lock(&pool->lock));
  if (pool->shutting_down) {
    check("pthread_mutex_unlock", pthread_mutex_unlock(&pool->lock));
    free(task);
    return -1;
  }
  if (pool->tail != NULL)
    pool->tail->next = task;
  else
    pool->head = task;
  pool->tail = task;
  pool->pending++;
  pool->stats.submitted++;
  check("pthread_cond_signal", pthread_cond_signal(&pool->work_ready));
  check("pthread_mutex_unlock", pthread_mutex_unlock(&pool->lock));
  return 0;
}

void tp_wait(struct tp_pool *pool) {
  check("pthread_mutex_lock", pthread_mutex_lock(&pool->lock));
  while (pool->pending > 0)
    check("pthread_cond_wait", pthread_cond_wait(&pool->all_done, &pool->lock));
  check("pthread_mutex_unlock", pthread_mutex_unlock(&pool->lock));
}

void tp_get_stats(struct tp_pool *pool, struct tp_stats *out) {
  check("pthread_mutex_lock", pthread_mutex_lock(&pool->lock));
  *out = pool->stats;
  for (int i = 0; i < pool->nworkers && i < TP_STATS_WORKERS; i++)
    out->per_worker[i] = pool->workers[i].tasks_run;
  check("pthread_mutex_unlock", pthread_mutex_unlock(&pool->lock));
}

void tp_destroy(struct tp_pool *pool, struct tp_stats *final_stats) {
  begin_shutdown(pool);
  join_workers(pool, pool->nworkers);
  if (final_stats != NULL)
    tp_get_stats(pool, final_stats);
  free_pool(pool);
}

/*
 * threadpool.h: a fixed-size pool of worker threads fed from one FIFO work queue.
 *
 *   struct tp_pool *pool = tp_create(2);
 *   tp_submit(pool, fn, arg);        // fn(arg) runs on some worker, later
 *   tp_wait(pool);                   // every task submitted so far has finished
 *   tp_destroy(pool, &stats);        // the workers finish the queue and exit; joined, freed
 *
 * Ownership: the pool owns its queue entries (allocated by tp_submit, freed by the worker
 * that ran them); `arg` stays the caller's and must live until tp_wait or tp_destroy
 * returns. tp_destroy runs every task already queued before the workers exit.
 * Errors: tp_create returns NULL, tp_submit -1 (and sets nothing else); pthread errors
 * inside tp_wait and tp_destroy are fatal (the pool's state would be unknown).
 * One thread (the owner) calls tp_submit, tp_wait and tp_destroy.
 */
#ifndef THREADPOOL_H
#define THREADPOOL_H

typedef void (*tp_task_fn)(void *arg);

struct tp_pool;

struct tp_stats {
  int submitted;  /* tasks accepted by tp_submit */
  int completed;  /* tasks that returned */
  int per_worker[8]; /* tasks each worker ran (the first 8 workers) */
};

struct tp_pool *tp_create(int nworkers);
int tp_submit(struct tp_pool *pool, tp_task_fn fn, void *arg);
void tp_wait(struct tp_pool *pool);
void tp_get_stats(struct tp_pool *pool, struct tp_stats *out);
void tp_destroy(struct tp_pool *pool, struct tp_stats *final_stats); /* stats: may be NULL */

#endif

/*
 * replay_inputs.h: the choices of a counterexample, for `cbounds --replay` (docs/replay.md).
 *
 * The sequential program runs thread 0, then thread 1, ...; each thread takes its
 * nondeterministic values (program inputs, results of undefined functions, and the
 * scheduling choices the runtime models make at switch points) in its own program
 * order, which is the same in the sequential program and in the interleaving it stands
 * for. So a counterexample is, per thread, the list of those values whose guards hold in
 * the model, in the order the executor met them. Round guesses are not part of it: the
 * native replay runs the interleaving, where every round starts from what the previous
 * one left (what consistent guesses claim).
 *
 * Public part: enc_replay, filled in enc_result.replay on UNSAFE, owned by the result.
 * Internal part (rp_log): what the executor records while it runs.
 *
 * Ownership: the rp_log belongs to the symbolic execution (rp_log_free); rp_extract()
 * returns an enc_replay the caller owns and frees with enc_replay_free(). Errors: none;
 * allocation failures abort.
 */
#ifndef CB_REPLAY_INPUTS_H
#define CB_REPLAY_INPUTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One value: its width in bits (1..128) and its bits (lo: bits 0..63, hi: 64..127). */
typedef struct enc_replay_value {
  unsigned width;
  bool pointer;        /* the value of a pointer (only NULL can be replayed) */
  uint64_t lo, hi;
} enc_replay_value;

typedef struct enc_replay_thread {
  unsigned first_slot; /* threads created before it in the sequential program (main
                          included): its own creations take the slots from here on */
  size_t count;
  enc_replay_value *values;  /* owned */
} enc_replay_thread;

typedef struct enc_replay {
  unsigned num_threads;      /* threads that ran in the sequential program */
  enc_replay_thread *threads; /* owned; index = thread */
} enc_replay;

void enc_replay_free(enc_replay *replay); /* frees replay itself too; NULL is fine */

#ifdef CB_REPLAY_INTERNAL
#include "bitblast/bv.h"
#include "bitblast/cnf.h"

/* What the executor records: each fresh input that the program observes, with the
   guard of the paths that take it and the running thread; and at each thread's start,
   how many threads exist (the sequential program's __cbounds_seq_count). */
typedef struct rp_entry {
  aig_lit guard;
  unsigned thread;
  const bv *value;
  bool pointer;
  bool slot;           /* the entry is the thread's first slot, not a value */
} rp_entry;

typedef struct rp_log {
  rp_entry *entries;
  size_t count, cap;
} rp_log;

void rp_record(rp_log *log, aig_lit guard, unsigned thread, const bv *value, bool pointer);
void rp_record_slot(rp_log *log, aig_lit guard, unsigned thread, const bv *count);
void rp_log_free(rp_log *log);
/* The streams of the model (NULL if nothing was recorded in a program that ran). */
enc_replay *rp_extract(const rp_log *log, cnf *c);
#endif

#endif

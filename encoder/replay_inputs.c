/* replay_inputs.c: recording the program's inputs and extracting them from a model
   (replay_inputs.h). */
#define CB_REPLAY_INTERNAL
#include "encoder/replay_inputs.h"

#include <stdlib.h>

#include "base/alloc.h"
#include "base/vec.h"

static rp_entry *rp_push(rp_log *log) {
  CB_GROW(log->entries, log->count, log->cap, 64);
  return &log->entries[log->count++];
}

void rp_record(rp_log *log, aig_lit guard, unsigned thread, const bv *value, bool pointer) {
  if (guard == AIG_FALSE)
    return;
  *rp_push(log) = (rp_entry){guard, thread, value, pointer, false};
}

void rp_record_slot(rp_log *log, aig_lit guard, unsigned thread, const bv *count) {
  if (guard == AIG_FALSE || !count)
    return;
  *rp_push(log) = (rp_entry){guard, thread, count, false, true};
}

void rp_log_free(rp_log *log) {
  free(log->entries);
  log->entries = NULL;
  log->count = log->cap = 0;
}

static uint64_t rp_bits(cnf *c, const bv *v, unsigned lo) {
  uint64_t u = 0;
  for (unsigned i = lo; i < v->width && i < lo + 64; i++)
    if (cnf_value(c, v->bits[i]))
      u |= (uint64_t)1 << (i - lo);
  return u;
}

static enc_replay_thread *rp_thread(enc_replay *r, unsigned thread) {
  if (thread >= r->num_threads) {
    r->threads = cb_realloc(r->threads, (thread + 1) * sizeof *r->threads);
    for (unsigned i = r->num_threads; i <= thread; i++)
      r->threads[i] = (enc_replay_thread){0, 0, NULL};
    r->num_threads = thread + 1;
  }
  return &r->threads[thread];
}

enc_replay *rp_extract(const rp_log *log, cnf *c) {
  enc_replay *r = cb_calloc(1, sizeof *r);
  rp_thread(r, 0)->first_slot = 1;
  for (size_t i = 0; i < log->count; i++) {
    const rp_entry *e = &log->entries[i];
    if (!cnf_value(c, e->guard))
      continue;
    enc_replay_thread *t = rp_thread(r, e->thread);
    if (e->slot) {
      t->first_slot = (unsigned)rp_bits(c, e->value, 0);
      continue;
    }
    t->values = cb_realloc(t->values, (t->count + 1) * sizeof *t->values);
    t->values[t->count++] = (enc_replay_value){e->value->width, e->pointer,
                                               rp_bits(c, e->value, 0), rp_bits(c, e->value, 64)};
  }
  return r;
}

void enc_replay_free(enc_replay *replay) {
  if (!replay)
    return;
  for (unsigned i = 0; i < replay->num_threads; i++)
    free(replay->threads[i].values);
  free(replay->threads);
  free(replay);
}

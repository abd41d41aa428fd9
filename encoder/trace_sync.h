/*
 * trace_sync.h: the synchronization calls the trace names (`lock m acquired`): for each
 * pthread/semaphore model, which arguments are the objects and what the note says.
 * Internal to the encoder; the table is static.
 *
 * Ownership: the entries are static; never free them. Errors: an unknown name gives
 * NULL.
 */
#ifndef CB_TRACE_SYNC_H
#define CB_TRACE_SYNC_H

typedef struct enc_sync_call {
  const char *name;     /* the C function (the model without libseq's prefix) */
  int object, object2;  /* argument indices of the objects named in the note; -1: none */
  const char *note;     /* when the call returns 0 (or always, see any_result): one %s per
                           object */
  const char *failed;   /* when it returns another value, or NULL: "NAME failed on %s" */
  int any_result;       /* the result is not an error code (pthread_barrier_wait) */
} enc_sync_call;

/* The entry of a call of `name` (a model's name, libseq's prefix removed), or NULL. */
const enc_sync_call *enc_sync_lookup(const char *name);
/* The note of a park (runtime-models' cb_wait_kind `kind`, not a join), or NULL. */
const enc_sync_call *enc_park_lookup(unsigned kind);

#endif

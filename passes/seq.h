/*
 * seq.h: libseq, the sequentialization of a concurrent module (C on the LLVM C API).
 *
 * seq_run() rewrites a module in place into a sequential module whose entry function
 * SEQ_ENTRY_NAME simulates the original program (see ../shared/DESIGN.md, "The
 * sequentialization contract", and docs/sequentialization.md). A program without
 * threads is its own sequential form, called from the entry wrapper. A program that
 * creates threads gets switch points before its visible operations and an entry that
 * runs its threads one after the other through K rounds (the runtime models, which the
 * driver links before the pass, hold the thread table and the switch functions).
 * A construct libseq cannot handle is reported as unsupported, and the module is marked
 * with the named metadata SEQ_UNSUPPORTED_MD carrying the reason, so that any consumer
 * of the output (cbounds given a .ll/.bc that went through opt) reports UNKNOWN too.
 *
 * Running seq_run() on its own output changes nothing (the entry wrapper is found).
 *
 * Ownership: the module is borrowed. The result's strings are owned by the result and
 * released with seq_result_free().
 */
#ifndef CB_SEQ_H
#define CB_SEQ_H

#include <stdbool.h>
#include <llvm-c/Core.h>

#include "passes/seq_contract.h" /* the names and metadata of the output */
#include "passes/seq_slice.h"

typedef struct seq_options {
  unsigned rounds;          /* K: contexts per thread (round-robin rounds) */
  unsigned max_threads;     /* threads a run may have, main included (--threads) */
  bool all_switch_points;   /* a switch point before every access, shared or not */
  bool races;               /* instrument accesses for data races (property no-data-race) */
  bool all_race_accesses;   /* races: instrument every shared access, not only the lockset
                               pre-pass's candidates (seq_candidates.h) */
  bool deadlocks;           /* the models park blocked threads and the entry checks for a
                               deadlock at the end (docs/deadlocks.md); ignored with races */
  const char *lock_annotations; /* a file of lock annotations (seq_annotations.h), or NULL */
  unsigned quantum;         /* at most this many visible operations per context; 0: any */
  bool slice;               /* remove what cannot affect a check first (seq_slice.h) */
  bool signed_overflow;     /* slicing: nsw arithmetic and shifts are checks */
  bool leaks;               /* slicing: the leak properties (globals keep their values) */
} seq_options;

/* The largest quantum=Q (the driver's --quantum stops at the same value). */
#define SEQ_MAX_QUANTUM 1000000

typedef enum seq_status {
  SEQ_OK = 0,          /* the module is sequential and has the entry wrapper */
  SEQ_UNSUPPORTED = 1, /* a construct the sequentialization does not handle yet */
  SEQ_NO_MAIN = 2,     /* there is no main function to start from */
} seq_status;

typedef struct seq_result {
  seq_status status;
  char *reason;        /* owned, NULL when status == SEQ_OK */
  char *file;          /* where the unsupported construct is, or NULL; owned */
  unsigned line;
  /* races: the lockset pre-pass (seq_candidates.h) */
  unsigned race_accesses;     /* accesses that may touch shared memory */
  unsigned race_instrumented; /* those the precise check instruments */
  unsigned race_pairs;        /* candidate pairs */
  char *race_report;          /* the candidate pairs as text, or NULL; owned */
  seq_slice_stats slice;      /* what slicing removed (zero when it did not run) */
} seq_result;

seq_status seq_run(LLVMModuleRef module, const seq_options *options, seq_result *result);
void seq_result_free(seq_result *result);

/* If the module carries SEQ_UNSUPPORTED_MD, returns a newly malloc'd copy of its reason. */
char *seq_unsupported_reason(LLVMModuleRef module);

#endif

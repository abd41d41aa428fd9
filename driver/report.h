/*
 * report.h: the report of a run (docs/output.md): the verdict line, then the bounds
 * (SAFE) or the trace (UNSAFE), and with --stats the `stats: ` lines.
 *
 * Ownership: a rep_report only borrows: its strings and arrays belong to whoever
 * made them (the encoder's or the sequentialization's result, or the pipeline).
 */
#ifndef CB_DRIVER_REPORT_H
#define CB_DRIVER_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "driver/deadlock_report.h"
#include "driver/source.h"
#include "encoder/check.h"
#include "passes/seq_slice.h"

/* The line after the bounds of a SAFE verdict when loops were cut without checking. */
#define REP_UNWIND_WARNING                                                                 \
  "loops were cut at the unwind bound without checking: SAFE holds only for executions " \
  "within it"

typedef struct rep_stats {
  double front_end_seconds; /* clang or parsing, and verification */
  double static_seconds;    /* the static range analysis (pipeline_static.c) */
  double pass_seconds;      /* models, mem2reg, sequentialization */
  double total_seconds;
  double peak_mib;          /* peak resident memory of cbounds */
  enc_stats encoder;        /* zero if the encoder did not run */
  bool races;               /* --race: the lockset pre-pass ran (libseq's seq_result) */
  unsigned race_accesses;   /* accesses that may touch shared memory */
  unsigned race_instrumented; /* those the precise check instruments */
  unsigned race_pairs;      /* candidate pairs of the lockset pre-pass */
  seq_slice_stats slice;    /* what libseq's slicing removed (passes/seq_slice.h) */
} rep_stats;

typedef struct rep_report {
  enc_verdict verdict;
  const char *reason;        /* UNSAFE, UNKNOWN: what happened or why */
  enc_loc where;             /* where; file NULL if nowhere in particular */
  const char *hint;          /* UNKNOWN: what to do about it, printed last; or NULL */
  const char *unknown_kind;  /* UNKNOWN: why, as a word (engine.h's eng_unknown: "unwind-bound",
                                "timeout", ...); NULL otherwise. Static */
  const enc_step *trace;     /* UNSAFE */
  size_t trace_len;
  unsigned rounds;           /* the bounds: K (the largest k when iterating) */
  bool iterate_rounds;       /* k = 1..rounds were asked in turn */
  unsigned preemptions;      /* the preemption bound, ENC_NO_BOUND: none */
  unsigned quantum;          /* visible operations per context (--quantum), 0: no bound */
  unsigned rounds_used;      /* UNSAFE with threads: the round of the failure */
  unsigned preemptions_used; /* UNSAFE with threads: preemptions before the failure */
  unsigned rounds_checked;   /* with threads: no error with up to this many rounds */
  unsigned long search_runs; /* UNSAFE from the schedule search: its runs; else 0 */
  unsigned unwind;
  unsigned threads;
  bool unwinding_assertions;
  bool unroll_forced;        /* iterations no path could leave were not counted */
  bool unwinding_unchecked;  /* SAFE with some loop cut and not checked */
  bool races;                /* the property is no-data-race (--race) */
  const char *property;      /* the property as the JSON report names it; static */
  const char *subproperty;   /* UNSAFE: SV-COMP's subproperty the error violates
                                ("valid-deref", ...: opt_subproperty), or NULL; static */
  bool all_races;            /* --race --all: found_races lists every racy location */
  const enc_race *found_races;
  size_t num_found_races;
  const char *races_stopped; /* why the search for more races ended early, or NULL */
  bool any_bounds;           /* SAFE for any bounds (the lockset pre-pass, the static range
                                analysis): reason says why */
  bool full_trace;           /* --trace=full: every step; else the compact trace */
  const dl_account *deadlock; /* UNSAFE by a deadlock: who waits for what, or NULL */
  char *const *warnings;     /* the encoder's warnings */
  size_t num_warnings;
  rep_stats stats;
} rep_report;

/* Whether reason already names FILE:LINE (`... at prog.c:4 (raise --unwind)`); the
   verdict line then does not append ` at FILE:LINE`. */
bool rep_names_place(const char *reason, const char *file, unsigned line);

/* `SAFE`, `UNSAFE` or `UNKNOWN`. */
const char *rep_verdict_name(enc_verdict verdict);

/* The verdict line and what follows it. */
void rep_print(FILE *out, const rep_report *report, src_cache *sources);
void rep_print_stats(FILE *out, const rep_report *report);
/* The warnings on standard error (`cbounds: warning: ...`), except one that the report
   already prints on standard output. */
void rep_print_warnings(const rep_report *report);

/* UNSAFE under --race: the two accesses of the race in the trace (their notes start
   with "race, "), or false when the trace does not show them. */
bool rep_race_steps(const rep_report *r, const enc_step **first, const enc_step **second);
/* SV-COMP's name of the property checked: "no-data-race", "unreach-call", or
   "any-error" (every failure counts). */
const char *rep_property_name(const rep_report *r);

#endif

/*
 * options.h: the command line of cbounds (see opt_print_help() for the list).
 *
 *   cbounds FILE [options]     options may come before or after FILE
 *
 * Ownership: opt_parse() borrows the strings of argv (they live as long as main()),
 * and allocates the array of compiler arguments; opt_release() frees it.
 * Errors: opt_parse() prints one line `cbounds: error: ...` on standard error and
 * returns OPT_FAIL (the caller exits with status 2).
 */
#ifndef CB_DRIVER_OPTIONS_H
#define CB_DRIVER_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* --deepen doubles --unwind up to this. */
#define OPT_MAX_DEEPEN_UNWIND 100000

/* --deepen's schedule search: this long, or a tenth of --timeout if that is less. */
#define OPT_DEFAULT_SEARCH_SECONDS 5.0

/* Kmax of the iterative search when neither -K nor --max-rounds is given. */
#define OPT_DEFAULT_MAX_ROUNDS 4

typedef enum opt_input {
  OPT_INPUT_C,            /* .c: C source, compiled with clang */
  OPT_INPUT_PREPROCESSED, /* .i: preprocessed C, compiled with clang */
  OPT_INPUT_BITCODE,      /* .bc: LLVM bitcode */
  OPT_INPUT_IR,           /* .ll: LLVM assembly */
} opt_input;

typedef enum opt_action {
  OPT_RUN,     /* check the file */
  OPT_HELP,    /* --help */
  OPT_VERSION, /* --version */
  OPT_FAIL,    /* bad command line; the error is printed */
} opt_action;

typedef struct opt_options {
  const char *file;          /* the input, borrowed from argv */
  opt_input input;
  unsigned rounds;           /* -K N, or --max-rounds N (default OPT_DEFAULT_MAX_ROUNDS) */
  bool iterate_rounds;       /* no -K: k = 1..rounds in turn, the smallest k reported */
  const char *rounds_option; /* "-K" or "--max-rounds" once given (they exclude each other) */
  unsigned preemptions;      /* --preemptions P; ENC_NO_BOUND if not given */
  bool fewest_preemptions;   /* --fewest-preemptions: minimize them in an UNSAFE trace */
  bool reach_error_only;     /* --property unreach-call (SV-COMP): only reach_error fails */
  bool race;                 /* --race, --property no-data-race: look for data races only */
  bool deepen;               /* --deepen (needs --timeout): larger bounds while time remains */
  double search;             /* --search S: seconds of native schedule search first; 0: none
                                given (--deepen then searches, unless no_search) */
  bool no_search;            /* --no-search */
  bool no_static_proof;      /* --no-static-proof: always the bounded check */
  bool all_races;            /* --all: every racy location, not only the first (--race) */
  bool no_lockset;           /* --no-lockset: instrument every shared access for races */
  bool lockset_only;         /* --lockset-only: print the lockset pre-pass's candidates */
  unsigned threads;          /* --threads: most threads, main included; default 8 */
  unsigned quantum;          /* --quantum Q: visible operations per context; 0: no bound */
  bool all_switch_points;    /* --switch-points=all (default: only before shared accesses) */
  bool no_freeze;            /* --no-freeze: guess every byte of rounds >= 2 (to compare) */
  bool no_loop_probes;       /* --no-loop-probes: unwind every back edge (to compare) */
  unsigned unwind;           /* --unwind, default 10 */
  bool unwinding_assertions; /* false with --no-unwinding-assertions */
  bool unroll_forced;        /* --unroll-forced: iterations no path can leave are free */
  bool ilp32;                /* --32 (default --64: LP64) */
  double timeout;            /* --timeout in seconds; 0: none */
  unsigned memory_limit;     /* --memory-limit M in MiB; 0: the default (memlimit_default()) */
  bool stats;                /* --stats */
  const char *json;          /* --json FILE, or NULL */
  const char *lock_annotations; /* --lock-annotations FILE, or NULL */
  const char *witness;       /* --witness FILE (UNSAFE: SV-COMP violation witness), or NULL */
  bool full_trace;           /* --trace=full (default --trace=compact) */
  unsigned verbosity;        /* --verbosity N: 0 errors only (--quiet), 1 warnings too (the
                                default), 2 progress as well */
  const char *save_replay;   /* --save-replay FILE: UNSAFE: the trace's choices (docs/replay.md) */
  const char *replay;        /* --replay FILE: run the program natively on those choices */
  const char *check_option;  /* the first option given that --replay does not take */
  const char **cc_args;      /* -D/-I/-include arguments for clang, in order; owned */
  size_t num_cc_args;        /* (the strings are borrowed from argv) */
} opt_options;

opt_action opt_parse(int argc, char **argv, opt_options *options);
void opt_release(opt_options *options);

void opt_print_help(FILE *out);
void opt_print_version(FILE *out);

#endif

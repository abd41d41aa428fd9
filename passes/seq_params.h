/*
 * seq_params.h: the parameters of the sequentialization, defined once.
 *
 * The same table gives the defaults of seq_options, the parser of the opt plugin's
 * `seq<rounds=K;threads=N;quantum=Q;all-switch-points;races;all-race-accesses;deadlocks;
 * lock-annotations=FILE>` (plugin.cpp) and the defaults and ranges of cbounds's own
 * options (driver/options.h: -K/--max-rounds, --threads, --quantum), so that the plugin
 * and the command line agree.
 *
 * Errors: seq_parse_params() returns false on an unknown parameter or a value out of
 * range; nothing is allocated.
 */
#ifndef CB_SEQ_PARAMS_H
#define CB_SEQ_PARAMS_H

#include <stdbool.h>
#include <stddef.h>

#include "passes/seq.h"

/* K of a sequential program when none is asked for: cbounds's --max-rounds default. */
#define SEQ_DEFAULT_ROUNDS 4
/* Threads a run may have, main included, when none is asked for (--threads). */
#define SEQ_DEFAULT_THREADS 8

/* Integer parameters: X(field of seq_options, name, least, most, default). A default of
   0 below the least value means "no bound" (quantum). */
#define SEQ_INT_PARAMS(X)                                                                  \
  X(rounds, "rounds", 1, SEQ_MAX_ROUNDS, SEQ_DEFAULT_ROUNDS)                               \
  X(max_threads, "threads", 1, SEQ_MAX_THREADS, SEQ_DEFAULT_THREADS)                       \
  X(quantum, "quantum", 1, SEQ_MAX_QUANTUM, 0)

/* Flags: X(field of seq_options, name); all off by default. */
#define SEQ_FLAG_PARAMS(X)                                                                 \
  X(all_switch_points, "all-switch-points")                                                \
  X(races, "races")                                                                        \
  X(all_race_accesses, "all-race-accesses")                                                \
  X(deadlocks, "deadlocks")

/* The name of the file parameter (seq_options.lock_annotations). */
#define SEQ_ANNOTATIONS_PARAM "lock-annotations"

/* Every field at its default (lock_annotations NULL). */
void seq_options_default(seq_options *options);

/* Parses the `;`-separated parameters of text[0..length) into *options (which the
   caller set to its defaults first). lock-annotations=FILE is not copied: *annotations
   and *annotations_length give its span in text (unchanged when absent). */
bool seq_parse_params(const char *text, size_t length, seq_options *options,
                      const char **annotations, size_t *annotations_length);

#endif

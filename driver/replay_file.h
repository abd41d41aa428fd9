/*
 * replay_file.h: the replay file of --save-replay / --replay (JSON, cJSON; the format is
 * in docs/replay.md).
 *
 * rf_write() writes the options that shape the sequential program, the error the trace
 * ends in, and the per-thread streams of enc_result.replay. rf_read() parses one back:
 * the options are applied to a copy of the command line's opt_options.
 *
 * Ownership: an rf_file owns the parsed document and everything it points to; the
 * strings in the opt_options it fills are borrowed from it (release it last).
 * Errors: both print `cbounds: error: ...` and return false (exit status 2).
 */
#ifndef CB_DRIVER_REPLAY_FILE_H
#define CB_DRIVER_REPLAY_FILE_H

#include <stdbool.h>

#include "driver/options.h"
#include "encoder/check.h"
#include "encoder/replay_inputs.h"

#define RF_FORMAT "cbounds-replay"
#define RF_VERSION 2 /* 2: the property as a word, the options named as in OPT_TABLE */

typedef struct rf_file {
  struct cJSON *doc;        /* owned */
  const char *input;        /* the checked file as recorded (the first of several) */
  const char **inputs;      /* every file as recorded ("inputs"; older files have only
                               "input"): owned array, strings borrowed from doc */
  size_t num_inputs;
  const char *reason;       /* the expected error: "assertion failed", ... */
  const char *error_file;   /* where (NULL if unknown) */
  unsigned error_line;
  enc_replay streams;       /* owned (threads array and values) */
  const char **cc_args;     /* owned array, strings borrowed from doc */
} rf_file;

bool rf_write(const char *path, const opt_options *options, const enc_result *result);
/* Reads path; fills *file and applies its options to *options (file name kept). */
bool rf_read(const char *path, rf_file *file, opt_options *options);
void rf_release(rf_file *file);

#endif

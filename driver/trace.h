/*
 * trace.h: the text form of an UNSAFE trace (docs/output.md).
 *
 *   `  STEP  FILE:LINE`: the step number (1, 2, ... across threads and rounds, right-
 *   aligned to the width of the largest), FILE:LINE padded to a column, then the source
 *   line (trimmed), indented by two spaces per call depth; a call prints `-> f` and a
 *   return `<- f` in place of the source text; values and the error marker `^ reason`
 *   go on lines of their own, indented below the text of the line they belong to.
 *   Consecutive steps on the same line are shown once; a line step directly followed
 *   by a call on the same line (in the same context) shows only the call. Steps
 *   without a debug location print `<no location>` in place of FILE:LINE. Every line
 *   with a location (or `<no location>`) is numbered, calls and returns too; headings
 *   and notes are not.
 *
 * Ownership: everything is borrowed. error_reason is printed after `^` for an error
 * step without a note of its own.
 */
#ifndef CB_DRIVER_TRACE_H
#define CB_DRIVER_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "driver/source.h"
#include "encoder/check.h"

/* full: every step (--trace=full); else the compact trace: local variables' values and
   writes to local memory (ENC_NOTE_LOCAL, ENC_NOTE_LOCAL_WRITE) only of the thread that
   fails (the thread of the last step: all of a program without threads). Everything
   else is always shown: lines, calls, inputs, shared writes, synchronization, thread
   creation and join, races, the error. */
void trc_print(FILE *out, const enc_step *steps, size_t num_steps, const char *error_reason,
               src_cache *sources, bool full);

/* The step numbers trc_print prints: numbers[i] (numbers has num_steps elements) is the
   number of the line steps[i] is shown on or under (its value, the error), or 0 when the
   trace does not show it. Steps shown once on the same line share its number. */
void trc_step_numbers(const enc_step *steps, size_t num_steps, bool full, unsigned *numbers);

/* Whether the trace shows steps[i] (see trc_print). */
bool trc_shown(const enc_step *steps, size_t num_steps, size_t i, bool full);

#endif

/*
 * witness.h: the SV-COMP violation witness of an UNSAFE report (--witness FILE), in
 * the YAML format of sv-witnesses (docs/output.md, "Witnesses"): one entry of type
 * violation_sequence with the metadata (format_version, uuid, creation_time, producer,
 * task: input_files, input_file_hashes (SHA-256), specification, data_model, language)
 * and the content, a sequence of segments of one waypoint each, in the order of the
 * trace (for threads: the happens-before order of the interleaving shown):
 *
 *   function_enter    a call of a user function, and pthread_create (thread creation:
 *                     the k-th one creates thread k, as cbounds numbers threads)
 *   function_return   the value a __VERIFIER_nondet_* (or undefined) function returned:
 *                     `\result == V` (acsl_expression)
 *   assumption        `x == V` for an integer local variable whose value the trace
 *                     shows, at the thread's next line in the same function and block
 *   target            the failure; under --race (no-data-race) the final segment holds
 *                     two targets, the two accesses of the race
 *
 * With threads every waypoint has thread_id (0 is main) and format_version is "2.2"
 * (the concurrency extension); without, "2.0".
 *
 * Only the file being checked is described: waypoints in other files (headers) are
 * left out, except a target.
 *
 * Ownership: everything is borrowed. Errors: wit_write() returns false after
 * `cbounds: error: ...` when the input cannot be read or the witness not written; a
 * failure that no SV-COMP specification describes (division by zero) gives a warning
 * and no file, and true.
 */
#ifndef CB_DRIVER_WITNESS_H
#define CB_DRIVER_WITNESS_H

#include <stdbool.h>

#include "driver/report.h"

typedef struct wit_task {
  const char *input_file; /* the program, as named on the command line (the first file) */
  const char *const *input_files; /* every file of the program, input_file first (a
                                     program in several files), or NULL: input_file */
  size_t num_input_files;
  bool ilp32;             /* data_model ILP32 (--32), else LP64 */
} wit_task;

/* The specification of the failure of an UNSAFE report in SV-COMP's syntax
   (`G ! call(reach_error())`, `G ! data-race`, `G valid-deref`, ...), or NULL when
   SV-COMP has none for it. Static. */
const char *wit_specification(const rep_report *report);

bool wit_write(const char *path, const rep_report *report, const wit_task *task);

#endif

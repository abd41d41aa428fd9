/*
 * msg.h: the driver's messages on standard error (docs/output.md):
 * `cbounds: error: ...` and `cbounds: warning: ...`, one line each.
 */
#ifndef CB_BASE_MSG_H
#define CB_BASE_MSG_H

#include <stdbool.h>

void msg_error(const char *format, ...) __attribute__((format(printf, 1, 2)));
/* An error in the command line: the line ends with " (try --help)". */
void msg_usage_error(const char *format, ...) __attribute__((format(printf, 1, 2)));
/* Printed at verbosity 1 and above (not with --quiet). */
void msg_warning(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* --verbosity: 0 errors only, 1 warnings too (the default), 2 progress as well. */
void msg_set_verbosity(unsigned verbosity);
unsigned msg_verbosity(void);
/* At verbosity 2: `cbounds: [SECONDS s] TEXT`, SECONDS since msg_set_verbosity(). A
   periodic message is dropped when the last one printed is less than a second old. */
void msg_progress(bool periodic, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* A copy of text up to its first newline (NULL text gives an empty string); free() it. */
char *msg_first_line(const char *text);

#endif

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

/* The live status (docs/output.md): with live true (the driver sets it at verbosity 2
   when standard error is a terminal), msg_progress() redraws one status line in place
   (`\r`, erase to the end of the line) instead of printing a line per message: the
   elapsed seconds, the bounds of the running check (msg_progress_bounds), the last
   phase and the last periodic message, cut to the terminal's width. Errors and
   warnings erase it first and print their lines as always. */
void msg_set_live(bool live);
/* The bounds the status line shows: K rounds, loops unwound up to unwind times
   (0: not shown). */
void msg_progress_bounds(unsigned rounds, unsigned unwind);
/* Erases the status line if one is shown (before the report is printed). */
void msg_live_clear(void);
/* Whether a status line is shown; async-signal-safe (the guard's handlers erase it
   with msg_live_erase_unsafe before their last words). */
bool msg_live_shown(void);
/* Erases the status line with write(2) only: async-signal-safe. */
void msg_live_erase_unsafe(void);

/* A copy of text up to its first newline (NULL text gives an empty string); free() it. */
char *msg_first_line(const char *text);

#endif

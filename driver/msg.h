/*
 * msg.h: the driver's messages on standard error (docs/output.md):
 * `cbounds: error: ...` and `cbounds: warning: ...`, one line each.
 */
#ifndef CB_DRIVER_MSG_H
#define CB_DRIVER_MSG_H

void msg_error(const char *format, ...) __attribute__((format(printf, 1, 2)));
/* An error in the command line: the line ends with " (try --help)". */
void msg_usage_error(const char *format, ...) __attribute__((format(printf, 1, 2)));
void msg_warning(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* A copy of text up to its first newline (NULL text gives an empty string); free() it. */
char *msg_first_line(const char *text);

#endif

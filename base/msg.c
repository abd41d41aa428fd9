/* msg.c: errors and warnings on standard error. */
#include "base/msg.h"

#include <string.h>

#include "base/alloc.h"
#include "base/clock.h"

#include <stdarg.h>
#include <stdio.h>

static void msg_print(const char *kind, const char *suffix, const char *format,
                      va_list args) {
  fflush(stdout);
  fprintf(stderr, "cbounds: %s: ", kind);
  vfprintf(stderr, format, args);
  fprintf(stderr, "%s\n", suffix);
  fflush(stderr);
}

void msg_error(const char *format, ...) {
  va_list args;
  va_start(args, format);
  msg_print("error", "", format, args);
  va_end(args);
}

void msg_usage_error(const char *format, ...) {
  va_list args;
  va_start(args, format);
  msg_print("error", " (try --help)", format, args);
  va_end(args);
}

static unsigned msg_level = 1;
static double msg_start, msg_last_periodic;

void msg_set_verbosity(unsigned verbosity) {
  msg_level = verbosity;
  msg_start = cb_now();
  msg_last_periodic = 0;
}

unsigned msg_verbosity(void) { return msg_level; }

void msg_progress(bool periodic, const char *format, ...) {
  if (msg_level < 2)
    return;
  double now = cb_now();
  if (periodic && msg_last_periodic > 0 && now - msg_last_periodic < 1.0)
    return;
  if (periodic)
    msg_last_periodic = now;
  fprintf(stderr, "cbounds: [%.1f s] ", now - msg_start);
  va_list args;
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  fputc('\n', stderr);
  fflush(stderr);
}

void msg_warning(const char *format, ...) {
  if (msg_level < 1)
    return;
  va_list args;
  va_start(args, format);
  msg_print("warning", "", format, args);
  va_end(args);
}

char *msg_first_line(const char *text) {
  if (!text)
    return cb_strdup("");
  return cb_strndup(text, strcspn(text, "\n"));
}

/* msg.c: errors and warnings on standard error. */
#include "driver/msg.h"

#include <string.h>

#include "encoder/alloc.h"

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

void msg_warning(const char *format, ...) {
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

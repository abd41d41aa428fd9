/* msg.c: errors and warnings on standard error. */
#include "base/msg.h"

#include <string.h>

#include "base/alloc.h"
#include "base/clock.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

static void msg_print(const char *kind, const char *suffix, const char *format,
                      va_list args) {
  msg_live_clear();
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

/* The live status line: its parts, and whether it is on the terminal now. */
#define MSG_STATUS_TEXT 512
static bool msg_live;
static volatile sig_atomic_t msg_shown;
static char msg_phase[MSG_STATUS_TEXT], msg_detail[MSG_STATUS_TEXT];
static unsigned msg_rounds, msg_unwind;
static const char msg_erase[] = "\r\033[K";

void msg_set_live(bool live) { msg_live = live; }

void msg_progress_bounds(unsigned rounds, unsigned unwind) {
  msg_rounds = rounds;
  msg_unwind = unwind;
}

bool msg_live_shown(void) { return msg_shown != 0; }

void msg_live_erase_unsafe(void) {
  if (!msg_shown)
    return;
  ssize_t ignored = write(STDERR_FILENO, msg_erase, sizeof msg_erase - 1);
  (void)ignored;
  msg_shown = 0;
}

void msg_live_clear(void) {
  if (!msg_shown)
    return;
  fputs(msg_erase, stderr);
  fflush(stderr);
  msg_shown = 0;
}

/* The terminal's width (80 when it does not say). */
static size_t msg_columns(void) {
  struct winsize size;
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
    return size.ws_col;
  return 80;
}

/* Redraws the status line: `[T s] K=4 unwind=10 | DETAIL | PHASE`, the freshest news
   first (the periodic message: seconds in the solver and its conflicts, or the symbolic
   execution's position), cut one column short of the width (a full line wraps on some
   terminals), and not in the middle of a UTF-8 character. */
static void msg_redraw(double elapsed) {
  char line[3 * MSG_STATUS_TEXT];
  int n = snprintf(line, sizeof line, "[%.1f s]", elapsed);
  if (msg_rounds)
    n += snprintf(line + n, sizeof line - (size_t)n, " K=%u", msg_rounds);
  if (msg_unwind)
    n += snprintf(line + n, sizeof line - (size_t)n, " unwind=%u", msg_unwind);
  if (*msg_detail)
    n += snprintf(line + n, sizeof line - (size_t)n, " | %s", msg_detail);
  if (*msg_phase)
    snprintf(line + n, sizeof line - (size_t)n, " | %s", msg_phase);
  size_t width = msg_columns() - 1, length = strlen(line);
  if (length > width) {
    length = width;
    while (length > 0 && ((unsigned char)line[length] & 0xc0) == 0x80)
      length--;
    line[length] = 0;
  }
  fprintf(stderr, "%s%s", msg_erase, line);
  fflush(stderr);
  msg_shown = 1;
}

void msg_progress(bool periodic, const char *format, ...) {
  if (msg_level < 2)
    return;
  double now = cb_now();
  if (periodic && msg_last_periodic > 0 && now - msg_last_periodic < 1.0)
    return;
  if (periodic)
    msg_last_periodic = now;
  va_list args;
  va_start(args, format);
  if (msg_live) {
    /* A phase replaces the phase and clears the detail; a periodic message is the
       detail of the phase it runs in. */
    vsnprintf(periodic ? msg_detail : msg_phase, MSG_STATUS_TEXT, format, args);
    if (!periodic)
      msg_detail[0] = 0;
    va_end(args);
    msg_redraw(now - msg_start);
    return;
  }
  fprintf(stderr, "cbounds: [%.1f s] ", now - msg_start);
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

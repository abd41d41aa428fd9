/* guard.c: timeout backstop (SIGALRM) and LLVM fatal-error handling. */
#define _POSIX_C_SOURCE 200809L
#define _XOPEN_SOURCE 700
#include "native/guard.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include <llvm-c/ErrorHandling.h>

#include "base/msg.h"

/* Seconds the backstop waits beyond the deadline the phases observe themselves. */
#define GRD_GRACE 2.0
#define GRD_PATH_MAX 4096

static char grd_file[GRD_PATH_MAX];
static char grd_timeout_line[96];
static char grd_tempfile[GRD_PATH_MAX];
static volatile sig_atomic_t grd_have_tempfile;
static char grd_tempdir[GRD_PATH_MAX];
static const char *const *grd_tempdir_names;
static size_t grd_tempdir_count;
static volatile sig_atomic_t grd_have_tempdir;
static volatile sig_atomic_t grd_child;
static volatile sig_atomic_t grd_child_group;
static volatile sig_atomic_t grd_loading;
static char *grd_fallback;               /* grd_set_fallback(), or NULL */
static volatile sig_atomic_t grd_fallback_status;

void grd_timeout_reason(double seconds, char *buf, size_t size) {
  if (seconds == floor(seconds) && seconds < 1e15)
    snprintf(buf, size, "timeout after %.0f s", seconds);
  else
    snprintf(buf, size, "timeout after %g s", seconds);
}

static void grd_copy(char *dst, const char *src) {
  size_t length = strlen(src);
  if (length >= GRD_PATH_MAX)
    length = GRD_PATH_MAX - 1;
  memcpy(dst, src, length);
  dst[length] = '\0';
}

/* Async-signal-safe: removes the files of the temporary directory, then it. */
static void grd_remove_tempdir(void) {
  char path[2 * GRD_PATH_MAX];
  size_t length = strlen(grd_tempdir);
  memcpy(path, grd_tempdir, length);
  path[length] = '/';
  for (size_t i = 0; i < grd_tempdir_count; i++) {
    size_t name = strlen(grd_tempdir_names[i]);
    if (length + 1 + name >= sizeof path)
      continue;
    memcpy(path + length + 1, grd_tempdir_names[i], name + 1);
    unlink(path);
  }
  rmdir(grd_tempdir);
}

/* Async-signal-safe: kills the child and removes the temporary files. */
static void grd_cleanup(void) {
  if (grd_child > 0)
    kill(grd_child_group ? -(pid_t)grd_child : (pid_t)grd_child, SIGKILL);
  if (grd_have_tempfile)
    unlink(grd_tempfile);
  if (grd_have_tempdir)
    grd_remove_tempdir();
}

static void grd_write(int fd, const char *text) {
  ssize_t ignored = write(fd, text, strlen(text));
  (void)ignored;
}

/* Async-signal-safe: with a fallback, prints it and exits with its status; else returns. */
static void grd_fall_back(const char *why) {
  if (!grd_fallback)
    return;
  msg_live_erase_unsafe();
  grd_write(STDOUT_FILENO, grd_fallback);
  grd_write(STDERR_FILENO, "cbounds: the check with larger bounds ended (");
  grd_write(STDERR_FILENO, why);
  grd_write(STDERR_FILENO, "): the answer with the bounds before it stands\n");
  _exit(grd_fallback_status);
}

static void grd_on_alarm(int sig) {
  (void)sig;
  grd_cleanup();
  grd_fall_back("timeout");
  msg_live_erase_unsafe();
  grd_write(STDOUT_FILENO, grd_timeout_line);
  _exit(20);
}

static void grd_on_fatal(const char *reason) {
  grd_cleanup();
  msg_live_erase_unsafe();
  fflush(stdout);
  if (grd_loading) {
    fprintf(stderr, "cbounds: error: %s: %s\n", grd_file, reason);
    fflush(stderr);
    _exit(2);
  }
  grd_fall_back("internal error");
  printf("UNKNOWN: internal error: %s\n", reason);
  fflush(stdout);
  _exit(20);
}

/* abort(): cbounds's own allocation failures (base/alloc.c prints which), the SAT
   solver's (libstdc++ prints std::bad_alloc and aborts), or a broken internal check.
   The run has no verdict: say so on standard output, as every other ending does. */
static void grd_on_abort(int sig) {
  (void)sig;
  grd_cleanup();
  grd_fall_back("aborted: out of memory or an internal error");
  msg_live_erase_unsafe();
  static const char line[] =
      "UNKNOWN: aborted: out of memory or an internal error (see standard error)\n";
  ssize_t ignored = write(STDOUT_FILENO, line, sizeof line - 1);
  (void)ignored;
  _exit(20);
}

/* SIGTERM, SIGINT, SIGHUP: cleanup, then the signal's default action (SA_RESETHAND has
   restored it; the signal is delivered again when the handler returns). */
static void grd_on_termination(int sig) {
  grd_cleanup();
  raise(sig);
}

static void grd_catch_termination(void) {
  static const int signals[] = {SIGTERM, SIGINT, SIGHUP};
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = grd_on_termination;
  action.sa_flags = SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < sizeof signals / sizeof *signals; i++)
    sigaction(signals[i], &action, NULL);
}

static void grd_catch_abort(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = grd_on_abort;
  action.sa_flags = SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  sigaction(SIGABRT, &action, NULL);
}

static void grd_arm(double timeout) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = grd_on_alarm;
  sigemptyset(&action.sa_mask);
  sigaction(SIGALRM, &action, NULL);
  double when = timeout + GRD_GRACE;
  struct itimerval timer;
  memset(&timer, 0, sizeof timer);
  timer.it_value.tv_sec = (time_t)when;
  timer.it_value.tv_usec = (suseconds_t)((when - floor(when)) * 1e6);
  setitimer(ITIMER_REAL, &timer, NULL);
}

void grd_install(const char *file, double timeout) {
  grd_copy(grd_file, file);
  grd_loading = 1;
  LLVMInstallFatalErrorHandler(grd_on_fatal);
  grd_catch_abort();
  grd_catch_termination();
  if (timeout <= 0)
    return;
  char reason[64];
  grd_timeout_reason(timeout, reason, sizeof reason);
  snprintf(grd_timeout_line, sizeof grd_timeout_line, "UNKNOWN: %s\n", reason);
  grd_arm(timeout);
}

void grd_disarm(void) {
  struct itimerval timer;
  memset(&timer, 0, sizeof timer);
  setitimer(ITIMER_REAL, &timer, NULL);
}

void grd_set_loading(bool loading) { grd_loading = loading; }

/* The old text is freed only after the new one is in place: a signal between the two
   finds one of them whole. */
void grd_set_fallback(const char *text, int status) {
  char *old = grd_fallback;
  char *copy = NULL;
  if (text) {
    size_t length = strlen(text);
    copy = malloc(length + 1);
    if (copy)
      memcpy(copy, text, length + 1);
  }
  grd_fallback = NULL; /* a signal now prints no fallback rather than a mismatched one */
  grd_fallback_status = status;
  grd_fallback = copy;
  free(old);
}

void grd_set_child(pid_t pid, bool group) {
  grd_child = 0; /* a signal in between kills nobody rather than the wrong one */
  grd_child_group = group;
  grd_child = pid;
}

void grd_set_tempdir(const char *dir, const char *const *names, size_t count) {
  grd_have_tempdir = 0;
  if (!dir)
    return;
  grd_copy(grd_tempdir, dir);
  grd_tempdir_names = names;
  grd_tempdir_count = count;
  grd_have_tempdir = 1;
}

void grd_set_tempfile(const char *path) {
  grd_have_tempfile = 0;
  if (!path)
    return;
  grd_copy(grd_tempfile, path);
  grd_have_tempfile = 1;
}

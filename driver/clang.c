/* clang.c: runs clang (base/spawn.h: posix_spawn, never system()) to compile the input to
   bitcode. */
#define _GNU_SOURCE /* memfd_create */
#include "driver/clang.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "native/guard.h"
#include "base/alloc.h"
#include "base/msg.h"
#include "base/clock.h"
#include "base/spawn.h"

#ifndef CBOUNDS_CLANG
#define CBOUNDS_CLANG "/usr/lib/llvm-19/bin/clang"
#endif

/* Seconds clang gets to clean up after SIGTERM. */
#define CC_STOP_GRACE 0.5

/* A fresh empty file in $TMPDIR or /tmp; NULL (message printed) if none can be made. */
static char *cc_tempfile(void) {
  const char *dir = getenv("TMPDIR");
  if (!dir || !*dir)
    dir = "/tmp";
  char *path = cb_format("%s/cbounds-XXXXXX", dir);
  int fd = mkstemp(path);
  if (fd < 0) {
    msg_error("cannot create a temporary file in %s: %s", dir, strerror(errno));
    free(path);
    return NULL;
  }
  close(fd);
  grd_set_tempfile(path);
  return path;
}

void cc_discard(char *bitcode) {
  if (!bitcode)
    return;
  unlink(bitcode);
  grd_set_tempfile(NULL);
  free(bitcode);
}

/*
 * The command line. Besides what makes bitcode with debug information at -O0 that
 * later passes can still optimize (-disable-O0-optnone), it has:
 *  -fno-builtin   library calls (memset, abs, ...) stay calls of those functions, so
 *                 that the runtime models define them, instead of becoming LLVM
 *                 intrinsics or inline code; __builtin_* calls still work;
 *  -Wno-error=... clang 15+ rejects some old C that gcc 12 accepts with a warning
 *                 (int <-> pointer conversions, implicit declarations and int,
 *                 `return;` in a function returning a value and the reverse,
 *                 incompatible pointer types); SV-COMP tasks and old programs rely on
 *                 it, so these stay warnings (a -W option given to cbounds comes later
 *                 and may make them errors again);
 *  -w for .i      SV-COMP's preprocessed files are noisy; for .c warnings are kept;
 *  -fsanitize=shift-base with traps, under --property no-overflow: only clang knows
 *                 which left shifts are of signed operands; it guards each with a
 *                 call of llvm.ubsantrap, which the encoder makes the overflow error.
 * Returns a NULL-terminated array whose strings are borrowed.
 */
static const char **cc_command(const opt_options *o, const cc_unit *u, const char *output,
                               bool freestanding) {
  static const char *const fixed[] = {
      CBOUNDS_CLANG, "-c", "-emit-llvm", "-g", "-O0", "-Xclang", "-disable-O0-optnone",
      "-fno-discard-value-names", "-fno-builtin", "-Wno-error=int-conversion",
      "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
      "-Wno-error=incompatible-function-pointer-types", "-Wno-error=return-mismatch",
      "-Wno-error=incompatible-pointer-types",
  };
  size_t num_fixed = sizeof fixed / sizeof *fixed;
  const char **argv = cb_calloc(num_fixed + u->num_args + o->num_cc_args + 14, sizeof *argv);
  size_t n = 0;
  for (size_t i = 0; i < num_fixed; i++)
    argv[n++] = fixed[i];
  if (freestanding) { /* cc_compile(): a main that only gcc accepts */
    argv[n++] = "-ffreestanding";
    argv[n++] = "-U__STDC_HOSTED__"; /* the headers still see a hosted C library */
    argv[n++] = "-D__STDC_HOSTED__=1";
    argv[n++] = "-Wno-builtin-macro-redefined";
  }
  argv[n++] = o->ilp32 ? "--target=i386-pc-linux-gnu" : "--target=x86_64-pc-linux-gnu";
  if (u->input == OPT_INPUT_PREPROCESSED || o->verbosity == 0)
    argv[n++] = "-w"; /* --quiet: clang's warnings too */
  for (size_t i = 0; i < u->num_args; i++)
    argv[n++] = u->args[i];
  if (o->property == OPT_PROPERTY_NO_OVERFLOW) {
    argv[n++] = "-fsanitize=shift-base";
    argv[n++] = "-fsanitize-trap=shift-base";
  }
  for (size_t i = 0; i < o->num_cc_args; i++)
    argv[n++] = o->cc_args[i];
  argv[n++] = u->file;
  argv[n++] = "-o";
  argv[n++] = output;
  argv[n] = NULL;
  return argv;
}

/* A file in memory for clang's diagnostics (no file to remove, whatever happens), opened
   by the child through /proc; -1 if there is none (the diagnostics then go straight to
   our standard error). */
static int cc_capture(char *path, size_t size) {
  int fd = memfd_create("cbounds-clang-diagnostics", 0);
  if (fd >= 0)
    snprintf(path, size, "/proc/%ld/fd/%d", (long)getpid(), fd);
  return fd;
}

/* What clang wrote into the capture (malloc'd, NUL-terminated); closes it. */
static char *cc_captured(int fd) {
  if (fd < 0)
    return NULL;
  off_t size = lseek(fd, 0, SEEK_END);
  char *text = cb_calloc(size > 0 ? (size_t)size + 1 : 1, 1);
  if (size > 0 && pread(fd, text, (size_t)size, 0) != size)
    text[0] = '\0';
  close(fd);
  return text;
}

/* Runs clang with its standard output sent to our standard error and waits for it; stops
   it if the deadline passes: SIGTERM first, on which it removes its temporary output
   file, then SIGKILL if it is still running after CC_STOP_GRACE seconds. Its
   diagnostics go to *diagnostics (malloc'd) if they can be captured, else to our
   standard error (*diagnostics NULL). */
static cc_status cc_run(const char **argv, double deadline, char **diagnostics) {
  char path[64];
  int capture = cc_capture(path, sizeof path);
  cb_spawn_options options = {.stdout_to_stderr = true, .stop_grace = CC_STOP_GRACE,
                              .on_child = grd_set_child,
                              .stderr_path = capture >= 0 ? path : NULL};
  int error = 0;
  int status = cb_spawn_wait(argv, NULL, &options, deadline, &error);
  *diagnostics = cc_captured(capture);
  switch (status) {
  case CB_SPAWN_NOT_RUN:
    msg_error("cannot run %s: %s", argv[0], strerror(error));
    return CC_ERROR;
  case CB_SPAWN_WAIT_FAILED:
    msg_error("cannot wait for clang: %s", strerror(error));
    return CC_ERROR;
  case CB_SPAWN_TIMEOUT:
    return CC_TIMEOUT;
  default:
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? CC_OK : CC_FAILED;
  }
}

cc_status cc_compile(const opt_options *o, const cc_unit *u, double deadline, char **bitcode) {
  *bitcode = NULL;
  char *output = cc_tempfile();
  if (!output)
    return CC_ERROR;
  const char **argv = cc_command(o, u, output, false);
  char *diagnostics = NULL;
  cc_status status = cc_run(argv, deadline, &diagnostics);
  free(argv);
  /* clang rejects a main whose parameters are not (int, char **[, char **]), which gcc
     accepts with a warning: such a program is compiled again as freestanding C, where
     main is an ordinary function (cbounds gives it arguments of its parameters' types). */
  if (status == CC_FAILED && diagnostics && strstr(diagnostics, "parameter of 'main'")) {
    free(diagnostics);
    msg_warning("%s: main's parameters are not (int, char **): compiled as freestanding C "
                "(main's end then returns no value)", u->file);
    argv = cc_command(o, u, output, true);
    status = cc_run(argv, deadline, &diagnostics);
    free(argv);
  }
  if (diagnostics)
    fputs(diagnostics, stderr);
  free(diagnostics);
  if (status == CC_OK)
    *bitcode = output;
  else
    cc_discard(output);
  return status;
}

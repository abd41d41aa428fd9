/* clang.c: runs clang (base/spawn.h: posix_spawn, never system()) to compile the input to
   bitcode. */
#define _POSIX_C_SOURCE 200809L
#include "driver/clang.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
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
 *                 (int <-> pointer conversions, implicit declarations and int);
 *                 SV-COMP tasks rely on it, so these stay warnings;
 *  -w for .i      SV-COMP's preprocessed files are noisy; for .c warnings are kept;
 *  -fsanitize=shift-base with traps, under --property no-overflow: only clang knows
 *                 which left shifts are of signed operands; it guards each with a
 *                 call of llvm.ubsantrap, which the encoder makes the overflow error.
 * Returns a NULL-terminated array whose strings are borrowed.
 */
static const char **cc_command(const opt_options *o, const char *output) {
  static const char *const fixed[] = {
      CBOUNDS_CLANG, "-c", "-emit-llvm", "-g", "-O0", "-Xclang", "-disable-O0-optnone",
      "-fno-discard-value-names", "-fno-builtin", "-Wno-error=int-conversion",
      "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
      "-Wno-error=incompatible-function-pointer-types",
  };
  size_t num_fixed = sizeof fixed / sizeof *fixed;
  const char **argv = cb_calloc(num_fixed + o->num_cc_args + 10, sizeof *argv);
  size_t n = 0;
  for (size_t i = 0; i < num_fixed; i++)
    argv[n++] = fixed[i];
  argv[n++] = o->ilp32 ? "--target=i386-pc-linux-gnu" : "--target=x86_64-pc-linux-gnu";
  if (o->input == OPT_INPUT_PREPROCESSED || o->verbosity == 0)
    argv[n++] = "-w"; /* --quiet: clang's warnings too */
  if (o->property == OPT_PROPERTY_NO_OVERFLOW) {
    argv[n++] = "-fsanitize=shift-base";
    argv[n++] = "-fsanitize-trap=shift-base";
  }
  for (size_t i = 0; i < o->num_cc_args; i++)
    argv[n++] = o->cc_args[i];
  argv[n++] = o->file;
  argv[n++] = "-o";
  argv[n++] = output;
  argv[n] = NULL;
  return argv;
}

/* Runs clang with its standard output sent to our standard error and waits for it; stops
   it if the deadline passes: SIGTERM first, on which it removes its temporary output
   file, then SIGKILL if it is still running after CC_STOP_GRACE seconds. */
static cc_status cc_run(const char **argv, double deadline) {
  cb_spawn_options options = {.stdout_to_stderr = true, .stop_grace = CC_STOP_GRACE,
                              .on_child = grd_set_child};
  int error = 0;
  int status = cb_spawn_wait(argv, NULL, &options, deadline, &error);
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

cc_status cc_compile(const opt_options *o, double deadline, char **bitcode) {
  *bitcode = NULL;
  char *output = cc_tempfile();
  if (!output)
    return CC_ERROR;
  const char **argv = cc_command(o, output);
  cc_status status = cc_run(argv, deadline);
  free(argv);
  if (status == CC_OK)
    *bitcode = output;
  else
    cc_discard(output);
  return status;
}

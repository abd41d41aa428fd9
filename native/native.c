/* native.c: the sequential program compiled and run natively (native.h). */
#define _XOPEN_SOURCE 700
#include "native/native.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/BitWriter.h>

#include "native/guard.h"
#include "base/msg.h"
#include "base/text_file.h"
#include "native/replay_module.h"
#include "base/alloc.h"
#include "base/clock.h"
#include "base/spawn.h"

#ifndef CBOUNDS_CLANG
#define CBOUNDS_CLANG "/usr/lib/llvm-19/bin/clang"
#endif

#ifndef CBOUNDS_QEMU_I386
#define CBOUNDS_QEMU_I386 "/usr/bin/qemu-i386"
#endif

/* The runtime's source, embedded at build time (scripts/embed.cmake). */
extern const unsigned char cb_replay_runtime[], cb_search_hints_source[], cb_search_hints_header[];
extern const unsigned long cb_replay_runtime_size, cb_search_hints_source_size,
    cb_search_hints_header_size;

static bool ntv_write_file(const char *path, const void *data, size_t size) {
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(data, 1, size, f) == size;
  if (f && fclose(f))
    ok = false;
  if (!ok)
    msg_error("cannot write %s: %s", path, strerror(errno));
  return ok;
}

/* Runs argv with standard output and error sent to files (NULL: /dev/null) in a process
   group of its own (the search's runs are forks of the program, and a timeout ends them
   too); waits at most until deadline. Returns the wait status, or -1 (could not run;
   message printed unless the error was ENOEXEC: then -3) / -2 (timed out). */
static int ntv_spawn(const char **argv, const char *out, const char *err, double deadline) {
  cb_spawn_options options = {.stdout_path = out, .stderr_path = err, .null_output = true,
                              .own_group = true, .on_child = grd_set_child};
  int error = 0;
  int status = cb_spawn_wait(argv, NULL, &options, deadline, &error);
  if (status == CB_SPAWN_NOT_RUN && error == ENOEXEC)
    return -3;
  if (status == CB_SPAWN_NOT_RUN)
    msg_error("cannot run %s: %s", argv[0], strerror(error));
  if (status == CB_SPAWN_NOT_RUN || status == CB_SPAWN_WAIT_FAILED)
    return -1;
  return status == CB_SPAWN_TIMEOUT ? -2 : status;
}

static void ntv_print_file(const char *path) {
  char *text = cb_read_text(path);
  if (text)
    fputs(text, stderr);
  free(text);
}

bool ntv_build(const ntv_program *program, LLVMModuleRef module, const char *dir, bool search,
               const char *exe) {
  char *error = NULL;
  if (!rpm_prepare(module, program->race, search, program->signed_overflow, &error)) {
    msg_error("replay: the native module is invalid: %s", error);
    free(error);
    return false;
  }
  char *bc = cb_format("%s/program.bc", dir), *runtime = cb_format("%s/replay_runtime.c", dir);
  char *hints = cb_format("%s/search_hints.c", dir), *header = cb_format("%s/search_hints.h", dir);
  char *log = cb_format("%s/build.log", dir);
  bool ok = !LLVMWriteBitcodeToFile(module, bc) &&
            ntv_write_file(runtime, cb_replay_runtime, cb_replay_runtime_size) &&
            ntv_write_file(hints, cb_search_hints_source, cb_search_hints_source_size) &&
            ntv_write_file(header, cb_search_hints_header, cb_search_hints_header_size);
  if (ok) {
    const char *argv[] = {CBOUNDS_CLANG, "-O0", "-g", "-w", "-fsanitize=address",
                          program->ilp32 ? "-m32" : "-m64",
                          program->ilp32 ? "-msse2" : "-O0",
                          program->ilp32 ? "-mfpmath=sse" : "-O0", bc, runtime, hints, "-o",
                          exe, "-lpthread", NULL};
    int status = ntv_spawn(argv, log, log, cb_now() + 300);
    ok = status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!ok) {
      ntv_print_file(log);
      msg_error("replay: the native build of %s failed", program->file);
    }
  }
  free(bc);
  free(runtime);
  free(hints);
  free(header);
  free(log);
  return ok;
}

int ntv_run(const ntv_program *program, const char *exe, const char *log, double seconds) {
  const char *argv[] = {exe, NULL};
  /* A kernel without 32-bit support (ENOEXEC) runs i386 programs under qemu-user,
     which emulates them exactly (AddressSanitizer works there too).
     CBOUNDS_REPLAY_QEMU forces that, to test it. */
  const char *emulated[] = {CBOUNDS_QEMU_I386, exe, NULL};
  bool qemu = program->ilp32 && getenv("CBOUNDS_REPLAY_QEMU");
  double deadline = cb_now() + seconds;
  int status = ntv_spawn(qemu ? emulated : argv, NULL, log, deadline);
  if (status == -3 && program->ilp32 && !qemu)
    status = ntv_spawn(emulated, NULL, log, deadline);
  if (status == -3) {
    msg_error("cannot run %s: %s", program->ilp32 ? CBOUNDS_QEMU_I386 : exe, strerror(ENOEXEC));
    status = -1;
  }
  return status;
}

void ntv_remove_dir(const char *dir, const char *const *names, size_t n, const char *who) {
  if (getenv("CBOUNDS_REPLAY_KEEP")) {
    fprintf(stderr, "%s: files kept in %s\n", who, dir);
    return;
  }
  for (size_t i = 0; i < n; i++) {
    char *path = cb_format("%s/%s", dir, names[i]);
    unlink(path);
    free(path);
  }
  rmdir(dir);
}

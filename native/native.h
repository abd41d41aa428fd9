/*
 * native.h: the sequential program compiled and run natively (docs/replay.md), for
 * --replay (replay.h) and the schedule search of --deepen (search.h).
 *
 * ntv_build() prepares the sequential module for a native build (replay_module.h; it is
 * changed in place), writes it and the embedded runtime (runtime-models/replay/
 * replay_runtime.c) into `dir`, and compiles both with clang-19 and AddressSanitizer
 * into `exe`. The build's messages go to dir/build.log (printed on failure). Returns
 * false after printing an error.
 *
 * ntv_run() runs `exe` with standard output discarded and standard error into `log`,
 * for at most `seconds`, under qemu-i386 where the kernel cannot run an i386 program
 * (or CBOUNDS_REPLAY_QEMU asks for it). Returns the wait status, -1 when it could not
 * run (printed), -2 when it timed out.
 *
 * The files of dir that these write are named by NTV_FILES; the caller removes them.
 */
#ifndef CB_NATIVE_NATIVE_H
#define CB_NATIVE_NATIVE_H

#include <stdbool.h>
#include <llvm-c/Core.h>


/* The program a native build is of: what it is called, its data model, and whether
   its accesses are watched for data races. Borrowed strings. */
typedef struct ntv_program {
  const char *file;       /* the input, for messages */
  bool ilp32;             /* i386 (-m32) rather than x86_64 */
  bool race;              /* the module is instrumented for data races */
  unsigned errors;        /* the errors that count: enc_error_class bits (encoder/check.h) */
  bool signed_overflow;   /* --property no-overflow: nsw + - * and shift traps are checked */
} ntv_program;

#define NTV_FILES                                                                          \
  "program.bc", "replay_runtime.c", "search_hints.c", "search_hints.h", "build.log", "program"

bool ntv_build(const ntv_program *program, LLVMModuleRef module, const char *dir, bool search,
               const char *exe);

int ntv_run(const ntv_program *program, const char *exe, const char *log, double seconds);

/* Removes dir's files of the given names, then dir (unless CBOUNDS_REPLAY_KEEP is set:
   then its path is printed, prefixed by `who`). */
void ntv_remove_dir(const char *dir, const char *const *names, size_t n, const char *who);

#endif

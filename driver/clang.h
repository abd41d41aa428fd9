/*
 * clang.h: compiling C (.c, .i) to LLVM bitcode with clang-19, run as a child process.
 *
 * clang's own diagnostics go straight to standard error (its standard output too, so
 * that standard output of cbounds holds only the report).
 *
 * Ownership: on CC_OK, *bitcode is the path of a temporary file (malloc'd); the caller
 * releases it with cc_discard(), which also removes the file.
 * Errors: CC_ERROR means clang could not run or the temporary file could not be
 * created (message printed); CC_FAILED that clang reported failure (the caller says
 * the file does not compile); CC_TIMEOUT that the deadline passed and clang was killed.
 */
#ifndef CB_DRIVER_CLANG_H
#define CB_DRIVER_CLANG_H

#include "driver/options.h"

typedef enum cc_status {
  CC_OK,
  CC_ERROR,
  CC_FAILED,
  CC_TIMEOUT,
} cc_status;

/* One C file to compile: its kind (.c or .i) and its own flags (from a compilation
   database, compile_db.h), which come before the command line's -D, -I, -W... */
typedef struct cc_unit {
  const char *file;
  opt_input input;
  const char *const *args; /* borrowed */
  size_t num_args;
} cc_unit;

/* deadline: absolute, on cb_now()'s clock; <= 0 for none. */
cc_status cc_compile(const opt_options *options, const cc_unit *unit, double deadline,
                     char **bitcode);
void cc_discard(char *bitcode);

#endif

/*
 * libc_exit.c: the libc functions that end a program or report a failed assertion.
 * exit and abort end the execution without an error: the path stops here. In a threaded
 * program they end every thread: __cbounds_seq_exit (threads.c) marks the program as
 * exited in the current round and stops the running thread.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

CB_MODEL _Noreturn void abort(void) {
  __cbounds_seq_exit();
  __cbounds_assume(0);
  __builtin_unreachable();
}

CB_MODEL _Noreturn void exit(int status) {
  (void)status;
  __cbounds_seq_exit();
  __cbounds_assume(0);
  __builtin_unreachable();
}

CB_MODEL _Noreturn void _Exit(int status) {
  (void)status;
  __cbounds_seq_exit();
  __cbounds_assume(0);
  __builtin_unreachable();
}

/* A failed assertion: an error, except under the property no-data-race (cbounds
   --race), where it is what it is in the real program: the program aborts. */
void __cbounds_seq_fail(int kind) {
  if (__cbounds_seq_races)
    abort();
  __cbounds_error(kind);
}

/* glibc's assert() calls this on failure. */
CB_MODEL _Noreturn void __assert_fail(const char *assertion, const char *file,
                                      unsigned int line, const char *function) {
  (void)assertion; (void)file; (void)line; (void)function;
  __cbounds_seq_fail(CB_ERROR_ASSERT);
  __builtin_unreachable();
}

/* Some headers (musl, older SV-COMP harnesses) use __assert instead. */
CB_MODEL _Noreturn void __assert(const char *assertion, const char *file, int line) {
  (void)assertion; (void)file; (void)line;
  __cbounds_seq_fail(CB_ERROR_ASSERT);
  __builtin_unreachable();
}

/*
 * guard.h: the ways cbounds ends abruptly, kept in one place.
 *
 *  - The hard timeout backstop: with --timeout S, a SIGALRM at S + 2 seconds prints
 *    `UNKNOWN: timeout after S s` and exits with status 20, in case a phase does not
 *    look at the deadline. The handler only uses async-signal-safe calls: it kills the
 *    child if one runs, removes the temporary files, write()s and _exit()s.
 *  - SIGTERM, SIGINT, SIGHUP (a benchmark runner's limit, Ctrl-C): the same cleanup,
 *    then the signal's default action, so the parent sees what ended cbounds.
 *  - abort() (out of memory in cbounds or in the SAT solver, a failed internal check):
 *    `UNKNOWN: aborted: ...` on standard output, status 20, instead of a crash.
 *  - LLVM's fatal errors (report_fatal_error, which would exit(1)): while the input is
 *    being loaded they are input errors (`cbounds: error: FILE: ...`, status 2);
 *    afterwards they are internal errors (`UNKNOWN: internal error: ...`, status 20).
 *
 * When deepening, a check with larger bounds runs after an answer is known. If it ends
 * abruptly (the backstop, abort, a fatal error), that answer stands: the fallback set
 * with grd_set_fallback() is printed instead, with its status, and standard error says
 * why the deeper check gave none.
 *
 * State is process-global; grd_install() is called once, before any other grd_ call.
 * Strings given to the guard are copied.
 */
#ifndef CB_NATIVE_GUARD_H
#define CB_NATIVE_GUARD_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* file: the input's name for messages; timeout: seconds, 0 for none. */
void grd_install(const char *file, double timeout);
/* Stops the timeout backstop; called before the report is printed. */
void grd_disarm(void);

/* Whether LLVM fatal errors are input errors (true while loading the input). */
void grd_set_loading(bool loading);
/* The running child, 0 for none; group: it leads a process group of its own, which is
   killed whole. */
void grd_set_child(pid_t pid, bool group);
/* The temporary file to remove on an abrupt exit, NULL for none. */
void grd_set_tempfile(const char *path);
/* The temporary directory to remove on an abrupt exit, with the names of the files it
   may hold (borrowed: they must live until the next call), NULL for none. */
void grd_set_tempdir(const char *dir, const char *const *names, size_t count);

/* The report to print (text for standard output, exit status) if the run ends abruptly
   from now on; NULL: none (the abrupt ending's own line). */
void grd_set_fallback(const char *text, int status);

/* Writes the reason `timeout after S s` into buf (NUL-terminated, truncated to size). */
void grd_timeout_reason(double seconds, char *buf, size_t size);

#endif

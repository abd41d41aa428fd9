/*
 * spawn.h: runs a program as a child process and waits for it until a deadline.
 *
 * The one place that starts and stops child processes (clang, the native build and run
 * of --replay). Ownership: nothing is allocated; argv and the paths are borrowed for the
 * call. Errors: a negative status (CB_SPAWN_*), with the errno value in *error; nothing
 * is printed, the caller says what failed.
 */
#ifndef CB_SPAWN_H
#define CB_SPAWN_H

#include <stdbool.h>
#include <sys/types.h>

typedef struct cb_spawn_options {
  const char *stdout_path; /* standard output to this file (truncated), or NULL */
  const char *stderr_path; /* standard error to this file, or NULL */
  bool null_output;        /* NULL paths mean /dev/null instead of inheriting */
  bool stdout_to_stderr;   /* standard output goes to our standard error */
  bool own_group;          /* the child leads a process group; a timeout kills the group */
  double stop_grace;       /* > 0: at the deadline SIGTERM first, SIGKILL after so many
                              seconds; 0: SIGKILL at once */
  /* Called with the child's pid once it runs, and with 0 once it is reaped (may be
     NULL): the driver's signal handler kills what is registered there. */
  void (*on_child)(pid_t pid, bool group);
} cb_spawn_options;

enum {
  CB_SPAWN_NOT_RUN = -1,    /* posix_spawn failed (*error: its errno; ENOEXEC included) */
  CB_SPAWN_TIMEOUT = -2,    /* the deadline passed: the child was stopped */
  CB_SPAWN_WAIT_FAILED = -3 /* waitpid failed (*error); the child may still run */
};

/* Runs argv[0] (a path: no $PATH search) with arguments argv (NULL-terminated) and the
   environment env (NULL: ours), and waits until it ends or until deadline (a cb_now()
   time; <= 0: no deadline). Returns its wait status (>= 0) or a CB_SPAWN_* value. */
int cb_spawn_wait(const char *const *argv, char *const *env, const cb_spawn_options *options,
                  double deadline, int *error);

#endif

/* spawn.c: a child process with a deadline (spawn.h). */
#define _POSIX_C_SOURCE 200809L
#include "base/spawn.h"

#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stddef.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/clock.h"

/* How often the deadline is looked at while the child runs. */
#define CB_SPAWN_POLL_NANOSECONDS 5000000L

extern char **environ;

static void cb_spawn_pause(void) {
  struct timespec pause = {0, CB_SPAWN_POLL_NANOSECONDS};
  nanosleep(&pause, NULL);
}

static void cb_spawn_redirect(posix_spawn_file_actions_t *actions, int fd, const char *path,
                              bool null_output) {
  if (path || null_output)
    posix_spawn_file_actions_addopen(actions, fd, path ? path : "/dev/null",
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
}

/* Stops the child at the deadline: SIGTERM first if there is a grace period (clang
   removes its temporary output then), SIGKILL when it ends or at once. */
static void cb_spawn_stop(pid_t pid, const cb_spawn_options *o) {
  pid_t target = o->own_group ? -pid : pid;
  int status = 0;
  pid_t done = 0;
  if (o->stop_grace > 0) {
    kill(target, SIGTERM);
    double give_up = cb_now() + o->stop_grace;
    while (done != pid && cb_now() < give_up) {
      done = waitpid(pid, &status, WNOHANG);
      if (done == 0)
        cb_spawn_pause();
    }
  }
  if (done != pid) {
    kill(target, SIGKILL);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
      ;
  }
}

int cb_spawn_wait(const char *const *argv, char *const *env, const cb_spawn_options *o,
                  double deadline, int *error) {
  assert(argv && argv[0] && o && error);
  assert(!(o->stdout_to_stderr && o->stdout_path));
  *error = 0;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (o->stdout_to_stderr)
    posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO);
  else
    cb_spawn_redirect(&actions, STDOUT_FILENO, o->stdout_path, o->null_output);
  cb_spawn_redirect(&actions, STDERR_FILENO, o->stderr_path, o->null_output);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  if (o->own_group) {
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
  }
  pid_t pid = 0;
  int e = posix_spawn(&pid, argv[0], &actions, &attributes, (char *const *)argv,
                      env ? env : environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (e) {
    *error = e;
    return CB_SPAWN_NOT_RUN;
  }
  if (o->on_child)
    o->on_child(pid, o->own_group);
  int status = 0, answer;
  for (;;) {
    pid_t done = waitpid(pid, &status, deadline > 0 ? WNOHANG : 0);
    if (done == pid) {
      answer = status;
      break;
    }
    if (done < 0 && errno != EINTR) {
      *error = errno;
      answer = CB_SPAWN_WAIT_FAILED;
      break;
    }
    if (deadline > 0 && cb_now() >= deadline) {
      cb_spawn_stop(pid, o);
      answer = CB_SPAWN_TIMEOUT;
      break;
    }
    if (done == 0)
      cb_spawn_pause();
  }
  if (o->on_child)
    o->on_child(0, false);
  return answer;
}

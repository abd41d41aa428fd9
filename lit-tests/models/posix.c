// Signal sets and handlers, byte order, the process, paths, messages, the locale and
// sysconf (runtime-models/libc_posix.c; fileno and setvbuf: libc_file.c). What is
// decided by the inputs (signal sets, the handler table, byte swaps, setvbuf's mode
// check) is glibc's, bit for bit: the first RUN lines run the program natively against
// glibc (LP64 and ILP32) with the same assertions. What comes from outside is any value
// the manual allows: each variant asserts something it does not promise and is UNSAFE.
//
// RUN: %clang -O0 -w %s -o %t.native64 && %t.native64
// RUN: %clang -O0 -w -m32 %s -o %t.native32 && %t.native32
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DWRONG_SET | FileCheck %s --check-prefix=WRONG_SET
// RUN: %expect 10 %cbounds %s -DPID | FileCheck %s --check-prefix=PID
// RUN: %expect 10 %cbounds %s -DUNLINK | FileCheck %s --check-prefix=UNLINK
// RUN: %expect 10 %cbounds %s -DSYSCONF | FileCheck %s --check-prefix=SYSCONF
// RUN: %expect 10 %cbounds %s -DSIGWAIT | FileCheck %s --check-prefix=SIGWAIT
// RUN: %expect 10 %cbounds %s -DSETLOCALE | FileCheck %s --check-prefix=SETLOCALE
// RUN: %expect 10 %cbounds %s -DGETTEXT | FileCheck %s --check-prefix=GETTEXT
// A signal waiter thread and a worker racing on a counter (aget's shape): found.
// RUN: %expect 10 %cbounds %s --race -DWAITER_RACE | FileCheck %s --check-prefix=WAITER_RACE
// RUN: %expect 0 %cbounds %s --race -DWAITER | FileCheck %s --check-prefix=NORACE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// NORACE: {{^}}SAFE: no data race found within the bounds{{$}}

#include <arpa/inet.h>
#include <assert.h>
#include <errno.h>
#include <libintl.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void on_signal(int s) { (void)s; }

static void signal_sets(void) {
  sigset_t set;
  assert(sigemptyset(&set) == 0);
  for (int s = 1; s < 65; s += 7)
    assert(sigismember(&set, s) == 0);
  assert(sigaddset(&set, SIGINT) == 0 && sigaddset(&set, 64) == 0);
  assert(sigismember(&set, SIGINT) == 1 && sigismember(&set, 64) == 1);
  assert(sigismember(&set, SIGTERM) == 0);
  errno = 0;
  assert(sigaddset(&set, 0) == -1 && errno == EINVAL);
  errno = 0;
  assert(sigaddset(&set, 65) == -1 && errno == EINVAL);
  errno = 0;
  assert(sigaddset(&set, 32) == -1 && errno == EINVAL); // glibc's SIGCANCEL
  errno = 0;
  assert(sigismember(&set, 65) == -1 && errno == EINVAL);
  assert(sigdelset(&set, SIGINT) == 0 && sigismember(&set, SIGINT) == 0);
  assert(sigismember(&set, 64) == 1);
  sigset_t all;
  assert(sigfillset(&all) == 0);
  assert(sigismember(&all, 1) == 1 && sigismember(&all, 31) == 1 && sigismember(&all, 64) == 1);
  assert(sigismember(&all, 32) == 0 && sigismember(&all, 33) == 0 && sigismember(&all, 34) == 1);
  sigset_t old;
  assert(pthread_sigmask(SIG_BLOCK, &set, &old) == 0);
  assert(pthread_sigmask(SIG_SETMASK, &old, NULL) == 0);
  assert(pthread_sigmask(99, &set, NULL) == EINVAL);
  errno = 0;
  assert(sigprocmask(99, &set, NULL) == -1 && errno == EINVAL);
#ifdef WRONG_SET
  // WRONG_SET: {{^}}UNSAFE: assertion failed at {{.*}}posix.c:[[@LINE+1]]{{$}}
  assert(sigismember(&set, 63) == 1);
#endif
}

static void handlers(void) {
  assert(signal(SIGUSR1, on_signal) == SIG_DFL);
  assert(signal(SIGUSR1, SIG_IGN) == on_signal);
  assert(signal(SIGUSR1, SIG_DFL) == SIG_IGN);
  errno = 0;
  assert(signal(SIGKILL, on_signal) == SIG_ERR && errno == EINVAL);
  errno = 0;
  assert(signal(0, on_signal) == SIG_ERR && errno == EINVAL);
  struct sigaction act, old;
  memset(&act, 0, sizeof act);
  act.sa_handler = on_signal;
  act.sa_flags = SA_RESTART;
  sigemptyset(&act.sa_mask);
  sigaddset(&act.sa_mask, SIGTERM);
  assert(sigaction(SIGUSR2, &act, &old) == 0);
  assert(old.sa_handler == SIG_DFL);
  assert(sigaction(SIGUSR2, NULL, &old) == 0);
  assert(old.sa_handler == on_signal && (old.sa_flags & SA_RESTART));
  assert(sigismember(&old.sa_mask, SIGTERM) == 1 && sigismember(&old.sa_mask, SIGINT) == 0);
  errno = 0;
  assert(sigaction(SIGSTOP, &act, NULL) == -1 && errno == EINVAL);
  assert(sigaction(SIGSTOP, NULL, &old) == 0); // asking is allowed
  signal(SIGUSR2, SIG_DFL);
}

static void byte_order(void) {
  assert(htons(0x1234) == 0x3412 && ntohs(0x3412) == 0x1234);
  assert(htonl(0x12345678u) == 0x78563412u && ntohl(0x78563412u) == 0x12345678u);
  assert(htonl(0x80000001u) == 0x01000080u);
}

static void streams_and_process(void) {
  assert(fileno(stdin) == 0 && fileno(stdout) == 1 && fileno(stderr) == 2);
  assert(setvbuf(stdout, NULL, _IOLBF, 0) == 0);
  assert(setvbuf(stdout, NULL, 7, 0) != 0);
  static char buffer[BUFSIZ];
  setbuf(stderr, buffer);
  setbuf(stderr, NULL);
  assert(getpid() > 0 && getpid() == getpid() && getppid() == getppid());
  errno = 0;
  assert(isatty(-1) == 0 && errno == EBADF);
  int t = isatty(1);
  assert(t == 0 || t == 1);
  perror(NULL);
  assert(strerror(EINVAL) != NULL);
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  assert(cpus >= -1);
  int r = access("/no/x", F_OK);
  assert(r == 0 || r == -1);
  r = unlink("/no/x");
  assert(r == -1 ? errno > 0 : r == 0);
#ifdef PID
  // PID: {{^}}UNSAFE: assertion failed at {{.*}}posix.c:[[@LINE+1]]{{$}}
  assert(getpid() != 12345);
#endif
#ifdef UNLINK
  // UNLINK: {{^}}UNSAFE: assertion failed at {{.*}}posix.c:[[@LINE+1]]{{$}}
  assert(unlink("/tmp/x") == -1);
#endif
#ifdef SYSCONF
  // SYSCONF: {{^}}UNSAFE: assertion failed at {{.*}}posix.c:[[@LINE+1]]{{$}}
  assert(cpus >= 1);
#endif
  const char *m = gettext("hi");
  assert(m != NULL && ngettext("a", "b", 2) != NULL);
  textdomain("x");
  bindtextdomain("x", NULL);
#ifdef GETTEXT
  // GETTEXT: {{^}}UNSAFE: assertion failed at {{.*}}posix.c:[[@LINE+1]]{{$}}
  assert(m[0] == 'h');
#endif
#ifdef SETLOCALE
  // SETLOCALE: {{^}}UNSAFE: assertion failed at {{.*}}posix.c:[[@LINE+1]]{{$}}
  assert(setlocale(LC_ALL, "") != NULL);
#endif
}

#if defined(WAITER) || defined(WAITER_RACE) || defined(SIGWAIT)
static sigset_t waited;
static int progress;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *waiter(void *arg) {
  (void)arg;
  int s = 0;
  assert(sigwait(&waited, &s) == 0);
  assert(s == SIGINT || s == SIGTERM);
#ifdef SIGWAIT
  // SIGWAIT: {{^}}UNSAFE: assertion failed at {{.*}}posix.c:[[@LINE+1]]{{$}}
  assert(s == SIGINT);
#endif
#ifndef WAITER_RACE
  pthread_mutex_lock(&lock);
#endif
  // WAITER_RACE: {{^}}UNSAFE: data race at {{.*}}posix.c:[[@LINE+1]]{{$}}
  int seen = progress;
#ifndef WAITER_RACE
  pthread_mutex_unlock(&lock);
#endif
  (void)seen;
  return NULL;
}

static void signal_waiter(void) {
  sigemptyset(&waited);
  sigaddset(&waited, SIGINT);
  sigaddset(&waited, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &waited, NULL);
  pthread_t t;
  pthread_create(&t, NULL, waiter, NULL);
  pthread_mutex_lock(&lock);
  progress++;
  pthread_mutex_unlock(&lock);
  // Natively nothing sends the signal: the program sends it itself.
  pthread_kill(t, SIGINT);
  pthread_join(t, NULL);
}
#endif

int main(void) {
  signal_sets();
  handlers();
  byte_order();
  streams_and_process();
#if defined(WAITER) || defined(WAITER_RACE) || defined(SIGWAIT)
  signal_waiter();
#endif
  return 0;
}

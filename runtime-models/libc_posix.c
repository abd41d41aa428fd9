/*
 * libc_posix.c: the POSIX calls real pthread programs make around their threads:
 * signal sets and handlers, byte order, the process, paths, error messages, the locale
 * and the system's configuration.
 *
 * - Signal sets (sigemptyset, sigfillset, sigaddset, sigdelset, sigismember): glibc's
 *   bits, bit-precise: a sigset_t is 1024 bits (128 bytes), signal s is bit s - 1;
 *   sigfillset leaves out glibc's internal signals 32 and 33 (SIGCANCEL, SIGSETXID),
 *   which sigaddset and sigdelset refuse (EINVAL) with every s outside 1..64.
 * - signal, sigaction: the handler table of the process, as the kernel keeps it (the
 *   previous handler or struct sigaction is returned; SIG_ERR/-1 and EINVAL for an
 *   invalid signal, SIGKILL and SIGSTOP). Asynchronous signals are NOT delivered: a
 *   handler never runs (cbounds does not model signals arriving), so a bug only a
 *   handler's run shows is not found. sigprocmask, pthread_sigmask: the old mask is any
 *   set (the mask itself is not followed: blocking only changes when handlers run).
 * - sigwait(set, sig): a switch point, then any signal of set (an external signal may
 *   arrive at any time); a set with no member is unsupported (it would wait for ever).
 * - htons, htonl, ntohs, ntohl: the byte swaps of a little-endian machine.
 * - getpid, getppid: one positive number each for the whole run.
 * - unlink, access, mkdir, rmdir, chmod, chdir: the path is read as a string; 0, or -1
 *   with errno some error number (the file system is outside the program).
 * - perror(s): s is read as a string when not NULL; the output is discarded.
 *   strerror(e): a string of any contents (like getenv's), never NULL.
 * - setlocale(category, locale): locale is read when not NULL; NULL, or any string.
 * - gettext, dgettext, ngettext: the message itself or any string (a translation);
 *   textdomain, bindtextdomain: NULL or any string.
 * - sysconf(name): any value >= -1 (-1 with errno EINVAL for an unknown name is glibc's
 *   answer; a program sizing arrays by _SC_NPROCESSORS_ONLN gets any count).
 * - isatty(fd): 1, or 0 with errno ENOTTY (EBADF for fd < 0).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

#define CB_EBADF 9
#define CB_EINVAL 22
#define CB_ENOTTY 25
#define CB_NSIG 65 /* signals 1..64 */
#define CB_SIGKILL 9
#define CB_SIGSTOP 19

int *__errno_location(void);
char *__cbounds_env_string(void);

/* glibc's sigset_t: 1024 bits in unsigned longs. */
#define CB_SET_WORDS (1024 / (8 * sizeof(unsigned long)))
typedef struct cb_sigset {
  unsigned long bits[CB_SET_WORDS];
} cb_sigset;

/* glibc's struct sigaction on x86-64 and i386 (the kernel's k_sigaction is not this). */
typedef struct cb_sigaction {
  void *handler; /* sa_handler or sa_sigaction */
  cb_sigset mask;
  int flags;
  void (*restorer)(void);
} cb_sigaction;

CB_HELPER int cb_einval(void) {
  *__errno_location() = CB_EINVAL;
  return -1;
}

CB_HELPER void cb_read_string(const char *s) {
  __SIZE_TYPE__ n = 0;
  while (s[n] != '\0')
    n++;
  __cbounds_race_access(s, n + 1, 0);
}

CB_HELPER void cb_fail_errno(void) {
  int e = __cbounds_nondet_int();
  __cbounds_assume(e >= 1 && e <= 133);
  *__errno_location() = e;
}

/* ---- signal sets ---------------------------------------------------------------------- */

CB_HELPER _Bool cb_internal_signal(int s) { return s == 32 || s == 33; }

CB_HELPER unsigned long cb_signal_bit(int s) {
  return 1UL << ((unsigned)(s - 1) % (8 * sizeof(unsigned long)));
}

CB_HELPER unsigned cb_signal_word(int s) { return (unsigned)(s - 1) / (8 * sizeof(unsigned long)); }

/* A sigset_t as 16 chunks of 64 bits: straight-line code, no loop for --unwind. */
#define CB_CHUNKS(X)                                                                     \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15)
typedef unsigned long long cb_chunk;

CB_HELPER void cb_set_chunks(cb_sigset *set, cb_chunk value, _Bool nondet) {
#define CB_SET_CHUNK(i)                                                                  \
  {                                                                                      \
    cb_chunk v = nondet ? __cbounds_nondet_ulonglong() : value;                           \
    __builtin_memcpy((char *)set + 8 * (i), &v, 8);                                    \
  }
  CB_CHUNKS(CB_SET_CHUNK)
#undef CB_SET_CHUNK
  __cbounds_race_access(set, sizeof *set, CB_RACE_WRITE);
}

CB_MODEL int sigemptyset(cb_sigset *set) {
  cb_set_chunks(set, 0, 0);
  return 0;
}

CB_MODEL int sigfillset(cb_sigset *set) {
  cb_set_chunks(set, ~(cb_chunk)0, 0);
  set->bits[cb_signal_word(32)] &= ~cb_signal_bit(32); /* different words on i386 */
  set->bits[cb_signal_word(33)] &= ~cb_signal_bit(33);
  return 0;
}

CB_MODEL int sigaddset(cb_sigset *set, int s) {
  if (s <= 0 || s >= CB_NSIG || cb_internal_signal(s))
    return cb_einval();
  set->bits[cb_signal_word(s)] |= cb_signal_bit(s);
  __cbounds_race_access(&set->bits[cb_signal_word(s)], sizeof(unsigned long), CB_RACE_WRITE);
  return 0;
}

CB_MODEL int sigdelset(cb_sigset *set, int s) {
  if (s <= 0 || s >= CB_NSIG || cb_internal_signal(s))
    return cb_einval();
  set->bits[cb_signal_word(s)] &= ~cb_signal_bit(s);
  __cbounds_race_access(&set->bits[cb_signal_word(s)], sizeof(unsigned long), CB_RACE_WRITE);
  return 0;
}

CB_MODEL int sigismember(const cb_sigset *set, int s) {
  if (s <= 0 || s >= CB_NSIG)
    return cb_einval();
  __cbounds_race_access(&set->bits[cb_signal_word(s)], sizeof(unsigned long), 0);
  return (set->bits[cb_signal_word(s)] & cb_signal_bit(s)) != 0;
}

/* ---- handlers and masks --------------------------------------------------------------- */

/* The process's handlers, by signal (SIG_DFL, all zero, at the start). */
static cb_sigaction cb_handlers[CB_NSIG];

CB_HELPER _Bool cb_settable(int s) {
  return s > 0 && s < CB_NSIG && s != CB_SIGKILL && s != CB_SIGSTOP && !cb_internal_signal(s);
}

CB_MODEL int sigaction(int s, const cb_sigaction *act, cb_sigaction *old) {
  if (s <= 0 || s >= CB_NSIG || (act && !cb_settable(s)))
    return cb_einval();
  cb_sigaction previous = cb_handlers[s];
  if (act) {
    __cbounds_race_access(act, sizeof *act, 0);
    cb_handlers[s] = *act;
  }
  if (old) {
    *old = previous;
    __cbounds_race_access(old, sizeof *old, CB_RACE_WRITE);
  }
  return 0;
}

CB_MODEL void *signal(int s, void *handler) {
  if (!cb_settable(s)) {
    cb_einval();
    return (void *)-1L; /* SIG_ERR */
  }
  void *previous = cb_handlers[s].handler;
  cb_handlers[s].handler = handler;
  return previous;
}

/* The old mask is any set: the mask is not followed (no signal is delivered). */
CB_HELPER int cb_mask(int how, const cb_sigset *set, cb_sigset *old) {
  if (set && (how < 0 || how > 2))
    return CB_EINVAL;
  if (set)
    __cbounds_race_access(set, sizeof *set, 0);
  if (old)
    cb_set_chunks(old, 0, 1);
  return 0;
}

CB_MODEL int pthread_sigmask(int how, const cb_sigset *set, cb_sigset *old) {
  return cb_mask(how, set, old);
}

CB_MODEL int sigprocmask(int how, const cb_sigset *set, cb_sigset *old) {
  int e = cb_mask(how, set, old);
  if (e) {
    *__errno_location() = e;
    return -1;
  }
  return 0;
}

CB_MODEL int sigwait(const cb_sigset *set, int *sig) {
  cb_chunk any = 0;
#define CB_OR_CHUNK(i)                                                                   \
  {                                                                                      \
    cb_chunk v;                                                                          \
    __builtin_memcpy(&v, (const char *)set + 8 * (i), 8);                              \
    any |= v;                                                                            \
  }
  CB_CHUNKS(CB_OR_CHUNK)
#undef CB_OR_CHUNK
  __cbounds_race_access(set, sizeof *set, 0);
  if (!any)
    __cbounds_unsupported("sigwait on an empty set (it waits for ever)");
  __cbounds_yield();
  int s = __cbounds_nondet_int();
  __cbounds_assume(s > 0 && s < CB_NSIG);
  __cbounds_assume((set->bits[cb_signal_word(s)] & cb_signal_bit(s)) != 0);
  *sig = s;
  __cbounds_race_access(sig, sizeof *sig, CB_RACE_WRITE);
  return 0;
}

/* ---- byte order ----------------------------------------------------------------------- */

CB_MODEL unsigned short htons(unsigned short v) { return (unsigned short)(v << 8 | v >> 8); }
CB_MODEL unsigned short ntohs(unsigned short v) { return htons(v); }
CB_MODEL unsigned htonl(unsigned v) {
  return v << 24 | (v & 0xff00u) << 8 | (v >> 8 & 0xff00u) | v >> 24;
}
CB_MODEL unsigned ntohl(unsigned v) { return htonl(v); }

/* ---- the process ---------------------------------------------------------------------- */

static int cb_pid, cb_ppid;

CB_HELPER int cb_positive_once(int *slot) {
  if (*slot == 0) {
    int v = __cbounds_nondet_int();
    __cbounds_assume(v > 0);
    *slot = v;
  }
  return *slot;
}

CB_MODEL int getpid(void) { return cb_positive_once(&cb_pid); }
CB_MODEL int getppid(void) { return cb_positive_once(&cb_ppid); }

CB_MODEL long sysconf(int name) {
  (void)name;
  long v = __cbounds_nondet_long();
  __cbounds_assume(v >= -1);
  if (v == -1)
    *__errno_location() = CB_EINVAL;
  return v;
}

CB_MODEL int isatty(int fd) {
  if (fd < 0) {
    *__errno_location() = CB_EBADF;
    return 0;
  }
  if (__cbounds_nondet_bool())
    return 1;
  *__errno_location() = CB_ENOTTY;
  return 0;
}

/* ---- paths ---------------------------------------------------------------------------- */

CB_HELPER int cb_path_status(const char *path) {
  cb_read_string(path);
  if (__cbounds_nondet_bool())
    return 0;
  cb_fail_errno();
  return -1;
}

CB_MODEL int unlink(const char *path) { return cb_path_status(path); }
CB_MODEL int rmdir(const char *path) { return cb_path_status(path); }
CB_MODEL int chdir(const char *path) { return cb_path_status(path); }
CB_MODEL int access(const char *path, int mode) {
  (void)mode;
  return cb_path_status(path);
}
CB_MODEL int mkdir(const char *path, unsigned mode) {
  (void)mode;
  return cb_path_status(path);
}
CB_MODEL int chmod(const char *path, unsigned mode) {
  (void)mode;
  return cb_path_status(path);
}

/* ---- messages and the locale ---------------------------------------------------------- */

CB_MODEL void perror(const char *s) {
  if (s)
    cb_read_string(s);
}

CB_MODEL char *strerror(int e) {
  (void)e;
  return __cbounds_env_string();
}

CB_MODEL char *setlocale(int category, const char *locale) {
  (void)category;
  if (locale)
    cb_read_string(locale);
  return __cbounds_nondet_bool() ? 0 : __cbounds_env_string();
}

/* gettext: a translation comes from the catalogs installed (outside the program): the
   message itself, or any string; the domain functions read their strings and give NULL
   or any string. */
CB_MODEL char *gettext(const char *msgid) {
  cb_read_string(msgid);
  return __cbounds_nondet_bool() ? (char *)msgid : __cbounds_env_string();
}
CB_MODEL char *dgettext(const char *domain, const char *msgid) {
  if (domain)
    cb_read_string(domain);
  return gettext(msgid);
}
CB_MODEL char *ngettext(const char *one, const char *many, unsigned long n) {
  return gettext(n == 1 ? one : many);
}
CB_MODEL char *textdomain(const char *domain) {
  if (domain)
    cb_read_string(domain);
  return __cbounds_nondet_bool() ? 0 : __cbounds_env_string();
}
CB_MODEL char *bindtextdomain(const char *domain, const char *dir) {
  cb_read_string(domain);
  if (dir)
    cb_read_string(dir);
  return __cbounds_nondet_bool() ? 0 : __cbounds_env_string();
}

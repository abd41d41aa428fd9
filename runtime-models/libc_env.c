/*
 * libc_env.c: what a program asks of its environment: random numbers, clocks, sleeping,
 * environment variables. The values come from outside the program, so they are
 * nondeterministic within what the manual promises:
 *
 * - rand(), rand_r(): any value in 0..RAND_MAX (2^31 - 1); rand_r also writes *seed.
 *   srand(), srandom() do nothing. Over-approximation: glibc's sequence for a seed is
 *   fixed, and a program whose correctness rests on its exact numbers is not modelled.
 * - time(t): any time >= 0 (stored in *t too); clock(): any value >= 0, never less than
 *   the one before in the program (CPU time only grows); clock_gettime(id, ts): 0 and any
 *   time (tv_nsec 0..999999999) for the clocks Linux has (ids 0..11), EINVAL and -1 for
 *   others; CLOCK_MONOTONIC, _RAW, _COARSE and CLOCK_BOOTTIME (1, 4, 6, 7) never go back
 *   within the program (one time line for all monotonic clocks: they may differ in
 *   reality, so comparisons between two of them are over-approximated only through the
 *   values any of them can take). gettimeofday(tv, tz): 0, tv_usec 0..999999.
 * - sleep, usleep, nanosleep: a switch point (another thread may run), as sched_yield
 *   (threads.c); no time passes that a model follows; they return 0 (nanosleep reads
 *   *req).
 * - getenv(name): NULL, or a string of any length and contents like main's arguments
 *   (main_args.c: the first 16 bytes are represented). name is read (its bytes must be a
 *   string).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

typedef __SIZE_TYPE__ size_t;

#define CB_RAND_MAX 2147483647
#define CB_EINVAL_CLOCK 22

int *__errno_location(void);
char *__cbounds_env_string(void);

/* The same layout as struct timespec and struct timeval on both targets (time_t and
   suseconds_t are long). */
struct cb_timespec {
  long tv_sec;
  long tv_nsec;
};

/* The last monotonic time and CPU time the program saw (shared by its threads). */
static long cb_monotonic_sec, cb_monotonic_nsec;
static long cb_cpu_time;

CB_MODEL int rand(void) {
  int r = __cbounds_nondet_int();
  __cbounds_assume(r >= 0);
  return r;
}

CB_MODEL long random(void) {
  long r = __cbounds_nondet_long();
  __cbounds_assume(r >= 0 && r <= CB_RAND_MAX);
  return r;
}

CB_MODEL int rand_r(unsigned *seed) {
  *seed = __cbounds_nondet_uint();
  __cbounds_race_access(seed, sizeof *seed, CB_RACE_WRITE);
  return rand();
}

CB_MODEL void srand(unsigned seed) { (void)seed; }

CB_MODEL void srandom(unsigned seed) { (void)seed; }

CB_MODEL long time(long *t) {
  long now = __cbounds_nondet_long();
  __cbounds_assume(now >= 0);
  if (t) {
    *t = now;
    __cbounds_race_access(t, sizeof *t, CB_RACE_WRITE);
  }
  return now;
}

CB_MODEL long clock(void) {
  long now = __cbounds_nondet_long();
  __cbounds_assume(now >= cb_cpu_time);
  cb_cpu_time = now;
  return now;
}

static _Bool cb_monotonic(int id) { return id == 1 || id == 4 || id == 6 || id == 7; }

CB_MODEL int clock_gettime(int id, struct cb_timespec *ts) {
  if (id < 0 || id > 11) {
    *__errno_location() = CB_EINVAL_CLOCK;
    return -1;
  }
  long sec = __cbounds_nondet_long(), nsec = __cbounds_nondet_long();
  __cbounds_assume(sec >= 0 && nsec >= 0 && nsec <= 999999999);
  if (cb_monotonic(id)) {
    __cbounds_assume(sec > cb_monotonic_sec || (sec == cb_monotonic_sec && nsec >= cb_monotonic_nsec));
    cb_monotonic_sec = sec;
    cb_monotonic_nsec = nsec;
  }
  ts->tv_sec = sec;
  ts->tv_nsec = nsec;
  __cbounds_race_access(ts, sizeof *ts, CB_RACE_WRITE);
  return 0;
}

CB_MODEL int gettimeofday(struct cb_timespec *tv, void *tz) {
  (void)tz;
  if (tv) {
    long sec = __cbounds_nondet_long(), usec = __cbounds_nondet_long();
    __cbounds_assume(sec >= 0 && usec >= 0 && usec <= 999999);
    tv->tv_sec = sec;
    tv->tv_nsec = usec;
    __cbounds_race_access(tv, sizeof *tv, CB_RACE_WRITE);
  }
  return 0;
}

CB_MODEL unsigned sleep(unsigned seconds) {
  (void)seconds;
  __cbounds_yield();
  return 0;
}

CB_MODEL int usleep(unsigned usec) {
  (void)usec;
  __cbounds_yield();
  return 0;
}

CB_MODEL int nanosleep(const struct cb_timespec *req, struct cb_timespec *rem) {
  (void)rem;
  long sec = req->tv_sec; /* the request is read: it must be valid memory */
  (void)sec;
  __cbounds_race_access(req, sizeof *req, 0);
  __cbounds_yield();
  return 0;
}

CB_MODEL char *getenv(const char *name) {
  size_t n = 0;
  while (name[n] != '\0')
    n++;
  __cbounds_race_access(name, n + 1, 0);
  return __cbounds_nondet_bool() ? 0 : __cbounds_env_string();
}

CB_MODEL char *secure_getenv(const char *name) { return getenv(name); }

/*
 * test_memlimit.c: the memory limit of a check (base/memlimit.h).
 *
 *  - the memory in use grows when memory is allocated and touched;
 *  - the default is 2/3 of the address-space limit or 3/4 of the physical memory, the
 *    less;
 *  - a poll under the limit says no; once the resident memory passed it, yes, and yes
 *    again after the memory is freed, until memlimit_rearm();
 *  - without a limit, never;
 *  - a solve at the limit does not start (SOLVER_UNKNOWN), and solves again once
 *    the limit is gone.
 */
#define _GNU_SOURCE

#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "base/memlimit.h"
#include "solver/solver.h"
#include "unit.h"

#define MIB ((size_t)1 << 20)

/* Lets the next memlimit_poll() measure again. */
static void wait_poll(void) {
  struct timespec pause = {0, (long)(2 * MEMLIMIT_POLL_SECONDS * 1e9)};
  nanosleep(&pause, NULL);
}

/* size bytes, every page touched (so that they are resident). */
static char *touched(size_t size) {
  char *p = malloc(size);
  if (!p)
    return NULL;
  volatile char *page = p; /* stores the compiler may not drop before free() */
  for (size_t i = 0; i < size; i += 4096)
    page[i] = 1;
  return p;
}

static void test_resident(void) {
  size_t before = memlimit_in_use();
  check(before > 0, "resident memory measured (%zu)", before);
  char *p = touched(64 * MIB);
  size_t after = memlimit_in_use();
  check(p && after >= before + 48 * MIB, "64 MiB touched: resident %zu -> %zu", before, after);
  free(p);
}

static void test_default(void) {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  size_t physical = (size_t)pages * (size_t)page;
  struct rlimit saved;
  check(getrlimit(RLIMIT_AS, &saved) == 0, "getrlimit");
  if (saved.rlim_cur == RLIM_INFINITY)
    check(memlimit_default() == physical / 4 * 3,
          "no address-space limit: 3/4 of the physical memory (%zu of %zu)", memlimit_default(),
          physical);
  /* Nothing is allocated while the lower limit holds (a sanitizer's shadow maps more). */
  struct rlimit half = saved;
  half.rlim_cur = (rlim_t)(physical / 2);
  bool lowered = setrlimit(RLIMIT_AS, &half) == 0;
  size_t limit = memlimit_default();
  setrlimit(RLIMIT_AS, &saved);
  check(lowered && limit == physical / 2 / 3 * 2,
        "an address-space limit of half the physical memory: 2/3 of that (%zu)", limit);
}

static void test_poll(void) {
  memlimit_set(0);
  check(!memlimit_poll() && !memlimit_reached(), "no limit: never reached");
  size_t base = memlimit_in_use();
  memlimit_set(base + 128 * MIB);
  check(memlimit_get() == base + 128 * MIB, "the limit set is the limit");
  check(!memlimit_poll(), "under the limit: not reached");
  char *p = touched(256 * MIB);
  wait_poll();
  check(p && memlimit_poll(), "past the limit: reached");
  free(p);
  wait_poll();
  check(memlimit_poll() && memlimit_reached(), "reached until rearmed, even after freeing");
  memlimit_rearm();
  check(!memlimit_reached(), "rearmed: not reached");
  wait_poll();
  check(!memlimit_poll(), "rearmed after freeing: under the limit again (resident %zu, limit %zu)",
        memlimit_in_use(), memlimit_get());
  memlimit_set(0);
}

static void test_solver(void) {
  solver *s = solver_new();
  int a = solver_new_var(s), b = solver_new_var(s);
  solver_add_binary(s, a, b);
  memlimit_set(1); /* any process holds more than one byte */
  wait_poll();
  check(solver_solve(s, 0) == SOLVER_UNKNOWN, "at the memory limit a solve does not start");
  memlimit_set(0);
  check(solver_solve(s, 0) == SOLVER_SAT, "without the limit the same solve answers");
  solver_free(s);
}

int main(void) {
  test_resident();
  test_default();
  test_poll();
  test_solver();
  return unit_finish();
}

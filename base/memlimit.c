/* memlimit.c: the resident-memory limit of a check (see memlimit.h). */
#define _GNU_SOURCE

#include "base/memlimit.h"

#include <malloc.h>
#include <stdio.h>
#include <sys/resource.h>
#include <unistd.h>

#include "base/clock.h"

static size_t memlimit_bytes;    /* 0: none */
static bool memlimit_hit;        /* reached since the last rearm */
static double memlimit_next_poll;

void memlimit_set(size_t bytes) {
  memlimit_bytes = bytes;
  memlimit_hit = false;
  memlimit_next_poll = 0;
}

size_t memlimit_get(void) { return memlimit_bytes; }

size_t memlimit_default(void) {
  size_t limit = 0; /* none known */
  struct rlimit space;
  if (getrlimit(RLIMIT_AS, &space) == 0 && space.rlim_cur != RLIM_INFINITY)
    limit = (size_t)space.rlim_cur / 3 * 2;
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  size_t physical = pages > 0 && page > 0 ? (size_t)pages * (size_t)page / 4 * 3 : 0;
  if (physical && (!limit || physical < limit))
    limit = physical;
  return limit;
}

#ifdef __SANITIZE_ADDRESS__
/* AddressSanitizer's allocator (sanitizer/allocator_interface.h). */
size_t __sanitizer_get_current_allocated_bytes(void);
#endif

size_t memlimit_in_use(void) {
#ifdef __SANITIZE_ADDRESS__
  /* Freed memory stays resident in its quarantine and free lists: a check after one
     that reached the limit would start at it. What the allocator has handed out
     follows the frees, as the resident memory of malloc_trim()'s glibc does. */
  return __sanitizer_get_current_allocated_bytes();
#else
  FILE *statm = fopen("/proc/self/statm", "r");
  if (!statm)
    return 0;
  unsigned long size = 0, resident = 0;
  int read = fscanf(statm, "%lu %lu", &size, &resident);
  fclose(statm);
  long page = sysconf(_SC_PAGESIZE);
  return read == 2 && page > 0 ? (size_t)resident * (size_t)page : 0;
#endif
}

bool memlimit_poll(void) {
  if (memlimit_hit || !memlimit_bytes)
    return memlimit_hit;
  double now = cb_now();
  if (now < memlimit_next_poll)
    return false;
  memlimit_next_poll = now + MEMLIMIT_POLL_SECONDS;
  memlimit_hit = memlimit_in_use() >= memlimit_bytes;
  return memlimit_hit;
}

bool memlimit_reached(void) { return memlimit_hit; }

void memlimit_rearm(void) {
  if (!memlimit_bytes)
    return;
  malloc_trim(0);
  memlimit_hit = false;
  memlimit_next_poll = 0;
}

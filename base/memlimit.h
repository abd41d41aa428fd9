/*
 * memlimit.h: the memory a check may use before it gives up with UNKNOWN.
 *
 * A check that would need more memory than the machine (or `ulimit -v`) allows must end
 * as UNKNOWN "out of memory" and leave the process able to go on: with --deepen the
 * answer standing stays, and a check with other bounds may still fit (a bounded Kmax
 * check that cannot finish gives way to k = 1 with its loops unrolled). Without this,
 * the first allocation that fails throws std::bad_alloc in CaDiCaL and aborts.
 *
 * What is measured is the resident memory of the process (/proc/self/statm), the memory
 * it really holds: reserved address space that is never touched (LLVM's) does not
 * count. Under AddressSanitizer, whose quarantine keeps freed memory resident, it is
 * what its allocator has handed out. The limit is process-wide, as the memory is: one setting,
 * made by the driver before the first check.
 *
 * The polls are cheap (at most one read of /proc per MEMLIMIT_POLL_SECONDS); the
 * symbolic execution, the AIG and the solver call memlimit_poll() as they grow. Once the
 * limit is passed it stays "reached" until memlimit_rearm(), which the encoder calls when
 * a new check starts (after the caller freed what the last one held).
 *
 * Errors: none; without /proc the limit is never reached.
 */
#ifndef CB_BASE_MEMLIMIT_H
#define CB_BASE_MEMLIMIT_H

#include <stdbool.h>
#include <stddef.h>

#define MEMLIMIT_POLL_SECONDS 0.01

/* Sets the limit in bytes of resident memory; 0: none (the default). */
void memlimit_set(size_t bytes);

/* The limit set; 0: none. */
size_t memlimit_get(void);

/* The default limit: 2/3 of the address-space limit (RLIMIT_AS, `ulimit -v`) or 3/4 of
   the physical memory, whichever is less. The address space a process maps exceeds what
   it holds resident (code, reservations), and the memory grows between a poll that sees
   the limit and the check's stop (stack_longest-2 under 4 GiB: 3.5 GiB resident at a
   limit of 3 GiB), or in one large allocation (CaDiCaL moving its clauses to a new arena). A limit set
   otherwise (a cgroup's) is not read: --memory-limit gives it. */
size_t memlimit_default(void);

/* Measures, at most once per MEMLIMIT_POLL_SECONDS, and returns whether the limit was
   reached since the last memlimit_rearm(). */
bool memlimit_poll(void);

/* Whether the limit was reached, without measuring. */
bool memlimit_reached(void);

/* Before a new check: gives free heap memory back to the system (malloc_trim) and
   forgets that the limit was reached. */
void memlimit_rearm(void);

/* The memory the process holds in bytes, measured now (the resident memory; under
   AddressSanitizer, what its allocator has handed out); 0 if unknown. */
size_t memlimit_in_use(void);

#endif

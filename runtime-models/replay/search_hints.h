/*
 * search_hints.h: what a run of the native schedule search remembers for the confirming
 * check's guesses (docs/search.md, "Guesses from the run").
 *
 * Native, like replay_runtime.c, and compiled with it: the objects a round can change
 * (the globals replay_module.c lists, main's locals as main makes them, the heap blocks
 * of the run), their bytes as each round r >= 2 begins, and the find's "hint" and
 * "hintp" lines that native/search.c reads. Calls come from one program thread at a
 * time (the runtime's baton), so nothing here locks.
 */
#ifndef CB_SEARCH_HINTS_H
#define CB_SEARCH_HINTS_H

#include <stdint.h>
#include <stdio.h>

/* main's local NAME ("alloca:NAME") at address, of size bytes: registered by the module
   right after main's allocas (replay_module.c, rpm_search_locals). */
void __cbounds_search_local(const char *name, void *address, uint64_t size);

/* A heap block of `size` bytes at address, the next one thread `thread` allocated. */
void rs_hints_heap_allocated(unsigned thread, void *address, uint64_t size);
/* The block at address is freed: it leaves the later snapshots. */
void rs_hints_heap_freed(const void *address);

/* Round `round` (>= 2, below 256) begins: the bytes of every object live now (main's
   locals only if main still runs). */
void rs_hints_snapshot(unsigned round, int main_running);

/* For each round r below `rounds` with ran[r] set and a snapshot: "hint R NAME HEX" for
   each object (HEX its bytes, "--" for a word of a heap block that may be an address the
   run cannot name), and "hintp R NAME OFFSET TARGET TARGET_OFFSET" for each aligned
   pointer-sized word that points into an object of that snapshot. Nothing when the
   snapshots exceed 8 MiB (the confirming check then guesses freely). */
void rs_hints_write(FILE *f, const unsigned char *ran, unsigned rounds);

#endif

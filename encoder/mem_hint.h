/*
 * mem_hint.h: the guesses of a confirming check that follow the native run's memory
 * (docs/search.md, "Guesses from the run").
 *
 * Why: with rounds, what round r >= 2 starts from is a guess, a fresh value checked
 * against what round r-1 left only at the end. Along a fixed schedule the guesses are
 * still free while the program runs, so every branch on shared state stays open, the
 * count of scheduling decisions (and with it the plan's entry, the round and the copy
 * of memory) becomes symbolic, and the check is as hard as a free one. The run that
 * found the schedule knows what each round started from.
 *
 * What: the driver attaches to each global the bytes the run's globals held as each
 * round began (metadata MEM_HINT_METADATA, set by driver/search.c only for a confirming
 * check). A guess of such a byte is that constant instead of a fresh value. The same
 * for main's locals (the allocas of main's entry block, each made once since main runs
 * once), named MEM_HINT_LOCAL_PREFIX and the alloca's name in the run's hints, with the
 * metadata on the alloca.
 *
 * Soundness: the guess is still a guess. It is checked against what round r-1 left like
 * any other, so an execution in which the constant is wrong is not consistent and none of
 * its errors counts. Fixing a guess only drops executions, so the check can miss an
 * error (it then does not confirm the run), never report one that does not exist. The
 * metadata is there only in a confirming check, which reports errors only.
 */
#ifndef CB_MEM_HINT_H
#define CB_MEM_HINT_H

#include <stdbool.h>
#include <stdint.h>
#include <llvm-c/Core.h>

/* The metadata kind: on a global, a node of one string per round r >= 2 (operand r - 2),
   two lower-case hexadecimal digits per byte, anything else (the driver writes "--")
   where there is no hint; an empty string for a round without hints. */
#define MEM_HINT_METADATA "cbounds.guess"

/* A run's hint for main's local NAME is named MEM_HINT_LOCAL_PREFIX "NAME". */
#define MEM_HINT_LOCAL_PREFIX "alloca:"

/* The alloca named `name` (without the prefix) in main's entry block, of a fixed size,
   or NULL: the locals a run snapshots and a confirming check takes hints for. */
LLVMValueRef mem_hint_local(LLVMModuleRef module, const char *name);

/* Whether alloca could be one of those: a named, fixed-size alloca of its function's
   entry block (which function is main is the caller's to know: the native program
   renames it, and only main's get hints). */
bool mem_hint_is_local(LLVMValueRef alloca);

/* The value of a lower-case hexadecimal digit, or -1. */
int mem_hint_digit(char c);

/* Whether some global of the module has hints (only a confirming check's has): the
   encoder asks once, not at every guess. */
bool mem_hint_present(LLVMModuleRef module);

/* The run's byte at `offset` of `origin` (a global, or an alloca of main's entry block)
   as round `round` (>= 2) began: true and *value, or false when there is none (no
   metadata, a byte of a pointer, no such round). */
bool mem_hint_byte(LLVMValueRef origin, uint64_t offset, unsigned round, uint8_t *value);

/* Whether the run had main's local `origin` (an alloca with hints) as round `round`
   (>= 2) began: main still ran, so the local was allocated (its guess of the allocated
   bit may be that constant, as a global's always is). */
bool mem_hint_alive(LLVMValueRef origin, unsigned round);

#endif

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
 * check). A guess of such a byte is that constant instead of a fresh value.
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

/* The value of a lower-case hexadecimal digit, or -1. */
int mem_hint_digit(char c);

/* Whether some global of the module has hints (only a confirming check's has): the
   encoder asks once, not at every guess. */
bool mem_hint_present(LLVMModuleRef module);

/* The run's byte at `offset` of global `global` as round `round` (>= 2) began: true and
   *value, or false when there is none (no metadata, a byte of a pointer, no such round). */
bool mem_hint_byte(LLVMValueRef global, uint64_t offset, unsigned round, uint8_t *value);

#endif

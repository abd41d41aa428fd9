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
 * round began (metadata MEM_HINT_METADATA, set by native/search.c only for a confirming
 * check). A guess of such a byte is that constant instead of a fresh value. The same
 * for main's locals (the allocas of main's entry block, each made once since main runs
 * once), named MEM_HINT_LOCAL_PREFIX and the alloca's name in the run's hints, with the
 * metadata on the alloca; and for the heap blocks (MEM_HINT_HEAP_METADATA), named by the
 * thread that allocated them and their number among its blocks. A pointer the run could
 * name (into a global, one of main's locals, a block) is guessed as the encoder's
 * pointer to the same object and offset.
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

#include "encoder/memory.h"

/* The metadata kind: on a global, a node of one string per round r >= 2 (operand r - 2),
   two lower-case hexadecimal digits per byte, anything else (the driver writes "--")
   where there is no hint; an empty string for a round without hints. A pointer the run
   could name is "**" in each of its bytes, and the string goes on after the digits with
   " OFFSET TARGET TARGET_OFFSET" for each such pointer (decimal offsets; TARGET a
   global's name, MEM_HINT_LOCAL_PREFIX and a local's, or a heap block's). */
#define MEM_HINT_METADATA "cbounds.guess"

/* A run's hint for main's local NAME is named MEM_HINT_LOCAL_PREFIX "NAME". */
#define MEM_HINT_LOCAL_PREFIX "alloca:"

/* The run's heap blocks: named metadata of this name, one node per block, its name
   ("heap:T:K", the K-th block thread T allocated, 0-based) and then the strings of the
   rounds as above. The encoder names its heap objects the same way (the thread's
   allocations in the order it makes them, encoder/symex_libc.c): when the run and the
   encoder disagree, the hints are wrong, and the plan is not confirmed. */
#define MEM_HINT_HEAP_METADATA "cbounds.guess.heap"
#define MEM_HINT_HEAP_PREFIX "heap:"

/* The alloca named `name` (without the prefix) in main's entry block, of a fixed size,
   or NULL: the locals a run snapshots and a confirming check takes hints for. */
LLVMValueRef mem_hint_local(LLVMModuleRef module, const char *name);

/* Whether alloca could be one of those: a named, fixed-size alloca of its function's
   entry block (which function is main is the caller's to know: the native program
   renames it, and only main's get hints). */
bool mem_hint_is_local(LLVMValueRef alloca);

/* The value of a lower-case hexadecimal digit, or -1. */
int mem_hint_digit(char c);

/* Whether the module has hints (only a confirming check's has): the encoder asks once,
   not at every guess. */
bool mem_hint_present(LLVMModuleRef module);

/* The run's hints of heap block "heap:T:K" (thread, index), or NULL: looked up once per
   block, when the encoder names it (encoder/symex_libc.c). */
LLVMValueRef mem_hint_heap_node(LLVMModuleRef module, unsigned thread, unsigned index);

/* Whether the run's string for o as round `round` began has a hint for byte `offset`:
   its value, or a pointer (whose target this execution may not have yet). */
bool mem_hint_covers(const mem_object *o, unsigned round, uint64_t offset);

/* The same for a string of mem_hint_text (NULL: none). */
bool mem_hint_text_covers(const char *text, unsigned length, uint64_t offset);

/* The run's string for object o (a global, an alloca of main's entry block, a named
   heap block) as round `round` (>= 2) began, or NULL: no hints for it then (main had
   ended, the block was not allocated, no such round). Owned by the module. */
const char *mem_hint_text(const mem_object *o, unsigned round, unsigned *length);

/* The byte at `offset` in a hint string: true and *value, or false when there is none. */
bool mem_hint_byte(const char *text, unsigned length, uint64_t offset, uint8_t *value);

/* The pointer of `pointer_bytes` bytes that covers byte `offset` in a hint string: true,
   with the pointer's offset in the object (*at), its target's name (*target,
   *target_length: not terminated) and offset (*target_offset). */
bool mem_hint_pointer(const char *text, unsigned length, uint64_t offset,
                      unsigned pointer_bytes, uint64_t *at, const char **target,
                      size_t *target_length, uint64_t *target_offset);

#endif

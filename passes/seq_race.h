/*
 * seq_race.h: instrumentation for data races (cbounds --race, KISS-style).
 *
 * Before every access of the program's own code that may touch shared memory (a load,
 * a store, an atomic read-modify-write or compare-and-swap, llvm.memcpy/memmove/memset),
 * libseq inserts
 *     __cbounds_race_access(address, size, flags)
 * (runtime-models/race.c), after the access's switch point. The model may pick this
 * access as the first of a race and stop its thread there; any later access of another
 * thread that conflicts with it is a data race (docs/races.md says why no false alarm
 * is possible). The module gets the named metadata SEQ_RACES_MD: its property is then
 * no-data-race, and only a race is an error.
 *
 * Accesses to memory that provably stays in one thread (SEQ_LOCAL_MD allocas, the
 * sequential program's own globals, thread-local and constant globals) are not
 * instrumented: they cannot race.
 *
 * Ownership: the instrumentation is added to the caller's module. Errors: none; an
 * access libseq cannot follow is instrumented as touching any memory.
 */
#ifndef CB_SEQ_RACE_H
#define CB_SEQ_RACE_H

#include <stdbool.h>
#include <llvm-c/Core.h>

/* The flags argument of __cbounds_race_access (the same values in race.c). */
#define SEQ_RACE_WRITE 1u  /* the access writes (read-modify-writes count as writes) */
#define SEQ_RACE_ATOMIC 2u /* an atomic instruction; atomic sections are added at run time */

/* Gives the module the property no-data-race: SEQ_RACES_MD, and the models' setting
   __cbounds_seq_races (a failed assertion then aborts the program instead of failing). */
void seq_mark_races(LLVMModuleRef module);

/* Instruments the accesses of fn, a function of the program: with only_candidates, those
   the lockset pre-pass marked (seq_candidates.h). Returns how many. */
unsigned seq_instrument_races(LLVMModuleRef module, LLVMValueRef fn, bool only_candidates);

#endif

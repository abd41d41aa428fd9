/*
 * seq_spin.h: spin loops make progress only across context switches
 * (docs/sequentialization.md, "Spin loops").
 *
 * A loop whose state libseq can compare (no call but atomic-section markers and calls
 * of the program's functions that only read memory and compute, stores only to fixed
 * cells, no value carried from one iteration to the next but in header phis it can
 * compare) ends an iteration in the state it started it in unless another
 * thread ran in between: the same memory, the same values. So an iteration that stays
 * in one context (one round) and changes none of that is a stutter: the execution
 * without it does the same. libseq reads the round, the depth of atomic sections and
 * the cells at the loop's header and checks, on each back edge, whether one of them or a
 * carried value changed (__cbounds_spin_progress in runtime-models/threads.c): after a
 * stutter the thread stops for good, which also keeps the executions in which it is
 * stuck in the loop for ever while the others go on. A busy-wait loop then runs a few
 * times per context instead of up to the unwinding bound (and beyond: UNKNOWN):
 * `while (flag) {}` in Peterson's algorithm needs no --unwind of its own.
 *
 * With race checks too (docs/races.md, "Busy waits"): the stutter's own accesses have
 * made their checks when the thread stops at its back edge, and going around again in
 * the same round would make the same accesses to the same bytes with the same checks.
 * The checks are put in after this (seq.c); the reads this adds are not the program's
 * and get none.
 *
 * Ownership: the checks are added to the caller's module. Errors: none; a loop libseq
 * cannot compare is left alone.
 */
#ifndef CB_SEQ_SPIN_H
#define CB_SEQ_SPIN_H

#include <stdbool.h>
#include <llvm-c/Core.h>

/* Instruments the read-only loops of fn, a function of the program, before its switch
   points are inserted. Returns the number of loops instrumented. */
unsigned seq_prune_spin_loops(LLVMModuleRef module, LLVMValueRef fn);

/* Whether inst is one of the reads this adds at a loop's header to compare the state:
   not the program's, so it gets neither a switch point nor a race check. */
bool seq_is_spin_read(LLVMValueRef inst);

#endif

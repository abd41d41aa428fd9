/*
 * seq_spin.h: spin loops make progress only across context switches
 * (docs/sequentialization.md, "Spin loops").
 *
 * A loop that only reads (no store, no call, no allocation, and no value carried from
 * one iteration to the next: no phi in its header) ends an iteration in the state it
 * started it in, unless another thread ran in between: the same memory, the same
 * values. So an iteration that stays in one context (one round) is a stutter: the
 * execution without it does the same. libseq reads the round at the loop's header and
 * assumes, on each back edge, that it changed since then. A busy-wait loop then runs at
 * most once per context, K + 1 times, instead of up to the unwinding bound (and beyond:
 * UNKNOWN): `while (flag) {}` in Peterson's algorithm needs no --unwind of its own.
 *
 * Not applied when accesses are instrumented for races (their checks are calls).
 */
#ifndef CB_SEQ_SPIN_H
#define CB_SEQ_SPIN_H

#include <llvm-c/Core.h>

/* Instruments the read-only loops of fn, a function of the program, before its switch
   points are inserted. Returns the number of loops instrumented. */
unsigned seq_prune_spin_loops(LLVMModuleRef module, LLVMValueRef fn);

#endif

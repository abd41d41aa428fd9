/*
 * seq_slice.h: slicing before the sequentialization (docs/sequentialization.md,
 * "Slicing"): what cannot affect any check leaves the module before libseq adds switch
 * points, so it costs neither switch points nor per-round copies of memory.
 *
 * What goes:
 *  - the program's functions that nothing uses (not main, not the models), repeatedly;
 *  - the *values* of global variables and of parts of them (a struct field, an array
 *    element at a constant index) that no relevant instruction reads. A global is a
 *    candidate when every use of it is a plain (non-volatile, non-atomic) load or store
 *    in the program's own code at a constant offset inside it (directly or through
 *    getelementptrs with constant indices); its address never escapes, so nothing else
 *    reads it. A load of a candidate is relevant when its value flows (through
 *    arithmetic, casts, comparisons, selects, phis) into anything but a store to a
 *    candidate part that is itself irrelevant: every branch, call, return, address,
 *    division, check and every other memory access is relevant. The stores to an
 *    irrelevant part, the loads of it and the computations that only feed them go.
 *    Control flow is never changed, so no loop loses its exit and no path its
 *    termination.
 *  - arithmetic that feeds nothing relevant, as a consequence.
 *
 * Not candidates: globals of the models or of libseq (`__cbounds_*`), thread-locals,
 * constants, globals whose address is stored, passed, compared or used at a variable
 * index. Under the leak properties and under races nothing of the globals goes (a
 * pointer kept in a global keeps its block reachable; races: see seq_slice.c); under
 * no-overflow the arithmetic that is checked (nsw, shifts) stays.
 *
 * Ownership: the module is borrowed and changed in place. Errors: none.
 */
#ifndef CB_SEQ_SLICE_H
#define CB_SEQ_SLICE_H

#include <stdbool.h>
#include <llvm-c/Core.h>

typedef struct seq_slice_options {
  bool races;           /* --race: globals stay whole (seq_slice.c says why) */
  bool signed_overflow; /* nsw arithmetic and shifts are checks */
  bool leaks;           /* leak properties: globals keep what is stored in them */
} seq_slice_options;

typedef struct seq_slice_stats {
  unsigned instructions;         /* of the program's own functions, before slicing */
  unsigned removed_instructions; /* of those, removed (removed functions' included) */
  unsigned globals;              /* globals of which no value is relevant */
  unsigned fields;               /* irrelevant parts of globals that keep relevant ones */
  unsigned functions;            /* unused functions removed */
} seq_slice_stats;

void seq_slice(LLVMModuleRef module, const seq_slice_options *options, seq_slice_stats *stats);

#endif

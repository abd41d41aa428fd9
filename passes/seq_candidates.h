/*
 * seq_candidates.h: the lockset pre-pass of cbounds --race. Collects the program's
 * accesses that may touch shared memory, with what each surely holds (seq_lockset.h)
 * and which threads may run it (seq_callgraph.h), and pairs them: two accesses are a
 * candidate race when they may touch the same bytes (the same global at overlapping
 * offsets; a pointer of unknown target meets any global whose address escapes and any
 * other such pointer), one writes, not both are atomic, they hold no common lock, and
 * two different threads may run them. It is a may-analysis: a pair that is not a
 * candidate cannot race in any execution, so only the accesses of some candidate pair
 * need the precise check's instrumentation (they get the SEQ_RACE_CANDIDATE_MD mark).
 *
 * Ownership: the report is malloc'd text owned by the caller.
 */
#ifndef CB_SEQ_CANDIDATES_H
#define CB_SEQ_CANDIDATES_H

#include <stdbool.h>
#include <llvm-c/Core.h>

#include "passes/seq_annotations.h"

/* Instruction metadata on an access that belongs to a candidate pair. */
#define SEQ_RACE_CANDIDATE_MD "cbounds.race.candidate"

typedef struct seq_candidates {
  unsigned accesses;     /* accesses that may touch shared memory */
  unsigned instrumented; /* those in some candidate pair */
  unsigned pairs;        /* candidate pairs (by source lines) */
  char *report;          /* the pairs, one per line, for --lockset-only; malloc'd */
} seq_candidates;

/* Analyses the module (before libseq instruments it) and marks the candidates.
   annotations: lock annotations (seq_annotations.h) or NULL; borrowed. */
void seq_find_race_candidates(LLVMModuleRef module, LLVMValueRef main_fn,
                              const seq_annotations *annotations, seq_candidates *out);
/* Whether the instruction has the candidate mark. */
bool seq_is_race_candidate(LLVMValueRef inst);

#endif

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

/*
 * Movers: a load, store or atomic read-modify-write that no access of another thread can
 * conflict with while it runs (for each access that may touch the same bytes, neither is
 * a write, or both hold a common lock, or the two never run in different threads at
 * once). Unlike races, two atomic accesses do conflict. Such an access commutes with
 * everything the other threads do meanwhile (Lipton's both-movers), so a context switch
 * before it may as well come after it, at the thread's next switch point: it gets none
 * (docs/sequentialization.md, "Switch points"). Marked SEQ_MOVER_MD.
 *
 * The ends of lifetimes count as writes of all the bytes of what they end, here only: a
 * free (of heap memory: never a global's bytes), the return of a function other than
 * main that has a stack object whose address escapes, and pthread_exit (any stack object
 * of the thread). An access is valid before them and an error after, so it does not
 * commute with them.
 */
#define SEQ_MOVER_MD "cbounds.mover"

/* Analyses the module (before libseq instruments it) and marks the movers; returns
   their number. annotations: lock annotations or NULL; borrowed. */
unsigned seq_find_movers(LLVMModuleRef module, LLVMValueRef main_fn,
                         const seq_annotations *annotations);
/* Whether the instruction has the mover mark. */
bool seq_is_mover(LLVMValueRef inst);

#endif

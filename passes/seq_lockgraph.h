/*
 * seq_lockgraph.h: the lock-order graph: an edge a -> b when some thread may hold lock a
 * while it waits to take lock b, with one pair of sites per edge (where a was taken,
 * where b is taken). Its cycles are the possible lock-order deadlocks (seq_lockorder.h).
 *
 * Locks are numbered 0 .. SEQ_LOCKGRAPH_MAX - 1 by the caller, who names them.
 * Ownership: seq_lockgraph_init() / seq_lockgraph_release(); the text of
 * seq_lockgraph_cycles() is newly malloc'd. Sites are borrowed instructions.
 */
#ifndef CB_SEQ_LOCKGRAPH_H
#define CB_SEQ_LOCKGRAPH_H

#include <stdbool.h>
#include <stdint.h>
#include <llvm-c/Core.h>

#define SEQ_LOCKGRAPH_MAX 64

typedef struct seq_lockedge {
  LLVMValueRef held_site; /* where the held lock was taken (or a call that took it) */
  LLVMValueRef take_site; /* where the other is taken (or a call that takes it) */
} seq_lockedge;

typedef struct seq_lockgraph {
  uint64_t succ[SEQ_LOCKGRAPH_MAX]; /* bit b of succ[a]: the edge a -> b */
  seq_lockedge edge[SEQ_LOCKGRAPH_MAX][SEQ_LOCKGRAPH_MAX];
} seq_lockgraph;

void seq_lockgraph_init(seq_lockgraph *g);

/* Adds a -> b (the first sites given for an edge are kept). */
void seq_lockgraph_add(seq_lockgraph *g, unsigned a, unsigned b, LLVMValueRef held_site,
                       LLVMValueRef take_site);

/* The name of lock i (newly malloc'd), for the report. */
typedef char *(*seq_lock_namer)(unsigned i, void *ctx);

/* The number of cycles reported, and in *text each with both sites of every edge (NULL
   when there is none): every lock taken again while held (a cycle of one), then one
   shortest cycle per strongly connected component of two locks or more. A cycle starts
   at the lock whose name sorts first. */
unsigned seq_lockgraph_cycles(const seq_lockgraph *g, seq_lock_namer name, void *ctx,
                              char **text);

/* "file.c:12", or "an unknown place" (into buf). */
const char *seq_site_text(LLVMValueRef inst, char *buf, size_t size);

#endif

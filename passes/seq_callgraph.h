/*
 * seq_callgraph.h: which threads may run which of the program's functions.
 *
 * The roots are main's thread and every function whose address is taken (thread start
 * functions, but also callbacks: whoever calls them through a pointer may run them in
 * any thread). A function belongs to the roots that reach it by direct calls; a call
 * through a pointer reaches only address-taken functions, which are roots themselves,
 * so direct calls are enough. A root is single when at most one thread ever runs it:
 * main, or a start function that exactly one pthread_create of main names, outside any
 * loop of main, with no other use of its address.
 *
 * Ownership: seq_callgraph_build() allocates, seq_callgraph_free() releases.
 */
#ifndef CB_SEQ_CALLGRAPH_H
#define CB_SEQ_CALLGRAPH_H

#include <stdbool.h>
#include <stdint.h>
#include <llvm-c/Core.h>

/* At most this many roots are told apart; more make every function "any thread". */
#define SEQ_MAX_ROOTS 64

typedef struct seq_callgraph {
  LLVMValueRef *functions; /* the program's functions with bodies (not the models) */
  unsigned count;
  LLVMValueRef roots[SEQ_MAX_ROOTS]; /* roots[0] is main */
  unsigned num_roots;
  bool too_many_roots;       /* some roots are not told apart */
  uint64_t single_roots;     /* bit r: root r runs in at most one thread */
  uint64_t *reached_by;      /* per function: bit r when root r reaches it */
} seq_callgraph;

void seq_callgraph_build(seq_callgraph *g, LLVMModuleRef module, LLVMValueRef main_fn);
void seq_callgraph_free(seq_callgraph *g);

/* The index of fn in g->functions, or g->count when it is not a program function. */
unsigned seq_callgraph_index(const seq_callgraph *g, LLVMValueRef fn);
/* Whether only main's thread runs fn. */
bool seq_callgraph_main_only(const seq_callgraph *g, LLVMValueRef fn);
/* Whether two different threads may run a and b (the same function twice included). */
bool seq_callgraph_concurrent(const seq_callgraph *g, LLVMValueRef a, LLVMValueRef b);

#endif

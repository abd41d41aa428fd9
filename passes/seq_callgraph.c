/* seq_callgraph.c: roots and reachability of the program's functions (seq_callgraph.h). */
#include "passes/seq_callgraph.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "passes/seq_util.h"
#include "base/alloc.h"

unsigned seq_callgraph_index(const seq_callgraph *g, LLVMValueRef fn) {
  for (unsigned i = 0; i < g->count; i++)
    if (g->functions[i] == fn)
      return i;
  return g->count;
}

/* Whether fn's address is used other than as the callee of a call. */
static bool seq_address_taken(LLVMValueRef fn) {
  for (LLVMUseRef use = LLVMGetFirstUse(fn); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != fn)
      return true;
  }
  return false;
}

static void seq_reach(const seq_callgraph *g, unsigned index, uint64_t bit) {
  assert(index < g->count);
  if (g->reached_by[index] & bit)
    return;
  g->reached_by[index] |= bit;
  LLVMValueRef fn = g->functions[index];
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
      unsigned k = callee ? seq_callgraph_index(g, callee) : g->count;
      if (k < g->count)
        seq_reach(g, k, bit);
    }
}

/* Whether block b lies on a cycle of its function (it may run more than once). */
static bool seq_block_in_loop(LLVMBasicBlockRef b) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(b);
  unsigned n = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *stack = cb_calloc(n + 1, sizeof *stack);
  LLVMBasicBlockRef *seen = cb_calloc(n + 1, sizeof *seen);
  unsigned top = 0, num_seen = 0;
  bool loop = false;
  stack[top++] = b;
  while (top && !loop) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(stack[--top]);
    unsigned succ = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned s = 0; s < succ && !loop; s++) {
      LLVMBasicBlockRef next = LLVMGetSuccessor(term, s);
      bool known = false;
      for (unsigned k = 0; k < num_seen && !known; k++)
        known = seen[k] == next;
      loop = next == b;
      if (!known && !loop && num_seen < n) {
        seen[num_seen++] = next;
        stack[top++] = next;
      }
    }
  }
  free(stack);
  free(seen);
  return loop;
}

/* Whether at most one thread runs start function fn: its address is used once, as the
   start of a pthread_create that main calls at most once. */
static bool seq_single_start(LLVMValueRef fn, LLVMValueRef main_fn) {
  if (LLVMGetFirstUse(main_fn))
    return false; /* main is called again somewhere */
  LLVMUseRef use = LLVMGetFirstUse(fn);
  if (!use || LLVMGetNextUse(use))
    return false;
  LLVMValueRef call = LLVMGetUser(use);
  LLVMValueRef callee = LLVMIsACallInst(call) ? seq_called_function(call) : NULL;
  if (!callee || strcmp(seq_name(callee), "pthread_create") || LLVMGetNumArgOperands(call) != 4 ||
      LLVMGetOperand(call, 2) != fn)
    return false;
  LLVMBasicBlockRef block = LLVMGetInstructionParent(call);
  return LLVMGetBasicBlockParent(block) == main_fn && !seq_block_in_loop(block);
}

void seq_callgraph_build(seq_callgraph *g, LLVMModuleRef module, LLVMValueRef main_fn) {
  memset(g, 0, sizeof *g);
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0 && !seq_is_model(fn))
      g->count++;
  g->functions = cb_calloc(g->count + 1, sizeof *g->functions);
  g->reached_by = cb_calloc(g->count + 1, sizeof *g->reached_by);
  unsigned n = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0 && !seq_is_model(fn))
      g->functions[n++] = fn;
  g->roots[g->num_roots++] = main_fn;
  g->single_roots = 1;
  for (unsigned i = 0; i < g->count; i++) {
    LLVMValueRef fn = g->functions[i];
    if (fn == main_fn || !seq_address_taken(fn))
      continue;
    if (g->num_roots == SEQ_MAX_ROOTS) {
      g->too_many_roots = true; /* shares the last root, which then is not single */
      g->single_roots &= ~((uint64_t)1 << (SEQ_MAX_ROOTS - 1));
      seq_reach(g, i, (uint64_t)1 << (SEQ_MAX_ROOTS - 1));
      continue;
    }
    unsigned r = g->num_roots++;
    g->roots[r] = fn;
    if (seq_single_start(fn, main_fn) && !(g->too_many_roots && r == SEQ_MAX_ROOTS - 1))
      g->single_roots |= (uint64_t)1 << r;
    seq_reach(g, i, (uint64_t)1 << r);
  }
  unsigned main_index = seq_callgraph_index(g, main_fn);
  if (main_index < g->count)
    seq_reach(g, main_index, 1);
}

void seq_callgraph_free(seq_callgraph *g) {
  free(g->functions);
  free(g->reached_by);
  memset(g, 0, sizeof *g);
}

bool seq_callgraph_main_only(const seq_callgraph *g, LLVMValueRef fn) {
  unsigned k = seq_callgraph_index(g, fn);
  return k < g->count && g->reached_by[k] == 1;
}

bool seq_callgraph_concurrent(const seq_callgraph *g, LLVMValueRef a, LLVMValueRef b) {
  unsigned i = seq_callgraph_index(g, a), j = seq_callgraph_index(g, b);
  if (i == g->count || j == g->count)
    return true; /* not a program function: any thread */
  uint64_t ra = g->reached_by[i], rb = g->reached_by[j];
  if (!ra || !rb)
    return false; /* no thread runs it */
  /* Not concurrent only when one single thread runs both. */
  bool one_root = ra == rb && (ra & (ra - 1)) == 0;
  return !(one_root && (ra & g->single_roots));
}

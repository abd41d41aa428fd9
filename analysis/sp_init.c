/* sp_init.c: stack variables that are always written before they are read. A load of a
   variable nobody wrote reads an indeterminate value, so the analysis lets a variable's
   loads return only what was stored into it when it can show that no load comes first:
   a scalar variable whose address is only loaded from, stored to and passed to calls,
   stored on every path to each of its loads and to each call that could run other code
   (a call of the program's functions or through a pointer, or pthread_create: any other
   thread starts after one), and to each call that gets its address. */
#include <stdlib.h>
#include <string.h>

#include "analysis/ir_util.h"
#include "analysis/sp_analysis.h"
#include "base/alloc.h"

#define SP_INIT_MAX 64 /* candidates per function: one bit each */

typedef struct sp_cfg {
  unsigned n;
  LLVMBasicBlockRef *blocks;
  unsigned *pred_start, *preds; /* the predecessors of block b: preds[pred_start[b]..] */
} sp_cfg;

static unsigned sp_block_number(const sp_cfg *g, LLVMBasicBlockRef block) {
  for (unsigned b = 0; b < g->n; b++)
    if (g->blocks[b] == block)
      return b;
  return g->n;
}

static void sp_cfg_build(sp_cfg *g, LLVMValueRef fn) {
  g->n = LLVMCountBasicBlocks(fn);
  g->blocks = cb_calloc(g->n, sizeof *g->blocks);
  LLVMGetBasicBlocks(fn, g->blocks);
  g->pred_start = cb_calloc(g->n + 1, sizeof *g->pred_start);
  unsigned edges = 0;
  for (int pass = 0; pass < 2; pass++) { /* count, then fill */
    unsigned *fill = pass ? cb_calloc(g->n, sizeof *fill) : NULL;
    for (unsigned b = 0; b < g->n; b++) {
      LLVMValueRef term = LLVMGetBasicBlockTerminator(g->blocks[b]);
      unsigned successors = term ? LLVMGetNumSuccessors(term) : 0;
      for (unsigned s = 0; s < successors; s++) {
        unsigned to = sp_block_number(g, LLVMGetSuccessor(term, s));
        if (!pass)
          g->pred_start[to + 1]++, edges++;
        else
          g->preds[g->pred_start[to] + fill[to]++] = b;
      }
    }
    if (!pass) {
      for (unsigned b = 0; b < g->n; b++)
        g->pred_start[b + 1] += g->pred_start[b];
      g->preds = cb_calloc(edges, sizeof *g->preds);
    }
    free(fill);
  }
}

static void sp_cfg_release(sp_cfg *g) {
  free(g->blocks);
  free(g->pred_start);
  free(g->preds);
}

/* A scalar in the entry block whose address is only loaded from, stored to (not stored
   itself) and passed to calls. */
static bool sp_init_candidate(LLVMValueRef alloca, LLVMValueRef fn) {
  LLVMTypeRef type = LLVMGetAllocatedType(alloca);
  LLVMTypeKind kind = LLVMGetTypeKind(type);
  LLVMValueRef count = LLVMGetOperand(alloca, 0);
  if ((kind != LLVMIntegerTypeKind && kind != LLVMPointerTypeKind) ||
      LLVMGetInstructionParent(alloca) != LLVMGetEntryBasicBlock(fn) ||
      !LLVMIsAConstantInt(count) || LLVMConstIntGetZExtValue(count) != 1)
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(alloca); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user))
      continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != alloca &&
        LLVMTypeOf(LLVMGetOperand(user, 0)) == type)
      continue;
    if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) != alloca)
      continue;
    return false;
  }
  return true;
}

/* Whether a call may run code of the program before it returns, or start a thread. */
static bool sp_runs_code(LLVMValueRef call) {
  LLVMValueRef fn = seq_called_function(call);
  if (!fn)
    return true;
  if (LLVMGetIntrinsicID(fn))
    return false;
  return !LLVMIsDeclaration(fn) || !strcmp(seq_name(fn), "pthread_create");
}

static unsigned sp_candidate_of(LLVMValueRef pointer, LLVMValueRef *candidates, unsigned n) {
  for (unsigned k = 0; k < n; k++)
    if (candidates[k] == pointer)
      return k;
  return n;
}

/* The candidates an instruction writes (a store to one), and those it needs written
   before it (a load of one, a call). */
static void sp_effect(LLVMValueRef inst, LLVMValueRef *candidates, unsigned n, uint64_t *writes,
                      uint64_t *needs) {
  *writes = *needs = 0;
  if (LLVMIsAStoreInst(inst)) {
    unsigned k = sp_candidate_of(LLVMGetOperand(inst, 1), candidates, n);
    if (k < n)
      *writes = (uint64_t)1 << k;
  } else if (LLVMIsALoadInst(inst)) {
    unsigned k = sp_candidate_of(LLVMGetOperand(inst, 0), candidates, n);
    if (k < n)
      *needs = (uint64_t)1 << k;
  } else if (LLVMIsACallInst(inst)) {
    if (sp_runs_code(inst))
      *needs = ~(uint64_t)0;
    for (unsigned a = 0; a < LLVMGetNumArgOperands(inst); a++) {
      unsigned k = sp_candidate_of(LLVMGetOperand(inst, a), candidates, n);
      if (k < n)
        *needs |= (uint64_t)1 << k;
    }
  }
}

/* The candidates written on every path to the start of each block. */
static uint64_t *sp_written_at_start(const sp_cfg *g, LLVMValueRef *candidates, unsigned n) {
  uint64_t *in = cb_calloc(g->n, sizeof *in), *out = cb_calloc(g->n, sizeof *out);
  for (unsigned b = 0; b < g->n; b++)
    in[b] = out[b] = b ? ~(uint64_t)0 : 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned b = 0; b < g->n; b++) {
      uint64_t start = b ? ~(uint64_t)0 : 0;
      for (unsigned p = g->pred_start[b]; p < g->pred_start[b + 1]; p++)
        start &= out[g->preds[p]];
      uint64_t end = start, writes, needs;
      for (LLVMValueRef i = LLVMGetFirstInstruction(g->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
        sp_effect(i, candidates, n, &writes, &needs);
        end |= writes;
      }
      changed |= start != in[b] || end != out[b];
      in[b] = start, out[b] = end;
    }
  }
  free(out);
  return in;
}

void sp_mark_initialized(sp_analysis *a, LLVMValueRef fn) {
  LLVMValueRef candidates[SP_INIT_MAX];
  unsigned n = 0;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i && n < SP_INIT_MAX; i = LLVMGetNextInstruction(i))
    if (LLVMIsAAllocaInst(i) && sp_init_candidate(i, fn))
      candidates[n++] = i;
  if (!n)
    return;
  sp_cfg g;
  sp_cfg_build(&g, fn);
  uint64_t *in = sp_written_at_start(&g, candidates, n), bad = 0;
  for (unsigned b = 0; b < g.n; b++) {
    uint64_t written = in[b], writes, needs;
    for (LLVMValueRef i = LLVMGetFirstInstruction(g.blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      sp_effect(i, candidates, n, &writes, &needs);
      bad |= needs & ~written;
      written |= writes;
    }
  }
  for (unsigned k = 0; k < n; k++)
    if (!(bad >> k & 1))
      a->memory.objects[sp_memory_find(&a->memory, candidates[k])].uninit = false;
  free(in);
  sp_cfg_release(&g);
}

/* seq_joins.c: every join surely joins a created thread (seq_joins.h). */
#include "passes/seq_joins.h"

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <llvm-c/Target.h>

#include "base/alloc.h"
#include "base/ptrmap.h"
#include "passes/seq_lockgraph.h"
#include "passes/seq_util.h"

#define SJ_MAX 64
#define BIT(i) ((uint64_t)1 << (i))

/* The handle variables of one function (bit i of a set: variable i). */
typedef struct sj_function {
  LLVMTargetDataRef layout;
  LLVMValueRef base[SJ_MAX];
  uint64_t offset[SJ_MAX];
  unsigned count;
} sj_function;

static bool sj_is_call_of(LLVMValueRef inst, const char *name) {
  if (!LLVMIsACallInst(inst))
    return false;
  LLVMValueRef callee = seq_called_function(inst);
  return callee && !strcmp(seq_name(callee), name);
}

/* Whether every use of v (through constant address arithmetic and casts) is a load or
   the handle argument of pthread_create: nothing else can write what v points to. */
static bool sj_only_created_or_loaded(LLVMValueRef v, unsigned depth) {
  for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user))
      continue;
    if (sj_is_call_of(user, "pthread_create")) {
      unsigned args = LLVMGetNumArgOperands(user);
      bool handle_only = args >= 1 && LLVMGetOperand(user, 0) == v;
      for (unsigned i = 1; i < args; i++)
        handle_only = handle_only && LLVMGetOperand(user, i) != v;
      if (!handle_only)
        return false;
      continue;
    }
    if (LLVMIsACallInst(user)) {
      LLVMValueRef callee = seq_called_function(user);
      if (callee && seq_starts_with(seq_name(callee), "llvm.dbg."))
        continue;
      return false;
    }
    bool derived = LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user) ||
                   (LLVMIsAConstantExpr(user) &&
                    (LLVMGetConstOpcode(user) == LLVMGetElementPtr ||
                     LLVMGetConstOpcode(user) == LLVMBitCast));
    if (!derived || depth >= 8 || !sj_only_created_or_loaded(user, depth + 1))
      return false;
  }
  return true;
}

/* The handle variable `pointer` names (its index), or -1. */
static int sj_variable(sj_function *f, LLVMValueRef pointer) {
  LLVMValueRef base = NULL;
  uint64_t offset = 0;
  bool constant = false;
  if (LLVMIsAAllocaInst(pointer))
    base = pointer, constant = true;
  else
    base = seq_global_base(pointer, f->layout, &offset, &constant);
  if (!base || !constant)
    return -1;
  for (unsigned i = 0; i < f->count; i++)
    if (f->base[i] == base && f->offset[i] == offset)
      return (int)i;
  if (f->count == SJ_MAX || !sj_only_created_or_loaded(base, 0))
    return -1;
  f->base[f->count] = base;
  f->offset[f->count] = offset;
  return (int)f->count++;
}

/* One sweep over the blocks of the must-analysis (sj_flow); whether a block's entry set
   shrank. With created_at, each load of a variable is mapped to 1 when it surely was. */
static bool sj_sweep(sj_function *f, LLVMBasicBlockRef *blocks, unsigned n, const ptrmap *numbers,
                     uint64_t *in, ptrmap *created_at) {
  bool again = false;
  for (unsigned i = 0; i < n; i++) {
    uint64_t state = in[i];
    for (LLVMValueRef inst = LLVMGetFirstInstruction(blocks[i]); inst;
         inst = LLVMGetNextInstruction(inst)) {
      int v = -1;
      if (sj_is_call_of(inst, "pthread_create") && LLVMGetNumArgOperands(inst) >= 1 &&
          (v = sj_variable(f, LLVMGetOperand(inst, 0))) >= 0)
        state |= BIT(v);
      else if (created_at && LLVMIsALoadInst(inst) &&
               (v = sj_variable(f, LLVMGetOperand(inst, 0))) >= 0)
        ptrmap_put(created_at, inst, (state & BIT(v)) != 0);
    }
    LLVMValueRef term = LLVMGetBasicBlockTerminator(blocks[i]);
    for (unsigned k = 0, s = term ? LLVMGetNumSuccessors(term) : 0; k < s; k++) {
      unsigned j;
      bool known = ptrmap_get(numbers, LLVMGetSuccessor(term, k), &j);
      assert(known);
      (void)known;
      if (j && (in[j] & state) != in[j])
        in[j] &= state, again = true;
    }
  }
  return again;
}

/* The variables surely written by a create before each instruction of fn (a must-
   analysis: the entry block starts with none, a join of paths keeps what all have). */
static void sj_flow(sj_function *f, LLVMValueRef fn, ptrmap *created_at) {
  unsigned n = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *blocks = cb_calloc(n, sizeof *blocks);
  LLVMGetBasicBlocks(fn, blocks);
  ptrmap numbers;
  ptrmap_init(&numbers);
  uint64_t *in = cb_calloc(n, sizeof *in);
  for (unsigned i = 0; i < n; i++) {
    ptrmap_put(&numbers, blocks[i], i);
    in[i] = i ? ~(uint64_t)0 : 0; /* not reached yet: everything (the meet's identity) */
  }
  while (sj_sweep(f, blocks, n, &numbers, in, NULL))
    ;
  sj_sweep(f, blocks, n, &numbers, in, created_at);
  free(in);
  ptrmap_release(&numbers);
  free(blocks);
}

/* Why a join of fn is not accepted, or NULL. */
static char *sj_check_function(LLVMModuleRef module, const seq_callgraph *graph, LLVMValueRef fn) {
  sj_function f;
  memset(&f, 0, sizeof f);
  f.layout = LLVMGetModuleDataLayout(module);
  ptrmap created_at;
  ptrmap_init(&created_at);
  sj_flow(&f, fn, &created_at);
  char *reason = NULL;
  bool main_only = seq_callgraph_main_only(graph, fn);
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b && !reason; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef inst = LLVMGetFirstInstruction(b); inst && !reason;
         inst = LLVMGetNextInstruction(inst)) {
      if (!sj_is_call_of(inst, "pthread_join"))
        continue;
      char where[512];
      LLVMValueRef handle = LLVMGetNumArgOperands(inst) ? LLVMGetOperand(inst, 0) : NULL;
      unsigned created = 0;
      if (!main_only)
        reason = cb_format("a pthread_join that a thread other than main's may run at %s",
                           seq_site_text(inst, where, sizeof where));
      else if (!handle || !ptrmap_get(&created_at, handle, &created) || !created)
        reason = cb_format("a pthread_join of a handle not surely written by a pthread_create "
                           "of the same function at %s",
                           seq_site_text(inst, where, sizeof where));
    }
  ptrmap_release(&created_at);
  return reason;
}

char *seq_check_joins(LLVMModuleRef module, const seq_callgraph *graph) {
  for (unsigned i = 0; i < graph->count; i++) {
    LLVMValueRef fn = graph->functions[i];
    bool joins = false;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b && !joins; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef inst = LLVMGetFirstInstruction(b); inst && !joins;
           inst = LLVMGetNextInstruction(inst))
        joins = sj_is_call_of(inst, "pthread_join");
    char *reason = joins ? sj_check_function(module, graph, fn) : NULL;
    if (reason)
      return reason;
  }
  return NULL;
}

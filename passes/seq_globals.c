/* seq_globals.c: globals only main's thread uses (see seq_globals.h). */
#include "passes/seq_globals.h"

#include <stdlib.h>
#include <string.h>

#include "passes/seq.h"
#include "passes/seq_shared.h"
#include "passes/seq_util.h"

/* The program's functions, numbered, with what each calls directly. */
typedef struct seq_callgraph {
  LLVMValueRef *functions;
  unsigned count;
  bool *from_main;   /* main reaches it by direct calls */
  bool *from_others; /* a thread start or any function whose address is taken reaches it */
} seq_callgraph;

static unsigned seq_function_index(const seq_callgraph *g, LLVMValueRef fn) {
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

/* Marks in `reached` everything fn calls, transitively. A call through a pointer may
   reach any function whose address is taken: those are roots of from_others anyway, so
   following only direct calls is enough for the question asked here (can a function be
   run by a thread other than main?). */
static void seq_reach(const seq_callgraph *g, unsigned index, bool *reached) {
  if (reached[index])
    return;
  reached[index] = true;
  LLVMValueRef fn = g->functions[index];
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
      unsigned k = callee ? seq_function_index(g, callee) : g->count;
      if (k < g->count)
        seq_reach(g, k, reached);
    }
}

static void seq_callgraph_build(seq_callgraph *g, LLVMModuleRef module, LLVMValueRef main_fn) {
  memset(g, 0, sizeof *g);
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0 && !seq_is_model(fn))
      g->count++;
  g->functions = seq_xcalloc(g->count + 1, sizeof *g->functions);
  g->from_main = seq_xcalloc(g->count + 1, sizeof *g->from_main);
  g->from_others = seq_xcalloc(g->count + 1, sizeof *g->from_others);
  unsigned n = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0 && !seq_is_model(fn))
      g->functions[n++] = fn;
  unsigned main_index = seq_function_index(g, main_fn);
  if (main_index < g->count)
    seq_reach(g, main_index, g->from_main);
  for (unsigned i = 0; i < g->count; i++)
    if (seq_address_taken(g->functions[i]))
      seq_reach(g, i, g->from_others);
}

static void seq_callgraph_free(seq_callgraph *g) {
  free(g->functions);
  free(g->from_main);
  free(g->from_others);
}

/* Whether every instruction that uses `value` (through constant expressions) is in a
   function that only main's thread runs. */
static bool seq_used_by_main_only(const seq_callgraph *g, LLVMValueRef value, unsigned depth) {
  if (depth > 16)
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(value); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsAConstantExpr(user)) {
      if (!seq_used_by_main_only(g, user, depth + 1))
        return false;
      continue;
    }
    if (!LLVMIsAInstruction(user))
      return false; /* in another global's initializer: its address is stored */
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
    unsigned k = seq_function_index(g, fn);
    if (k == g->count || !g->from_main[k] || g->from_others[k])
      return false;
  }
  return true;
}

static bool seq_candidate(LLVMValueRef global) {
  return LLVMGetInitializer(global) && !LLVMIsThreadLocal(global) &&
         !LLVMIsGlobalConstant(global) && !seq_starts_with(seq_name(global), "__cbounds_") &&
         !seq_address_escapes(global);
}

unsigned seq_mark_main_only_globals(LLVMModuleRef module, LLVMValueRef main_fn) {
  seq_callgraph g;
  seq_callgraph_build(&g, module, main_fn);
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  unsigned kind = LLVMGetMDKindIDInContext(ctx, SEQ_LOCAL_MD, strlen(SEQ_LOCAL_MD));
  unsigned count = 0;
  for (LLVMValueRef global = LLVMGetFirstGlobal(module); global;
       global = LLVMGetNextGlobal(global)) {
    if (!seq_candidate(global) || !seq_used_by_main_only(&g, global, 0))
      continue;
    LLVMGlobalSetMetadata(global, kind, LLVMMDNodeInContext2(ctx, NULL, 0));
    count++;
  }
  seq_callgraph_free(&g);
  return count;
}

bool seq_is_main_only_global(LLVMValueRef global) {
  if (!LLVMIsAGlobalVariable(global))
    return false;
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(global));
  unsigned kind = LLVMGetMDKindIDInContext(ctx, SEQ_LOCAL_MD, strlen(SEQ_LOCAL_MD));
  size_t count = 0;
  LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(global, &count);
  bool marked = false;
  for (size_t i = 0; i < count && !marked; i++)
    marked = LLVMValueMetadataEntriesGetKind(entries, (unsigned)i) == kind;
  if (entries)
    LLVMDisposeValueMetadataEntries(entries);
  return marked;
}

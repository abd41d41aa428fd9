/* seq_globals.c: globals only main's thread uses (see seq_globals.h). */
#include "passes/seq_globals.h"

#include <string.h>

#include "passes/seq.h"
#include "passes/seq_callgraph.h"
#include "passes/seq_shared.h"
#include "passes/seq_util.h"

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
    if (!seq_callgraph_main_only(g, fn))
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

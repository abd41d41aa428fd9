/* mem_hint.c: guesses that follow the native run's memory (mem_hint.h). */
#include "encoder/mem_hint.h"

#include <stdlib.h>
#include <string.h>

#include "encoder/alloc.h"

int mem_hint_digit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

static unsigned mem_hint_kind(LLVMContextRef ctx) {
  return LLVMGetMDKindIDInContext(ctx, MEM_HINT_METADATA, (unsigned)strlen(MEM_HINT_METADATA));
}

bool mem_hint_is_local(LLVMValueRef alloca) {
  if (!alloca || !LLVMIsAAllocaInst(alloca))
    return false;
  size_t length;
  LLVMGetValueName2(alloca, &length);
  LLVMBasicBlockRef block = LLVMGetInstructionParent(alloca);
  LLVMValueRef count = LLVMGetOperand(alloca, 0);
  return length > 0 && block == LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(block)) &&
         LLVMIsAConstantInt(count) && LLVMConstIntGetZExtValue(count) == 1;
}

LLVMValueRef mem_hint_local(LLVMModuleRef module, const char *name) {
  LLVMValueRef fn = LLVMGetNamedFunction(module, "main");
  if (!fn || LLVMCountBasicBlocks(fn) == 0)
    return NULL;
  for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)); i;
       i = LLVMGetNextInstruction(i)) {
    size_t length;
    if (mem_hint_is_local(i) && !strcmp(LLVMGetValueName2(i, &length), name))
      return i;
  }
  return NULL;
}

/* The hint node (as a value) of a global or of one of main's locals, or NULL. */
static LLVMValueRef mem_hint_node(LLVMValueRef origin) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(origin));
  unsigned kind = mem_hint_kind(ctx);
  if (LLVMIsAInstruction(origin))
    return LLVMHasMetadata(origin) ? LLVMGetMetadata(origin, kind) : NULL;
  size_t count = 0;
  LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(origin, &count);
  LLVMValueRef node = NULL;
  for (size_t i = 0; i < count && !node; i++)
    if (LLVMValueMetadataEntriesGetKind(entries, (unsigned)i) == kind)
      node = LLVMMetadataAsValue(ctx, LLVMValueMetadataEntriesGetMetadata(entries, (unsigned)i));
  if (entries)
    LLVMDisposeValueMetadataEntries(entries);
  return node;
}

bool mem_hint_present(LLVMModuleRef module) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g))
    if (mem_hint_node(g))
      return true;
  LLVMValueRef fn = LLVMGetNamedFunction(module, "main");
  if (!fn || LLVMCountBasicBlocks(fn) == 0)
    return false;
  for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)); i;
       i = LLVMGetNextInstruction(i))
    if (mem_hint_is_local(i) && mem_hint_node(i))
      return true;
  return false;
}

/* The string of round `round` on the global's metadata node, or NULL. */
static const char *mem_hint_string(LLVMValueRef global, unsigned round, unsigned *length) {
  LLVMValueRef node = mem_hint_node(global);
  const char *text = NULL;
  if (node) {
    unsigned operands = LLVMGetMDNodeNumOperands(node);
    if (round - 2 >= operands)
      return NULL;
    LLVMValueRef *ops = cb_malloc(operands * sizeof *ops);
    LLVMGetMDNodeOperands(node, ops);
    text = ops[round - 2] ? LLVMGetMDString(ops[round - 2], length) : NULL;
    free(ops);
  }
  return text;
}

bool mem_hint_byte(LLVMValueRef origin, uint64_t offset, unsigned round, uint8_t *value) {
  if (!origin || round < 2 || !(LLVMIsAGlobalVariable(origin) || mem_hint_is_local(origin)))
    return false;
  unsigned length = 0;
  const char *text = mem_hint_string(origin, round, &length);
  if (!text || 2 * offset + 1 >= length)
    return false;
  int hi = mem_hint_digit(text[2 * offset]), lo = mem_hint_digit(text[2 * offset + 1]);
  if (hi < 0 || lo < 0)
    return false;
  *value = (uint8_t)(hi << 4 | lo);
  return true;
}

bool mem_hint_alive(LLVMValueRef origin, unsigned round) {
  if (!origin || round < 2 || !mem_hint_is_local(origin))
    return false;
  unsigned length = 0;
  return mem_hint_string(origin, round, &length) && length > 0;
}

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

/* The global's hint node (as a value), or NULL. */
static LLVMValueRef mem_hint_node(LLVMValueRef global) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(global));
  unsigned kind = LLVMGetMDKindIDInContext(ctx, MEM_HINT_METADATA,
                                           (unsigned)strlen(MEM_HINT_METADATA));
  size_t count = 0;
  LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(global, &count);
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

bool mem_hint_byte(LLVMValueRef global, uint64_t offset, unsigned round, uint8_t *value) {
  if (!global || round < 2 || !LLVMIsAGlobalVariable(global))
    return false;
  unsigned length = 0;
  const char *text = mem_hint_string(global, round, &length);
  if (!text || 2 * offset + 1 >= length)
    return false;
  int hi = mem_hint_digit(text[2 * offset]), lo = mem_hint_digit(text[2 * offset + 1]);
  if (hi < 0 || lo < 0)
    return false;
  *value = (uint8_t)(hi << 4 | lo);
  return true;
}

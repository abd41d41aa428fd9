/* mem_hint.c: guesses that follow the native run's memory (mem_hint.h). */
#include "encoder/mem_hint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

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

/* The named metadata of the heap blocks' hints, or NULL. */
static LLVMNamedMDNodeRef mem_hint_heap_nodes(LLVMModuleRef module) {
  return LLVMGetNamedMetadata(module, MEM_HINT_HEAP_METADATA, strlen(MEM_HINT_HEAP_METADATA));
}

bool mem_hint_present(LLVMModuleRef module) {
  if (mem_hint_heap_nodes(module))
    return true;
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

/* Operand `index` of a metadata node (as a value) as a string, or NULL. */
static const char *mem_hint_operand(LLVMValueRef node, unsigned index, unsigned *length) {
  unsigned operands = LLVMGetMDNodeNumOperands(node);
  if (index >= operands)
    return NULL;
  LLVMValueRef *ops = cb_malloc(operands * sizeof *ops);
  LLVMGetMDNodeOperands(node, ops);
  const char *text = ops[index] ? LLVMGetMDString(ops[index], length) : NULL;
  free(ops);
  return text;
}

LLVMValueRef mem_hint_heap_node(LLVMModuleRef module, unsigned thread, unsigned index) {
  unsigned count = LLVMGetNamedMetadataNumOperands(module, MEM_HINT_HEAP_METADATA);
  if (!count)
    return NULL;
  char name[48];
  snprintf(name, sizeof name, MEM_HINT_HEAP_PREFIX "%u:%u", thread, index);
  LLVMValueRef *nodes = cb_malloc(count * sizeof *nodes);
  LLVMGetNamedMetadataOperands(module, MEM_HINT_HEAP_METADATA, nodes);
  LLVMValueRef found = NULL;
  for (unsigned i = 0; i < count && !found; i++) {
    unsigned length = 0;
    const char *text = mem_hint_operand(nodes[i], 0, &length);
    if (text && length == strlen(name) && !memcmp(text, name, length))
      found = nodes[i];
  }
  free(nodes);
  return found;
}

const char *mem_hint_text(const mem_object *o, unsigned round, unsigned *length) {
  if (!o || round < 2)
    return NULL;
  if (o->kind == MEM_HEAP) {
    const char *text = o->run_hints ? mem_hint_operand(o->run_hints, round - 1, length) : NULL;
    return text && *length > 0 ? text : NULL;
  }
  LLVMValueRef origin = o->origin;
  if (!origin || !(LLVMIsAGlobalVariable(origin) || mem_hint_is_local(origin)))
    return NULL;
  LLVMValueRef node = mem_hint_node(origin);
  const char *text = node ? mem_hint_operand(node, round - 2, length) : NULL;
  return text && *length > 0 ? text : NULL;
}

bool mem_hint_byte(const char *text, unsigned length, uint64_t offset, uint8_t *value) {
  if (!text || 2 * offset + 1 >= length)
    return false;
  int hi = mem_hint_digit(text[2 * offset]), lo = mem_hint_digit(text[2 * offset + 1]);
  if (hi < 0 || lo < 0)
    return false;
  *value = (uint8_t)(hi << 4 | lo);
  return true;
}

bool mem_hint_text_covers(const char *text, unsigned length, uint64_t offset) {
  uint8_t byte;
  return text && (mem_hint_byte(text, length, offset, &byte) ||
                  (2 * offset < length && text[2 * offset] == '*'));
}

bool mem_hint_covers(const mem_object *o, unsigned round, uint64_t offset) {
  unsigned length = 0;
  const char *text = mem_hint_text(o, round, &length);
  return mem_hint_text_covers(text, length, offset);
}

/* A decimal number at *p (before end; metadata strings are not terminated): true and
   *value, *p past it. */
static bool mem_hint_number(const char **p, const char *end, uint64_t *value) {
  const char *q = *p;
  uint64_t v = 0;
  while (q < end && *q >= '0' && *q <= '9')
    v = 10 * v + (uint64_t)(*q++ - '0');
  if (q == *p)
    return false;
  *p = q;
  *value = v;
  return true;
}

bool mem_hint_pointer(const char *text, unsigned length, uint64_t offset,
                      unsigned pointer_bytes, uint64_t *at, const char **target,
                      size_t *target_length, uint64_t *target_offset) {
  const char *end = text ? text + length : NULL;
  const char *p = text ? memchr(text, ' ', length) : NULL; /* the digits end there */
  uint64_t size = p ? (uint64_t)(p - text) / 2 : 0;
  if (!p || offset >= size || text[2 * offset] != '*')
    return false;
  while (p < end) {
    uint64_t word, delta;
    if (*p++ != ' ' || !mem_hint_number(&p, end, &word) || p >= end || *p++ != ' ')
      return false;
    const char *name = p;
    while (p < end && *p != ' ')
      p++;
    if (p >= end || p == name)
      return false;
    const char *name_end = p++;
    if (!mem_hint_number(&p, end, &delta))
      return false;
    if (word <= offset && offset < word + pointer_bytes && word + pointer_bytes <= size) {
      *at = word;
      *target = name;
      *target_length = (size_t)(name_end - name);
      *target_offset = delta;
      return true;
    }
  }
  return false;
}

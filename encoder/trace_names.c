/* trace_names.c: naming memory with the debug information (see trace_names.h). */
#include "encoder/trace_names.h"

#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"

/* DWARF tags (llvm/BinaryFormat/Dwarf.def). */
enum {
  TN_ARRAY = 0x01,
  TN_CLASS = 0x02,
  TN_MEMBER = 0x0d,
  TN_STRUCT = 0x13,
  TN_TYPEDEF = 0x16,
  TN_UNION = 0x17,
  TN_CONST = 0x26,
  TN_VOLATILE = 0x35,
  TN_RESTRICT = 0x37,
  TN_ATOMIC = 0x47,
  TN_POINTER = 0x0f,
  TN_BASE = 0x24,
  TN_SUBRANGE = 0x21,
};

/* Walks stop after this many steps (cyclic or absurdly deep metadata). */
#define TN_MAX_DEPTH 32

static unsigned tn_tag(LLVMValueRef node) {
  LLVMMetadataRef md = LLVMValueAsMetadata(node);
  switch (LLVMGetMetadataKind(md)) {
  case LLVMDIBasicTypeMetadataKind:
  case LLVMDIDerivedTypeMetadataKind:
  case LLVMDICompositeTypeMetadataKind:
  case LLVMDISubrangeMetadataKind:
    return LLVMGetDINodeTag(md);
  default:
    return 0;
  }
}

static uint64_t tn_size_bits(LLVMValueRef type) {
  return LLVMDITypeGetSizeInBits(LLVMValueAsMetadata(type));
}

/* The name of a DI node (operand 2 of types, 1 of variables), or NULL. */
static char *tn_name(LLVMValueRef node, unsigned index) {
  LLVMValueRef name = cb_md_operand(node, index);
  unsigned length = 0;
  const char *text = name ? LLVMGetMDString(name, &length) : NULL;
  return text && length ? cb_strndup(text, length) : NULL;
}

static bool tn_is_sync_typedef(LLVMValueRef type) {
  char *name = tn_name(type, 2);
  bool sync = name && (!strncmp(name, "pthread_", 8) || !strcmp(name, "sem_t"));
  free(name);
  return sync;
}

/* The type under typedefs and qualifiers; with sync, a synchronization typedef stays. */
static LLVMValueRef tn_strip(LLVMValueRef type, bool sync) {
  for (int depth = 0; type && depth < TN_MAX_DEPTH; depth++) {
    unsigned tag = tn_tag(type);
    if (tag == TN_TYPEDEF && sync && tn_is_sync_typedef(type))
      return type;
    if (tag != TN_TYPEDEF && tag != TN_CONST && tag != TN_VOLATILE && tag != TN_RESTRICT &&
        tag != TN_ATOMIC)
      return type;
    type = cb_md_operand(type, 3);
  }
  return NULL;
}

static char *tn_append(char *name, char *suffix) {
  char *joined = cb_format("%s%s", name, suffix);
  free(name);
  free(suffix);
  return joined;
}

/* The member of a struct or union that holds [offset, offset + size), or NULL;
   *member_offset is set to its offset in bytes. */
static LLVMValueRef tn_member(LLVMValueRef type, uint64_t offset, uint64_t size,
                              uint64_t *member_offset) {
  LLVMValueRef elements = cb_md_operand(type, 4);
  unsigned n = elements ? LLVMGetMDNodeNumOperands(elements) : 0;
  if (!n)
    return NULL;
  LLVMValueRef *members = cb_calloc(n, sizeof *members);
  LLVMGetMDNodeOperands(elements, members);
  LLVMValueRef found = NULL;
  for (unsigned i = 0; i < n && !found; i++) {
    if (!members[i] || tn_tag(members[i]) != TN_MEMBER)
      continue;
    LLVMMetadataRef md = LLVMValueAsMetadata(members[i]);
    uint64_t first = LLVMDITypeGetOffsetInBits(md) / 8;
    uint64_t end = (LLVMDITypeGetOffsetInBits(md) + LLVMDITypeGetSizeInBits(md) + 7) / 8;
    if (first <= offset && offset + (size ? size : 1) <= end) {
      found = members[i];
      *member_offset = first;
    }
  }
  free(members);
  return found;
}

/* The number of elements of a subrange, or 0 when not a constant. */
static uint64_t tn_count(LLVMValueRef subrange) {
  LLVMValueRef count = cb_md_operand(subrange, 0);
  if (!count || !LLVMIsAConstantInt(count))
    return 0;
  long long c = LLVMConstIntGetSExtValue(count);
  return c > 0 ? (uint64_t)c : 0;
}

/* Appends [i][j]... for an array type; false when the access is not inside one element
   (a whole-array copy). */
static bool tn_array(char **name, LLVMValueRef type, uint64_t *offset, uint64_t size) {
  LLVMValueRef element = tn_strip(cb_md_operand(type, 3), false);
  uint64_t element_size = element ? tn_size_bits(element) / 8 : 0;
  LLVMValueRef ranges = cb_md_operand(type, 4);
  unsigned dims = ranges ? LLVMGetMDNodeNumOperands(ranges) : 0;
  if (!element_size || !dims)
    return false;
  LLVMValueRef *subranges = cb_calloc(dims, sizeof *subranges);
  LLVMGetMDNodeOperands(ranges, subranges);
  /* stride of dimension d: the element size times the counts of the later dimensions */
  uint64_t *strides = cb_calloc(dims, sizeof *strides);
  bool ok = true;
  uint64_t stride = element_size;
  for (unsigned d = dims; d-- > 0;) {
    strides[d] = stride;
    uint64_t count = subranges[d] && tn_tag(subranges[d]) == TN_SUBRANGE ? tn_count(subranges[d]) : 0;
    if (d > 0 && !count)
      ok = false;
    stride *= count ? count : 1;
  }
  ok = ok && size <= element_size;
  for (unsigned d = 0; ok && d < dims; d++) {
    *name = tn_append(*name, cb_format("[%llu]", (unsigned long long)(*offset / strides[d])));
    *offset %= strides[d];
  }
  free(strides);
  free(subranges);
  return ok;
}

/* Appends the fields and indices of the bytes [offset, offset + size) of type. */
static char *tn_descend(char *name, LLVMValueRef type, uint64_t *offset, uint64_t size, bool sync,
                        LLVMValueRef *leaf) {
  for (int depth = 0; type && depth < TN_MAX_DEPTH; depth++) {
    type = tn_strip(type, sync);
    *leaf = type;
    unsigned tag = type ? tn_tag(type) : 0;
    if (!type || tag == TN_TYPEDEF) /* a synchronization object */
      break;
    if (tag == TN_STRUCT || tag == TN_CLASS || tag == TN_UNION) {
      uint64_t at = 0;
      LLVMValueRef member = tn_member(type, *offset, size, &at);
      char *field = member ? tn_name(member, 2) : NULL;
      if (!field)
        break;
      name = tn_append(name, cb_format(".%s", field));
      free(field);
      *offset -= at;
      type = cb_md_operand(member, 3);
    } else if (tag == TN_ARRAY) {
      if (!tn_array(&name, type, offset, size))
        break;
      type = cb_md_operand(type, 3);
    } else {
      break;
    }
  }
  return name;
}

/* 1 signed, 2 unsigned, 0 not known, from a base type's name as the trace's values;
   the character types add ENC_NAME_CHAR. */
static int tn_signedness(LLVMValueRef type) {
  if (!type || tn_tag(type) != TN_BASE)
    return 0;
  char *name = tn_name(type, 2);
  if (!name)
    return 0;
  int s = strstr(name, "unsigned") || !strcmp(name, "_Bool") || !strcmp(name, "bool") ? 2 : 1;
  if (!strcmp(name, "char") || !strcmp(name, "signed char") || !strcmp(name, "unsigned char"))
    s |= ENC_NAME_CHAR;
  free(name);
  return s;
}

/* The "dbg" attachment of a global: its DIGlobalVariable wrapped as a value, or NULL. */
static LLVMValueRef tn_global_variable(LLVMValueRef global) {
  LLVMContextRef context = LLVMGetModuleContext(LLVMGetGlobalParent(global));
  unsigned dbg = LLVMGetMDKindIDInContext(context, "dbg", 3);
  size_t n = 0;
  LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(global, &n);
  LLVMValueRef variable = NULL;
  for (unsigned i = 0; i < n && !variable; i++)
    if (LLVMValueMetadataEntriesGetKind(entries, i) == dbg) {
      LLVMMetadataRef expression = LLVMValueMetadataEntriesGetMetadata(entries, i);
      if (LLVMGetMetadataKind(expression) == LLVMDIGlobalVariableExpressionMetadataKind)
        variable = LLVMMetadataAsValue(context, LLVMDIGlobalVariableExpressionGetVariable(expression));
    }
  if (entries)
    LLVMDisposeValueMetadataEntries(entries);
  return variable;
}

/* The value a debug intrinsic's first operand wraps, or NULL. */
static LLVMValueRef tn_wrapped(LLVMValueRef call) {
  LLVMValueRef wrapped = LLVMGetOperand(call, 0);
  if (!wrapped || !LLVMIsAMDNode(wrapped) || LLVMGetMDNodeNumOperands(wrapped) != 1)
    return NULL;
  LLVMValueRef value = NULL;
  LLVMGetMDNodeOperands(wrapped, &value);
  return value;
}

static bool tn_calls(LLVMValueRef inst, const char *name) {
  if (!LLVMIsACallInst(inst))
    return false;
  LLVMValueRef callee = cb_called_function(inst);
  size_t length = 0;
  const char *callee_name = callee ? LLVMGetValueName2(callee, &length) : "";
  return !strcmp(callee_name, name);
}

/* The DILocalVariable of a debug intrinsic `intrinsic` in the function of `inst` that
   describes `value`, or NULL. */
static LLVMValueRef tn_local_variable(LLVMValueRef value, LLVMValueRef inst,
                                      const char *intrinsic) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (tn_calls(i, intrinsic) && tn_wrapped(i) == value)
        return LLVMGetOperand(i, 1);
  return NULL;
}

/* The DI variable of a global or an alloca, or NULL. */
static LLVMValueRef tn_variable(LLVMValueRef origin) {
  if (!origin)
    return NULL;
  if (LLVMIsAGlobalVariable(origin))
    return tn_global_variable(origin);
  if (LLVMIsAAllocaInst(origin))
    return tn_local_variable(origin, origin, "llvm.dbg.declare");
  return NULL;
}

/* The type a pointer type points to, or NULL. */
static LLVMValueRef tn_pointee(LLVMValueRef type) {
  type = tn_strip(type, false);
  return type && tn_tag(type) == TN_POINTER ? cb_md_operand(type, 3) : NULL;
}

/* The type of a heap object: what the variable its allocation was assigned to points to,
   where the allocating function's debug information says it, or NULL. */
static LLVMValueRef tn_heap_type(LLVMValueRef call) {
  if (!call || !LLVMIsAInstruction(call))
    return NULL;
  LLVMValueRef variable = tn_local_variable(call, call, "llvm.dbg.value");
  if (!variable)
    for (LLVMUseRef u = LLVMGetFirstUse(call); u && !variable; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) == call)
        variable = tn_variable(LLVMGetOperand(user, 1));
    }
  return variable ? tn_pointee(cb_md_operand(variable, 3)) : NULL;
}

struct enc_names {
  const memory *mem;
  char **base;          /* per object: its base name once looked up, else NULL */
  LLVMValueRef *type;   /* and its type (NULL: not known) */
};

enc_names *enc_names_new(const memory *mem) {
  enc_names *names = cb_calloc(1, sizeof *names);
  names->mem = mem;
  names->base = cb_calloc(mem->num_objects ? mem->num_objects : 1, sizeof *names->base);
  names->type = cb_calloc(mem->num_objects ? mem->num_objects : 1, sizeof *names->type);
  return names;
}

void enc_names_free(enc_names *names) {
  if (!names)
    return;
  for (unsigned i = 0; i < names->mem->num_objects; i++)
    free(names->base[i]);
  free(names->base);
  free(names->type);
  free(names);
}

/* The base name and type of an object; the type may be NULL. */
static char *tn_base(const mem_object *o, uint64_t id, LLVMValueRef *type) {
  *type = NULL;
  if (o->kind == MEM_HEAP) {
    *type = tn_heap_type(o->origin);
    return cb_format("heap#%llu", (unsigned long long)id);
  }
  LLVMValueRef variable = tn_variable(o->origin);
  char *name = variable ? tn_name(variable, 1) : NULL;
  if (name) {
    *type = cb_md_operand(variable, 3);
    return name;
  }
  size_t length = 0;
  const char *value_name = o->origin ? LLVMGetValueName2(o->origin, &length) : "";
  return length ? cb_strndup(value_name, length) : cb_format("object#%llu", (unsigned long long)id);
}

char *enc_lvalue_name(enc_names *names, uint64_t id, uint64_t offset, uint64_t size, bool sync,
                      int *signedness) {
  const memory *mem = names->mem;
  if (signedness)
    *signedness = 0;
  if (id == 0 || id >= mem->num_objects)
    return cb_strdup("?");
  const mem_object *o = &mem->objects[id];
  if (!names->base[id])
    names->base[id] = tn_base(o, id, &names->type[id]);
  LLVMValueRef type = names->type[id];
  char *name = cb_strdup(names->base[id]);
  if (o->kind == MEM_HEAP && type) {
    /* malloc(n * sizeof(T)): an array of T */
    uint64_t element = tn_size_bits(tn_strip(type, false) ? tn_strip(type, false) : type) / 8;
    if (element && o->capacity > element && size <= element) {
      name = tn_append(name, cb_format("[%llu]", (unsigned long long)(offset / element)));
      offset %= element;
    } else if (!element || o->capacity < element) {
      type = NULL;
    }
  }
  LLVMValueRef leaf = NULL;
  if (type)
    name = tn_descend(name, type, &offset, size, sync, &leaf);
  if (offset)
    return tn_append(cb_strdup("(&"), tn_append(name, cb_format(" + %llu)", (unsigned long long)offset)));
  if (signedness)
    *signedness = tn_signedness(leaf);
  return name;
}

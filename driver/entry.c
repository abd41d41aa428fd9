/* entry.c: the harness of --entry (entry.h). */
#include "driver/entry.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"

/* DWARF tags (llvm/BinaryFormat/Dwarf.def). */
enum {
  ENT_TAG_ARRAY = 0x01, ENT_TAG_MEMBER = 0x0d, ENT_TAG_POINTER = 0x0f,
  ENT_TAG_STRUCT = 0x13, ENT_TAG_TYPEDEF = 0x16, ENT_TAG_UNION = 0x17,
  ENT_TAG_CONST = 0x26, ENT_TAG_VOLATILE = 0x35, ENT_TAG_RESTRICT = 0x37,
  ENT_TAG_ATOMIC = 0x47,
};

/* Operand indices of DI nodes (llvm/IR/DebugInfoMetadata.h, getRaw*). */
#define ENT_SUBPROGRAM_TYPE 4
#define ENT_SUBROUTINE_TYPES 3
#define ENT_BASE_TYPE 3
#define ENT_ELEMENTS 4

typedef struct ent {
  LLVMModuleRef module;
  LLVMContextRef ctx;
  LLVMBuilderRef builder;
  LLVMTargetDataRef layout;
  LLVMTypeRef size_type, ptr;
} ent;

/* Operand k of a DI node, or NULL. */
static LLVMMetadataRef ent_operand(ent *h, LLVMMetadataRef node, unsigned k) {
  if (!node)
    return NULL;
  LLVMValueRef op = cb_md_operand(LLVMMetadataAsValue(h->ctx, node), k);
  return op && LLVMIsAMDNode(op) ? LLVMValueAsMetadata(op) : NULL;
}

static unsigned ent_num_operands(ent *h, LLVMMetadataRef node) {
  return node ? LLVMGetMDNodeNumOperands(LLVMMetadataAsValue(h->ctx, node)) : 0;
}

static uint16_t ent_tag(LLVMMetadataRef type) {
  return type && LLVMGetMetadataKind(type) != LLVMMDTupleMetadataKind ? LLVMGetDINodeTag(type) : 0;
}

/* The type without typedefs and qualifiers. */
static LLVMMetadataRef ent_strip(ent *h, LLVMMetadataRef type) {
  for (unsigned guard = 0; type && guard < 64; guard++) {
    uint16_t tag = ent_tag(type);
    if (tag != ENT_TAG_TYPEDEF && tag != ENT_TAG_CONST && tag != ENT_TAG_VOLATILE &&
        tag != ENT_TAG_RESTRICT && tag != ENT_TAG_ATOMIC)
      return type;
    type = ent_operand(h, type, ENT_BASE_TYPE);
  }
  return type;
}

static LLVMValueRef ent_call(ent *h, const char *name, LLVMTypeRef result, LLVMTypeRef *params,
                             LLVMValueRef *args, unsigned n) {
  LLVMTypeRef type = LLVMFunctionType(result, params, n, 0);
  LLVMValueRef f = LLVMGetNamedFunction(h->module, name);
  if (!f)
    f = LLVMAddFunction(h->module, name, type);
  return LLVMBuildCall2(h->builder, type, f, args, n, "");
}

/* An object nothing of which is represented: any access through it is cut. */
static LLVMValueRef ent_opaque_object(ent *h) {
  LLVMTypeRef params[2] = {h->size_type, h->size_type};
  LLVMValueRef args[2] = {LLVMConstInt(h->size_type, 4096, 0), LLVMConstInt(h->size_type, 0, 0)};
  return ent_call(h, "__cbounds_alloc_partial", h->ptr, params, args, 2);
}

static LLVMValueRef ent_any(ent *h, LLVMTypeRef type);

/* A fresh heap object whose bytes are any values, stored explicitly (in 8-byte words,
   then bytes) so that the native replay gives them the values of the trace. */
static LLVMValueRef ent_fresh_object(ent *h, uint64_t bytes) {
  LLVMTypeRef params[2] = {h->size_type, LLVMInt1TypeInContext(h->ctx)};
  LLVMValueRef args[2] = {LLVMConstInt(h->size_type, bytes, 0),
                          LLVMConstInt(LLVMInt1TypeInContext(h->ctx), 0, 0)};
  LLVMValueRef object = ent_call(h, "__cbounds_alloc", h->ptr, params, args, 2);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(h->ctx), i64 = LLVMInt64TypeInContext(h->ctx);
  for (uint64_t at = 0; at < bytes;) {
    LLVMTypeRef type = bytes - at >= 8 ? i64 : i8;
    LLVMValueRef offset = LLVMConstInt(h->size_type, at, 0);
    LLVMValueRef where = LLVMBuildGEP2(h->builder, i8, object, &offset, 1, "");
    LLVMSetAlignment(LLVMBuildStore(h->builder, ent_any(h, type), where), 1);
    at += type == i64 ? 8 : 1;
  }
  return object;
}

static LLVMValueRef ent_pointer_to(ent *h, LLVMMetadataRef pointee, unsigned depth);

/* Stores into the object at `base` + offset of type `type` a fresh object for each
   pointer it holds (members, elements of arrays); *budget limits how many. */
static void ent_fill(ent *h, LLVMValueRef base, uint64_t offset, LLVMMetadataRef type,
                     unsigned depth, unsigned *budget) {
  type = ent_strip(h, type);
  uint16_t tag = ent_tag(type);
  if (!type || !*budget)
    return;
  if (tag == ENT_TAG_POINTER) {
    --*budget;
    LLVMValueRef value = ent_pointer_to(h, ent_operand(h, type, ENT_BASE_TYPE), depth);
    LLVMValueRef at = LLVMBuildGEP2(h->builder, LLVMInt8TypeInContext(h->ctx), base,
                                    (LLVMValueRef[]){LLVMConstInt(h->size_type, offset, 0)}, 1, "");
    LLVMBuildStore(h->builder, value, at);
    return;
  }
  if (tag == ENT_TAG_STRUCT) { /* not unions: which member holds is not known */
    LLVMMetadataRef elements = ent_operand(h, type, ENT_ELEMENTS);
    for (unsigned k = 0; k < ent_num_operands(h, elements) && *budget; k++) {
      LLVMMetadataRef member = ent_operand(h, elements, k);
      if (ent_tag(member) != ENT_TAG_MEMBER || LLVMDITypeGetOffsetInBits(member) % 8)
        continue; /* static members, bit-fields */
      ent_fill(h, base, offset + LLVMDITypeGetOffsetInBits(member) / 8,
               ent_operand(h, member, ENT_BASE_TYPE), depth, budget);
    }
  } else if (tag == ENT_TAG_ARRAY) {
    LLVMMetadataRef element = ent_strip(h, ent_operand(h, type, ENT_BASE_TYPE));
    uint64_t size = LLVMDITypeGetSizeInBits(type) / 8;
    uint64_t each = element ? LLVMDITypeGetSizeInBits(element) / 8 : 0;
    for (uint64_t at = 0; each && at + each <= size && *budget; at += each)
      ent_fill(h, base, offset + at, element, depth, budget);
  }
}

/* A pointer to a fresh object of the pointee type, depth levels of pointers left. */
static LLVMValueRef ent_pointer_to(ent *h, LLVMMetadataRef pointee, unsigned depth) {
  LLVMMetadataRef type = ent_strip(h, pointee);
  uint64_t bits = type ? LLVMDITypeGetSizeInBits(type) : 0;
  if (!depth || !bits || bits % 8 || bits / 8 > 1024)
    return ent_opaque_object(h);
  LLVMValueRef object = ent_fresh_object(h, bits / 8);
  unsigned budget = ENT_MAX_MEMBERS;
  ent_fill(h, object, 0, type, depth - 1, &budget);
  return object;
}

/* Any value of an integer or floating-point type (a __cbounds_nondet_* primitive). */
static LLVMValueRef ent_any(ent *h, LLVMTypeRef type) {
  char *name = cb_format("__cbounds_nondet_entry_%s",
                         LLVMGetTypeKind(type) == LLVMIntegerTypeKind ? "int" :
                         LLVMGetTypeKind(type) == LLVMFloatTypeKind ? "float" : "double");
  char *full = LLVMGetTypeKind(type) == LLVMIntegerTypeKind
                   ? cb_format("%s%u", name, LLVMGetIntTypeWidth(type)) : cb_strdup(name);
  LLVMValueRef value = ent_call(h, full, type, NULL, NULL, 0);
  free(name);
  free(full);
  return value;
}

/* The C types of the function's parameters from its debug information (NULL entries
   where unknown). */
static LLVMMetadataRef *ent_param_types(ent *h, LLVMValueRef fn, unsigned n) {
  LLVMMetadataRef *types = cb_calloc(n ? n : 1, sizeof *types);
  LLVMMetadataRef sp = LLVMGetSubprogram(fn);
  LLVMMetadataRef sub = ent_operand(h, sp, ENT_SUBPROGRAM_TYPE);
  LLVMMetadataRef list = ent_operand(h, sub, ENT_SUBROUTINE_TYPES);
  if (list && ent_num_operands(h, list) == n + 1) /* the result first */
    for (unsigned i = 0; i < n; i++)
      types[i] = ent_operand(h, list, i + 1);
  return types;
}

static LLVMValueRef ent_argument(ent *h, LLVMValueRef fn, unsigned i, LLVMTypeRef type,
                                 LLVMMetadataRef c_type) {
  LLVMTypeKind kind = LLVMGetTypeKind(type);
  if (kind == LLVMIntegerTypeKind || kind == LLVMFloatTypeKind || kind == LLVMDoubleTypeKind)
    return ent_any(h, type);
  if (kind != LLVMPointerTypeKind)
    return NULL;
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  LLVMAttributeRef copy = LLVMGetEnumAttributeAtIndex(fn, i + 1, byval);
  if (copy) { /* a struct by value: its bytes, any values */
    LLVMTypeRef of = LLVMGetTypeAttributeValue(copy);
    return ent_fresh_object(h, LLVMABISizeOfType(h->layout, of));
  }
  c_type = ent_strip(h, c_type);
  if (ent_tag(c_type) != ENT_TAG_POINTER)
    return ent_opaque_object(h);
  return ent_pointer_to(h, ent_operand(h, c_type, ENT_BASE_TYPE), ENT_DEPTH);
}

bool ent_make_harness(LLVMModuleRef module, const char *function, char **error) {
  LLVMValueRef fn = LLVMGetNamedFunction(module, function);
  if (!fn || LLVMCountBasicBlocks(fn) == 0) {
    *error = cb_format("--entry %s: the program defines no function %s", function, function);
    return false;
  }
  ent h = {.module = module, .ctx = LLVMGetModuleContext(module)};
  h.layout = LLVMGetModuleDataLayout(module);
  h.size_type = LLVMIntPtrTypeInContext(h.ctx, h.layout);
  h.ptr = LLVMPointerTypeInContext(h.ctx, 0);
  LLVMValueRef old_main = LLVMGetNamedFunction(module, "main");
  if (old_main && old_main != fn) {
    LLVMSetValueName2(old_main, "__cbounds_replaced_main", strlen("__cbounds_replaced_main"));
    if (!LLVMCountBasicBlocks(old_main))
      LLVMSetLinkage(old_main, LLVMExternalLinkage);
  } else if (old_main == fn) {
    LLVMSetValueName2(fn, "__cbounds_entry_main", strlen("__cbounds_entry_main"));
  }
  LLVMTypeRef i32 = LLVMInt32TypeInContext(h.ctx);
  LLVMTypeRef main_type = LLVMFunctionType(i32, NULL, 0, 0);
  LLVMValueRef main_fn = LLVMAddFunction(module, "main", main_type);
  h.builder = LLVMCreateBuilderInContext(h.ctx);
  LLVMPositionBuilderAtEnd(h.builder, LLVMAppendBasicBlockInContext(h.ctx, main_fn, "entry"));
  LLVMTypeRef fn_type = LLVMGlobalGetValueType(fn);
  unsigned n = LLVMCountParamTypes(fn_type);
  LLVMTypeRef *types = cb_calloc(n ? n : 1, sizeof *types);
  LLVMGetParamTypes(fn_type, types);
  LLVMMetadataRef *c_types = ent_param_types(&h, fn, n);
  LLVMValueRef *args = cb_calloc(n ? n : 1, sizeof *args);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) {
    args[i] = ent_argument(&h, fn, i, types[i], c_types[i]);
    ok = args[i] != NULL;
  }
  if (ok) {
    LLVMValueRef call = LLVMBuildCall2(h.builder, fn_type, fn, args, n, "");
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    for (unsigned i = 0; i < n; i++) {
      LLVMAttributeRef copy = LLVMGetEnumAttributeAtIndex(fn, i + 1, byval);
      if (copy)
        LLVMAddCallSiteAttribute(call, i + 1, copy);
    }
    LLVMBuildRet(h.builder, LLVMConstInt(i32, 0, 0));
  } else {
    *error = cb_format("--entry %s: a parameter of a type the harness cannot make (only "
                       "integers, floating point, pointers and structs by value)", function);
    LLVMDeleteFunction(main_fn);
  }
  LLVMDisposeBuilder(h.builder);
  free(types);
  free(c_types);
  free(args);
  return ok;
}

#include "encoder/llvm_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

/* Parses LLVM's printed form "iN <decimal>" into little-endian 64-bit words. The C API
   has no accessor for the bits of a constant wider than 64. */
static const bv *cb_const_int_wide(bvm *m, LLVMValueRef constant, unsigned width) {
  char *text = LLVMPrintValueToString(constant);
  const char *p = strchr(text, ' ');
  p = p ? p + 1 : text;
  bool negative = *p == '-';
  if (negative)
    p++;
  unsigned num_words = (width + 63) / 64;
  uint64_t *words = cb_calloc(num_words, sizeof *words);
  for (; *p >= '0' && *p <= '9'; p++) {
    unsigned __int128 carry = (unsigned)(*p - '0');
    for (unsigned i = 0; i < num_words; i++) {
      unsigned __int128 x = (unsigned __int128)words[i] * 10 + carry;
      words[i] = (uint64_t)x;
      carry = x >> 64;
    }
  }
  if (negative) { /* two's complement: invert and add one */
    unsigned __int128 carry = 1;
    for (unsigned i = 0; i < num_words; i++) {
      unsigned __int128 x = (unsigned __int128)(uint64_t)~words[i] + carry;
      words[i] = (uint64_t)x;
      carry = x >> 64;
    }
  }
  if (!strncmp(p, "true", 4))
    words[0] = 1;
  const bv *result = bv_const_words(m, width, words);
  free(words);
  LLVMDisposeMessage(text);
  return result;
}

const bv *cb_const_int(bvm *m, LLVMValueRef constant) {
  unsigned width = LLVMGetIntTypeWidth(LLVMTypeOf(constant));
  if (width <= 64)
    return bv_const(m, width, LLVMConstIntGetZExtValue(constant));
  return cb_const_int_wide(m, constant, width);
}

bool cb_has_location(LLVMValueRef inst) { return LLVMGetDebugLocLine(inst) != 0; }

LLVMValueRef cb_first_located_instruction(LLVMBasicBlockRef block) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(block); i; i = LLVMGetNextInstruction(i))
    if (cb_has_location(i) && !cb_is_debug_intrinsic(i))
      return i;
  return NULL;
}

LLVMValueRef cb_called_function(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  return callee && LLVMIsAFunction(callee) ? callee : NULL;
}

bool cb_is_debug_intrinsic(LLVMValueRef inst) {
  if (!LLVMIsACallInst(inst))
    return false;
  LLVMValueRef fn = cb_called_function(inst);
  if (!fn)
    return false;
  size_t length;
  const char *name = LLVMGetValueName2(fn, &length);
  return length > 9 && !strncmp(name, "llvm.dbg.", 9);
}

const char *cb_opcode_description(LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMAlloca: return "stack object whose address is taken (alloca)";
  case LLVMLoad: return "load from memory";
  case LLVMStore: return "store to memory";
  case LLVMGetElementPtr: return "pointer arithmetic (getelementptr)";
  case LLVMPtrToInt: return "pointer to integer cast";
  case LLVMIntToPtr: return "integer to pointer cast";
  case LLVMAtomicCmpXchg: return "atomic compare-and-exchange";
  case LLVMAtomicRMW: return "atomic read-modify-write";
  case LLVMFence: return "memory fence";
  case LLVMVAArg: return "variadic argument (va_arg)";
  case LLVMExtractValue: return "aggregate value (extractvalue)";
  case LLVMInsertValue: return "aggregate value (insertvalue)";
  case LLVMExtractElement: case LLVMInsertElement: case LLVMShuffleVector:
    return "vector operation";
  case LLVMIndirectBr: return "computed goto (indirectbr)";
  case LLVMInvoke: case LLVMLandingPad: case LLVMResume: case LLVMCleanupRet:
  case LLVMCatchRet: case LLVMCatchPad: case LLVMCleanupPad: case LLVMCatchSwitch:
    return "exception handling";
  case LLVMFAdd: return "floating point (fadd)";
  case LLVMFSub: return "floating point (fsub)";
  case LLVMFMul: return "floating point (fmul)";
  case LLVMFDiv: return "floating point (fdiv)";
  case LLVMFRem: return "floating point (frem)";
  case LLVMFNeg: return "floating point (fneg)";
  case LLVMFCmp: return "floating point comparison (fcmp)";
  case LLVMFPToUI: case LLVMFPToSI: return "floating point to integer conversion";
  case LLVMUIToFP: case LLVMSIToFP: return "integer to floating point conversion";
  case LLVMFPTrunc: case LLVMFPExt: return "floating point conversion";
  default: break;
  }
  /* Anything else: the opcode as LLVM prints it. */
  static char buffer[64];
  char *text = LLVMPrintValueToString(inst);
  const char *p = strstr(text, " = ");
  p = p ? p + 3 : text;
  while (*p == ' ')
    p++;
  size_t n = strcspn(p, " ");
  if (n >= sizeof buffer - 16)
    n = sizeof buffer - 16;
  snprintf(buffer, sizeof buffer, "instruction '%.*s'", (int)n, p);
  LLVMDisposeMessage(text);
  return buffer;
}

bool cb_is_float_operation(LLVMOpcode op) {
  switch (op) {
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
  case LLVMFCmp: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP:
  case LLVMFPTrunc: case LLVMFPExt:
    return true;
  default:
    return false;
  }
}

bool cb_is_line_marker(LLVMValueRef inst) {
  if (!LLVMIsACallInst(inst) || !cb_has_location(inst))
    return false;
  LLVMValueRef fn = cb_called_function(inst);
  size_t length;
  return fn && !strcmp(LLVMGetValueName2(fn, &length), "llvm.donothing");
}

bool cb_call_compatible(LLVMTypeRef call, LLVMTypeRef function) {
  if (call == function)
    return true;
  if (LLVMGetReturnType(call) != LLVMGetReturnType(function))
    return false;
  unsigned n = LLVMCountParamTypes(call), m = LLVMCountParamTypes(function);
  if (n != m && !(LLVMIsFunctionVarArg(function) && n > m))
    return false;
  LLVMTypeRef *a = cb_calloc(n ? n : 1, sizeof *a), *b = cb_calloc(m ? m : 1, sizeof *b);
  LLVMGetParamTypes(call, a);
  LLVMGetParamTypes(function, b);
  bool same = true;
  for (unsigned i = 0; i < m && same; i++)
    same = a[i] == b[i];
  free(a);
  free(b);
  return same;
}

/* The width in bits of an integer (at most 64) or a pointer, 0 for any other type. */
static unsigned cb_register_bits(LLVMTargetDataRef layout, LLVMTypeRef type) {
  if (LLVMGetTypeKind(type) == LLVMPointerTypeKind)
    return 8 * LLVMPointerSize(layout);
  if (LLVMGetTypeKind(type) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(type) <= 64)
    return LLVMGetIntTypeWidth(type);
  return 0;
}

/* Whether a value of type `given` can be read as one of type `read` from its register:
   an integer as a narrower or equally wide one (the low bits), a pointer as an integer
   of its width and back. An integer argument read as a wider integer: the ABI leaves the
   upper bits undefined, but gcc and clang write a 32-bit value into its register (or
   4-byte stack slot) with a 32-bit instruction, which clears them, and extend a char or
   short to 32 bits first (signext/zeroext): CIL's `extern void *(calloc)();` called
   with ints, or a 32-bit size_t compiled for x86-64, runs the real function
   (sx_register_value()). Not a narrower result read as a wider one: a callee's return
   leaves no such guarantee. Not a pointer as a narrower integer: the encoder's pointers
   are an object and an offset, whose low bits are not the machine's. */
static bool cb_register_compatible(LLVMTargetDataRef layout, LLVMTypeRef given,
                                   LLVMTypeRef read, bool argument) {
  if (given == read)
    return true;
  unsigned a = cb_register_bits(layout, given), b = cb_register_bits(layout, read);
  bool pointer = LLVMGetTypeKind(given) == LLVMPointerTypeKind ||
                 LLVMGetTypeKind(read) == LLVMPointerTypeKind;
  /* i386 passes arguments on the stack, in 4-byte slots: a 64-bit integer takes two,
     and would shift every later argument if read as a narrower one. */
  if (argument && LLVMPointerSize(layout) == 4 && (a > 32) != (b > 32))
    return false;
  return a && b && (pointer ? a == b : a >= b || argument);
}

/* Whether argument i is passed by value (a copy in memory, not in a register) or is the
   address of a returned struct (sret), at the call or in the function. */
static bool cb_param_byval(LLVMValueRef call, LLVMValueRef function, unsigned i) {
  static const char *const kinds[] = {"byval", "sret", "inalloca"};
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
    unsigned kind = LLVMGetEnumAttributeKindForName(kinds[k], strlen(kinds[k]));
    if (LLVMGetCallSiteEnumAttribute(call, i + 1, kind) ||
        LLVMGetEnumAttributeAtIndex(function, i + 1, kind))
      return true;
  }
  return false;
}

bool cb_is_parameter_spill(LLVMValueRef inst) {
  return LLVMIsAStoreInst(inst) && LLVMIsAArgument(LLVMGetOperand(inst, 0)) &&
         LLVMIsAAllocaInst(LLVMGetOperand(inst, 1));
}

cb_abi_match cb_call_abi(LLVMTargetDataRef layout, LLVMValueRef call, LLVMValueRef fn) {
  LLVMTypeRef function = LLVMGlobalGetValueType(fn);
  cb_abi_match m = {.ok = true, .exact = true, .passed = LLVMCountParamTypes(function)};
  if (cb_call_compatible(LLVMGetCalledFunctionType(call), function))
    return m;
  m.exact = false;
  if (LLVMIsFunctionVarArg(function)) { /* va_arg reads what the call's type passed */
    m.ok = false;
    return m;
  }
  unsigned argc = LLVMGetNumArgOperands(call), params = LLVMCountParamTypes(function);
  LLVMTypeRef *types = cb_calloc(params ? params : 1, sizeof *types);
  LLVMGetParamTypes(function, types);
  if (argc < params)
    m.passed = argc;
  for (unsigned i = 0; i < m.passed && m.ok; i++)
    m.ok = !cb_param_byval(call, fn, i) &&
           cb_register_compatible(layout, LLVMTypeOf(LLVMGetOperand(call, i)), types[i], true);
  free(types);
  LLVMTypeRef want = LLVMGetReturnType(LLVMGetCalledFunctionType(call));
  LLVMTypeRef gives = LLVMGetReturnType(function);
  if (LLVMGetTypeKind(want) == LLVMVoidTypeKind)
    return m;
  if (LLVMGetTypeKind(gives) == LLVMVoidTypeKind)
    m.missing_result = true;
  else if (m.ok)
    m.ok = cb_register_compatible(layout, gives, want, false);
  return m;
}

bool cb_global_has_metadata(LLVMValueRef global, const char *name) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(global));
  unsigned kind = LLVMGetMDKindIDInContext(ctx, name, (unsigned)strlen(name));
  size_t count = 0;
  LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(global, &count);
  bool found = false;
  for (size_t i = 0; i < count && !found; i++)
    found = LLVMValueMetadataEntriesGetKind(entries, (unsigned)i) == kind;
  if (entries)
    LLVMDisposeValueMetadataEntries(entries);
  return found;
}

LLVMValueRef cb_md_operand(LLVMValueRef node, unsigned index) {
  if (!node || !LLVMIsAMDNode(node) || LLVMIsAValueAsMetadata(node))
    return NULL;
  unsigned n = LLVMGetMDNodeNumOperands(node);
  if (index >= n)
    return NULL;
  LLVMValueRef *ops = cb_calloc(n, sizeof *ops);
  LLVMGetMDNodeOperands(node, ops);
  LLVMValueRef op = ops[index];
  free(ops);
  return op;
}

unsigned cb_param_index(LLVMValueRef arg) {
  unsigned i = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(LLVMGetParamParent(arg)); p != arg; p = LLVMGetNextParam(p))
    i++;
  return i;
}

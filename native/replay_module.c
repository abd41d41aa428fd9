/* replay_module.c: the sequential module made ready for a native build (replay_module.h). */
#include "native/replay_module.h"

#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Target.h>

#include "base/alloc.h"
#include "base/vec.h"
#include "encoder/llvm_util.h"
#include "encoder/mem_hint.h"
#include "native/replay_abi.h"

/* Defined natively by replay_runtime.c. */
static const char *const rpm_runtime[] = {
    "__cbounds_assume",      "__cbounds_error",      "__cbounds_alloc",
    "__cbounds_free",        "__cbounds_object_size", "__cbounds_unsupported",
    "__cbounds_alloc_partial",
    "__cbounds_bound",       "__cbounds_round",      "__cbounds_set_round",
    "__cbounds_thread_call", "__cbounds_thread_exit", "__cbounds_rounds_check",
    "__cbounds_context",     "__cbounds_race_note",  "__cbounds_replay_next",
    "__cbounds_replay_high", "__cbounds_replay_call_check", "__cbounds_replay_poison",
    "__cbounds_replay_division_check", "__cbounds_threads_begin", "__cbounds_end_state",
    "__cbounds_deadlock", "__cbounds_replay_argument_check", "__cbounds_replay_result_check",
    "__cbounds_replay_overflow_check",
};

/* The schedule search (native/search.c): the models' scheduling decisions become
   declarations, which the runtime defines (its strategy makes and records them), and
   so do main's arguments (a run is the program started without any: drawn at random,
   most would fail the models' assumptions on them). */
static const char *const rpm_search_decisions[] = {
    "__cbounds_seq_choose_stop", "__cbounds_seq_choose_round", "__cbounds_main_argc",
    "__cbounds_main_argv",       "__cbounds_main_envp",
};

/* The sequential program's bookkeeping that belongs to the running thread. */
static const char *const rpm_per_thread[] = {
    "__cbounds_seq_self", "__cbounds_seq_atomic", "__cbounds_seq_stopped", "__cbounds_seq_count",
};

static bool rpm_in(const char *name, const char *const *list, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(name, list[i]))
      return true;
  return false;
}

static const char *rpm_name(LLVMValueRef v) {
  size_t length;
  return LLVMGetValueName2(v, &length);
}

static bool rpm_starts_with(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

typedef struct rpm {
  LLVMModuleRef module;
  LLVMContextRef ctx;
  LLVMBuilderRef builder;
  LLVMTargetDataRef layout;
  LLVMTypeRef i32, i64, next_type, high_type;
  LLVMValueRef next, high;
  LLVMValueRef user_main; /* the program's main, renamed by rpm_functions */
  bool overflow;          /* --property no-overflow: check nsw + - * and shift traps */
} rpm;

static LLVMValueRef rpm_declare(LLVMModuleRef m, const char *name, LLVMTypeRef type) {
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  return f ? f : LLVMAddFunction(m, name, type);
}

/* The next value of the stream, `width` bits, as an iN (N <= 128). */
static LLVMValueRef rpm_next_bits(rpm *r, unsigned width, bool pointer) {
  LLVMValueRef args[2] = {LLVMConstInt(r->i32, pointer ? 0 : width, 0),
                          LLVMConstInt(r->i32, pointer, 0)};
  LLVMValueRef lo = LLVMBuildCall2(r->builder, r->next_type, r->next, args, 2, "lo");
  LLVMTypeRef type = LLVMIntTypeInContext(r->ctx, width);
  if (width <= 64)
    return width == 64 ? lo : LLVMBuildTrunc(r->builder, lo, type, "");
  LLVMValueRef hi = LLVMBuildCall2(r->builder, r->high_type, r->high, NULL, 0, "hi");
  LLVMValueRef wide_lo = LLVMBuildZExt(r->builder, lo, type, "");
  LLVMValueRef wide_hi = LLVMBuildShl(r->builder, LLVMBuildZExt(r->builder, hi, type, ""),
                                      LLVMConstInt(type, 64, 0), "");
  return LLVMBuildOr(r->builder, wide_lo, wide_hi, "");
}

/* A value of `type` from the stream, or NULL where the encoder gives none (then the
   function returns zero and takes nothing: the encoder cuts such calls). */
static LLVMValueRef rpm_stream_value(rpm *r, LLVMTypeRef type) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMIntegerTypeKind: {
    unsigned width = LLVMGetIntTypeWidth(type);
    return width <= 128 ? rpm_next_bits(r, width, false) : NULL;
  }
  case LLVMPointerTypeKind: {
    LLVMValueRef bits = rpm_next_bits(r, 64, true);
    return LLVMBuildIntToPtr(r->builder, bits, type, "");
  }
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: {
    unsigned width = LLVMGetTypeKind(type) == LLVMFloatTypeKind ? 32 : 64;
    return LLVMBuildBitCast(r->builder, rpm_next_bits(r, width, false), type, "");
  }
  case LLVMStructTypeKind:
  case LLVMArrayTypeKind: { /* the memory image, as the encoder holds aggregates */
    unsigned long long bytes = LLVMStoreSizeOfType(r->layout, type);
    if (!bytes || bytes > 16)
      return NULL;
    LLVMValueRef slot = LLVMBuildAlloca(r->builder, type, "");
    LLVMBuildStore(r->builder, LLVMConstNull(type), slot);
    LLVMBuildStore(r->builder, rpm_next_bits(r, (unsigned)(8 * bytes), false), slot);
    return LLVMBuildLoad2(r->builder, type, slot, "");
  }
  default:
    return NULL;
  }
}

/* A body for a function without one: its result is the next value of the stream. */
static void rpm_stream_body(rpm *r, LLVMValueRef f) {
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(r->ctx, f, "entry");
  LLVMPositionBuilderAtEnd(r->builder, entry);
  LLVMTypeRef type = LLVMGetReturnType(LLVMGlobalGetValueType(f));
  if (LLVMGetTypeKind(type) == LLVMVoidTypeKind) {
    LLVMBuildRetVoid(r->builder);
    return;
  }
  LLVMValueRef value = rpm_stream_value(r, type);
  LLVMBuildRet(r->builder, value ? value : LLVMConstNull(type));
}

/* reach_error(): the error, as the encoder sees the call (its body does not matter). */
static void rpm_error_body(rpm *r, LLVMValueRef f) {
  while (LLVMGetFirstBasicBlock(f))
    LLVMDeleteBasicBlock(LLVMGetFirstBasicBlock(f));
  LLVMTypeRef void_type = LLVMVoidTypeInContext(r->ctx);
  LLVMTypeRef error_type = LLVMFunctionType(void_type, &r->i32, 1, 0);
  LLVMValueRef error = rpm_declare(r->module, "__cbounds_error", error_type);
  LLVMPositionBuilderAtEnd(r->builder, LLVMAppendBasicBlockInContext(r->ctx, f, "entry"));
  LLVMValueRef kind = LLVMConstInt(r->i32, 2, 0);
  LLVMBuildCall2(r->builder, error_type, error, &kind, 1, "");
  LLVMBuildUnreachable(r->builder);
}

/* AddressSanitizer checks an access that C says is aligned by its first byte only; an
   access the encoder finds out of bounds may be unaligned (a long read at buf + 1).
   With alignment 1 every access is checked at its first and last byte. */
static void rpm_unaligned(LLVMValueRef i) {
  if ((LLVMIsALoadInst(i) || LLVMIsAStoreInst(i)) &&
      LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic)
    LLVMSetAlignment(i, 1);
}

/* A shift by the width or more gives any value (the encoder's fresh input, recorded in
   the stream where the shift is too far): result = too_far ? next value : shift. */
static void rpm_shift(rpm *r, LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  if (op != LLVMShl && op != LLVMLShr && op != LLVMAShr)
    return;
  LLVMTypeRef type = LLVMTypeOf(i);
  if (LLVMGetTypeKind(type) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(type) > 64)
    return;
  unsigned width = LLVMGetIntTypeWidth(type);
  LLVMValueRef amount = LLVMGetOperand(i, 1);
  if (LLVMIsAConstantInt(amount) && LLVMConstIntGetZExtValue(amount) < width)
    return;
  LLVMValueRef next = LLVMGetNextInstruction(i);
  LLVMPositionBuilderBefore(r->builder, next);
  LLVMValueRef too_far = LLVMBuildICmp(r->builder, LLVMIntUGE, amount,
                                       LLVMConstInt(type, width, 0), "");
  LLVMTypeRef params[2] = {r->i32, r->i32};
  LLVMTypeRef poison_type = LLVMFunctionType(r->i64, params, 2, 0);
  LLVMValueRef poison = rpm_declare(r->module, "__cbounds_replay_poison", poison_type);
  LLVMValueRef args[2] = {LLVMBuildZExt(r->builder, too_far, r->i32, ""),
                          LLVMConstInt(r->i32, width, 0)};
  LLVMValueRef any = LLVMBuildCall2(r->builder, poison_type, poison, args, 2, "");
  if (width < 64)
    any = LLVMBuildTrunc(r->builder, any, type, "");
  LLVMValueRef placeholder = LLVMGetUndef(type);
  LLVMValueRef result = LLVMBuildSelect(r->builder, too_far, placeholder, placeholder, "");
  LLVMReplaceAllUsesWith(i, result);
  LLVMSetOperand(result, 1, any);
  LLVMSetOperand(result, 2, i);
}

/* A division by zero (or INT_MIN / -1) is an error for the encoder wherever the
   instruction is; natively a division whose result is unused is dropped by the code
   generator. So each division first asks the runtime to check its operands. */
static void rpm_division(rpm *r, LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  if (op != LLVMSDiv && op != LLVMUDiv && op != LLVMSRem && op != LLVMURem)
    return;
  LLVMTypeRef type = LLVMTypeOf(i);
  if (LLVMGetTypeKind(type) != LLVMIntegerTypeKind)
    return;
  LLVMPositionBuilderBefore(r->builder, i);
  LLVMValueRef a = LLVMGetOperand(i, 0), d = LLVMGetOperand(i, 1);
  LLVMValueRef bad = LLVMBuildICmp(r->builder, LLVMIntEQ, d, LLVMConstNull(type), "");
  if (op == LLVMSDiv || op == LLVMSRem) {
    unsigned width = LLVMGetIntTypeWidth(type);
    LLVMValueRef min = LLVMBuildShl(r->builder, LLVMConstInt(type, 1, 0),
                                    LLVMConstInt(type, width - 1, 0), "");
    LLVMValueRef overflow = LLVMBuildAnd(
        r->builder, LLVMBuildICmp(r->builder, LLVMIntEQ, a, min, ""),
        LLVMBuildICmp(r->builder, LLVMIntEQ, d, LLVMConstAllOnes(type), ""), "");
    bad = LLVMBuildOr(r->builder, bad, overflow, "");
  }
  LLVMTypeRef check_type = LLVMFunctionType(LLVMVoidTypeInContext(r->ctx), &r->i32, 1, 0);
  LLVMValueRef check = rpm_declare(r->module, "__cbounds_replay_division_check", check_type);
  LLVMValueRef arg = LLVMBuildZExt(r->builder, bad, r->i32, "");
  LLVMBuildCall2(r->builder, check_type, check, &arg, 1, "");
}

/* --property no-overflow: before each nsw add, sub and mul (C's signed + - *), whether
   it overflows (llvm.s*.with.overflow); clang's trap of a signed left shift
   (-fsanitize=shift-base) becomes the same check, failing. The encoder's error "signed
   ... overflow" (kind 8 in replay_runtime.c). */
static void rpm_overflow(rpm *r, LLVMValueRef i) {
  LLVMTypeRef check_type = LLVMFunctionType(LLVMVoidTypeInContext(r->ctx), &r->i32, 1, 0);
  LLVMValueRef bad = NULL;
  if (LLVMIsACallInst(i)) {
    LLVMValueRef callee = LLVMGetCalledValue(i);
    size_t length;
    const char *name = callee ? LLVMGetValueName2(callee, &length) : "";
    if (strcmp(name, "llvm.ubsantrap"))
      return;
    LLVMPositionBuilderBefore(r->builder, i);
    bad = LLVMConstInt(r->i32, 1, 0);
  } else {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    const char *intrinsic = op == LLVMAdd ? "llvm.sadd.with.overflow"
                            : op == LLVMSub ? "llvm.ssub.with.overflow"
                            : op == LLVMMul ? "llvm.smul.with.overflow" : NULL;
    LLVMTypeRef type = LLVMTypeOf(i);
    if (!intrinsic || !LLVMGetNSW(i) || LLVMGetTypeKind(type) != LLVMIntegerTypeKind)
      return;
    unsigned id = LLVMLookupIntrinsicID(intrinsic, strlen(intrinsic));
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(r->module, id, &type, 1);
    LLVMPositionBuilderBefore(r->builder, i);
    LLVMValueRef args[2] = {LLVMGetOperand(i, 0), LLVMGetOperand(i, 1)};
    LLVMValueRef pair = LLVMBuildCall2(r->builder, LLVMGlobalGetValueType(f), f, args, 2, "");
    bad = LLVMBuildZExt(r->builder, LLVMBuildExtractValue(r->builder, pair, 1, ""), r->i32, "");
  }
  LLVMValueRef check = rpm_declare(r->module, "__cbounds_replay_overflow_check", check_type);
  LLVMBuildCall2(r->builder, check_type, check, &bad, 1, "");
}

/* Uninitialized memory: the encoder gives it fresh values that the streams do not hold.
   Natively the stack holds whatever was there (a replay that depends on it would pass
   or fail by chance); each stack object of constant size is filled with 0xAA bytes
   instead, as AddressSanitizer fills heap blocks with 0xBE: deterministic, and not the
   zero that a program without initialization often expects. */
static void rpm_fill_alloca(rpm *r, LLVMValueRef i) {
  if (!LLVMIsAAllocaInst(i))
    return;
  LLVMValueRef count = LLVMGetOperand(i, 0);
  if (!LLVMIsAConstantInt(count))
    return;
  unsigned long long size =
      LLVMABISizeOfType(r->layout, LLVMGetAllocatedType(i)) * LLVMConstIntGetZExtValue(count);
  if (!size)
    return;
  LLVMValueRef next = LLVMGetNextInstruction(i);
  while (next && LLVMIsAAllocaInst(next))
    next = LLVMGetNextInstruction(next); /* keep the allocas together */
  if (!next)
    return;
  LLVMPositionBuilderBefore(r->builder, next);
  LLVMBuildMemSet(r->builder, i, LLVMConstInt(LLVMInt8TypeInContext(r->ctx), 0xAA, 0),
                  LLVMConstInt(r->i64, size, 0), 1);
}

/* The purity a call inherits from the C library's declaration (glibc's atoi is
   __attribute_pure__: memory(read), willreturn) is not the model's, which reports race
   accesses and takes choices: with it, the native build drops a call whose result is
   unused even at -O0, and the replay missed a race the encoder found in it. */
static void rpm_impure_call(LLVMValueRef i) {
  static const char *const kinds[] = {"memory", "readonly", "readnone", "willreturn", "speculatable"};
  if (!LLVMIsACallInst(i))
    return;
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
    LLVMRemoveCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex,
                                    LLVMGetEnumAttributeKindForName(kinds[k], strlen(kinds[k])));
}

static void rpm_instructions(rpm *r, LLVMValueRef f) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      rpm_impure_call(i);
      rpm_fill_alloca(r, i);
      rpm_unaligned(i);
      rpm_shift(r, i);
      rpm_division(r, i);
      if (r->overflow)
        rpm_overflow(r, i);
    }
}

static void rpm_functions(rpm *r, bool races) {
  unsigned asan = LLVMGetEnumAttributeKindForName("sanitize_address", 16);
  LLVMAttributeRef sanitize = LLVMCreateEnumAttribute(r->ctx, asan, 0);
  for (LLVMValueRef f = LLVMGetFirstFunction(r->module); f; f = LLVMGetNextFunction(f)) {
    const char *name = rpm_name(f);
    if (LLVMGetIntrinsicID(f) || rpm_in(name, rpm_runtime, sizeof rpm_runtime / sizeof *rpm_runtime))
      continue;
    if (LLVMCountBasicBlocks(f) == 0 &&
        rpm_in(name, rpm_search_decisions, sizeof rpm_search_decisions / sizeof *rpm_search_decisions))
      continue; /* rpm_search() took their bodies: the runtime has them */
    if (!races && (!strcmp(name, "reach_error") || !strcmp(name, "__VERIFIER_error")))
      rpm_error_body(r, f);
    else if (LLVMCountBasicBlocks(f) == 0)
      rpm_stream_body(r, f);
    else
      rpm_instructions(r, f);
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, sanitize);
    /* The encoder computes float and double in IEEE binary32/64; i686's x87 code keeps
       excess precision. Without these the build's own (-msse2 -mfpmath=sse) applies. */
    LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-cpu", 10);
    LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-features", 15);
    LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "tune-cpu", 8);
    if (!strcmp(name, "main")) {
      LLVMSetValueName2(f, "__cbounds_user_main", strlen("__cbounds_user_main"));
      r->user_main = f;
    } else if (rpm_starts_with(name, "__cbounds_seq_") || !strcmp(name, "__cbounds_entry"))
      continue;
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMSetVisibility(f, LLVMDefaultVisibility);
    /* The backend lowers some intrinsics to C library calls (llvm.fma to fma, llvm.memcpy
       to memcpy): those must reach the C library, not the model of the same name. */
    char *renamed = cb_format("cbounds.replay.%s", rpm_name(f));
    LLVMSetValueName2(f, renamed, strlen(renamed));
    free(renamed);
  }
}



/* Whether a function's address is taken (used other than as a callee): only such a
   function can be called through a pointer (as in encoder/symex_threads.c). */
static bool rpm_address_taken(LLVMValueRef f) {
  for (LLVMUseRef use = LLVMGetFirstUse(f); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f)
      return true;
  }
  return false;
}

/* A call through a pointer runs a function only if the pointer holds the address of one
   whose type the call may run (encoder/symex_call.c, sx_call_indirect); anything else is
   the error "call through an invalid function pointer", which a native call would not
   reliably show (it may even go on). So each such call first asks the runtime to check
   that the pointer is one of those functions. */
static void rpm_check_call(rpm *r, LLVMValueRef call, LLVMValueRef *targets, unsigned n) {
  LLVMValueRef callee = cb_called_function(call);
  if (LLVMIsAInlineAsm(LLVMGetCalledValue(call)) ||
      (callee && (LLVMGetIntrinsicID(callee) || cb_call_abi(r->layout, call, callee).ok)))
    return;
  LLVMPositionBuilderBefore(r->builder, call);
  LLVMValueRef pointer = LLVMGetCalledValue(call);
  LLVMValueRef ok = LLVMConstInt(LLVMInt1TypeInContext(r->ctx), 0, 0);
  for (unsigned i = 0; i < n; i++)
    if (cb_call_abi(r->layout, call, targets[i]).ok)
      ok = LLVMBuildOr(r->builder, ok, LLVMBuildICmp(r->builder, LLVMIntEQ, pointer, targets[i], ""), "");
  LLVMTypeRef check_type = LLVMFunctionType(LLVMVoidTypeInContext(r->ctx), &r->i32, 1, 0);
  LLVMValueRef check = rpm_declare(r->module, "__cbounds_replay_call_check", check_type);
  LLVMValueRef arg = LLVMBuildZExt(r->builder, ok, r->i32, "");
  LLVMBuildCall2(r->builder, check_type, check, &arg, 1, "");
}

static void rpm_calls(rpm *r) {
  unsigned n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(r->module); f; f = LLVMGetNextFunction(f))
    n++;
  LLVMValueRef *targets = cb_calloc(n ? n : 1, sizeof *targets);
  unsigned count = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(r->module); f; f = LLVMGetNextFunction(f))
    if (!LLVMGetIntrinsicID(f) && rpm_address_taken(f))
      targets[count++] = f;
  for (LLVMValueRef f = LLVMGetFirstFunction(r->module); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsACallInst(i))
          rpm_check_call(r, i, targets, count);
  rpa_instrument(r->module, r->layout, targets, count);
  free(targets);
}

#define RPM_DATA_SECTION ".data.cbounds_program"

/* Whether a global of the program goes into RPM_DATA_SECTION (rpm_globals). */
static bool rpm_in_data_section(LLVMValueRef g) {
  const char *name = rpm_name(g);
  return LLVMGetInitializer(g) && !rpm_starts_with(name, "llvm.") &&
         !rpm_starts_with(name, "__cbounds_") && !LLVMIsGlobalConstant(g) &&
         !LLVMIsThreadLocal(g) && !LLVMGetSection(g);
}

/* A copy of g at the end of the module, which then takes g's place and name. */
static void rpm_move_to_end(rpm *r, LLVMValueRef g) {
  LLVMTypeRef type = LLVMGlobalGetValueType(g);
  LLVMValueRef copy = LLVMAddGlobal(r->module, type, "");
  LLVMSetInitializer(copy, LLVMGetInitializer(g));
  LLVMSetAlignment(copy, LLVMGetAlignment(g));
  LLVMSetLinkage(copy, LLVMInternalLinkage);
  LLVMSetSection(copy, RPM_DATA_SECTION);
  size_t count = 0;
  LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(g, &count);
  for (size_t i = 0; i < count; i++)
    LLVMGlobalSetMetadata(copy, LLVMValueMetadataEntriesGetKind(entries, (unsigned)i),
                          LLVMValueMetadataEntriesGetMetadata(entries, (unsigned)i));
  LLVMDisposeValueMetadataEntries(entries);
  LLVMReplaceAllUsesWith(g, copy);
  size_t length;
  char *name = cb_strdup(LLVMGetValueName2(g, &length));
  LLVMDeleteGlobal(g);
  LLVMSetValueName2(copy, name, strlen(name));
  free(name);
}

/* AddressSanitizer puts a redzone after each global, none before it. The program's
   writable globals go into one section, in module order after a guard, so that an
   access just before one of them lands in the redzone of the one before. */
static void rpm_data_section(rpm *r) {
  LLVMTypeRef guard_type = LLVMArrayType2(LLVMInt8TypeInContext(r->ctx), 8);
  LLVMValueRef guard = LLVMAddGlobal(r->module, guard_type, "__cbounds_replay_guard");
  LLVMSetInitializer(guard, LLVMConstNull(guard_type));
  LLVMSetSection(guard, RPM_DATA_SECTION);
  LLVMSetLinkage(guard, LLVMInternalLinkage);
  LLVMValueRef g = LLVMGetFirstGlobal(r->module);
  while (g && g != guard) {
    LLVMValueRef next = LLVMGetNextGlobal(g);
    if (rpm_in_data_section(g))
      rpm_move_to_end(r, g);
    g = next;
  }
}

static void rpm_globals(rpm *r) {
  rpm_data_section(r);
  for (LLVMValueRef g = LLVMGetFirstGlobal(r->module); g; g = LLVMGetNextGlobal(g)) {
    const char *name = rpm_name(g);
    if (!LLVMGetInitializer(g) || rpm_starts_with(name, "llvm."))
      continue;
    if (rpm_in(name, rpm_per_thread, sizeof rpm_per_thread / sizeof *rpm_per_thread))
      LLVMSetThreadLocal(g, 1);
    if (rpm_starts_with(name, "__cbounds_"))
      continue;
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetVisibility(g, LLVMDefaultVisibility);
  }
}


static void rpm_search(rpm *r) {
  for (size_t i = 0; i < sizeof rpm_search_decisions / sizeof *rpm_search_decisions; i++) {
    LLVMValueRef model = LLVMGetNamedFunction(r->module, rpm_search_decisions[i]);
    if (!model || LLVMCountBasicBlocks(model) == 0)
      continue;
    LLVMValueRef decl = LLVMAddFunction(r->module, "", LLVMGlobalGetValueType(model));
    LLVMReplaceAllUsesWith(model, decl);
    LLVMDeleteFunction(model);
    LLVMSetValueName2(decl, rpm_search_decisions[i], strlen(rpm_search_decisions[i]));
  }
}

/* A constant C string in the module. */
static LLVMValueRef rpm_string(rpm *r, const char *text) {
  LLVMValueRef init = LLVMConstStringInContext(r->ctx, text, (unsigned)strlen(text), 0);
  LLVMValueRef g = LLVMAddGlobal(r->module, LLVMTypeOf(init), "");
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

/* The most bytes of globals a run of the search snapshots at each round. */
#define RPM_SEARCH_SNAPSHOT_MAX (1u << 20)

/* A run of the search snapshots the globals at the start of each round (replay_runtime.c,
   rs_snapshot): the table __cbounds_search_globals lists, for each global that a round
   can change, its name, address and size, in module order (__cbounds_search_num_globals
   of them). The confirming check takes what a round started from as its guesses
   (search.h, srch_apply). */
static void rpm_search_globals(rpm *r) {
  LLVMTypeRef ptr = LLVMPointerTypeInContext(r->ctx, 0);
  LLVMTypeRef fields[3] = {ptr, ptr, r->i64};
  LLVMTypeRef entry_type = LLVMStructTypeInContext(r->ctx, fields, 3, 0);
  size_t count = 0, cap = 64, bytes = 0;
  LLVMValueRef *entries = cb_malloc(cap * sizeof *entries);
  for (LLVMValueRef g = LLVMGetFirstGlobal(r->module); g; g = LLVMGetNextGlobal(g)) {
    const char *name = rpm_name(g);
    if (!LLVMGetInitializer(g) || LLVMIsThreadLocal(g) || LLVMIsGlobalConstant(g) ||
        rpm_starts_with(name, "llvm.") || !*name || strpbrk(name, " \t\n"))
      continue;
    unsigned long long size = LLVMABISizeOfType(r->layout, LLVMGlobalGetValueType(g));
    if (size == 0 || bytes + size > RPM_SEARCH_SNAPSHOT_MAX)
      continue;
    bytes += size;
    LLVMValueRef values[3] = {rpm_string(r, name), g, LLVMConstInt(r->i64, size, 0)};
    CB_GROW(entries, count, cap, 64);
    entries[count++] = LLVMConstStructInContext(r->ctx, values, 3, 0);
  }
  LLVMValueRef table = LLVMConstArray2(entry_type, entries, count);
  LLVMValueRef g = LLVMAddGlobal(r->module, LLVMTypeOf(table), "__cbounds_search_globals");
  LLVMSetInitializer(g, table);
  LLVMSetGlobalConstant(g, 1);
  LLVMValueRef n = LLVMAddGlobal(r->module, r->i32, "__cbounds_search_num_globals");
  LLVMSetInitializer(n, LLVMConstInt(r->i32, count, 0));
  LLVMSetGlobalConstant(n, 1);
  free(entries);
}

/* main's locals (mem_hint.h: the named, fixed-size allocas of its entry block; main runs
   once; rpm_functions renamed it) are snapshotted too: after main's allocas, a call
   __cbounds_search_local("alloca:NAME", address, size) registers each with the run
   (replay_runtime.c), at most RPM_SEARCH_SNAPSHOT_MAX bytes of them. */
static void rpm_search_locals(rpm *r) {
  LLVMValueRef main_fn = r->user_main;
  if (!main_fn || LLVMCountBasicBlocks(main_fn) == 0)
    return;
  LLVMTypeRef ptr = LLVMPointerTypeInContext(r->ctx, 0);
  LLVMTypeRef params[3] = {ptr, ptr, r->i64};
  LLVMTypeRef type = LLVMFunctionType(LLVMVoidTypeInContext(r->ctx), params, 3, 0);
  LLVMValueRef note = rpm_declare(r->module, "__cbounds_search_local", type);
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(main_fn);
  /* After the allocas: AddressSanitizer lays out the frame from the allocas at the top
     of the entry block. */
  LLVMValueRef after = LLVMGetFirstInstruction(entry);
  while (LLVMIsAAllocaInst(after))
    after = LLVMGetNextInstruction(after);
  LLVMPositionBuilderBefore(r->builder, after);
  LLVMSetCurrentDebugLocation2(r->builder, NULL);
  uint64_t bytes = 0;
  for (LLVMValueRef a = LLVMGetFirstInstruction(entry); a != after;
       a = LLVMGetNextInstruction(a)) {
    const char *name = rpm_name(a);
    if (!mem_hint_is_local(a) || strpbrk(name, " \t\n"))
      continue;
    unsigned long long size = LLVMABISizeOfType(r->layout, LLVMGetAllocatedType(a));
    if (size == 0 || bytes + size > RPM_SEARCH_SNAPSHOT_MAX)
      continue;
    bytes += size;
    char *label = cb_format("%s%s", MEM_HINT_LOCAL_PREFIX, name);
    LLVMValueRef args[3] = {rpm_string(r, label), a, LLVMConstInt(r->i64, size, 0)};
    LLVMBuildCall2(r->builder, type, note, args, 3, "");
    free(label);
  }
}

bool rpm_prepare(LLVMModuleRef module, bool races, bool search, bool overflow, char **error) {
  rpm r = {.module = module, .ctx = LLVMGetModuleContext(module), .overflow = overflow};
  r.builder = LLVMCreateBuilderInContext(r.ctx);
  r.layout = LLVMGetModuleDataLayout(module);
  r.i32 = LLVMInt32TypeInContext(r.ctx);
  r.i64 = LLVMInt64TypeInContext(r.ctx);
  LLVMTypeRef params[2] = {r.i32, r.i32};
  r.next_type = LLVMFunctionType(r.i64, params, 2, 0);
  r.high_type = LLVMFunctionType(r.i64, NULL, 0, 0);
  r.next = rpm_declare(module, "__cbounds_replay_next", r.next_type);
  r.high = rpm_declare(module, "__cbounds_replay_high", r.high_type);
  if (search)
    rpm_search(&r);
  rpm_calls(&r); /* first: the bodies added next take no function's address */
  rpm_functions(&r, races);
  rpm_globals(&r);
  if (search) {
    rpm_search_globals(&r);
    rpm_search_locals(&r);
  }
  LLVMDisposeBuilder(r.builder);
  char *message = NULL;
  bool broken = LLVMVerifyModule(module, LLVMReturnStatusAction, &message);
  if (broken)
    *error = cb_strdup(message ? message : "the module does not verify");
  LLVMDisposeMessage(message);
  return !broken;
}

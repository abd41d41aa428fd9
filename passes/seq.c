/*
 * seq.c: libseq's entry point. At this stage: detect thread creation (unsupported yet),
 * and build the entry wrapper SEQ_ENTRY_NAME that the encoder starts from. The wrapper
 * is where the round-robin schedule of the Lal-Reps sequentialization will live; for a
 * program without threads it only calls main.
 */
#include "passes/seq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Functions that start a thread. A program that calls (or takes the address of) any
   of them needs the sequentialization proper, which this stage does not have. */
static const char *const seq_thread_creators[] = {"pthread_create", "thrd_create"};

static char *seq_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *copy = malloc(n);
  if (!copy) {
    fprintf(stderr, "libseq: out of memory\n");
    abort();
  }
  memcpy(copy, s, n);
  return copy;
}

static void seq_set_location(seq_result *result, LLVMValueRef inst) {
  unsigned length = 0;
  const char *file = LLVMGetDebugLocFilename(inst, &length);
  if (!file || !length)
    return;
  result->file = malloc(length + 1);
  if (!result->file)
    abort();
  memcpy(result->file, file, length);
  result->file[length] = 0;
  result->line = LLVMGetDebugLocLine(inst);
}

/* The first instruction that uses fn, or NULL. */
static LLVMValueRef seq_first_instruction_use(LLVMValueRef fn) {
  for (LLVMUseRef use = LLVMGetFirstUse(fn); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsAInstruction(user))
      return user;
  }
  return NULL;
}

static bool seq_find_thread_creation(LLVMModuleRef module, seq_result *result) {
  size_t n = sizeof seq_thread_creators / sizeof *seq_thread_creators;
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef fn = LLVMGetNamedFunction(module, seq_thread_creators[i]);
    if (!fn || !LLVMGetFirstUse(fn))
      continue;
    LLVMValueRef inst = seq_first_instruction_use(fn);
    if (inst)
      seq_set_location(result, inst);
    char reason[512];
    if (result->file)
      snprintf(reason, sizeof reason, "threads not supported yet (%s at %s:%u)",
               seq_thread_creators[i], result->file, result->line);
    else
      snprintf(reason, sizeof reason, "threads not supported yet (%s)", seq_thread_creators[i]);
    result->reason = seq_strdup(reason);
    return true;
  }
  return false;
}

/* Marks the module so that every later consumer sees why it cannot be checked. */
static void seq_mark_unsupported(LLVMModuleRef module, const char *reason) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMMetadataRef text = LLVMMDStringInContext2(ctx, reason, strlen(reason));
  LLVMValueRef node = LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, &text, 1));
  LLVMAddNamedMetadataOperand(module, SEQ_UNSUPPORTED_MD, node);
}

char *seq_unsupported_reason(LLVMModuleRef module) {
  if (!LLVMGetNamedMetadata(module, SEQ_UNSUPPORTED_MD, strlen(SEQ_UNSUPPORTED_MD)))
    return NULL;
  unsigned count = LLVMGetNamedMetadataNumOperands(module, SEQ_UNSUPPORTED_MD);
  if (count == 0)
    return NULL;
  LLVMValueRef *nodes = calloc(count, sizeof *nodes);
  if (!nodes)
    abort();
  LLVMGetNamedMetadataOperands(module, SEQ_UNSUPPORTED_MD, nodes);
  char *reason = NULL;
  if (LLVMGetMDNodeNumOperands(nodes[0]) >= 1) {
    LLVMValueRef text;
    LLVMGetMDNodeOperands(nodes[0], &text);
    unsigned length = 0;
    const char *s = text ? LLVMGetMDString(text, &length) : NULL;
    if (s) {
      reason = malloc(length + 1);
      if (!reason)
        abort();
      memcpy(reason, s, length);
      reason[length] = 0;
    }
  }
  free(nodes);
  return reason ? reason : seq_strdup("the module is marked unsupported by libseq");
}

/* A fresh value for one parameter of main: integers come from the encoder's nondet
   primitive; anything else (argv) is undef, which the encoder refuses to dereference. */
static LLVMValueRef seq_main_argument(LLVMModuleRef module, LLVMBuilderRef builder,
                                      LLVMTypeRef type) {
  if (LLVMGetTypeKind(type) != LLVMIntegerTypeKind)
    return LLVMGetUndef(type);
  char name[64];
  snprintf(name, sizeof name, "__cbounds_nondet_arg_i%u", LLVMGetIntTypeWidth(type));
  LLVMTypeRef fn_type = LLVMFunctionType(type, NULL, 0, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(module, name);
  if (!fn)
    fn = LLVMAddFunction(module, name, fn_type);
  return LLVMBuildCall2(builder, fn_type, fn, NULL, 0, "arg");
}

static void seq_build_entry(LLVMModuleRef module, LLVMValueRef main_fn) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef void_type = LLVMVoidTypeInContext(ctx);
  LLVMTypeRef entry_type = LLVMFunctionType(void_type, NULL, 0, 0);
  LLVMValueRef entry = LLVMAddFunction(module, SEQ_ENTRY_NAME, entry_type);
  LLVMBasicBlockRef block = LLVMAppendBasicBlockInContext(ctx, entry, "entry");
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(builder, block);

  LLVMTypeRef main_type = LLVMGlobalGetValueType(main_fn);
  unsigned n = LLVMCountParamTypes(main_type);
  LLVMTypeRef *params = calloc(n ? n : 1, sizeof *params);
  LLVMValueRef *args = calloc(n ? n : 1, sizeof *args);
  if (!params || !args)
    abort();
  LLVMGetParamTypes(main_type, params);
  for (unsigned i = 0; i < n; i++)
    args[i] = seq_main_argument(module, builder, params[i]);
  LLVMBuildCall2(builder, main_type, main_fn, args, n, "");
  LLVMBuildRetVoid(builder);
  LLVMDisposeBuilder(builder);
  free(params);
  free(args);
}

seq_status seq_run(LLVMModuleRef module, const seq_options *options, seq_result *result) {
  (void)options; /* the rounds matter once threads are sequentialized */
  memset(result, 0, sizeof *result);

  char *marked = seq_unsupported_reason(module);
  if (marked) {
    result->status = SEQ_UNSUPPORTED;
    result->reason = marked;
    return result->status;
  }
  LLVMValueRef existing = LLVMGetNamedFunction(module, SEQ_ENTRY_NAME);
  if (existing && LLVMCountBasicBlocks(existing) > 0)
    return SEQ_OK; /* already sequentialized */

  LLVMValueRef main_fn = LLVMGetNamedFunction(module, "main");
  if (!main_fn || LLVMCountBasicBlocks(main_fn) == 0) {
    result->status = SEQ_NO_MAIN;
    result->reason = seq_strdup("no main function");
    return result->status;
  }
  if (seq_find_thread_creation(module, result)) {
    seq_mark_unsupported(module, result->reason);
    result->status = SEQ_UNSUPPORTED;
    return result->status;
  }
  seq_build_entry(module, main_fn);
  return SEQ_OK;
}

void seq_result_free(seq_result *result) {
  free(result->reason);
  free(result->file);
  memset(result, 0, sizeof *result);
}

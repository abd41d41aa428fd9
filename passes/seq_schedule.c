/* seq_schedule.c: the entry of a threaded program's sequential form (see seq_schedule.h). */
#include "passes/seq_schedule.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "passes/seq_util.h"
#include "base/alloc.h"

LLVMValueRef seq_main_argument(LLVMModuleRef module, LLVMBuilderRef builder, LLVMTypeRef type) {
  if (LLVMGetTypeKind(type) != LLVMIntegerTypeKind)
    return LLVMGetUndef(type);
  char name[64];
  snprintf(name, sizeof name, "__cbounds_nondet_arg_i%u", LLVMGetIntTypeWidth(type));
  LLVMTypeRef fn_type = LLVMFunctionType(type, NULL, 0, 0);
  LLVMValueRef fn = seq_function(module, name, fn_type);
  return LLVMBuildCall2(builder, fn_type, fn, NULL, 0, "arg");
}

/* The model of main's arguments (runtime-models/main_args.c) named `name`, if linked. */
static LLVMValueRef seq_argument_model(LLVMModuleRef module, const char *name) {
  LLVMValueRef fn = LLVMGetNamedFunction(module, name);
  return fn && LLVMCountBasicBlocks(fn) ? fn : NULL;
}

/* main(int argc, char **argv, char **envp) gets the models' values: argc >= 1, argv an
   array of argc strings then NULL, envp likewise. Returns false (arguments untouched)
   for any other shape of main, or when the models are not linked. */
static bool seq_model_arguments(LLVMModuleRef module, LLVMBuilderRef builder,
                                const LLVMTypeRef *params, unsigned n, LLVMValueRef *args) {
  LLVMValueRef argc_fn = seq_argument_model(module, "__cbounds_main_argc");
  LLVMValueRef argv_fn = seq_argument_model(module, "__cbounds_main_argv");
  LLVMValueRef envp_fn = seq_argument_model(module, "__cbounds_main_envp");
  if (n < 2 || n > 3 || !argc_fn || !argv_fn || !envp_fn ||
      LLVMGetTypeKind(params[0]) != LLVMIntegerTypeKind ||
      LLVMGetIntTypeWidth(params[0]) != 32)
    return false;
  for (unsigned i = 1; i < n; i++)
    if (LLVMGetTypeKind(params[i]) != LLVMPointerTypeKind)
      return false;
  args[0] = LLVMBuildCall2(builder, LLVMGlobalGetValueType(argc_fn), argc_fn, NULL, 0, "argc");
  args[1] = LLVMBuildCall2(builder, LLVMGlobalGetValueType(argv_fn), argv_fn, &args[0], 1, "argv");
  if (n == 3)
    args[2] = LLVMBuildCall2(builder, LLVMGlobalGetValueType(envp_fn), envp_fn, NULL, 0, "envp");
  return true;
}

void seq_call_main(LLVMModuleRef module, LLVMBuilderRef builder, LLVMValueRef main_fn) {
  LLVMTypeRef main_type = LLVMGlobalGetValueType(main_fn);
  unsigned n = LLVMCountParamTypes(main_type);
  LLVMTypeRef *params = cb_calloc(n, sizeof *params);
  LLVMValueRef *args = cb_calloc(n, sizeof *args);
  LLVMGetParamTypes(main_type, params);
  if (!seq_model_arguments(module, builder, params, n, args))
    for (unsigned i = 0; i < n; i++)
      args[i] = seq_main_argument(module, builder, params[i]);
  LLVMBuildCall2(builder, main_type, main_fn, args, n, "");
  free(params);
  free(args);
}

/* Sets a model global's initial value; false if the models do not define it. */
static bool seq_set_setting(LLVMModuleRef module, const char *name, unsigned value) {
  LLVMValueRef g = LLVMGetNamedGlobal(module, name);
  if (!g || !LLVMGetInitializer(g))
    return false;
  LLVMSetInitializer(g, LLVMConstInt(LLVMGlobalGetValueType(g), value, 0));
  return true;
}

static LLVMValueRef seq_new_function(LLVMModuleRef module, const char *name, LLVMTypeRef type,
                                     LLVMBuilderRef builder) {
  LLVMValueRef fn = seq_function(module, name, type);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(LLVMGetModuleContext(module), fn, "entry");
  LLVMPositionBuilderAtEnd(builder, entry);
  return fn;
}

/* main's return is the program's exit: before each return of main (while its locals
   still live: other threads may use them up to that point), the models mark the
   program as exited. */
static void seq_mark_main_returns(LLVMModuleRef module, LLVMValueRef main_fn,
                                  LLVMBuilderRef builder) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef void_fn = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  LLVMValueRef returns = seq_function(module, "__cbounds_seq_main_returns", void_fn);
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(main_fn); b; b = LLVMGetNextBasicBlock(b)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
    if (!term || LLVMGetInstructionOpcode(term) != LLVMRet)
      continue;
    LLVMPositionBuilderBefore(builder, term);
    LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(term));
    LLVMBuildCall2(builder, void_fn, returns, NULL, 0, "");
  }
  LLVMSetCurrentDebugLocation2(builder, NULL);
}

/* ptr __cbounds_seq_main(ptr): main as thread 0. */
static LLVMValueRef seq_build_main_thread(LLVMModuleRef module, LLVMValueRef main_fn,
                                          LLVMBuilderRef builder) {
  seq_mark_main_returns(module, main_fn, builder);
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMTypeRef type = LLVMFunctionType(ptr, &ptr, 1, 0);
  LLVMValueRef fn = seq_new_function(module, SEQ_PRIVATE_PREFIX "main", type, builder);
  seq_call_main(module, builder, main_fn);
  LLVMBuildRet(builder, LLVMConstNull(ptr));
  return fn;
}

/* Thread-local variables start from their initializers in every thread. They keep one
   copy (the encoder does not version them), which works because threads run one after
   the other in the sequential program. */
static void seq_build_tls_reset(LLVMModuleRef module, LLVMBuilderRef builder) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef void_fn = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(module, SEQ_PRIVATE_PREFIX "tls_reset");
  if (fn && LLVMCountBasicBlocks(fn) > 0)
    return;
  seq_new_function(module, SEQ_PRIVATE_PREFIX "tls_reset", void_fn, builder);
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g))
    if (LLVMIsThreadLocal(g) && LLVMGetInitializer(g))
      LLVMBuildStore(builder, LLVMGetInitializer(g), g);
  LLVMBuildRetVoid(builder);
}

static void seq_mark_rounds(LLVMModuleRef module, unsigned rounds) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMMetadataRef k = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), rounds, 0));
  LLVMValueRef node = LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, &k, 1));
  LLVMAddNamedMetadataOperand(module, SEQ_ROUNDS_MD, node);
}

void seq_mark_deadlocks(LLVMModuleRef module) {
  seq_set_setting(module, SEQ_PRIVATE_PREFIX "deadlocks", 1);
}

/* The deadlock check (runtime-models/deadlock.c, docs/deadlocks.md), before the check of
   the rounds so that its error counts only where they are consistent: one call per
   thread slot (no loop in the model, so no unwinding bound at the end), then the
   verdict. Nothing when the models have no such check (another tool's models). */
static void seq_build_deadlock_check(LLVMModuleRef module, LLVMBuilderRef builder,
                                     unsigned max_threads) {
  LLVMValueRef thread = LLVMGetNamedFunction(module, SEQ_PRIVATE_PREFIX "deadlock_thread");
  LLVMValueRef end = LLVMGetNamedFunction(module, SEQ_PRIVATE_PREFIX "deadlock_end");
  if (!thread || !end || !LLVMCountBasicBlocks(thread) || !LLVMCountBasicBlocks(end))
    return;
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef thread_type = LLVMFunctionType(LLVMVoidTypeInContext(ctx), &i32, 1, 0);
  LLVMTypeRef end_type = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  for (unsigned i = 0; i < max_threads; i++) {
    LLVMValueRef index = LLVMConstInt(i32, i, 0);
    LLVMBuildCall2(builder, thread_type, thread, &index, 1, "");
  }
  LLVMBuildCall2(builder, end_type, end, NULL, 0, "");
}

const char *seq_build_schedule(LLVMModuleRef module, LLVMValueRef main_fn,
                               const seq_options *options) {
  if (!LLVMGetNamedFunction(module, "__cbounds_seq_run") ||
      !seq_set_setting(module, SEQ_PRIVATE_PREFIX "rounds", options->rounds) ||
      !seq_set_setting(module, SEQ_PRIVATE_PREFIX "max_threads", options->max_threads) ||
      !seq_set_setting(module, SEQ_PRIVATE_PREFIX "quantum", options->quantum))
    return "the runtime models of cbounds (threads) are not linked into the module";
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(ctx);
  LLVMTypeRef void_type = LLVMVoidTypeInContext(ctx);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef void_fn = LLVMFunctionType(void_type, NULL, 0, 0);
  LLVMTypeRef begin_type = LLVMFunctionType(void_type, &ptr, 1, 0);
  LLVMTypeRef run_type = LLVMFunctionType(void_type, &i32, 1, 0);

  seq_build_tls_reset(module, builder);
  LLVMValueRef main_thread = seq_build_main_thread(module, main_fn, builder);
  seq_new_function(module, SEQ_ENTRY_NAME, void_fn, builder);
  LLVMBuildCall2(builder, begin_type, seq_function(module, "__cbounds_seq_begin", begin_type),
                 &main_thread, 1, "");
  LLVMValueRef run = seq_function(module, "__cbounds_seq_run", run_type);
  for (unsigned i = 0; i < options->max_threads; i++) {
    LLVMValueRef index = LLVMConstInt(i32, i, 0);
    LLVMBuildCall2(builder, run_type, run, &index, 1, "");
  }
  seq_build_deadlock_check(module, builder, options->max_threads);
  LLVMBuildCall2(builder, void_fn, seq_function(module, SEQ_FN_ROUNDS_CHECK, void_fn), NULL,
                 0, "");
  LLVMBuildRetVoid(builder);
  LLVMDisposeBuilder(builder);
  seq_mark_rounds(module, options->rounds);
  return NULL;
}

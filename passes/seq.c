/*
 * seq.c: libseq's entry point: a program without threads gets the entry wrapper
 * SEQ_ENTRY_NAME that calls main; a program with threads gets switch points
 * (seq_switch.c), local stack objects marked (seq_shared.c) and the round-robin
 * scheduler entry (seq_schedule.c).
 */
#include "passes/seq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "passes/seq_candidates.h"
#include "passes/seq_globals.h"
#include "passes/seq_race.h"
#include "passes/seq_schedule.h"
#include "passes/seq_shared.h"
#include "passes/seq_spin.h"
#include "passes/seq_switch.h"
#include "passes/seq_util.h"
#include "base/alloc.h"

static void seq_set_location(seq_result *result, LLVMValueRef inst) {
  unsigned length = 0;
  const char *file = LLVMGetDebugLocFilename(inst, &length);
  if (!file || !length)
    return;
  result->file = cb_malloc(length + 1);
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

/* C11 threads are not modelled yet: finds a use of `creator`, with its place. */
static bool seq_find_thread_creation(LLVMModuleRef module, seq_result *result,
                                     const char *creator) {
  LLVMValueRef fn = LLVMGetNamedFunction(module, creator);
  if (!fn || !LLVMGetFirstUse(fn))
    return false;
  LLVMValueRef inst = seq_first_instruction_use(fn);
  if (inst)
    seq_set_location(result, inst);
  char reason[512];
  if (result->file)
    snprintf(reason, sizeof reason, "C11 threads not supported yet (%s at %s:%u)", creator,
             result->file, result->line);
  else
    snprintf(reason, sizeof reason, "C11 threads not supported yet (%s)", creator);
  result->reason = cb_strdup(reason);
  return true;
}

/* Whether the program creates threads: pthread_create is called or its address taken. */
static bool seq_creates_threads(LLVMModuleRef module) {
  LLVMValueRef fn = LLVMGetNamedFunction(module, "pthread_create");
  if (!fn)
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(fn); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsAInstruction(user))
      return true;
    LLVMValueRef in = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
    if (!seq_is_model(in))
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
  LLVMValueRef *nodes = cb_calloc(count, sizeof *nodes);
  LLVMGetNamedMetadataOperands(module, SEQ_UNSUPPORTED_MD, nodes);
  char *reason = NULL;
  if (LLVMGetMDNodeNumOperands(nodes[0]) >= 1) {
    LLVMValueRef text;
    LLVMGetMDNodeOperands(nodes[0], &text);
    unsigned length = 0;
    const char *s = text ? LLVMGetMDString(text, &length) : NULL;
    if (s) {
      reason = cb_strndup(s, length);
    }
  }
  free(nodes);
  return reason ? reason : cb_strdup("the module is marked unsupported by libseq");
}

static void seq_build_entry(LLVMModuleRef module, LLVMValueRef main_fn) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef entry_type = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  LLVMValueRef entry = LLVMAddFunction(module, SEQ_ENTRY_NAME, entry_type);
  LLVMBasicBlockRef block = LLVMAppendBasicBlockInContext(ctx, entry, "entry");
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(builder, block);
  seq_call_main(module, builder, main_fn);
  /* The end of the program, as with threads: the encoder checks for leaks there. */
  LLVMBuildCall2(builder, entry_type, seq_function(module, SEQ_FN_ROUNDS_CHECK, entry_type),
                 NULL, 0, "");
  LLVMBuildRetVoid(builder);
  LLVMDisposeBuilder(builder);
}

/* A thread-local variable keeps one copy, reset at each thread's start: right only
   while no other thread can reach it. */
static LLVMValueRef seq_escaping_thread_local(LLVMModuleRef module) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g))
    if (LLVMIsThreadLocal(g) && seq_address_escapes(g))
      return g;
  return NULL;
}

/* The program's own functions: not the models, not what libseq made. */
static bool seq_is_program_function(LLVMValueRef fn) {
  return LLVMCountBasicBlocks(fn) > 0 && !seq_is_model(fn) &&
         !seq_starts_with(seq_name(fn), "__cbounds_");
}

static seq_status seq_unsupported(LLVMModuleRef module, seq_result *result, const char *reason) {
  result->reason = cb_strdup(reason);
  result->status = SEQ_UNSUPPORTED;
  seq_mark_unsupported(module, result->reason);
  return result->status;
}

/* The sequentialization proper, for a program that creates threads. */
static seq_status seq_threads(LLVMModuleRef module, LLVMValueRef main_fn,
                              const seq_options *options, const seq_annotations *annotations,
                              seq_result *result) {
  LLVMValueRef tls = seq_escaping_thread_local(module);
  if (tls) {
    char reason[512];
    snprintf(reason, sizeof reason,
             "the address of thread-local variable %s is taken (not supported yet)", seq_name(tls));
    return seq_unsupported(module, result, reason);
  }
  seq_mark_main_only_globals(module, main_fn);
  /* Accesses no other thread can conflict with need no switch point (seq_candidates.h);
     with race checks every shared access keeps its own. */
  if (!options->races && !options->all_switch_points)
    seq_find_movers(module, main_fn, annotations);
  if (options->races) {
    seq_candidates candidates;
    seq_find_race_candidates(module, main_fn, annotations, &candidates);
    result->race_accesses = candidates.accesses;
    result->race_instrumented = options->all_race_accesses ? candidates.accesses
                                                           : candidates.instrumented;
    result->race_pairs = candidates.pairs;
    result->race_report = candidates.report;
  }
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMCountBasicBlocks(fn) == 0)
      continue;
    seq_mark_local_allocas(fn);
    /* Before the switch points and the race checks (calls, which a read-only loop has
       none of); a stutter repeats its checks too (seq_spin.h). */
    if (seq_is_program_function(fn))
      seq_prune_spin_loops(module, fn);
    if (seq_is_program_function(fn) && !seq_is_atomic_function(fn))
      seq_insert_switch_points(module, fn, options->all_switch_points);
    /* After the switch points: the race check goes between a switch point and its access.
       Atomic functions too: their accesses are atomic ones, which may race with plain ones. */
    if (options->races && seq_is_program_function(fn))
      seq_instrument_races(module, fn, !options->all_race_accesses);
  }
  const char *missing = seq_build_schedule(module, main_fn, options);
  if (missing)
    return seq_unsupported(module, result, missing);
  return SEQ_OK;
}

/* Reads the lock annotations and gives the annotated functions without a body one.
   False (result filled) when the file or an annotation is wrong. */
static bool seq_apply_annotations(LLVMModuleRef module, const seq_options *options,
                                  seq_annotations *annotations, seq_result *result) {
  char *error = NULL;
  const char *wrong = NULL;
  if (seq_annotations_load(options->lock_annotations, annotations, &error))
    wrong = seq_annotations_make_bodies(module, annotations);
  if (!error && !wrong)
    return true;
  char reason[1024];
  snprintf(reason, sizeof reason, "lock annotations: %s", error ? error : wrong);
  free(error);
  seq_annotations_free(annotations);
  seq_unsupported(module, result, reason);
  return false;
}

seq_status seq_run(LLVMModuleRef module, const seq_options *options, seq_result *result) {
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
    result->reason = cb_strdup("no main function");
    return result->status;
  }
  if (seq_find_thread_creation(module, result, "thrd_create")) {
    seq_mark_unsupported(module, result->reason);
    result->status = SEQ_UNSUPPORTED;
    return result->status;
  }
  seq_annotations annotations = {0};
  if (options->lock_annotations && !seq_apply_annotations(module, options, &annotations, result))
    return result->status;
  if (options->races)
    seq_mark_races(module);
  else if (options->deadlocks)
    seq_mark_deadlocks(module);
  if (options->slice) {
    seq_slice_options slicing = {.races = options->races,
                                 .signed_overflow = options->signed_overflow,
                                 .leaks = options->leaks};
    seq_slice(module, &slicing, &result->slice);
  }
  seq_status status = SEQ_OK;
  if (seq_creates_threads(module))
    status = seq_threads(module, main_fn, options, &annotations, result);
  else
    seq_build_entry(module, main_fn);
  seq_annotations_free(&annotations);
  return status;
}

void seq_result_free(seq_result *result) {
  free(result->race_report);
  free(result->reason);
  free(result->file);
  memset(result, 0, sizeof *result);
}

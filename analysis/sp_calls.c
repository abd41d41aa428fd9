/* sp_calls.c: calls in the static range analysis: the program's own functions (summaries
   joined over every call), threads, and the library functions whose effects it knows.
   Any other call ends the proof. */
#include <stdio.h>
#include <string.h>

#include "analysis/ir_util.h"
#include "analysis/sp_analysis.h"

/* Library calls that end the running thread or the program: nothing runs after them. */
static const char *const sp_ending[] = {"abort", "exit", "_Exit", "pthread_exit", NULL};
/* Errors of the properties: a call that may be reached ends the proof. */
static const char *const sp_errors[] = {"reach_error", "__VERIFIER_error", "__assert_fail",
                                        "__assert", "__assert_perror_fail", "__assert_rtn",
                                        NULL};
/* Calls without effects on memory that the program can see. */
static const char *const sp_harmless[] = {"__VERIFIER_atomic_begin", "__VERIFIER_atomic_end",
                                          "__VERIFIER_assume", "pthread_self", "pthread_equal",
                                          "pthread_detach", "sched_yield", "pthread_yield",
                                          NULL};
/* Intrinsics that compute a value from their arguments alone. */
static const char *const sp_pure_intrinsics[] = {
    "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.", "llvm.abs.", "llvm.ctpop.",
    "llvm.ctlz.", "llvm.cttz.", "llvm.bswap.", "llvm.bitreverse.", "llvm.fshl.", "llvm.fshr.",
    "llvm.sadd.", "llvm.uadd.", "llvm.ssub.", "llvm.usub.", "llvm.smul.", "llvm.umul.",
    "llvm.fabs.", "llvm.fmuladd.", "llvm.fma.", "llvm.sqrt.", "llvm.floor.", "llvm.ceil.",
    "llvm.trunc.", "llvm.round.", "llvm.rint.", "llvm.nearbyint.", "llvm.copysign.",
    "llvm.minnum.", "llvm.maxnum.", "llvm.is.fpclass.", NULL};
/* Intrinsics without any effect on the program's values. */
static const char *const sp_ignored_intrinsics[] = {
    "llvm.dbg.", "llvm.donothing", "llvm.lifetime.", "llvm.assume",
    "llvm.experimental.noalias.scope.decl", "llvm.var.annotation", NULL};

/* The synchronization objects: a prefix of the functions, and the size of the object
   their first argument points to in glibc's ILP32 and LP64 layouts (the runtime models
   work inside it). Longer prefixes first. */
typedef struct sp_sync_family {
  const char *prefix;
  unsigned size32, size64;
} sp_sync_family;

static const sp_sync_family sp_sync[] = {
    {"pthread_mutexattr_", 4, 4}, {"pthread_condattr_", 4, 4}, {"pthread_rwlockattr_", 8, 8},
    {"pthread_barrierattr_", 4, 4}, {"pthread_mutex_", 24, 40}, {"pthread_cond_", 48, 48},
    {"pthread_rwlock_", 32, 56}, {"pthread_spin_", 4, 4}, {"pthread_barrier_", 20, 32},
    {"pthread_attr_", 36, 56}, {"sem_", 16, 32}, {NULL, 0, 0}};

static bool sp_named(const char *name, const char *const *list, bool prefix) {
  for (unsigned i = 0; list[i]; i++)
    if (prefix ? seq_starts_with(name, list[i]) : !strcmp(name, list[i]))
      return true;
  return false;
}

static void sp_result_unknown(sp_analysis *a, sp_function *f, LLVMValueRef call) {
  if (LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMPointerTypeKind) {
    sp_ptr p = sp_ptr_unknown();
    sp_set_ptr(a, f, call, &p);
  }
}

static bool sp_fail_call(sp_analysis *a, LLVMValueRef call, const char *what, const char *name) {
  char text[256];
  snprintf(text, sizeof text, what, name);
  sp_fail(a, call, text);
  return false;
}

/* A call of a function of the program: its arguments join its summary. */
static bool sp_call_defined(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call,
                            sp_function *g) {
  unsigned n = LLVMGetNumArgOperands(call);
  LLVMTypeRef type = LLVMGlobalGetValueType(g->fn);
  if (LLVMIsFunctionVarArg(type) || n != LLVMCountParams(g->fn) ||
      LLVMGetReturnType(type) != LLVMTypeOf(call))
    return sp_fail_call(a, call, "a call of %s whose arguments do not match its parameters",
                        seq_name(g->fn));
  for (unsigned k = 0; k < n; k++)
    if (LLVMTypeOf(LLVMGetOperand(call, k)) != LLVMTypeOf(LLVMGetParam(g->fn, k)))
      return sp_fail_call(a, call, "a call of %s whose arguments do not match its parameters",
                          seq_name(g->fn));
  if (!g->reachable)
    g->reachable = a->changed = true;
  /* A callee that may write or synchronize starts from the invariants and leaves its
     views in them: this thread's views go there first and come back from there. */
  if (a->modular && g->syncs)
    sp_view_release(a, f, state, SP_NO_MUTEX);
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef arg = LLVMGetOperand(call, k), param = LLVMGetParam(g->fn, k);
    unsigned width = sp_int_width(LLVMTypeOf(arg));
    if (width > 64)
      return sp_fail_call(a, call, "an argument of %s wider than 64 bits", seq_name(g->fn));
    if (width) {
      a->changed |= sp_update_int(&g->args[k], sp_int_value(f, state, arg), width,
                                  &g->arg_growth[k], a->memory.stamp);
    } else if (LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind) {
      sp_ptr p = sp_ptr_value(a, f, arg);
      sp_set_ptr(a, g, param, &p);
    }
  }
  if (a->modular && g->syncs)
    sp_view_reset(a, f, state);
  unsigned i = sp_value_index(f, call);
  if (sp_int_width(LLVMTypeOf(call)))
    state[i] = g->ret;
  else if (LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMPointerTypeKind)
    sp_set_ptr(a, f, call, &g->ret_ptr);
  return g->returns;
}

/* pthread_create(&t, attr, start, arg): start runs with arg, in a thread of its own. */
static bool sp_thread_create(sp_analysis *a, sp_function *f, LLVMValueRef call) {
  sp_ptr t = sp_ptr_value(a, f, LLVMGetOperand(call, 0));
  itv size = itv_const((int64_t)LLVMPointerSize(a->layout)); /* pthread_t: unsigned long */
  if (!sp_check_access(a, call, &t, size, true))
    return false;
  a->changed |= sp_memory_store_any(&a->memory, &t);
  if (!LLVMIsNull(LLVMGetOperand(call, 1)))
    return sp_fail_call(a, call, "%s with thread attributes", "pthread_create");
  LLVMValueRef start = LLVMGetOperand(call, 2);
  sp_function *g = LLVMIsAFunction(start) ? sp_function_of(a, start) : NULL;
  if (!g || LLVMCountParams(g->fn) > 1 ||
      (LLVMCountParams(g->fn) == 1 &&
       LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(g->fn, 0))) != LLVMPointerTypeKind))
    return sp_fail_call(a, call, "%s with a start function the analysis cannot follow",
                        "pthread_create");
  if (!g->reachable)
    g->reachable = a->changed = true;
  if (LLVMCountParams(g->fn) == 1) {
    sp_ptr arg = sp_ptr_value(a, f, LLVMGetOperand(call, 3));
    sp_set_ptr(a, g, LLVMGetParam(g->fn, 0), &arg);
  }
  return true;
}

/* A synchronization call: each pointer argument names an object of its family (the
   first) or, for pthread_cond_wait, the mutex; *_init's attributes must be NULL. */
static bool sp_sync_call(sp_analysis *a, sp_function *f, LLVMValueRef call, const char *name,
                         const sp_sync_family *family) {
  bool ilp32 = LLVMPointerSize(a->layout) == 4;
  unsigned n = LLVMGetNumArgOperands(call);
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef arg = LLVMGetOperand(call, k);
    if (LLVMGetTypeKind(LLVMTypeOf(arg)) != LLVMPointerTypeKind)
      continue;
    unsigned size = ilp32 ? family->size32 : family->size64;
    if (k == 1 && !strcmp(name, "pthread_cond_wait"))
      size = ilp32 ? 24 : 40; /* the mutex */
    else if (k == 1 && seq_starts_with(strrchr(name, '_'), "_init") && LLVMIsNull(arg))
      continue;
    else if (k > 0)
      return sp_fail_call(a, call, "a call of %s with pointers the analysis does not follow",
                          name);
    sp_ptr p = sp_ptr_value(a, f, arg);
    if (!sp_check_access(a, call, &p, itv_const(size), true))
      return false;
    a->changed |= sp_memory_store_any(&a->memory, &p);
  }
  sp_result_unknown(a, f, call);
  return true;
}

/* memset, memcpy and memmove (the library's or LLVM's): bounds, then contents. */
static bool sp_memory_call(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call,
                           bool set) {
  sp_ptr to = sp_ptr_value(a, f, LLVMGetOperand(call, 0));
  itv n = sp_int_value(f, state, LLVMGetOperand(call, 2));
  if (itv_is_const(n, 0))
    return true;
  if (!sp_check_access(a, call, &to, n, true))
    return false;
  if (set) {
    itv byte = sp_int_value(f, state, LLVMGetOperand(call, 1));
    a->changed |= itv_is_const(byte, 0) ? sp_memory_store_zero(&a->memory, &to)
                                        : sp_memory_store_any(&a->memory, &to);
  } else {
    sp_ptr from = sp_ptr_value(a, f, LLVMGetOperand(call, 1));
    if (!sp_check_access(a, call, &from, n, false))
      return false;
    a->changed |= sp_memory_copy(&a->memory, &to, &from);
  }
  if (LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMPointerTypeKind)
    sp_set_ptr(a, f, call, &to);
  return true;
}

static bool sp_intrinsic(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call,
                         const char *name) {
  if (sp_named(name, sp_ignored_intrinsics, true) || sp_named(name, sp_pure_intrinsics, true))
    return true; /* an integer result is the whole range already */
  if (seq_starts_with(name, "llvm.memset."))
    return sp_memory_call(a, f, state, call, true);
  if (seq_starts_with(name, "llvm.memcpy.") || seq_starts_with(name, "llvm.memmove."))
    return sp_memory_call(a, f, state, call, false);
  if (seq_starts_with(name, "llvm.threadlocal.address") || seq_starts_with(name, "llvm.expect.")) {
    LLVMValueRef x = LLVMGetOperand(call, 0);
    if (sp_int_width(LLVMTypeOf(call)))
      state[sp_value_index(f, call)] = sp_int_value(f, state, x);
    else {
      sp_ptr p = sp_ptr_value(a, f, x);
      sp_set_ptr(a, f, call, &p);
    }
    return true;
  }
  return sp_fail_call(a, call, "a call of the intrinsic %s", name);
}

/* A function without a body that the analysis knows. */
static bool sp_library(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call,
                       const char *name) {
  sp_view_sync(a, f, state, call, name); /* locks, unlocks, atomic sections */
  if (sp_named(name, sp_harmless, false) || seq_starts_with(name, "__VERIFIER_nondet_")) {
    sp_result_unknown(a, f, call);
    return true;
  }
  if (!strcmp(name, "pthread_create"))
    return sp_thread_create(a, f, call);
  if (!strcmp(name, "pthread_join")) {
    if (!LLVMIsNull(LLVMGetOperand(call, 1)))
      return sp_fail_call(a, call, "%s that stores the thread's result", name);
    return true;
  }
  if (!strcmp(name, "memset") || !strcmp(name, "memcpy") || !strcmp(name, "memmove"))
    return sp_memory_call(a, f, state, call, !strcmp(name, "memset"));
  for (const sp_sync_family *family = sp_sync; family->prefix; family++)
    if (seq_starts_with(name, family->prefix) && !strstr(name, "timed"))
      return sp_sync_call(a, f, call, name, family);
  return sp_fail_call(a, call, "a call of %s, whose effects the static analysis does not know",
                      name);
}

bool sp_call(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call) {
  if (LLVMIsAInlineAsm(LLVMGetCalledValue(call)))
    return sp_fail_call(a, call, "%s", "inline assembly");
  LLVMValueRef fn = seq_called_function(call);
  if (!fn)
    return sp_fail_call(a, call, "%s", "a call through a function pointer");
  const char *name = seq_name(fn);
  if (sp_named(name, sp_errors, false)) {
    char text[256];
    snprintf(text, sizeof text, "a call of %s that may be reached", name);
    sp_fail_soft(a, call, text);
    return false;
  }
  if (LLVMGetIntrinsicID(fn))
    return sp_intrinsic(a, f, state, call, name);
  if (!LLVMIsDeclaration(fn))
    return sp_call_defined(a, f, state, call, sp_function_of(a, fn));
  if (sp_named(name, sp_ending, false)) {
    sp_view_sync(a, f, state, call, name); /* pthread_exit gives every mutex back */
    return false;
  }
  return sp_library(a, f, state, call, name);
}

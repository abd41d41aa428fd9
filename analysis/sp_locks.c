/* sp_locks.c: which mutexes a thread surely holds before each instruction (its must-
   lockset), for the per-mutex invariants of sp_protect.c (docs/static-proof.md, "Per-mutex
   invariants").

   A mutex is a global variable passed to pthread_mutex_lock/unlock by its own address,
   zero-initialized (so not a recursive or error-checking one: their attributes make the
   analysis give up). Mutex 0 is the atomic sections: __VERIFIER_atomic_begin/end and the
   bodies of __VERIFIER_atomic_* functions. The lockset is under-approximated: a lock
   through any other pointer adds nothing, an unlock through one drops every mutex, and a
   call of the program's functions drops every mutex the callee may unlock. A function
   starts with no mutex held (an atomic function with mutex 0), whatever its callers hold:
   that is sound, only less precise.

   Also here: whether main may have created a thread yet (main's "prefix", where its
   writes need no lock), and per function whether it may write memory or synchronize at
   all (`syncs`) and which mutexes it may unlock, both through its callees. */
#include <stdlib.h>
#include <string.h>

#include "analysis/ir_util.h"
#include "analysis/sp_analysis.h"
#include "base/alloc.h"

/* Declarations that neither write the program's memory nor synchronize. */
static const char *const sp_quiet[] = {"__VERIFIER_nondet_", "__VERIFIER_assume", "abort",
                                       "exit", "_Exit", "reach_error", "__VERIFIER_error",
                                       "__assert", "pthread_self", "pthread_equal",
                                       "sched_yield", "pthread_yield", NULL};

bool sp_is_atomic_function(LLVMValueRef fn) {
  const char *name = seq_name(fn);
  return !LLVMIsDeclaration(fn) && seq_starts_with(name, "__VERIFIER_atomic_") &&
         strcmp(name, "__VERIFIER_atomic_begin") && strcmp(name, "__VERIFIER_atomic_end");
}

/* The mutex a pthread_mutex_* argument names, or SP_NO_MUTEX. New mutexes get the next
   number while there is room. */
unsigned sp_mutex_of(sp_analysis *a, LLVMValueRef arg) {
  if (!LLVMIsAGlobalVariable(arg) || LLVMIsGlobalConstant(arg) || LLVMIsDeclaration(arg))
    return SP_NO_MUTEX;
  LLVMValueRef init = LLVMGetInitializer(arg);
  if (!init || !LLVMIsNull(init))
    return SP_NO_MUTEX; /* PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP and the like */
  for (unsigned m = 1; m < a->num_mutexes; m++)
    if (a->mutexes[m] == arg)
      return m;
  if (a->num_mutexes == SP_MAX_MUTEXES)
    return SP_NO_MUTEX;
  a->mutexes[a->num_mutexes] = arg;
  return a->num_mutexes++;
}

static bool sp_quiet_call(const char *name) {
  for (unsigned i = 0; sp_quiet[i]; i++)
    if (seq_starts_with(name, sp_quiet[i]))
      return true;
  return false;
}

static sp_lockset sp_bit(unsigned m) { return m == SP_NO_MUTEX ? 0 : (sp_lockset)1 << m; }

/* The lockset after `inst`, given the one before it. */
static sp_lockset sp_lock_step(sp_analysis *a, LLVMValueRef inst, sp_lockset held) {
  if (!LLVMIsACallInst(inst))
    return held;
  LLVMValueRef fn = seq_called_function(inst);
  if (!fn)
    return 0; /* through a pointer: the analysis gives up anyway */
  const char *name = seq_name(fn);
  sp_function *g = sp_function_of(a, fn);
  if (g)
    return held & ~g->unlocks;
  if (!strcmp(name, "__VERIFIER_atomic_begin"))
    return held | sp_bit(SP_ATOMIC);
  if (!strcmp(name, "__VERIFIER_atomic_end"))
    return held & ~sp_bit(SP_ATOMIC);
  if (!strcmp(name, "pthread_mutex_lock"))
    return held | sp_bit(sp_mutex_of(a, LLVMGetOperand(inst, 0)));
  if (!strcmp(name, "pthread_mutex_unlock")) {
    unsigned m = sp_mutex_of(a, LLVMGetOperand(inst, 0));
    return m == SP_NO_MUTEX ? held & sp_bit(SP_ATOMIC) : held & ~sp_bit(m);
  }
  return held; /* trylock adds nothing; cond_wait gives the mutex back */
}

/* What a call may unlock, and whether it may write memory or synchronize. */
static sp_lockset sp_call_unlocks(sp_analysis *a, LLVMValueRef inst, bool *syncs) {
  LLVMValueRef fn = seq_called_function(inst);
  if (!fn) {
    *syncs = true;
    return ~(sp_lockset)0;
  }
  sp_function *g = sp_function_of(a, fn);
  if (g) {
    *syncs |= g->syncs;
    return g->unlocks;
  }
  const char *name = seq_name(fn);
  if (LLVMGetIntrinsicID(fn)) {
    *syncs |= seq_starts_with(name, "llvm.mem");
    return 0;
  }
  if (sp_quiet_call(name))
    return 0;
  *syncs = true;
  if (!strcmp(name, "__VERIFIER_atomic_end"))
    return sp_bit(SP_ATOMIC);
  bool wait = !strcmp(name, "pthread_cond_wait"); /* (cond, mutex) */
  if (wait || !strcmp(name, "pthread_mutex_unlock")) {
    unsigned m = sp_mutex_of(a, LLVMGetOperand(inst, wait ? 1 : 0));
    return m == SP_NO_MUTEX ? ~sp_bit(SP_ATOMIC) : sp_bit(m);
  }
  return 0;
}

/* Per function: may unlock, may write or synchronize, may create threads (through its
   callees), until nothing changes. */
static void sp_function_facts(sp_analysis *a) {
  /* An atomic function ends the section it began (the sections nest, they count): a
     caller's section goes on after it, so it unlocks only what its body does. */
  for (unsigned k = 0; k < a->num_functions; k++)
    if (sp_is_atomic_function(a->functions[k].fn))
      a->functions[k].syncs = true;
  bool changed = true;
  while (changed) {
    changed = false;
    for (unsigned k = 0; k < a->num_functions; k++) {
      sp_function *f = &a->functions[k];
      sp_lockset unlocks = f->unlocks;
      bool syncs = f->syncs, creates = f->creates;
      for (unsigned b = 0; b < f->num_blocks; b++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[b]); i;
             i = LLVMGetNextInstruction(i)) {
          if (LLVMIsAStoreInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i))
            syncs = true;
          if (!LLVMIsACallInst(i))
            continue;
          unlocks |= sp_call_unlocks(a, i, &syncs);
          LLVMValueRef fn = seq_called_function(i);
          sp_function *g = fn ? sp_function_of(a, fn) : NULL;
          creates |= !fn || (g ? g->creates : !strcmp(seq_name(fn), "pthread_create"));
        }
      changed |= unlocks != f->unlocks || syncs != f->syncs || creates != f->creates;
      f->unlocks = unlocks, f->syncs = syncs, f->creates = creates;
    }
  }
}

/* A forward analysis over f's blocks: `must` (intersection at joins) for the lockset,
   or may (union) for main's "a thread may exist". */
static void sp_lock_flow(sp_analysis *a, sp_function *f, bool threads) {
  sp_lockset *in = cb_calloc(f->num_blocks, sizeof *in);
  bool *seen = cb_calloc(f->num_blocks, sizeof *seen), dirty = true;
  unsigned entry = 0;
  while (f->blocks[entry] != LLVMGetEntryBasicBlock(f->fn))
    entry++;
  seen[entry] = true;
  in[entry] = threads ? 0 : sp_is_atomic_function(f->fn) ? sp_bit(SP_ATOMIC) : 0;
  while (dirty) {
    dirty = false;
    for (unsigned b = 0; b < f->num_blocks; b++) {
      if (!seen[b])
        continue;
      sp_lockset now = in[b];
      LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[b]);
      for (; i; i = LLVMGetNextInstruction(i)) {
        unsigned v = sp_value_index(f, i);
        if (threads) {
          f->prefix[v] = !now;
          LLVMValueRef fn = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
          sp_function *g = fn ? sp_function_of(a, fn) : NULL;
          if (LLVMIsACallInst(i) &&
              (!fn || (g ? g->creates : !strcmp(seq_name(fn), "pthread_create"))))
            now = 1;
        } else {
          f->held[v] = now;
          now = sp_lock_step(a, i, now);
        }
      }
      LLVMValueRef term = LLVMGetBasicBlockTerminator(f->blocks[b]);
      for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); s++) {
        LLVMBasicBlockRef to = LLVMGetSuccessor(term, s);
        unsigned t = 0;
        while (f->blocks[t] != to)
          t++;
        sp_lockset joined = !seen[t] ? now : threads ? in[t] | now : in[t] & now;
        if (!seen[t] || joined != in[t])
          dirty = true;
        seen[t] = true;
        in[t] = joined;
      }
    }
  }
  free(in);
  free(seen);
}

void sp_compute_locksets(sp_analysis *a) {
  a->num_mutexes = 1; /* mutex 0: the atomic sections */
  sp_function_facts(a);
  LLVMValueRef main = LLVMGetNamedFunction(a->module, "main");
  for (unsigned k = 0; k < a->num_functions; k++) {
    sp_function *f = &a->functions[k];
    f->held = cb_calloc(f->num_values, sizeof *f->held);
    f->prefix = cb_calloc(f->num_values, sizeof *f->prefix);
    if (!f->num_blocks)
      continue;
    sp_lock_flow(a, f, false);
    /* main's writes before any thread exists need no lock, unless main can be called
       again (then its start is not the program's). */
    if (f->fn == main && !LLVMGetFirstUse(main))
      sp_lock_flow(a, f, true);
  }
}

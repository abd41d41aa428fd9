/* seq_slice.c: removes what cannot affect any check (seq_slice.h). */
#include "passes/seq_slice.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "analysis/ir_util.h"
#include "base/alloc.h"
#include "base/ptrmap.h"
#include "base/vec.h"

/* How an instruction takes part in the slice. */
typedef enum sl_kind {
  SL_SINK = 0, /* relevant whatever happens: control, calls, memory, checks */
  SL_PURE,     /* relevant only if a relevant instruction uses its value */
  SL_ACCESS,   /* a load or store of a candidate global at a constant offset */
} sl_kind;

typedef struct sl_access {
  LLVMValueRef inst;
  unsigned global; /* index into sl_state.globals */
  uint64_t offset, size;
  bool store;
} sl_access;

typedef struct sl_global {
  LLVMValueRef value;
  bool candidate;
} sl_global;

typedef struct sl_state {
  const seq_slice_options *options;
  LLVMTargetDataRef layout;
  LLVMValueRef *insts; /* the program's own instructions */
  sl_kind *kinds;
  bool *relevant;
  unsigned *access_of; /* for SL_ACCESS: index into accesses */
  size_t count, capacity;
  ptrmap index; /* instruction -> index into insts */
  sl_access *accesses;
  size_t num_accesses, accesses_capacity;
  sl_global *globals;
  size_t num_globals, globals_capacity;
  unsigned *work;
  size_t num_work, work_capacity;
} sl_state;

/* The program's own functions: not the models, not what libseq or the driver made. */
static bool sl_program_function(LLVMValueRef fn) {
  return fn && LLVMCountBasicBlocks(fn) > 0 && !seq_is_model(fn) &&
         !seq_starts_with(seq_name(fn), "__cbounds_");
}

static bool sl_in_program(LLVMValueRef inst) {
  return sl_program_function(LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)));
}

/* Removes the functions of the program that nothing uses, until none is left. */
static void sl_remove_unused_functions(LLVMModuleRef module, seq_slice_stats *stats) {
  for (bool changed = true; changed;) {
    changed = false;
    LLVMValueRef next = NULL;
    for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = next) {
      next = LLVMGetNextFunction(fn);
      if (!sl_program_function(fn) || LLVMGetFirstUse(fn) || !strcmp(seq_name(fn), "main"))
        continue;
      for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
          stats->removed_instructions++;
      LLVMDeleteFunction(fn);
      stats->functions++;
      changed = true;
    }
  }
}

static bool sl_plain_access(LLVMValueRef inst) {
  return !LLVMGetVolatile(inst) && LLVMGetOrdering(inst) == LLVMAtomicOrderingNotAtomic &&
         sl_in_program(inst);
}

static bool sl_is_gep(LLVMValueRef v) {
  return LLVMIsAGetElementPtrInst(v) ||
         (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr);
}

/* Records an access of global `g` (index gi) by `inst`, through `pointer`; false if its
   offset is not a constant inside the global. */
static bool sl_record_access(sl_state *s, unsigned gi, LLVMValueRef inst, LLVMValueRef pointer,
                             bool store) {
  uint64_t offset = 0;
  bool constant = true;
  if (seq_global_base(pointer, s->layout, &offset, &constant) != s->globals[gi].value ||
      !constant)
    return false;
  LLVMTypeRef type = LLVMTypeOf(store ? LLVMGetOperand(inst, 0) : inst);
  uint64_t size = LLVMStoreSizeOfType(s->layout, type);
  uint64_t whole = LLVMABISizeOfType(s->layout, LLVMGlobalGetValueType(s->globals[gi].value));
  if (size == 0 || offset > whole || size > whole - offset)
    return false;
  CB_GROW(s->accesses, s->num_accesses, s->accesses_capacity, 64);
  s->accesses[s->num_accesses++] =
      (sl_access){.inst = inst, .global = gi, .offset = offset, .size = size, .store = store};
  return true;
}

/* Whether every use of `value` (the global or a constant-index getelementptr of it) is
   a plain load or store through it; records them. */
static bool sl_uses_are_accesses(sl_state *s, unsigned gi, LLVMValueRef value, unsigned depth) {
  if (depth > 8)
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(value); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user)) {
      if (!sl_plain_access(user) || !sl_record_access(s, gi, user, value, false))
        return false;
    } else if (LLVMIsAStoreInst(user)) {
      if (LLVMGetOperand(user, 0) == value || !sl_plain_access(user) ||
          !sl_record_access(s, gi, user, value, true))
        return false;
    } else if (sl_is_gep(user) && LLVMGetOperand(user, 0) == value) {
      if (LLVMIsAInstruction(user) && !sl_in_program(user))
        return false;
      for (unsigned i = 1; i < (unsigned)LLVMGetNumOperands(user); i++)
        if (!LLVMIsAConstantInt(LLVMGetOperand(user, i)))
          return false;
      if (!sl_uses_are_accesses(s, gi, user, depth + 1))
        return false;
    } else {
      return false;
    }
  }
  return true;
}

static bool sl_candidate_global(LLVMValueRef g) {
  const char *name = seq_name(g);
  return LLVMGetInitializer(g) && !LLVMIsThreadLocal(g) && !LLVMIsGlobalConstant(g) &&
         !seq_starts_with(name, "__cbounds") && !seq_starts_with(name, "__VERIFIER") &&
         !seq_starts_with(name, "llvm.");
}

/* Finds the candidate globals and their accesses. */
static void sl_find_candidates(sl_state *s, LLVMModuleRef module) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g)) {
    if (!sl_candidate_global(g))
      continue;
    CB_GROW(s->globals, s->num_globals, s->globals_capacity, 16);
    unsigned gi = (unsigned)s->num_globals++;
    s->globals[gi] = (sl_global){.value = g, .candidate = true};
    size_t first = s->num_accesses;
    if (!sl_uses_are_accesses(s, gi, g, 0)) {
      s->num_accesses = first; /* its accesses stay sinks */
      s->globals[gi].candidate = false;
    }
  }
}

/* A division by a constant other than 0 (and -1, when signed: INT_MIN / -1) cannot fail. */
static bool sl_safe_divisor(LLVMValueRef inst) {
  LLVMValueRef d = LLVMGetOperand(inst, 1);
  if (!LLVMIsAConstantInt(d) || LLVMGetTypeKind(LLVMTypeOf(d)) != LLVMIntegerTypeKind ||
      LLVMGetIntTypeWidth(LLVMTypeOf(d)) > 64)
    return false;
  unsigned op = LLVMGetInstructionOpcode(inst);
  bool is_signed = op == LLVMSDiv || op == LLVMSRem;
  if (is_signed)
    return LLVMConstIntGetSExtValue(d) != 0 && LLVMConstIntGetSExtValue(d) != -1;
  return LLVMConstIntGetZExtValue(d) != 0;
}

/* Whether an instruction only computes a value, with no check of its own. */
static bool sl_pure(const sl_state *s, LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMAdd: case LLVMSub: case LLVMMul:
    return !(s->options->signed_overflow && LLVMGetNSW(inst));
  case LLVMShl: case LLVMLShr: case LLVMAShr:
    return !s->options->signed_overflow;
  case LLVMUDiv: case LLVMURem: case LLVMSDiv: case LLVMSRem:
    return sl_safe_divisor(inst);
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
  case LLVMAnd: case LLVMOr: case LLVMXor:
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI:
  case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt:
  case LLVMIntToPtr: case LLVMBitCast:
  case LLVMICmp: case LLVMFCmp: case LLVMPHI: case LLVMSelect: case LLVMGetElementPtr:
  case LLVMExtractValue: case LLVMInsertValue: case LLVMExtractElement:
  case LLVMInsertElement: case LLVMShuffleVector: case LLVMFreeze:
    return true;
  default:
    return false; /* divisions, memory, calls, terminators, allocas, ... */
  }
}

static void sl_number(sl_state *s, LLVMModuleRef module) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    if (!sl_program_function(fn))
      continue;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        CB_GROW(s->insts, s->count, s->capacity, 1024);
        ptrmap_put(&s->index, i, (unsigned)s->count);
        s->insts[s->count++] = i;
      }
  }
  s->kinds = cb_calloc(s->count ? s->count : 1, sizeof *s->kinds);
  s->relevant = cb_calloc(s->count ? s->count : 1, sizeof *s->relevant);
  s->access_of = cb_calloc(s->count ? s->count : 1, sizeof *s->access_of);
  for (size_t i = 0; i < s->count; i++)
    s->kinds[i] = sl_pure(s, s->insts[i]) ? SL_PURE : SL_SINK;
  for (size_t a = 0; a < s->num_accesses; a++) {
    unsigned i;
    bool found = ptrmap_get(&s->index, s->accesses[a].inst, &i);
    assert(found);
    s->kinds[i] = SL_ACCESS;
    s->access_of[i] = (unsigned)a;
  }
}

static void sl_mark(sl_state *s, unsigned i) {
  if (s->relevant[i])
    return;
  s->relevant[i] = true;
  CB_GROW(s->work, s->num_work, s->work_capacity, 256);
  s->work[s->num_work++] = i;
}

static void sl_mark_value(sl_state *s, LLVMValueRef v) {
  unsigned i;
  if (LLVMIsAInstruction(v) && ptrmap_get(&s->index, v, &i))
    sl_mark(s, i);
}

/* A relevant load of a candidate: every store that may write a byte it reads is relevant. */
static void sl_mark_stores_read_by(sl_state *s, const sl_access *load) {
  for (size_t a = 0; a < s->num_accesses; a++) {
    const sl_access *st = &s->accesses[a];
    if (!st->store || st->global != load->global)
      continue;
    if (st->offset < load->offset + load->size && load->offset < st->offset + st->size)
      sl_mark_value(s, st->inst);
  }
}

/* Backward from the sinks: operands of relevant instructions are relevant. */
static void sl_propagate(sl_state *s) {
  for (size_t i = 0; i < s->count; i++)
    if (s->kinds[i] == SL_SINK)
      sl_mark(s, (unsigned)i);
  while (s->num_work) {
    unsigned i = s->work[--s->num_work];
    LLVMValueRef inst = s->insts[i];
    int n = LLVMGetNumOperands(inst);
    for (int k = 0; k < n; k++)
      sl_mark_value(s, LLVMGetOperand(inst, k));
    if (s->kinds[i] == SL_ACCESS && !s->accesses[s->access_of[i]].store)
      sl_mark_stores_read_by(s, &s->accesses[s->access_of[i]]);
  }
}

/* Whether access a is relevant. */
static bool sl_access_relevant(const sl_state *s, size_t a) {
  unsigned i;
  bool found = ptrmap_get(&s->index, s->accesses[a].inst, &i);
  assert(found);
  return s->relevant[i];
}

/* Counts a global's irrelevant parts (distinct offsets); *kept: some part is relevant,
   or the global has no access at all (then it is not counted). */
static unsigned sl_irrelevant_parts(const sl_state *s, unsigned gi, bool *kept) {
  unsigned parts = 0;
  bool any_access = false, any_relevant = false;
  for (size_t a = 0; a < s->num_accesses; a++) {
    const sl_access *x = &s->accesses[a];
    if (x->global != gi)
      continue;
    any_access = true;
    if (sl_access_relevant(s, a)) {
      any_relevant = true;
      continue;
    }
    bool seen = false;
    for (size_t b = 0; b < a && !seen; b++)
      seen = s->accesses[b].global == gi && s->accesses[b].offset == x->offset &&
             !sl_access_relevant(s, b);
    parts += !seen;
  }
  *kept = any_relevant || !any_access;
  return parts;
}

static void sl_count_globals(const sl_state *s, seq_slice_stats *stats) {
  for (size_t g = 0; g < s->num_globals; g++) {
    if (!s->globals[g].candidate)
      continue;
    bool any_relevant;
    unsigned parts = sl_irrelevant_parts(s, (unsigned)g, &any_relevant);
    if (!any_relevant)
      stats->globals++;
    else
      stats->fields += parts;
  }
}

/* Removes the irrelevant instructions. Every user of an irrelevant value is irrelevant,
   so the poison reaches no relevant instruction. */
static void sl_apply(sl_state *s, seq_slice_stats *stats) {
  for (size_t i = 0; i < s->count; i++) {
    LLVMValueRef inst = s->insts[i];
    if (!s->relevant[i] && LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMVoidTypeKind)
      LLVMReplaceAllUsesWith(inst, LLVMGetPoison(LLVMTypeOf(inst)));
  }
  for (size_t i = 0; i < s->count; i++) {
    if (s->relevant[i])
      continue;
    LLVMInstructionEraseFromParent(s->insts[i]);
    stats->removed_instructions++;
  }
  /* A load kept for its address check whose value went is dead code to a compiler: the
     native replay's build would drop it, and with it the crash the check found
     (threads/merged-sink-scheduler.c: `seen = *gp` with seen sliced). Volatile keeps it;
     the encoder reads volatile loads as any other. */
  for (size_t i = 0; i < s->count; i++)
    if (s->relevant[i] && LLVMIsALoadInst(s->insts[i]) && !LLVMGetFirstUse(s->insts[i]))
      LLVMSetVolatile(s->insts[i], 1);
}

/* Globals whose every access went. */
static void sl_remove_unused_globals(sl_state *s) {
  for (size_t g = 0; g < s->num_globals; g++) {
    LLVMValueRef value = s->globals[g].value;
    if (!s->globals[g].candidate || LLVMGetFirstUse(value))
      continue;
    /* A constant getelementptr of it may outlive its last user. */
    LLVMDeleteGlobal(value);
  }
}

static void sl_free(sl_state *s) {
  ptrmap_release(&s->index);
  free(s->insts);
  free(s->kinds);
  free(s->relevant);
  free(s->access_of);
  free(s->accesses);
  free(s->globals);
  free(s->work);
}

void seq_slice(LLVMModuleRef module, const seq_slice_options *options, seq_slice_stats *stats) {
  memset(stats, 0, sizeof *stats);
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (sl_program_function(fn))
      for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
          stats->instructions++;
  sl_remove_unused_functions(module, stats);
  sl_state s;
  memset(&s, 0, sizeof s);
  s.options = options;
  s.layout = LLVMGetModuleDataLayout(module);
  ptrmap_init(&s.index);
  /* Under --race the accesses would stay and only the stored values go; that exposed a
     divergence of the native replay (a model call whose result is no longer used,
     lit-tests/races/library-models.c; the same without slicing for
     `(void)atoi(text); value = 0;`), so races keep the globals whole for now. */
  if (!options->leaks && !options->races)
    sl_find_candidates(&s, module);
  sl_number(&s, module);
  sl_propagate(&s);
  sl_count_globals(&s, stats);
  sl_apply(&s, stats);
  sl_remove_unused_globals(&s);
  sl_free(&s);
}

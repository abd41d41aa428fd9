/* static_proof.c: the static range analysis's fixpoint: passes over the module's
   reachable functions, each over its blocks until their start states settle (see
   static_proof.h and docs/static-proof.md). */
#include "analysis/static_proof.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/escape.h"
#include "analysis/ir_util.h"
#include "analysis/sp_analysis.h"
#include "base/alloc.h"

/* Passes over the module before the analysis gives up (summaries widen long before). */
#define SP_MAX_ROUNDS 64
/* Registers times blocks of one function beyond which the analysis gives up. */
#define SP_MAX_STATE (1u << 22) /* 64 MiB of intervals */
/* Narrowing passes of the per-mutex invariants after their widening (sp_narrow). */
#define SP_NARROW_PASSES 4

static int sp_slot_compare(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const sp_slot *)a)->key;
  uintptr_t y = (uintptr_t)((const sp_slot *)b)->key;
  return x < y ? -1 : x > y;
}

static unsigned sp_lookup(const sp_slot *slots, unsigned n, const void *key) {
  sp_slot probe = {(void *)key, 0};
  const sp_slot *found = bsearch(&probe, slots, n, sizeof probe, sp_slot_compare);
  return found ? found->index : n;
}

sp_function *sp_function_of(sp_analysis *a, LLVMValueRef fn) {
  unsigned i = sp_lookup(a->function_slots, a->num_functions, fn);
  return i < a->num_functions ? &a->functions[i] : NULL;
}

unsigned sp_value_index(const sp_function *f, LLVMValueRef value) {
  return sp_lookup(f->values, f->num_values, value);
}

static unsigned sp_block_index(const sp_function *f, LLVMBasicBlockRef block) {
  return sp_lookup(f->block_slots, f->num_blocks, block);
}

unsigned sp_int_width(LLVMTypeRef type) {
  return LLVMGetTypeKind(type) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(type) : 0;
}

void sp_fail(sp_analysis *a, LLVMValueRef inst, const char *what) {
  if (a->failure) {
    a->soft = false; /* the first reason stays, but now the analysis stops */
    return;
  }
  unsigned length = 0;
  const char *file = inst && LLVMIsAInstruction(inst) ? LLVMGetDebugLocFilename(inst, &length)
                                                      : NULL;
  unsigned line = file ? LLVMGetDebugLocLine(inst) : 0;
  size_t size = strlen(what) + (size_t)length + 32;
  a->failure = cb_calloc(size, 1);
  if (file && line)
    snprintf(a->failure, size, "%s at %.*s:%u", what, (int)length, file, line);
  else
    snprintf(a->failure, size, "%s", what);
}

void sp_fail_soft(sp_analysis *a, LLVMValueRef inst, const char *what) {
  if (a->failure)
    return;
  sp_fail(a, inst, what);
  a->soft = true; /* only an error: the passes go on (sp_stopped) */
}

/* Whether the analysis stopped: something it does not understand (not merely an error
   it cannot exclude). */
static bool sp_stopped(const sp_analysis *a) { return a->failure && !a->soft; }

bool sp_check_access(sp_analysis *a, LLVMValueRef inst, const sp_ptr *p, itv size, bool store) {
  const char *why = NULL;
  if (sp_memory_access_ok(&a->memory, p, size, store, &why))
    return true;
  if (p->unknown) {
    sp_fail(a, inst, why);
    return false;
  }
  /* An access that may leave its objects (or go through null) is an error, but the
     objects it may reach are known: the access goes on into them, so that the memory
     stays complete for the per-mutex pass. Whatever an execution does after such an
     error does not matter: the first error of each execution is what a proof excludes. */
  sp_fail_soft(a, inst, why);
  return true;
}

/* ---- the summaries of functions ------------------------------------------------------ */

static void sp_find_loop_headers(sp_function *f);

static void sp_function_init(sp_function *f, LLVMValueRef fn) {
  f->fn = fn;
  unsigned args = LLVMCountParams(fn), n = args;
  f->num_blocks = LLVMCountBasicBlocks(fn);
  f->blocks = cb_calloc(f->num_blocks, sizeof *f->blocks);
  LLVMGetBasicBlocks(fn, f->blocks);
  f->block_slots = cb_calloc(f->num_blocks, sizeof *f->block_slots);
  for (unsigned b = 0; b < f->num_blocks; b++) {
    f->block_slots[b] = (sp_slot){f->blocks[b], b};
    for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[b]); i; i = LLVMGetNextInstruction(i))
      n++;
  }
  qsort(f->block_slots, f->num_blocks, sizeof *f->block_slots, sp_slot_compare);
  f->num_values = f->num_state = n;
  f->values = cb_calloc(n, sizeof *f->values);
  n = 0;
  for (unsigned i = 0; i < args; i++, n++)
    f->values[n] = (sp_slot){LLVMGetParam(fn, i), n};
  for (unsigned b = 0; b < f->num_blocks; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[b]); i; i = LLVMGetNextInstruction(i), n++)
      f->values[n] = (sp_slot){i, n};
  qsort(f->values, f->num_values, sizeof *f->values, sp_slot_compare);
  f->ptrs = cb_calloc(f->num_values, sizeof *f->ptrs);
  f->ptr_growth = cb_calloc(f->num_values, sizeof *f->ptr_growth);
  f->args = cb_calloc(args, sizeof *f->args);
  f->arg_growth = cb_calloc(args, sizeof *f->arg_growth);
  for (unsigned i = 0; i < args; i++)
    f->args[i] = itv_empty();
  f->ret = itv_empty();
  sp_find_loop_headers(f);
}

/* Depth-first from the entry: an edge to a block on the current path is a back edge,
   and every cycle has one. */
static void sp_find_loop_headers(sp_function *f) {
  f->loop_header = cb_calloc(f->num_blocks, sizeof *f->loop_header);
  if (!f->num_blocks)
    return;
  unsigned *stack = cb_calloc(f->num_blocks, sizeof *stack);
  unsigned *next = cb_calloc(f->num_blocks, sizeof *next); /* successor to try next */
  unsigned char *mark = cb_calloc(f->num_blocks, 1);        /* 1: on the path, 2: done */
  unsigned depth = 0;
  stack[depth++] = sp_block_index(f, LLVMGetEntryBasicBlock(f->fn));
  mark[stack[0]] = 1;
  while (depth) {
    unsigned b = stack[depth - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(f->blocks[b]);
    unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
    if (next[b] == n) {
      mark[b] = 2;
      depth--;
      continue;
    }
    unsigned s = sp_block_index(f, LLVMGetSuccessor(term, next[b]++));
    if (mark[s] == 1)
      f->loop_header[s] = true;
    else if (!mark[s])
      mark[s] = 1, stack[depth++] = s;
  }
  free(stack);
  free(next);
  free(mark);
}

static void sp_function_release(sp_function *f) {
  free(f->held);
  free(f->prefix);
  free(f->loop_header);
  free(f->values);
  free(f->blocks);
  free(f->block_slots);
  free(f->ptrs);
  free(f->ptr_growth);
  free(f->args);
  free(f->arg_growth);
}

itv sp_int_value(const sp_function *f, const itv *state, LLVMValueRef value) {
  unsigned width = sp_int_width(LLVMTypeOf(value));
  if (LLVMIsAConstantInt(value))
    return itv_from_bits(LLVMConstIntGetZExtValue(value), width);
  unsigned i = sp_value_index(f, value);
  return i < f->num_values ? state[i] : itv_top(width); /* undef, constant expressions */
}

sp_ptr sp_ptr_value(sp_analysis *a, const sp_function *f, LLVMValueRef value) {
  unsigned i = sp_value_index(f, value);
  if (i < f->num_values)
    return f->ptrs[i];
  if (LLVMIsAConstant(value))
    return sp_memory_const_ptr(&a->memory, value);
  return sp_ptr_unknown();
}

/* Only the registers that carry values around loops (phis) and between functions
   (arguments) widen: the others follow from them. */
void sp_set_ptr(sp_analysis *a, sp_function *f, LLVMValueRef inst, const sp_ptr *p) {
  unsigned i = sp_value_index(f, inst);
  if (LLVMIsAPHINode(inst) || LLVMIsAArgument(inst))
    a->changed |= sp_update_ptr(&f->ptrs[i], p, &f->ptr_growth[i],
                                LLVMIsAPHINode(inst) ? 0 : a->memory.stamp);
  else
    a->changed |= sp_ptr_join(&f->ptrs[i], p, false);
}

/* ---- blocks and edges ---------------------------------------------------------------- */

typedef struct sp_frame {
  sp_function *f;
  itv **in;         /* per block: the registers at its start, NULL: not reached */
  unsigned *visits; /* per block: times its start state grew */
  bool *dirty;
  bool any_dirty;
  const sp_protected *views; /* the protected globals, for the widths of the views */
} sp_frame;

/* Joins state into the start of block `to` (widening at blocks reached often). */
static void sp_enter(sp_frame *fr, unsigned to, const itv *state) {
  sp_function *f = fr->f;
  if (!fr->in[to]) {
    fr->in[to] = cb_calloc(f->num_state, sizeof *state);
    memcpy(fr->in[to], state, f->num_state * sizeof *state);
    fr->dirty[to] = fr->any_dirty = true;
    return;
  }
  bool widen = f->loop_header[to] && ++fr->visits[to] > SP_WIDEN_AFTER, changed = false;
  itv *in = fr->in[to];
  for (unsigned v = 0; v < f->num_values; v++) {
    LLVMValueRef value = f->values[v].key;
    unsigned width = sp_int_width(LLVMTypeOf(value));
    unsigned slot = f->values[v].index;
    if (!width)
      continue;
    itv now = widen ? itv_widen(in[slot], state[slot], width) : itv_join(in[slot], state[slot]);
    changed |= !itv_equal(now, in[slot]);
    in[slot] = now;
  }
  for (unsigned k = 0; k < f->num_state - f->num_values; k++) { /* the views */
    unsigned slot = f->num_values + k, width = fr->views[k].width;
    itv now = widen ? itv_widen(in[slot], state[slot], width) : itv_join(in[slot], state[slot]);
    changed |= !itv_equal(now, in[slot]);
    in[slot] = now;
  }
  if (changed)
    fr->dirty[to] = fr->any_dirty = true;
  else if (f->loop_header[to])
    fr->visits[to]--; /* only growth counts toward widening */
}

/* The edge from `from` to block `to`, with state (as refined by the branch): the phis
   of `to` take their values from it. */
static void sp_edge(sp_analysis *a, sp_frame *fr, LLVMBasicBlockRef from, LLVMBasicBlockRef to,
                    itv *state) {
  sp_function *f = fr->f;
  itv *next = cb_calloc(f->num_state, sizeof *next);
  memcpy(next, state, f->num_state * sizeof *next);
  for (LLVMValueRef phi = LLVMGetFirstInstruction(to); phi && LLVMIsAPHINode(phi);
       phi = LLVMGetNextInstruction(phi)) {
    unsigned n = LLVMCountIncoming(phi);
    for (unsigned k = 0; k < n; k++) {
      if (LLVMGetIncomingBlock(phi, k) != from)
        continue;
      LLVMValueRef in = LLVMGetIncomingValue(phi, k);
      unsigned width = sp_int_width(LLVMTypeOf(phi));
      if (width > 64) {
        sp_fail(a, phi, "an integer wider than 64 bits");
      } else if (width) {
        next[sp_value_index(f, phi)] = sp_int_value(f, state, in);
      } else if (LLVMGetTypeKind(LLVMTypeOf(phi)) == LLVMPointerTypeKind) {
        sp_ptr p = sp_ptr_value(a, f, in);
        sp_set_ptr(a, f, phi, &p);
      }
      break;
    }
  }
  sp_enter(fr, sp_block_index(f, to), next);
  free(next);
}

/* state on the edge where `condition` is `taken` (0 or 1): the compared registers
   narrowed. Returns false if no execution takes the edge. */
static bool sp_refine(sp_analysis *a, sp_function *f, itv *state, LLVMBasicBlockRef block,
                      LLVMValueRef condition, int64_t taken) {
  itv c = sp_int_value(f, state, condition);
  if (!itv_contains(c, taken))
    return false;
  if (!LLVMIsAICmpInst(condition))
    return true;
  LLVMValueRef x = LLVMGetOperand(condition, 0), y = LLVMGetOperand(condition, 1);
  unsigned width = sp_int_width(LLVMTypeOf(x));
  if (!width)
    return true;
  LLVMIntPredicate p = LLVMGetICmpPredicate(condition);
  if (!taken) /* the negation of each predicate */
    p = p == LLVMIntEQ ? LLVMIntNE : p == LLVMIntNE ? LLVMIntEQ
      : p == LLVMIntSLT ? LLVMIntSGE : p == LLVMIntSGE ? LLVMIntSLT
      : p == LLVMIntSLE ? LLVMIntSGT : p == LLVMIntSGT ? LLVMIntSLE
      : p == LLVMIntULT ? LLVMIntUGE : p == LLVMIntUGE ? LLVMIntULT
      : p == LLVMIntULE ? LLVMIntUGT : LLVMIntULE;
  itv vx = sp_int_value(f, state, x), vy = sp_int_value(f, state, y);
  itv_refine(p, &vx, &vy, width);
  if (itv_is_empty(vx) || itv_is_empty(vy))
    return false;
  unsigned ix = sp_value_index(f, x), iy = sp_value_index(f, y);
  if (ix < f->num_values)
    state[ix] = vx;
  if (iy < f->num_values)
    state[iy] = vy;
  sp_view_refine(a, f, state, x, vx, block); /* a view x was just loaded from */
  sp_view_refine(a, f, state, y, vy, block);
  return true;
}

static void sp_branch(sp_analysis *a, sp_frame *fr, LLVMBasicBlockRef block, LLVMValueRef term,
                      itv *state) {
  sp_function *f = fr->f;
  if (!LLVMIsConditional(term)) {
    sp_edge(a, fr, block, LLVMGetSuccessor(term, 0), state);
    return;
  }
  LLVMValueRef condition = LLVMGetCondition(term);
  itv *edge = cb_calloc(f->num_state, sizeof *edge);
  for (int64_t taken = 1; taken >= 0; taken--) {
    memcpy(edge, state, f->num_state * sizeof *edge);
    if (sp_refine(a, f, edge, block, condition, taken))
      sp_edge(a, fr, block, LLVMGetSuccessor(term, taken ? 0 : 1), edge);
  }
  free(edge);
}

static void sp_switch(sp_analysis *a, sp_frame *fr, LLVMBasicBlockRef block, LLVMValueRef term,
                      itv *state) {
  LLVMValueRef value = LLVMGetOperand(term, 0);
  if (sp_int_width(LLVMTypeOf(value)) > 64) {
    sp_fail(a, term, "an integer wider than 64 bits");
    return;
  }
  itv c = sp_int_value(fr->f, state, value);
  if (itv_is_empty(c))
    return;
  unsigned n = LLVMGetNumSuccessors(term);
  sp_edge(a, fr, block, LLVMGetSuccessor(term, 0), state); /* default */
  for (unsigned k = 1; k < n; k++) {
    LLVMValueRef label = LLVMGetOperand(term, 2 * k); /* case k's value */
    unsigned width = sp_int_width(LLVMTypeOf(label));
    if (itv_contains(c, itv_from_bits(LLVMConstIntGetZExtValue(label), width).lo))
      sp_edge(a, fr, block, LLVMGetSuccessor(term, k), state);
  }
}

static void sp_return(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef term) {
  /* The caller's views come from the invariants after a call that may write or
     synchronize: what this function's views hold goes there (an atomic function ends its
     section here). */
  if (a->modular && f->syncs)
    sp_view_release(a, f, state, SP_NO_MUTEX);
  if (!f->returns)
    f->returns = a->changed = true;
  if (!LLVMGetNumOperands(term))
    return;
  LLVMValueRef value = LLVMGetOperand(term, 0);
  unsigned width = sp_int_width(LLVMTypeOf(value));
  if (width) {
    a->changed |= sp_update_int(&f->ret, sp_int_value(f, state, value), width, &f->ret_growth,
                                a->memory.stamp);
  } else if (LLVMGetTypeKind(LLVMTypeOf(value)) == LLVMPointerTypeKind) {
    sp_ptr p = sp_ptr_value(a, f, value);
    a->changed |= sp_update_ptr(&f->ret_ptr, &p, &f->ret_growth, a->memory.stamp);
  }
}

static void sp_block(sp_analysis *a, sp_frame *fr, unsigned b) {
  sp_function *f = fr->f;
  LLVMBasicBlockRef block = f->blocks[b];
  itv *state = cb_calloc(f->num_state, sizeof *state);
  memcpy(state, fr->in[b], f->num_state * sizeof *state);
  LLVMValueRef term = LLVMGetBasicBlockTerminator(block);
  bool goes_on = true;
  for (LLVMValueRef i = LLVMGetFirstInstruction(block);
       i && i != term && goes_on && !sp_stopped(a); i = LLVMGetNextInstruction(i))
    if (!LLVMIsAPHINode(i))
      goes_on = sp_step(a, f, state, i);
  if (goes_on && !sp_stopped(a)) {
    LLVMOpcode op = LLVMGetInstructionOpcode(term);
    if (op == LLVMBr)
      sp_branch(a, fr, block, term, state);
    else if (op == LLVMSwitch)
      sp_switch(a, fr, block, term, state);
    else if (op == LLVMRet)
      sp_return(a, f, state, term);
    else if (op != LLVMUnreachable)
      sp_fail(a, term, "a terminator the static analysis does not model");
  }
  free(state);
}

/* The blocks of f until their start states no longer grow, with the current summaries. */
static void sp_analyse_function(sp_analysis *a, sp_function *f) {
  if ((uint64_t)f->num_values * f->num_blocks > SP_MAX_STATE) {
    sp_fail(a, f->fn, "a function too large for the static analysis");
    return;
  }
  sp_frame fr = {.f = f, .views = a->protected};
  fr.in = cb_calloc(f->num_blocks, sizeof *fr.in);
  fr.visits = cb_calloc(f->num_blocks, sizeof *fr.visits);
  fr.dirty = cb_calloc(f->num_blocks, sizeof *fr.dirty);
  itv *entry = cb_calloc(f->num_state, sizeof *entry);
  for (unsigned v = 0; v < f->num_values; v++)
    entry[v] = itv_empty();
  sp_view_reset(a, f, entry); /* an atomic function takes its section here */
  unsigned args = LLVMCountParams(f->fn);
  for (unsigned k = 0; k < args; k++)
    entry[sp_value_index(f, LLVMGetParam(f->fn, k))] = f->args[k];
  sp_enter(&fr, sp_block_index(f, LLVMGetEntryBasicBlock(f->fn)), entry);
  free(entry);
  while (fr.any_dirty && !sp_stopped(a)) {
    fr.any_dirty = false;
    for (unsigned b = 0; b < f->num_blocks && !sp_stopped(a); b++)
      if (fr.dirty[b]) {
        fr.dirty[b] = false;
        sp_block(a, &fr, b);
      }
  }
  for (unsigned b = 0; b < f->num_blocks; b++)
    free(fr.in[b]);
  free(fr.in);
  free(fr.visits);
  free(fr.dirty);
}

/* ---- the module ---------------------------------------------------------------------- */

/* Stack objects whose address leaves their function must outlive every use: main's
   do (returning from main ends every thread) unless main's thread can end with
   pthread_exit; any other function's must not escape at all. */
static void sp_check_lifetimes(sp_analysis *a) {
  for (unsigned k = 0; k < a->num_functions && !sp_stopped(a); k++) {
    sp_function *f = &a->functions[k];
    bool is_main = !strcmp(seq_name(f->fn), "main");
    if (!f->reachable || (is_main && a->main_frame_lives))
      continue;
    for (unsigned b = 0; b < f->num_blocks; b++)
      for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[b]); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAAllocaInst(i) && seq_address_escapes(i))
          sp_fail(a, i, "the address of a local variable leaves its function");
  }
}

/* Whether main's frame lives until the program ends: main is called by nobody, and its
   thread cannot end in pthread_exit (main and the functions it calls, directly or not,
   without going through pthread_create, never call it); returning from main ends every
   thread. */
static bool sp_main_frame_lives(sp_analysis *a) {
  LLVMValueRef main = LLVMGetNamedFunction(a->module, "main");
  if (!main || LLVMGetFirstUse(main))
    return false;
  bool *seen = cb_calloc(a->num_functions, sizeof *seen);
  unsigned *todo = cb_calloc(a->num_functions, sizeof *todo), n = 0;
  sp_function *start = sp_function_of(a, main);
  bool lives = start != NULL;
  if (start)
    seen[start - a->functions] = true, todo[n++] = (unsigned)(start - a->functions);
  while (n && lives) {
    sp_function *f = &a->functions[todo[--n]];
    for (unsigned b = 0; b < f->num_blocks; b++)
      for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
        LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
        if (LLVMIsACallInst(i) && !callee)
          lives = false; /* through a pointer: anything */
        if (!callee)
          continue;
        if (!strcmp(seq_name(callee), "pthread_exit"))
          lives = false;
        sp_function *g = sp_function_of(a, callee);
        if (g && !seen[g - a->functions])
          seen[g - a->functions] = true, todo[n++] = (unsigned)(g - a->functions);
      }
  }
  free(seen);
  free(todo);
  return lives;
}

static void sp_init(sp_analysis *a, LLVMModuleRef module) {
  a->module = module;
  a->layout = LLVMCreateTargetData(LLVMGetDataLayoutStr(module));
  sp_memory_init(&a->memory, module, a->layout);
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f))
      a->num_functions++;
  a->functions = cb_calloc(a->num_functions, sizeof *a->functions);
  a->function_slots = cb_calloc(a->num_functions, sizeof *a->function_slots);
  unsigned k = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) {
      sp_function_init(&a->functions[k], f);
      a->function_slots[k] = (sp_slot){f, k};
      k++;
    }
  qsort(a->function_slots, a->num_functions, sizeof *a->function_slots, sp_slot_compare);
  a->main_frame_lives = sp_main_frame_lives(a);
  sp_compute_locksets(a);
}

static void sp_release(sp_analysis *a) {
  for (unsigned k = 0; k < a->num_functions; k++)
    sp_function_release(&a->functions[k]);
  free(a->functions);
  free(a->function_slots);
  sp_memory_release(&a->memory);
  LLVMDisposeTargetData(a->layout);
  free(a->protected);
  free(a->protected_of);
  free(a->thresholds);
}

/* One pass over the module's reachable functions. */
static void sp_pass(sp_analysis *a) {
  for (unsigned k = 0; k < a->num_functions && !sp_stopped(a); k++)
    if (a->functions[k].reachable)
      sp_analyse_function(a, &a->functions[k]);
}

static void sp_fixpoint(sp_analysis *a, sp_result *result) {
  sp_function *main = sp_function_of(a, LLVMGetNamedFunction(a->module, "main"));
  if (!main) {
    sp_fail(a, NULL, "no main function");
    return;
  }
  main->reachable = true;
  for (unsigned k = 0; k < LLVMCountParams(main->fn); k++) {
    LLVMValueRef param = LLVMGetParam(main->fn, k);
    unsigned width = sp_int_width(LLVMTypeOf(param));
    main->args[k] = width && width <= 64 ? itv_top(width) : itv_empty();
    main->ptrs[sp_value_index(main, param)] = sp_ptr_unknown(); /* argv */
  }
  for (unsigned k = 0; k < a->num_functions; k++)
    sp_mark_initialized(a, a->functions[k].fn);
  do {
    a->changed = false;
    a->memory.stamp = ++result->rounds;
    sp_pass(a);
  } while (a->changed && !sp_stopped(a) && result->rounds < SP_MAX_ROUNDS);
  if (a->changed && !sp_stopped(a))
    sp_fail(a, NULL, "no fixpoint within the passes the static analysis allows");
  if (a->modular && !sp_stopped(a)) {
    result->rounds += SP_NARROW_PASSES;
    sp_narrow(a, SP_NARROW_PASSES, sp_pass);
  }
  sp_check_lifetimes(a);
}

/* The second pass, when the first found only errors it could not exclude: again, with
   the globals that the first pass shows protected by a mutex read through per-mutex
   invariants (sp_protect.c). On a proof, first->failure is cleared; else the second
   pass's reason is added to it. */
static void sp_prove_modular(sp_analysis *first, LLVMModuleRef module, sp_result *result) {
  unsigned count;
  sp_protected *globals = sp_classify_protected(first, &count);
  result->protected_globals = count;
  if (!count) {
    free(globals);
    return;
  }
  sp_analysis b;
  memset(&b, 0, sizeof b);
  sp_init(&b, module);
  sp_protect_init(&b, globals, count); /* b owns globals now */
  sp_result second;
  memset(&second, 0, sizeof second);
  sp_fixpoint(&b, &second);
  result->rounds += second.rounds;
  result->modular = !b.failure;
  size_t size = strlen(first->failure) + (b.failure ? strlen(b.failure) : 0) + 96;
  char *reason = cb_calloc(size, 1);
  snprintf(reason, size, "%s; with per-mutex invariants (%u protected globals): %s",
           first->failure, count, b.failure ? b.failure : "proved");
  free(first->failure);
  first->failure = b.failure ? reason : NULL;
  if (!b.failure)
    free(reason);
  free(b.failure);
  sp_release(&b);
}

void sp_prove(LLVMModuleRef module, sp_result *result) {
  memset(result, 0, sizeof *result);
  sp_analysis a;
  memset(&a, 0, sizeof a);
  sp_init(&a, module);
  sp_fixpoint(&a, result);
  result->objects = a.memory.count;
  if (a.failure && a.soft)
    sp_prove_modular(&a, module, result);
  result->proved = !a.failure;
  result->reason = a.failure;
  sp_release(&a);
}

void sp_result_release(sp_result *result) {
  free(result->reason);
  result->reason = NULL;
}

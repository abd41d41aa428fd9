/*
 * symex_threads.c: the primitives of the sequentialization (docs/sequentialization.md).
 *
 * libseq leaves a sequential program that runs thread 0 to its end, then thread 1, ...,
 * each thread moving through rounds 1..K. What the executor adds for it:
 *  - the current round, part of every path's memory state (mem_state.round): shared
 *    memory is read and written in that round's copy (symex_memory.c);
 *  - thread roots: a thread's body is called through __cbounds_thread_call;
 *    __cbounds_thread_exit (pthread_exit, exit) and paths cut inside the thread come
 *    back to that call from any depth, so the next thread still runs;
 *  - the sink round K+1: a thread that stops for good, or fails, goes on there without
 *    effect on the real rounds, so its path too reaches the end of the program;
 *  - the final check __cbounds_rounds_check: every guessed round started from what the
 *    previous one left. Errors count only on executions where it holds (their paths go
 *    on to the end for that reason: an error ends the thread, not the program).
 */
#include "encoder/symex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"
#include "encoder/mem_freeze.h"
#include "passes/seq_contract.h"
#include "base/vec.h"

void sx_threads_init(sx *x) {
  x->validity = AIG_TRUE;
  if (!LLVMGetNamedMetadata(x->module, SEQ_ROUNDS_MD, strlen(SEQ_ROUNDS_MD)))
    return;
  LLVMValueRef node;
  unsigned rounds = 1;
  if (LLVMGetNamedMetadataNumOperands(x->module, SEQ_ROUNDS_MD) == 1) {
    LLVMGetNamedMetadataOperands(x->module, SEQ_ROUNDS_MD, &node);
    if (LLVMGetMDNodeNumOperands(node) == 1) {
      LLVMValueRef k;
      LLVMGetMDNodeOperands(node, &k);
      if (k && LLVMIsAConstantInt(k))
        rounds = (unsigned)LLVMConstIntGetZExtValue(k);
    }
  }
  x->threaded = true;
  x->validity = AIG_FALSE; /* until the end of the program is reached */
  x->mem.rounds = rounds < 1 ? 1 : rounds;
  x->mem.copies = x->mem.rounds + 1;
  if (x->options->iterate_rounds)
    x->round_limit = bv_input(x->bvm, MEM_ROUND_BITS);
}

aig_lit sx_round_is_sink(sx *x, const bv *round) {
  if (!x->threaded || !round)
    return AIG_FALSE;
  return bv_eq(x->bvm, round, bv_const(x->bvm, MEM_ROUND_BITS, x->mem.rounds + 1));
}

void sx_cut(sx *x, sx_state *s, aig_lit guard, sx_incomplete_kind kind, const char *reason,
            LLVMValueRef inst) {
  guard = aig_and(x->aig, guard, s->guard);
  if (guard == AIG_FALSE)
    return;
  /* In a stopped thread (the sink) nothing matters any more: no incompleteness. */
  aig_lit sink = aig_and(x->aig, guard, sx_round_is_sink(x, s->mem.round));
  aig_lit real = aig_and(x->aig, guard, aig_not(sink));
  sx_events_incomplete(&x->events, real, kind, reason, sx_user_location(x, inst));
  /* The executions cut leave their thread; the other threads go on, so that the
     incompleteness is counted only where the round guesses are consistent. */
  sx_thread_abandon(x, s, guard);
  s->guard = aig_and(x->aig, s->guard, aig_not(guard));
}

/* Errors, and places the encoder could not follow, count only on executions whose
   round guesses are consistent: every path that meets one goes on to the end of the
   program (its thread ends there, or goes on in the sink), where that is checked. */
void sx_threads_finish(sx *x) {
  if (!x->threaded)
    return;
  for (size_t i = 0; i < x->events.num_errors; i++)
    x->events.errors[i].guard = aig_and(x->aig, x->events.errors[i].guard, x->validity);
  if (x->cut_outside_threads)
    return; /* some path was cut for good: those events cannot wait for the end */
  for (size_t i = 0; i < x->events.num_incomplete; i++)
    x->events.incomplete[i].guard = aig_and(x->aig, x->events.incomplete[i].guard, x->validity);
}

static sx_frame *sx_thread_root(sx *x) {
  for (sx_frame *f = x->top; f; f = f->caller)
    if (f->thread_root)
      return f;
  return NULL;
}

/* Sends the executions of s (all of them) back to the thread's root frame with the
   thread's result `value` (NULL: none). They are merged when the thread ends. */
static void sx_exit_thread(sx *x, sx_state *s, sx_frame *root, const bv *value) {
  if (s->guard == AIG_FALSE)
    return;
  for (sx_frame *f = x->top; f != root; f = f->caller) /* their locals end here */
    mem_kill(x, &s->mem, f->stack_objects, f->num_stack_objects);
  CB_GROW(root->exits, root->num_exits, root->cap_exits, 16);
  root->exits[root->num_exits++] = (sx_exit){s->guard, s->mem, value};
  s->guard = AIG_FALSE;
}

/* b after a (disjoint guards) into a. */
static void sx_merge_exit(sx *x, sx_exit *a, const sx_exit *b) {
  if (b->value && a->value && a->value->width != b->value->width)
    a->value = NULL; /* a start function that does not return a pointer: no result */
  else if (b->value && a->value && a->value != b->value)
    a->value = sx_mux(x, b->guard, b->value, a->value);
  else if (b->value)
    a->value = b->value;
  a->mem = mem_merge(x, b->guard, b->mem, a->mem);
  a->guard = aig_or(x->aig, a->guard, b->guard);
}

/* Why balanced: a thread may leave at many places (each loop cut at the unwind bound,
   each failed assertion), and neighbouring exits differ only in what was written
   between them. Merging them pairwise, neighbours first, puts
   each write into log(n) merges; one accumulator would carry every write since the
   first exit into every later merge (quadratic). */
void sx_thread_return(sx *x, sx_frame *root) {
  /* Stopped (deadline, memory limit): nothing of this execution is used, and the merges
     of a thread's exits can be the largest work left (stack_longest-2 at the memory
     limit: 4 s and 0.5 GiB more before the check could end). */
  unsigned n = x->stopped ? 0 : root->num_exits;
  for (unsigned width = 1; width < n; width *= 2)
    for (unsigned i = 0; i + width < n; i += 2 * width)
      sx_merge_exit(x, &root->exits[i], &root->exits[i + width]);
  if (n > 0) {
    sx_exit returned = {root->return_guard, root->return_mem, root->return_value};
    sx_exit merged = root->exits[0];
    if (returned.guard != AIG_FALSE)
      sx_merge_exit(x, &merged, &returned);
    root->return_guard = merged.guard;
    root->return_mem = merged.mem;
    root->return_value = merged.value;
  }
  free(root->exits);
  root->exits = NULL;
  root->num_exits = root->cap_exits = 0;
}

bool sx_in_thread(sx *x) { return x->threaded && sx_thread_root(x) != NULL; }

void sx_thread_abandon(sx *x, sx_state *s, aig_lit guard) {
  if (!x->threaded || guard == AIG_FALSE)
    return;
  sx_frame *root = sx_thread_root(x);
  if (!root) {
    /* The caller cuts these executions: they cannot reach the check of the guesses, so
       an error on them could not count. Not SAFE then (only the scheduler's model code
       runs outside threads, and it does not fail). */
    x->cut_outside_threads = true;
    sx_events_incomplete(&x->events, aig_and(x->aig, s->guard, guard), SX_INCOMPLETE_UNSUPPORTED,
                         "unsupported: an execution ended outside any thread", NULL);
    return;
  }
  sx_state *copy = sx_fork(x, s, guard);
  /* It did not finish: in the sink, what the scheduler records at its end (finished,
     its result) reaches no real round, so nobody can join it. */
  mem_set_round(x, &copy->mem, bv_const(x->bvm, MEM_ROUND_BITS, x->mem.rounds + 1));
  sx_exit_thread(x, copy, root, NULL);
  free(copy->slots);
  free(copy);
}

static const bv *sx_round_of(sx *x, const sx_state *s) {
  return s->mem.round ? s->mem.round : bv_const(x->bvm, MEM_ROUND_BITS, 1);
}

bool sx_thread_fail(sx *x, sx_state *s, aig_lit bad) {
  if (!x->threaded)
    return false;
  if (bad != AIG_FALSE && bad == s->guard && sx_in_thread(x)) {
    /* Every execution of the path fails: none goes on outside the sink, so the thread
       ends here at once (as sx_back_edge_feasible does). In the sink it ran the rest of
       its code on garbage: after an access through the indeterminate pointer its loads
       had no target and gave unconstrained values, and the stores through pointers made
       from them named every object of the program, whose points-to sets ("may hold any
       pointer") then blew up every later access to them (bounded_buffer's confirming
       check: 8 M AIG nodes in the models' bookkeeping, no answer). */
    sx_thread_abandon(x, s, s->guard);
    s->guard = AIG_FALSE;
    return true;
  }
  if (bad != AIG_FALSE) {
    const bv *sink = bv_const(x->bvm, MEM_ROUND_BITS, x->mem.rounds + 1);
    /* Where `bad` does not hold the round stays: its forwarded bytes too (mem_state). */
    s->mem.round = bv_ite(x->bvm, bad, sink, sx_round_of(x, s));
  }
  return true;
}

/* A C string constant (a global's initializer), or NULL. */
static char *sx_string_argument(LLVMValueRef v) {
  while (v && LLVMIsAConstantExpr(v) && LLVMGetNumOperands(v) > 0)
    v = LLVMGetOperand(v, 0);
  LLVMValueRef init = v && LLVMIsAGlobalVariable(v) ? LLVMGetInitializer(v) : NULL;
  if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
    return NULL;
  size_t n;
  const char *text = LLVMGetAsString(init, &n);
  return cb_strndup(text, strnlen(text, n));
}

/* __cbounds_unsupported(what) / __cbounds_bound(what): executions reaching the call are
   cut; a bound names an option that can be raised. */
static void sx_primitive_cut(sx *x, sx_state *s, LLVMValueRef call, bool bound) {
  char *what = sx_string_argument(LLVMGetOperand(call, 0));
  if (bound) {
    sx_cut(x, s, s->guard, SX_INCOMPLETE_THREADS, what ? what : "a bound was reached", call);
  } else {
    sx_unsupported(x, s, call, what ? what : "a construct of the runtime models");
  }
  free(what);
}


static const bv *sx_resize(sx *x, const bv *v, unsigned width) {
  if (v->width == width)
    return v;
  return v->width < width ? bv_zext(x->bvm, v, width) : bv_trunc(x->bvm, v, width);
}

static void sx_set_round(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *r = sx_operand(x, s, LLVMGetOperand(call, 0));
  if (!r) {
    sx_unsupported(x, s, call, "round of an unknown value");
    return;
  }
  if (!x->threaded)
    return;
  r = sx_resize(x, r, MEM_ROUND_BITS);
  /* Iterative context bounding: executions that enter a round past the active bound k
     are not among those asked about (the models offer a stop wherever they offer a
     later round, so nothing within the bound is lost). Round 1 is within every k asked:
     its guard stays as it is (true on every path while main is alone, mem_freeze.h). */
  uint64_t constant;
  if (x->round_limit && !(bv_const_value(r, &constant) && constant == 1))
    s->guard = aig_and(x->aig, s->guard,
                       aig_or(x->aig, bv_ule(x->bvm, r, x->round_limit), sx_round_is_sink(x, r)));
  mem_set_round(x, &s->mem, r);
}

/* __cbounds_context(kind): what the running thread did at a switch point (sx_switch_kind),
   for counting preemptions (encoder/preemption.c). Nothing in the sink. */
static void sx_context_call(sx *x, sx_state *s, LLVMValueRef call) {
  LLVMValueRef kind = LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, 0) : NULL;
  if (!x->threaded || !kind || !LLVMIsAConstantInt(kind))
    return;
  const bv *round = sx_round_of(x, s);
  x->events.round = round;
  aig_lit guard = aig_and(x->aig, s->guard, aig_not(sx_round_is_sink(x, round)));
  sx_events_switch(&x->events, guard, (sx_switch_kind)LLVMConstIntGetZExtValue(kind));
}

/* __cbounds_thread_exit(value): back to the thread's start, from any depth. */
static void sx_thread_exit_call(sx *x, sx_state *s, LLVMValueRef call) {
  sx_frame *root = sx_thread_root(x);
  if (!root) {
    sx_unsupported(x, s, call, "a thread exit outside a thread");
    return;
  }
  const bv *value = LLVMGetNumArgOperands(call) ? sx_operand(x, s, LLVMGetOperand(call, 0)) : NULL;
  sx_exit_thread(x, s, root, value);
}

bool sx_address_taken(LLVMValueRef f) {
  for (LLVMUseRef use = LLVMGetFirstUse(f); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f)
      return true;
  }
  return false;
}

/* A start function a thread can run: defined, its address taken, and no parameter or
   one pointer (void *(*)(void *), or a compatible cast of it). */
static bool sx_can_start(LLVMValueRef f) {
  if (LLVMCountBasicBlocks(f) == 0 || LLVMGetIntrinsicID(f) || LLVMCountParams(f) > 1 ||
      LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) || !sx_address_taken(f))
    return false;
  return LLVMCountParams(f) == 0 ||
         LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(f, 0))) == LLVMPointerTypeKind;
}

/* For --save-replay: how many threads the sequential program has created when thread
   `thread` starts (its own creations take the next slots; replay_inputs.h). */
static void sx_record_first_slot(sx *x, sx_state *s, LLVMValueRef call, unsigned thread) {
  LLVMValueRef count = LLVMGetNamedGlobal(x->module, "__cbounds_seq_count");
  if (!count || s->guard == AIG_FALSE ||
      LLVMGetTypeKind(LLVMGlobalGetValueType(count)) != LLVMIntegerTypeKind)
    return;
  unsigned bytes = LLVMGetIntTypeWidth(LLVMGlobalGetValueType(count)) / 8;
  const bv *address = mem_constant(x, count);
  if (!address || !bytes)
    return;
  const bv *image = mem_load(x, s, call, address, bytes, s->guard);
  rp_record_slot(&x->replay, s->guard, thread, mem_from_image(x, image, 8 * bytes));
}

/* __cbounds_thread_call(start, arg, index): runs thread `index`'s start function as a
   thread root; each function the pointer may hold is called where it does. */
static void sx_thread_call(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *target = sx_operand(x, s, LLVMGetOperand(call, 0));
  const bv *arg = sx_operand(x, s, LLVMGetOperand(call, 1));
  if (!target || !arg) {
    sx_unsupported(x, s, call, "a thread start routine the encoder cannot represent");
    return;
  }
  const bv *index = sx_operand(x, s, LLVMGetOperand(call, 2));
  uint64_t thread = 0;
  if (!index || !bv_const_value(index, &thread))
    sx_warn(x, "a thread's index is not known: the trace may name the wrong thread");
  x->events.thread = (unsigned)thread;
  sx_record_first_slot(x, s, call, (unsigned)thread);
  const objset *set = mem_pts(x, target);
  unsigned ob = x->mem.offset_bits;
  aig_lit any = AIG_FALSE;
  const bv *result = NULL;
  sx_state *joined = sx_fork(x, s, AIG_FALSE);
  for (LLVMValueRef f = LLVMGetFirstFunction(x->module); f; f = LLVMGetNextFunction(f)) {
    const bv *address = sx_can_start(f) ? mem_constant(x, f) : NULL;
    uint64_t id;
    if (!address || !bv_const_value(bv_extract(x->bvm, address, ob, address->width - ob), &id) ||
        (set && !objset_contains(set, (unsigned)id)))
      continue;
    aig_lit selected = aig_and(x->aig, s->guard, bv_eq(x->bvm, target, address));
    if (selected == AIG_FALSE)
      continue;
    any = aig_or(x->aig, any, selected);
    sx_state *fork = sx_fork(x, s, selected);
    const bv *args[1] = {arg};
    x->next_call_thread_root = true;
    const bv *r = sx_inline_call(x, fork, call, f, args, 1);
    if (r && LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind &&
        r->width == sx_type_bits(x, LLVMTypeOf(call)))
      result = result ? sx_mux(x, fork->guard, r, result) : r;
    sx_join(x, joined, fork);
  }
  /* No function: UNKNOWN where reachable; the program goes on without that thread, so
     that the incompleteness too waits for the check of the round guesses. */
  aig_lit invalid = aig_and(x->aig, s->guard, aig_not(any));
  if (invalid != AIG_FALSE)
    sx_events_incomplete(&x->events, invalid, SX_INCOMPLETE_UNSUPPORTED,
                         "unsupported: a thread start routine that is not a function",
                         sx_user_location(x, call));
  sx_join(x, joined, sx_fork(x, s, invalid));
  s->guard = joined->guard;
  s->mem = joined->mem;
  free(joined->slots);
  free(joined);
  unsigned width = sx_type_bits(x, LLVMTypeOf(call));
  if (width)
    sx_define(x, s, call, result ? result : bv_const(x->bvm, width, 0));
}

/* __cbounds_end_state(): the deadlock check reads the final state, the last round's
   copy: K's, or under an iterative bound k round k's (the rounds past k are not checked
   against their predecessors, mem_rounds_consistent: their copies say nothing). The
   forwarded bytes go: they hold only where the last thread run has not stopped (memory.h,
   mem_state), and the check must read the copy in every execution (with them, main's
   loads in the sink after it parked made a finished thread look unfinished). */
static void sx_end_state(sx *x, sx_state *s) {
  if (!x->threaded)
    return;
  s->mem.forwarded = s->mem.forwarded_live = (mt_root){NULL, 0};
  mem_set_round(x, &s->mem, x->round_limit ? x->round_limit
                                           : bv_const(x->bvm, MEM_ROUND_BITS, x->mem.rounds));
}

/* __cbounds_deadlock(): an error that does not end the path. At the end of the program
   (outside any thread) the path goes on to the check of the rounds, which its guard
   needs; without threads the model ends it itself right after. */
static void sx_deadlock(sx *x, sx_state *s, LLVMValueRef call) {
  x->events.round = x->threaded ? s->mem.round : NULL;
  sx_error(x, s->guard, call, ENC_ERROR_DEADLOCK, SX_DEADLOCK_REASON);
}

bool sx_thread_primitive(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  if (!strcmp(name, SEQ_FN_ROUND)) {
    unsigned width = sx_int_width(LLVMTypeOf(call));
    if (width)
      sx_define(x, s, call, sx_resize(x, sx_round_of(x, s), width));
  } else if (!strcmp(name, SEQ_FN_SET_ROUND)) {
    sx_set_round(x, s, call);
  } else if (!strcmp(name, SEQ_FN_CONTEXT)) {
    sx_context_call(x, s, call);
  } else if (!strcmp(name, SEQ_FN_THREAD_CALL)) {
    sx_thread_call(x, s, call);
  } else if (!strcmp(name, SEQ_FN_THREAD_EXIT)) {
    sx_thread_exit_call(x, s, call);
  } else if (!strcmp(name, SEQ_FN_ROUNDS_CHECK)) {
    sx_check_leaks(x, s, false); /* first: it may guess bytes of round K */
    if (x->threaded)
      x->validity = aig_or(x->aig, x->validity,
                           aig_and(x->aig, s->guard, mem_rounds_consistent(x, &s->mem)));
  } else if (!strcmp(name, SEQ_FN_END_STATE)) {
    sx_end_state(x, s);
  } else if (!strcmp(name, SEQ_FN_DEADLOCK)) {
    sx_deadlock(x, s, call);
  } else if (!strcmp(name, SEQ_FN_THREADS_BEGIN)) {
    mem_freeze(x, s);
  } else if (!strcmp(name, SEQ_FN_UNSUPPORTED)) {
    sx_primitive_cut(x, s, call, false);
  } else if (!strcmp(name, SEQ_FN_BOUND)) {
    sx_primitive_cut(x, s, call, true);
  } else {
    return false;
  }
  return true;
}

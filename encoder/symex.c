/*
 * symex.c: the executor's skeleton: function layouts, frames, the visit order of blocks,
 * merging of path states at join points, loop unwinding and inlined calls.
 * Instruction semantics are in symex_inst.c, calls in symex_call.c.
 */
#include "encoder/symex.h"

#include <llvm-c/DebugInfo.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"
#include "encoder/loop_probe.h"
#include "passes/seq_contract.h"
#include "base/memlimit.h"
#include "base/clock.h"
#include "base/vec.h"

/* ---- function layouts ------------------------------------------------------------------ */

/*
 * The visit order of a function's blocks: a weak topological order (Bourdoncle 1993).
 * Every loop's blocks form one contiguous interval headed by the loop's header, nested
 * loops nested intervals, and every edge goes forward except the back edges to a header.
 * The executor always runs the lowest block with waiting states, so a loop, inner loops
 * included, runs all its unwound iterations before anything after it: the paths leaving
 * it meet once at its exit. (A plain reverse post-order may put an outer loop's latch
 * between an inner loop's blocks; then paths leaving the inner loop at different times
 * would each go round the outer loop, inflating its iteration count.)
 */
typedef struct sx_wto {
  sx_function *f;
  ptrmap ids;                /* block -> dense id */
  LLVMBasicBlockRef *blocks; /* by id */
  unsigned *dfn;             /* depth-first number; 0 unvisited, UINT_MAX done */
  LLVMBasicBlockRef *stack;
  unsigned top, num;
  LLVMBasicBlockRef *order;  /* built back to front */
  unsigned filled;
} sx_wto;

static unsigned sx_wto_id(sx_wto *w, LLVMBasicBlockRef b) {
  unsigned id;
  if (!ptrmap_get(&w->ids, b, &id)) {
    id = w->ids.count;
    ptrmap_put(&w->ids, b, id);
    w->blocks[id] = b;
  }
  return id;
}

static void sx_wto_prepend(sx_wto *w, LLVMBasicBlockRef b) { w->order[--w->filled] = b; }

static unsigned sx_wto_visit(sx_wto *w, LLVMBasicBlockRef v);

/* The component headed by v: v, then its body ordered recursively (prepended last). */
static void sx_wto_component(sx_wto *w, LLVMBasicBlockRef v) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(v);
  unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
  for (unsigned i = n; i-- > 0;) {
    LLVMBasicBlockRef succ = LLVMGetSuccessor(term, i);
    if (w->dfn[sx_wto_id(w, succ)] == 0)
      sx_wto_visit(w, succ);
  }
  sx_wto_prepend(w, v);
}

static unsigned sx_wto_visit(sx_wto *w, LLVMBasicBlockRef v) {
  unsigned id = sx_wto_id(w, v);
  w->stack[w->top++] = v;
  w->dfn[id] = ++w->num;
  unsigned head = w->dfn[id];
  bool loop = false;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(v);
  unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
  /* Successors in reverse, so that the order built back to front lists them forward. */
  for (unsigned i = n; i-- > 0;) {
    unsigned sid = sx_wto_id(w, LLVMGetSuccessor(term, i));
    unsigned min = w->dfn[sid] == 0 ? sx_wto_visit(w, LLVMGetSuccessor(term, i)) : w->dfn[sid];
    if (min <= head) {
      head = min;
      loop = true;
    }
  }
  if (head == w->dfn[id]) {
    w->dfn[id] = UINT_MAX;
    LLVMBasicBlockRef element = w->stack[--w->top];
    if (loop) {
      while (element != v) {
        w->dfn[sx_wto_id(w, element)] = 0;
        element = w->stack[--w->top];
      }
      sx_wto_component(w, v);
    } else {
      sx_wto_prepend(w, v);
    }
  }
  return head;
}

static void sx_layout_blocks(sx_function *f) {
  unsigned n = LLVMCountBasicBlocks(f->fn);
  sx_wto w = {.f = f};
  ptrmap_init(&w.ids);
  w.blocks = cb_calloc(n, sizeof *w.blocks);
  w.dfn = cb_calloc(n, sizeof *w.dfn);
  w.stack = cb_calloc(n, sizeof *w.stack);
  w.order = cb_calloc(n, sizeof *w.order);
  w.filled = n;
  sx_wto_visit(&w, LLVMGetEntryBasicBlock(f->fn));

  /* Blocks unreachable from the entry were never visited: the order starts at filled. */
  f->num_blocks = n - w.filled;
  f->blocks = cb_calloc(f->num_blocks, sizeof *f->blocks);
  ptrmap_init(&f->block_index);
  for (unsigned i = 0; i < f->num_blocks; i++) {
    f->blocks[i] = w.order[w.filled + i];
    ptrmap_put(&f->block_index, f->blocks[i], i);
  }
  ptrmap_release(&w.ids);
  free(w.blocks);
  free(w.dfn);
  free(w.stack);
  free(w.order);
}

/* The loops of the weak topological order: a loop is the range from its header to the
   last block with a back edge to it (loop-simplify leaves one latch per loop), and loops
   nest as ranges. */
static void sx_layout_loops(sx_function *f) {
  unsigned n = f->num_blocks;
  f->loop_end = cb_calloc(n ? n : 1, sizeof *f->loop_end);
  f->loop_of = cb_calloc(n ? n : 1, sizeof *f->loop_of);
  f->loop_parent = cb_calloc(n ? n : 1, sizeof *f->loop_parent);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(f->blocks[i]);
    unsigned successors = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned j = 0; j < successors; j++) {
      unsigned t;
      if (ptrmap_get(&f->block_index, LLVMGetSuccessor(term, j), &t) && t <= i &&
          i > f->loop_end[t])
        f->loop_end[t] = i;
    }
  }
  unsigned *open = cb_calloc(n ? n : 1, sizeof *open); /* headers of the loops around i */
  unsigned depth = 0;
  for (unsigned i = 0; i < n; i++) {
    while (depth && i > f->loop_end[open[depth - 1]])
      depth--;
    f->loop_parent[i] = depth ? open[depth - 1] : SX_NO_LOOP;
    if (f->loop_end[i]) /* a header (the entry block has no predecessor) */
      open[depth++] = i;
    f->loop_of[i] = depth ? open[depth - 1] : SX_NO_LOOP;
  }
  free(open);
}

static void sx_layout_slots(sx_function *f) {
  ptrmap_init(&f->slot_index);
  unsigned slots = 0;
  for (LLVMValueRef a = LLVMGetFirstParam(f->fn); a; a = LLVMGetNextParam(a))
    ptrmap_put(&f->slot_index, a, slots++);
  for (unsigned i = 0; i < f->num_blocks; i++)
    for (LLVMValueRef inst = LLVMGetFirstInstruction(f->blocks[i]); inst;
         inst = LLVMGetNextInstruction(inst))
      ptrmap_put(&f->slot_index, inst, slots++);
  f->num_slots = slots;
}

static sx_function *sx_function_of(sx *x, LLVMValueRef fn) {
  unsigned index;
  if (ptrmap_get(&x->function_index, fn, &index))
    return x->functions[index];
  sx_function *f = cb_calloc(1, sizeof *f);
  f->fn = fn;
  size_t length;
  f->name = LLVMGetValueName2(fn, &length);
  f->has_debug_info = LLVMGetSubprogram(fn) != NULL;
  sx_layout_blocks(f);
  sx_layout_loops(f);
  sx_layout_slots(f);
  x->functions = cb_realloc(x->functions, (x->num_functions + 1) * sizeof *x->functions);
  x->functions[x->num_functions] = f;
  ptrmap_put(&x->function_index, fn, x->num_functions++);
  return f;
}

static void sx_function_free(sx_function *f) {
  ptrmap_release(&f->block_index);
  ptrmap_release(&f->slot_index);
  free(f->loop_end);
  free(f->loop_of);
  free(f->loop_parent);
  free(f->blocks);
  free(f);
}

/* ---- states ---------------------------------------------------------------------------- */

static sx_state *sx_state_new(unsigned num_slots, aig_lit guard) {
  sx_state *s = cb_calloc(1, sizeof *s);
  s->guard = guard;
  s->slots = cb_calloc(num_slots, sizeof *s->slots);
  return s;
}

static sx_state *sx_state_copy(const sx_state *s, unsigned num_slots, aig_lit guard) {
  sx_state *c = cb_malloc(sizeof *c);
  *c = *s;
  c->guard = guard;
  c->next = NULL;
  c->slots = cb_malloc((num_slots ? num_slots : 1) * sizeof *c->slots);
  memcpy(c->slots, s->slots, num_slots * sizeof *c->slots);
  return c;
}

void sx_state_free(sx_state *s) {
  free(s->slots);
  free(s);
}

static void sx_state_list_free(sx_state *s) {
  while (s) {
    sx_state *next = s->next;
    sx_state_free(s);
    s = next;
  }
}

sx_state *sx_fork(sx *x, const sx_state *s, aig_lit guard) {
  return sx_state_copy(s, x->top->function->num_slots, guard);
}

/* Merges `other` into `into` (their guards are disjoint), freeing `other`. Each value
   becomes a mux selected by the guards; a value missing in one state (not defined on
   its paths) is simply not selected there. */
static void sx_merge_into(sx *x, sx_state *into, sx_state *other, unsigned num_slots) {
  if (other->guard != AIG_FALSE) {
    if (into->guard == AIG_FALSE) {
      into->mem = other->mem;
      memcpy(into->slots, other->slots, num_slots * sizeof *into->slots);
    } else {
      for (unsigned j = 0; j < num_slots; j++) {
        const bv *a = other->slots[j], *b = into->slots[j];
        if (a && b && a != b)
          into->slots[j] = sx_mux(x, other->guard, a, b);
        else if (a)
          into->slots[j] = a;
      }
      into->mem = mem_merge(x, other->guard, other->mem, into->mem);
    }
    into->guard = aig_or(x->aig, into->guard, other->guard);
  }
  sx_state_free(other);
}

void sx_join(sx *x, sx_state *into, sx_state *other) {
  sx_merge_into(x, into, other, x->top->function->num_slots);
}

/* ---- values ---------------------------------------------------------------------------- */

unsigned sx_int_width(LLVMTypeRef type) {
  return LLVMGetTypeKind(type) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(type) : 0;
}

const bv *sx_operand(sx *x, sx_state *s, LLVMValueRef v) {
  if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
    unsigned slot;
    if (s && ptrmap_get(&x->top->function->slot_index, v, &slot))
      return s->slots[slot];
    return NULL;
  }
  if (LLVMIsAConstant(v))
    return mem_constant(x, v);
  return NULL; /* metadata, basic blocks, inline assembly */
}

void sx_define(sx *x, sx_state *s, LLVMValueRef inst, const bv *value) {
  unsigned slot;
  if (ptrmap_get(&x->top->function->slot_index, inst, &slot))
    s->slots[slot] = value;
}

LLVMValueRef sx_user_location(sx *x, LLVMValueRef inst) {
  if (inst && cb_has_location(inst))
    return inst;
  for (sx_frame *f = x->top; f; f = f->caller)
    if (f->call_site && cb_has_location(f->call_site))
      return f->call_site;
  return NULL;
}

void sx_unsupported(sx *x, sx_state *s, LLVMValueRef inst, const char *what) {
  char *reason = cb_format("unsupported: %s", what);
  sx_cut(x, s, s->guard, SX_INCOMPLETE_UNSUPPORTED, reason, inst);
  free(reason);
  s->guard = AIG_FALSE;
}

/* A failure of a class the property does not count (under unreach-call a failed assert
   or undefined behaviour such as an out-of-bounds access) is not a violation; what the
   program does after it is not defined, so a violation may or may not follow: the
   execution ends there as an incompleteness (UNKNOWN if reachable), never SAFE. A module
   instrumented for races counts only races (failed assertions abort the program in the
   models instead: only undefined behaviour gets here). */
bool sx_outside_property(sx *x, aig_lit guard, LLVMValueRef where, enc_error_class cls,
                         const char *reason) {
  unsigned counted = x->races ? ENC_ERROR_RACE : x->options->errors;
  if (counted & cls)
    return false;
  char *what;
  if (x->races)
    what = cb_format("%s before any data race (property no-data-race)", reason);
  else if (counted == ENC_ERROR_REACH)
    what = cb_format("%s before any call of reach_error (property unreach-call)", reason);
  else
    what = cb_format("%s before any violation (property %s)", reason,
                     x->options->property ? x->options->property : "given");
  sx_events_incomplete(&x->events, guard, SX_INCOMPLETE_UNSUPPORTED, what, where);
  free(what);
  return true;
}

void sx_error(sx *x, aig_lit guard, LLVMValueRef inst, enc_error_class cls, const char *reason) {
  /* A thread that stopped for good (in the sink round) fails in no real execution. */
  guard = aig_and(x->aig, guard, aig_not(sx_round_is_sink(x, x->events.round)));
  LLVMValueRef where = sx_user_location(x, inst);
  if (sx_outside_property(x, guard, where, cls, reason))
    return;
  size_t length;
  const char *function =
      where ? LLVMGetValueName2(LLVMGetBasicBlockParent(LLVMGetInstructionParent(where)), &length)
            : x->top->function->name;
  sx_step step = {.guard = guard, .kind = ENC_STEP_ERROR, .location = where,
                  .function = function, .note = reason};
  sx_events_step(&x->events, &step);
  sx_events_error(&x->events, guard, cls, reason, where);
}

/* ---- scheduling ------------------------------------------------------------------------ */

/* A path leaves the loops around block `from` that do not contain block `to` (to is
   SX_NO_LOOP for a return): their current iteration was not forced. */
static void sx_note_exits(sx_frame *f, unsigned from, unsigned to) {
  const sx_function *fn = f->function;
  for (unsigned h = fn->loop_of[from]; h != SX_NO_LOOP; h = fn->loop_parent[h]) {
    if (to != SX_NO_LOOP && to >= h && to <= fn->loop_end[h])
      return;
    f->left[h] = true;
  }
}

static void sx_push(sx_frame *f, unsigned from_index, LLVMBasicBlockRef target, sx_state *s) {
  unsigned t;
  if (s->guard == AIG_FALSE || !ptrmap_get(&f->function->block_index, target, &t)) {
    sx_state_free(s);
    return;
  }
  sx_note_exits(f, from_index, t);
  s->from = f->function->blocks[from_index];
  s->back_edge = t <= from_index;
  s->next = f->pending[t];
  f->pending[t] = s;
  if (t < f->lowest_pending)
    f->lowest_pending = t;
}

static bool sx_next_block(sx_frame *f, unsigned *index) {
  for (unsigned i = f->lowest_pending; i < f->function->num_blocks; i++)
    if (f->pending[i]) {
      f->lowest_pending = i;
      *index = i;
      return true;
    }
  f->lowest_pending = f->function->num_blocks;
  return false;
}

/* Applies the unwind bound to the states that re-enter block k over a back edge, after
   dropping those the probe shows infeasible. Returns the list of states that may go on. */
static sx_state *sx_unwind(sx *x, sx_frame *f, unsigned k, sx_state *list) {
  list = sx_probe_back_edges(x, f, k, list);
  if (!list)
    return NULL;
  bool any_back = sx_any_back_edge(list);
  bool left = f->left[k];
  f->left[k] = false; /* an iteration begins */
  if (!any_back) {
    f->back_entries[k] = 0; /* a fresh entry into the loop */
    f->forced[k] = 0;
    f->arrivals[k] = f->next_probe[k] = 0;
    return list;
  }
  /* An iteration that no path left was forced: it does not count (--unroll-forced). */
  if (x->options->unroll_forced && !left && f->forced[k] < SX_MAX_FORCED_ITERATIONS) {
    f->forced[k]++;
    return list;
  }
  if (++f->back_entries[k] <= x->options->unwind)
    return list;
  sx_state *keep = NULL;
  aig_lit cut = AIG_FALSE;
  LLVMValueRef where = NULL; /* the loop's own line: its back edge, else its header's */
  while (list) {
    sx_state *next = list->next;
    if (list->back_edge) {
      /* In a thread, the executions cut here leave their thread: the others go on. */
      aig_lit sink = aig_and(x->aig, list->guard, sx_round_is_sink(x, list->mem.round));
      cut = aig_or(x->aig, cut, aig_and(x->aig, list->guard, aig_not(sink)));
      sx_thread_abandon(x, list, list->guard);
      LLVMValueRef branch = LLVMGetBasicBlockTerminator(list->from);
      if (!where && branch && cb_has_location(branch))
        where = branch;
      sx_state_free(list);
    } else {
      list->next = keep;
      keep = list;
    }
    list = next;
  }
  if (!where)
    where = cb_first_located_instruction(f->function->blocks[k]);
  char *reason = cb_format("loop may run more than %u iteration%s", x->options->unwind,
                           x->options->unwind == 1 ? "" : "s");
  sx_events_incomplete(&x->events, cut, SX_INCOMPLETE_UNWIND, reason, sx_user_location(x, where));
  free(reason);
  return keep;
}

/* Gives the phi nodes of block k their values in state s (all read before any is set). */
static void sx_enter_phis(sx *x, sx_state *s, LLVMBasicBlockRef block) {
  unsigned count = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(block); i && LLVMIsAPHINode(i);
       i = LLVMGetNextInstruction(i))
    count++;
  if (!count)
    return;
  const bv **values = cb_calloc(count, sizeof *values);
  unsigned n = 0;
  for (LLVMValueRef phi = LLVMGetFirstInstruction(block); n < count;
       phi = LLVMGetNextInstruction(phi), n++) {
    unsigned incoming = LLVMCountIncoming(phi);
    for (unsigned j = 0; j < incoming; j++)
      if (LLVMGetIncomingBlock(phi, j) == s->from) {
        values[n] = sx_operand(x, s, LLVMGetIncomingValue(phi, j));
        break;
      }
  }
  n = 0;
  for (LLVMValueRef phi = LLVMGetFirstInstruction(block); n < count;
       phi = LLVMGetNextInstruction(phi), n++)
    sx_define(x, s, phi, values[n]);
  free(values);
}

const bv *sx_mux(sx *x, aig_lit c, const bv *a, const bv *b) {
  const bv *r = bv_ite(x->bvm, c, a, b);
  if (r == a || r == b)
    return r;
  /* A value with no set never came from a pointer (every value computed from one gets a
     set): as a pointer it names no object, like an empty set. */
  const objset *pa = mem_pts(x, a), *pb = mem_pts(x, b);
  if (pa || pb)
    mem_set_pts(x, r, pa && pb ? objset_union(x->mem.sets, pa, pb) : pa ? pa : pb);
  return r;
}

/* Merges the states of a list into one (the join point of their paths). */
static sx_state *sx_merge(sx *x, sx_state *list, unsigned num_slots) {
  sx_state *merged = list;
  list = list->next;
  merged->next = NULL;
  while (list) {
    sx_state *next = list->next;
    sx_merge_into(x, merged, list, num_slots);
    list = next;
  }
  return merged;
}

/* ---- executing blocks ------------------------------------------------------------------ */

static void sx_record_line(sx *x, sx_state *s, LLVMValueRef inst) {
  sx_step step = {.guard = s->guard, .kind = ENC_STEP_LINE, .location = inst,
                  .function = x->top->function->name};
  sx_events_step(&x->events, &step);
}

static void sx_branch(sx *x, sx_frame *f, unsigned k, sx_state *s, LLVMValueRef term) {
  const bv *c = sx_operand(x, s, LLVMGetCondition(term));
  if (!c || c->width != 1) {
    sx_unsupported(x, s, term, "branch on a value the encoder cannot represent");
    sx_state_free(s);
    return;
  }
  aig_lit taken = aig_and(x->aig, s->guard, c->bits[0]);
  aig_lit not_taken = aig_and(x->aig, s->guard, aig_not(c->bits[0]));
  sx_state *other = sx_state_copy(s, f->function->num_slots, not_taken);
  s->guard = taken;
  if (sx_block_is_dead_end(LLVMGetSuccessor(term, 1)))
    sx_narrow_branch(x, s, LLVMGetCondition(term));
  else if (sx_block_is_dead_end(LLVMGetSuccessor(term, 0)))
    sx_narrow_branch(x, other, LLVMGetCondition(term));
  sx_push(f, k, LLVMGetSuccessor(term, 0), s);
  sx_push(f, k, LLVMGetSuccessor(term, 1), other);
}

static void sx_switch_terminator(sx *x, sx_frame *f, unsigned k, sx_state *s, LLVMValueRef term) {
  const bv *c = sx_operand(x, s, LLVMGetOperand(term, 0));
  if (!c) {
    sx_unsupported(x, s, term, "switch on a value the encoder cannot represent");
    sx_state_free(s);
    return;
  }
  /* Operands: condition, default block, then (case value, case block) pairs. */
  unsigned cases = (LLVMGetNumOperands(term) - 2) / 2;
  aig_lit none = AIG_TRUE;
  for (unsigned i = 0; i < cases; i++) {
    const bv *value = cb_const_int(x->bvm, LLVMGetOperand(term, 2 + 2 * i));
    aig_lit hit = bv_eq(x->bvm, c, value);
    none = aig_and(x->aig, none, aig_not(hit));
    aig_lit guard = aig_and(x->aig, s->guard, hit);
    sx_push(f, k, LLVMGetSuccessor(term, i + 1), sx_state_copy(s, f->function->num_slots, guard));
  }
  s->guard = aig_and(x->aig, s->guard, none);
  sx_push(f, k, LLVMGetSwitchDefaultDest(term), s);
}

static void sx_return(sx *x, sx_frame *f, sx_state *s, LLVMValueRef term) {
  if (LLVMGetNumOperands(term) > 0) {
    const bv *v = sx_operand(x, s, LLVMGetOperand(term, 0));
    if (v && f->return_value && v != f->return_value)
      f->return_value = sx_mux(x, s->guard, v, f->return_value);
    else if (v)
      f->return_value = v;
  }
  f->return_mem = f->return_guard == AIG_FALSE ? s->mem
                                               : mem_merge(x, s->guard, s->mem, f->return_mem);
  f->return_guard = aig_or(x->aig, f->return_guard, s->guard);
  sx_state_free(s);
}

static void sx_terminate(sx *x, sx_frame *f, unsigned k, sx_state *s, LLVMValueRef term) {
  switch (LLVMGetInstructionOpcode(term)) {
  case LLVMRet:
    sx_note_exits(f, k, SX_NO_LOOP);
    sx_return(x, f, s, term);
    return;
  case LLVMBr:
    if (LLVMIsConditional(term))
      sx_branch(x, f, k, s, term);
    else
      sx_push(f, k, LLVMGetSuccessor(term, 0), s);
    return;
  case LLVMSwitch:
    sx_switch_terminator(x, f, k, s, term);
    return;
  case LLVMUnreachable:
    sx_state_free(s); /* no execution gets here: the path ends */
    return;
  default:
    sx_unsupported(x, s, term, cb_opcode_description(term));
    sx_state_free(s);
    return;
  }
}

/* Every instruction: the memory limit (memlimit_poll() is cheap, and one instruction can
   take long: a loop probe, a large access). Every 1024 instructions: the deadline, and
   progress at most once a second. */
static void sx_check_deadline(sx *x) {
  if (memlimit_poll())
    x->stopped = true;
  if ((++x->instructions & 1023) != 0 || (x->options->deadline <= 0 && !x->options->progress))
    return;
  double now = cb_now();
  if (x->options->deadline > 0 && now > x->options->deadline)
    x->stopped = true;
  if (!x->options->progress)
    return;
  if (!x->next_progress)
    x->next_progress = now + 1.0;
  if (now < x->next_progress)
    return;
  x->next_progress = now + 1.0;
  unsigned depth = 0, unwinding = 0; /* calls on the stack; loop iterations of the top one */
  for (const sx_frame *f = x->top; f; f = f->caller)
    depth++;
  for (unsigned b = 0; x->top && x->top->back_entries && b < x->top->function->num_blocks; b++)
    if (x->top->back_entries[b] > unwinding)
      unwinding = x->top->back_entries[b];
  char *text = cb_format("symbolic execution: %zu instructions, now in %s (call depth %u, "
                         "loop unwinding %u, thread %u)",
                         x->instructions, x->top ? x->top->function->name : "?", depth,
                         unwinding, x->events.thread);
  x->options->progress(x->options->progress_context, true, text);
  free(text);
}

/* A call of libseq's switch point (the thread may have moved to another round). */
static bool sx_is_switch_point(LLVMValueRef inst) {
  LLVMValueRef callee = LLVMIsACallInst(inst) ? LLVMGetCalledValue(inst) : NULL;
  size_t length;
  return callee && LLVMIsAFunction(callee) &&
         !strcmp(LLVMGetValueName2(callee, &length), "__cbounds_yield");
}

static void sx_execute_block(sx *x, sx_frame *f, unsigned k, sx_state *s) {
  LLVMBasicBlockRef block = f->function->blocks[k];
  unsigned last_line = 0;
  /* The block's line comes first, before the values its phis give to variables. */
  LLVMValueRef first = cb_first_located_instruction(block);
  x->events.round = s->mem.round;
  if (first && s->guard != AIG_FALSE) {
    sx_record_line(x, s, first);
    last_line = LLVMGetDebugLocLine(first);
  }
  for (LLVMValueRef inst = LLVMGetFirstInstruction(block); inst;
       inst = LLVMGetNextInstruction(inst)) {
    if (LLVMIsAPHINode(inst))
      continue;
    if (s->guard == AIG_FALSE || x->stopped)
      break;
    x->events.round = s->mem.round; /* steps of this instruction are in its round */
    unsigned line = LLVMGetDebugLocLine(inst);
    if (line && line != last_line && !cb_is_debug_intrinsic(inst)) {
      sx_record_line(x, s, inst);
      last_line = line;
    }
    if (f->passed < LLVMCountParams(f->function->fn) && !sx_arguments_given(x, s, inst))
      break;
    if (LLVMIsATerminatorInst(inst)) {
      sx_terminate(x, f, k, s, inst);
      return;
    }
    sx_execute(x, s, inst);
    if (x->threaded && s->guard != AIG_FALSE && sx_is_switch_point(inst) && cb_has_location(inst)) {
      x->events.round = s->mem.round; /* the line goes on in the round switched to */
      sx_record_line(x, s, inst);
    }
    sx_check_deadline(x);
  }
  sx_state_free(s);
}

static void sx_run_frame(sx *x, sx_frame *f) {
  unsigned k;
  while (!x->stopped && sx_next_block(f, &k)) {
    sx_state *list = f->pending[k];
    f->pending[k] = NULL;
    list = sx_unwind(x, f, k, list);
    if (!list)
      continue;
    for (sx_state *s = list; s; s = s->next)
      sx_enter_phis(x, s, f->function->blocks[k]);
    sx_state *s = sx_merge(x, list, f->function->num_slots);
    sx_execute_block(x, f, k, s);
  }
  for (unsigned i = 0; i < f->function->num_blocks; i++) {
    sx_state_list_free(f->pending[i]);
    f->pending[i] = NULL;
  }
}

/* ---- calls ----------------------------------------------------------------------------- */

static unsigned sx_recursion_depth(sx *x, sx_function *function) {
  unsigned depth = 0;
  for (sx_frame *f = x->top; f; f = f->caller)
    depth += f->function == function;
  return depth;
}

const bv *sx_inline_call(sx *x, sx_state *s, LLVMValueRef call, LLVMValueRef callee,
                         const bv **args, unsigned num_args) {
  sx_function *function = sx_function_of(x, callee);
  if (sx_recursion_depth(x, function) > x->options->unwind) {
    char *reason = cb_format("recursion of %s may go deeper than %u call%s", function->name,
                             x->options->unwind, x->options->unwind == 1 ? "" : "s");
    sx_cut(x, s, s->guard, SX_INCOMPLETE_UNWIND, reason, call);
    free(reason);
    s->guard = AIG_FALSE;
    return NULL;
  }
  sx_frame frame = {.function = function, .caller = x->top, .call_site = call,
                    .return_guard = AIG_FALSE, .thread_root = x->next_call_thread_root};
  x->next_call_thread_root = false;
  /* A variadic function may read its variable arguments (symex_vararg.c). */
  if (!frame.thread_root && call && args && LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) &&
      LLVMGetNumArgOperands(call) >= LLVMCountParams(callee)) {
    frame.args = args;
    frame.num_args = LLVMGetNumArgOperands(call);
  }
  frame.pending = cb_calloc(function->num_blocks, sizeof *frame.pending);
  frame.back_entries = cb_calloc(function->num_blocks, sizeof *frame.back_entries);
  frame.forced = cb_calloc(function->num_blocks, sizeof *frame.forced);
  frame.left = cb_calloc(function->num_blocks, sizeof *frame.left);
  frame.arrivals = cb_calloc(function->num_blocks, sizeof *frame.arrivals);
  frame.next_probe = cb_calloc(function->num_blocks, sizeof *frame.next_probe);
  sx_state *entry = sx_state_new(function->num_slots, s->guard);
  entry->mem = s->mem;
  unsigned i = 0;
  for (LLVMValueRef a = LLVMGetFirstParam(callee); a; a = LLVMGetNextParam(a), i++)
    entry->slots[i] = args ? args[i] : NULL; /* the caller gives one per parameter */
  frame.passed = args ? num_args : UINT_MAX; /* no arguments: none is checked */
  frame.pending[0] = entry;

  x->top = &frame;
  sx_run_frame(x, &frame);
  x->top = frame.caller;

  if (frame.thread_root)
    sx_thread_return(x, &frame);
  mem_kill(x, &frame.return_mem, frame.stack_objects, frame.num_stack_objects);
  free(frame.pending);
  free(frame.back_entries);
  free(frame.forced);
  free(frame.left);
  free(frame.arrivals);
  free(frame.next_probe);
  free(frame.stack_objects);
  s->guard = frame.return_guard;
  if (s->guard != AIG_FALSE)
    s->mem = frame.return_mem;
  return frame.return_value;
}

void sx_frame_add_object(sx *x, unsigned id) {
  sx_frame *f = x->top;
  CB_GROW(f->stack_objects, f->num_stack_objects, f->cap_stack_objects, 8);
  f->stack_objects[f->num_stack_objects++] = id;
}

/* ---- the executor ---------------------------------------------------------------------- */

sx *sx_new(LLVMModuleRef module, const enc_options *options, aig *g, bvm *m,
           const struct mem_plan *plan) {
  sx *x = cb_calloc(1, sizeof *x);
  x->module = module;
  x->layout = LLVMGetModuleDataLayout(module);
  x->options = options;
  x->aig = g;
  x->bvm = m;
  sx_events_init(&x->events);
  ptrmap_init(&x->function_index);
  x->plan = plan;
  x->races = LLVMGetNamedMetadata(module, SEQ_RACES_MD, strlen(SEQ_RACES_MD)) != NULL;
  mem_init(x);
  sx_threads_init(x);
  mem_apply_plan(x);
  x->rewrite = rw_new(m);
  if (options->loop_probes)
    x->probe = loop_probe_new(g, options->deadline);
  return x;
}

void sx_warn(sx *x, const char *warning) {
  for (size_t i = 0; i < x->num_warnings; i++)
    if (!strcmp(x->warnings[i], warning))
      return;
  x->warnings = cb_realloc(x->warnings, (x->num_warnings + 1) * sizeof *x->warnings);
  x->warnings[x->num_warnings++] = cb_strdup(warning);
}

void sx_free(sx *x) {
  free(x->guessed);
  free(x->guessed_names);
  rp_log_free(&x->replay);
  for (size_t i = 0; i < x->num_warnings; i++)
    free(x->warnings[i]);
  free(x->warnings);
  for (unsigned i = 0; i < x->num_functions; i++)
    sx_function_free(x->functions[i]);
  free(x->functions);
  ptrmap_release(&x->function_index);
  sx_events_release(&x->events);
  mem_release(x);
  rw_free(x->rewrite);
  loop_probe_free(x->probe);
  free(x);
}

void sx_run(sx *x, LLVMValueRef entry) {
  sx_state *root = sx_state_new(0, AIG_TRUE);
  if (x->threaded)
    root->mem.round = bv_const(x->bvm, MEM_ROUND_BITS, 1);
  mem_init_globals(x, root);
  if (root->guard != AIG_FALSE)
    sx_inline_call(x, root, NULL, entry, NULL, 0);
  sx_state_free(root);
  sx_threads_finish(x);
}

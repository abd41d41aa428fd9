/* seq_lockset.c: must-locksets and atomic sections (see seq_lockset.h). */
#include "passes/seq_lockset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "passes/seq_shared.h"
#include "passes/seq_util.h"
#include "base/alloc.h"

#define SEQ_ALL_LOCKS (~(uint64_t)0)
#define SEQ_ATOMIC_CAP 16 /* deeper nesting counts as this deep */
#define SEQ_MAX_PASSES 64 /* of the whole-program iteration; then every entry is empty */

/* What a call of a program function does to its caller's state. */
typedef struct seq_summary {
  uint64_t gen;     /* locks it surely holds when it returns (entered with none) */
  bool releases;    /* it may release a lock (or calls through a pointer) */
  bool ends_atomic; /* it may leave an atomic section */
} seq_summary;

struct seq_lockset {
  LLVMModuleRef module;
  LLVMTargetDataRef layout;
  const seq_callgraph *graph;
  LLVMValueRef lock_global[SEQ_MAX_LOCKS];
  uint64_t lock_offset[SEQ_MAX_LOCKS];
  unsigned num_locks;
  uint64_t unreliable;   /* locks that never count */
  bool untracked_unlock; /* some unlock goes through an untracked pointer */
  seq_summary *summary;  /* per program function */
  seq_lockstate *entry;  /* per program function: the state at its entry */
  bool judging;          /* entries are final: seq_release judges the unlocks */
  bool trusted;          /* in an annotated function: its annotations describe its
                            lock operations, which are not judged */
  const seq_annotations *annotations; /* or NULL */
  bool *creates;         /* per program function: it may create a thread */
  LLVMBasicBlockRef *main_blocks; /* main's blocks, and which run after a thread may exist */
  unsigned num_main_blocks;
  bool *main_after;
};

typedef enum seq_lock_op {
  SEQ_LOCK_NONE, SEQ_LOCK_ACQUIRE, SEQ_LOCK_RELEASE, SEQ_LOCK_WAIT,
  SEQ_ATOMIC_BEGIN, SEQ_ATOMIC_END,
} seq_lock_op;

static seq_lock_op seq_lock_operation(const char *name) {
  if (!strcmp(name, "pthread_mutex_lock") || !strcmp(name, "pthread_spin_lock") ||
      !strcmp(name, "pthread_rwlock_wrlock"))
    return SEQ_LOCK_ACQUIRE;
  if (!strcmp(name, "pthread_mutex_unlock") || !strcmp(name, "pthread_spin_unlock") ||
      !strcmp(name, "pthread_rwlock_unlock"))
    return SEQ_LOCK_RELEASE;
  if (!strcmp(name, "pthread_cond_wait") || !strcmp(name, "pthread_cond_timedwait"))
    return SEQ_LOCK_WAIT; /* releases the mutex and takes it again */
  if (!strcmp(name, "__VERIFIER_atomic_begin"))
    return SEQ_ATOMIC_BEGIN;
  if (!strcmp(name, "__VERIFIER_atomic_end"))
    return SEQ_ATOMIC_END;
  return SEQ_LOCK_NONE;
}

/* The lock `pointer` names: its index, or -1 when it is not a tracked lock. */
static int seq_lock_id(seq_lockset *ls, LLVMValueRef pointer, bool add) {
  uint64_t offset;
  bool constant;
  LLVMValueRef g = seq_global_base(pointer, ls->layout, &offset, &constant);
  if (!g || !constant)
    return -1;
  for (unsigned i = 0; i < ls->num_locks; i++)
    if (ls->lock_global[i] == g && ls->lock_offset[i] == offset)
      return (int)i;
  if (!add || ls->num_locks == SEQ_MAX_LOCKS)
    return -1;
  ls->lock_global[ls->num_locks] = g;
  ls->lock_offset[ls->num_locks] = offset;
  return (int)ls->num_locks++;
}

/* A release of lock `id` (or of an untracked one, id < 0) in `state`. */
static void seq_release(seq_lockset *ls, int id, const seq_lockstate *state) {
  if (!ls->judging || ls->trusted)
    return;
  if (id < 0)
    ls->untracked_unlock = true;
  else if (!(state->locks & ((uint64_t)1 << id)))
    ls->unreliable |= (uint64_t)1 << id; /* maybe not held: maybe someone else's */
}

/* The lock annotation `a` names at `call`, as a lock index (-1: not a tracked lock). */
static int seq_annotation_id(seq_lockset *ls, const seq_annotation *a, LLVMValueRef call,
                             bool add) {
  LLVMValueRef lock = seq_annotation_lock(ls->module, a, call);
  return lock ? seq_lock_id(ls, lock, add) : -1;
}

/* A call of an annotated function: its annotations in order. */
static void seq_annotated_transfer(seq_lockset *ls, LLVMValueRef call, LLVMValueRef callee,
                                   const seq_lockstate *before, seq_lockstate *state) {
  const char *name = seq_name(callee);
  for (size_t i = 0; i < ls->annotations->count; i++) {
    const seq_annotation *a = &ls->annotations->items[i];
    if (strcmp(a->function, name))
      continue;
    bool every = a->lock == SEQ_ANNOT_EVERY;
    int id = every ? -1 : seq_annotation_id(ls, a, call, a->effect == SEQ_ANNOT_ACQUIRES);
    uint64_t bit = id >= 0 ? (uint64_t)1 << id : 0;
    switch (a->effect) {
    case SEQ_ANNOT_ACQUIRES:
      state->locks |= bit;
      break;
    case SEQ_ANNOT_RELEASES:
    case SEQ_ANNOT_RESETS:
      if (!every)
        seq_release(ls, id, state);
      state->locks = every || id < 0 ? 0 : state->locks & ~bit;
      break;
    case SEQ_ANNOT_RESTORES:
      if (every)
        state->locks = before->locks;
      else
        state->locks = (state->locks & ~bit) | (before->locks & bit);
      break;
    }
  }
}

static void seq_call_effect(seq_lockset *ls, LLVMValueRef call, seq_lockstate *state);

static void seq_call_transfer(seq_lockset *ls, LLVMValueRef call, seq_lockstate *state) {
  seq_lockstate before = *state;
  LLVMValueRef caller = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
  ls->trusted = seq_annotated(ls->annotations, caller);
  LLVMValueRef callee = seq_called_function(call);
  if (seq_annotated(ls->annotations, callee)) {
    /* The annotations replace what the body does to locks; atomic sections remain. */
    seq_call_effect(ls, call, state);
    state->locks = before.locks;
    seq_annotated_transfer(ls, call, callee, &before, state);
  } else {
    seq_call_effect(ls, call, state);
  }
  ls->trusted = false;
}

static void seq_call_effect(seq_lockset *ls, LLVMValueRef call, seq_lockstate *state) {
  LLVMValueRef callee = seq_called_function(call);
  if (!callee) { /* through a pointer: anything may happen */
    state->locks = 0;
    state->atomic = 0;
    return;
  }
  unsigned k = seq_callgraph_index(ls->graph, callee);
  if (k < ls->graph->count) {
    const seq_summary *sum = &ls->summary[k];
    state->locks = sum->releases ? sum->gen : state->locks | sum->gen;
    if (sum->ends_atomic)
      state->atomic = 0;
    return;
  }
  seq_lock_op op = seq_lock_operation(seq_name(callee));
  unsigned argc = LLVMGetNumArgOperands(call);
  int id = -1;
  if ((op == SEQ_LOCK_ACQUIRE || op == SEQ_LOCK_RELEASE) && argc >= 1)
    id = seq_lock_id(ls, LLVMGetOperand(call, 0), op == SEQ_LOCK_ACQUIRE);
  else if (op == SEQ_LOCK_WAIT && argc >= 2)
    id = seq_lock_id(ls, LLVMGetOperand(call, 1), false);
  uint64_t bit = id >= 0 ? (uint64_t)1 << id : 0;
  switch (op) {
  case SEQ_LOCK_ACQUIRE:
    state->locks |= bit;
    break;
  case SEQ_LOCK_RELEASE:
    seq_release(ls, id, state);
    state->locks = id >= 0 ? state->locks & ~bit : 0;
    break;
  case SEQ_LOCK_WAIT:
    seq_release(ls, id, state); /* and taken again before it returns */
    break;
  case SEQ_ATOMIC_BEGIN:
    state->atomic = state->atomic < SEQ_ATOMIC_CAP ? state->atomic + 1 : SEQ_ATOMIC_CAP;
    break;
  case SEQ_ATOMIC_END:
    state->atomic = state->atomic ? state->atomic - 1 : 0;
    break;
  case SEQ_LOCK_NONE:
    break;
  }
}

static void seq_transfer(seq_lockset *ls, LLVMValueRef inst, seq_lockstate *state) {
  if (LLVMIsACallInst(inst) && !LLVMIsAInlineAsm(LLVMGetCalledValue(inst)))
    seq_call_transfer(ls, inst, state);
  else if (LLVMIsACallInst(inst)) /* inline assembly: may do anything */
    *state = (seq_lockstate){0, 0};
}

static seq_lockstate seq_meet(seq_lockstate a, seq_lockstate b) {
  return (seq_lockstate){a.locks & b.locks, a.atomic < b.atomic ? a.atomic : b.atomic};
}

static bool seq_same(seq_lockstate a, seq_lockstate b) {
  return a.locks == b.locks && a.atomic == b.atomic;
}

static unsigned seq_block_index(LLVMBasicBlockRef *blocks, unsigned n, LLVMBasicBlockRef b) {
  for (unsigned i = 0; i < n; i++)
    if (blocks[i] == b)
      return i;
  return n;
}

/* The states at the entries of fn's blocks, from `entry`: a fixpoint over the CFG
   (blocks that no path reaches are left out: reached[i] false). The meet of the states
   at fn's returns goes to *exit. The caller frees blocks, reached and the result. */
typedef struct seq_flow_result {
  LLVMBasicBlockRef *blocks;
  unsigned count;
  seq_lockstate *in;
  bool *reached;
  seq_lockstate exit;
} seq_flow_result;

static void seq_flow_free(seq_flow_result *f) {
  free(f->blocks);
  free(f->in);
  free(f->reached);
}

static void seq_flow(seq_lockset *ls, LLVMValueRef fn, seq_lockstate entry, seq_flow_result *f) {
  unsigned n = LLVMCountBasicBlocks(fn);
  f->count = n;
  f->blocks = cb_calloc(n, sizeof *f->blocks);
  LLVMGetBasicBlocks(fn, f->blocks);
  f->in = cb_calloc(n, sizeof *f->in);
  f->reached = cb_calloc(n, sizeof *f->reached);
  f->exit = (seq_lockstate){SEQ_ALL_LOCKS, SEQ_ATOMIC_CAP};
  bool *pending = cb_calloc(n, sizeof *pending);
  f->in[0] = entry;
  f->reached[0] = pending[0] = true;
  for (bool any = true; any;) {
    any = false;
    for (unsigned i = 0; i < n; i++) {
      if (!pending[i])
        continue;
      pending[i] = false;
      seq_lockstate state = f->in[i];
      for (LLVMValueRef inst = LLVMGetFirstInstruction(f->blocks[i]); inst;
           inst = LLVMGetNextInstruction(inst))
        seq_transfer(ls, inst, &state);
      LLVMValueRef term = LLVMGetBasicBlockTerminator(f->blocks[i]);
      if (term && LLVMGetInstructionOpcode(term) == LLVMRet)
        f->exit = seq_meet(f->exit, state);
      unsigned succ = term ? LLVMGetNumSuccessors(term) : 0;
      for (unsigned s = 0; s < succ; s++) {
        unsigned j = seq_block_index(f->blocks, n, LLVMGetSuccessor(term, s));
        if (j == n)
          continue;
        seq_lockstate met = f->reached[j] ? seq_meet(f->in[j], state) : state;
        if (!f->reached[j] || !seq_same(met, f->in[j])) {
          f->reached[j] = true;
          f->in[j] = met;
          pending[j] = any = true;
        }
      }
    }
  }
  free(pending);
}

/* ---- summaries -------------------------------------------------------------------------- */

static bool seq_is_lock_init(const char *name) {
  return !strcmp(name, "pthread_mutex_init") || !strcmp(name, "pthread_spin_init") ||
         !strcmp(name, "pthread_rwlock_init");
}

/* What fn does by itself (not through the program functions it calls). */
static void seq_direct_effects(LLVMValueRef fn, bool *releases, bool *ends_atomic, bool *creates) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i))
        continue;
      LLVMValueRef callee = seq_called_function(i);
      if (!callee) {
        *releases = *ends_atomic = *creates = true;
        continue;
      }
      const char *name = seq_name(callee);
      seq_lock_op op = seq_lock_operation(name);
      *releases |= op == SEQ_LOCK_RELEASE || seq_is_lock_init(name);
      *ends_atomic |= op == SEQ_ATOMIC_END;
      *creates |= !strcmp(name, "pthread_create");
    }
}

/* releases, ends_atomic and `creates` (it may create a thread), closed over calls. */
static void seq_effects(seq_lockset *ls, bool *creates) {
  const seq_callgraph *g = ls->graph;
  for (unsigned f = 0; f < g->count; f++)
    seq_direct_effects(g->functions[f], &ls->summary[f].releases, &ls->summary[f].ends_atomic,
                       &creates[f]);
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned f = 0; f < g->count; f++)
      for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(g->functions[f]); b;
           b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
          LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
          unsigned k = callee ? seq_callgraph_index(g, callee) : g->count;
          if (k == g->count)
            continue;
          seq_summary *s = &ls->summary[f], *t = &ls->summary[k];
          bool r0 = s->releases, a0 = s->ends_atomic, c0 = creates[f];
          s->releases |= t->releases;
          s->ends_atomic |= t->ends_atomic;
          creates[f] |= creates[k];
          changed |= r0 != s->releases || a0 != s->ends_atomic || c0 != creates[f];
        }
  }
}

/* gen: what a function surely returns holding, entered with nothing. Each pass uses
   the previous passes' (sound) summaries, so any number of passes is sound. */
static void seq_gen(seq_lockset *ls) {
  for (unsigned pass = 0; pass < 3; pass++)
    for (unsigned f = 0; f < ls->graph->count; f++) {
      seq_flow_result r;
      seq_flow(ls, ls->graph->functions[f], (seq_lockstate){0, 0}, &r);
      ls->summary[f].gen = r.exit.locks == SEQ_ALL_LOCKS ? 0 : r.exit.locks; /* no return */
      seq_flow_free(&r);
    }
}

/* ---- entries: what every direct caller holds --------------------------------------------- */

/* Whether f starts with nothing: a root, or not only called directly. */
static bool seq_entry_is_empty(const seq_callgraph *g, LLVMValueRef fn) {
  for (unsigned r = 0; r < g->num_roots; r++)
    if (g->roots[r] == fn)
      return true;
  return !LLVMGetFirstUse(fn) || g->too_many_roots;
}

/* Calls visit for every instruction of fn that some path reaches, with the state
   before it (all locks, reliable or not). */
static void seq_walk_all(seq_lockset *ls, LLVMValueRef fn, seq_lockset_visit visit, void *ctx) {
  unsigned k = seq_callgraph_index(ls->graph, fn);
  seq_lockstate entry = k < ls->graph->count ? ls->entry[k] : (seq_lockstate){0, 0};
  seq_flow_result r;
  seq_flow(ls, fn, entry, &r);
  for (unsigned b = 0; b < r.count; b++) {
    if (!r.reached[b])
      continue;
    seq_lockstate state = r.in[b];
    for (LLVMValueRef i = LLVMGetFirstInstruction(r.blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      visit(i, state, ctx);
      seq_transfer(ls, i, &state);
    }
  }
  seq_flow_free(&r);
}

/* Whether main makes this call of program function k while it is the only thread, and
   the callee creates none: that run of the callee can meet no other thread's access, so
   its call site says nothing about what the callee holds when others may run. */
static bool seq_single_threaded_call(const seq_lockset *ls, LLVMValueRef call, unsigned k) {
  return !ls->creates[k] && seq_lockset_before_threads(ls, call);
}

typedef struct seq_entry_pass {
  seq_lockset *ls;
  seq_lockstate *next; /* the meet of the call sites seen so far */
  bool *seen;
} seq_entry_pass;

static void seq_entry_visit(LLVMValueRef inst, seq_lockstate state, void *ctx) {
  seq_entry_pass *p = ctx;
  LLVMValueRef callee = LLVMIsACallInst(inst) ? seq_called_function(inst) : NULL;
  unsigned k = callee ? seq_callgraph_index(p->ls->graph, callee) : p->ls->graph->count;
  if (k == p->ls->graph->count || seq_single_threaded_call(p->ls, inst, k))
    return;
  if (seq_is_atomic_function(callee) && state.atomic < SEQ_ATOMIC_CAP)
    state.atomic++; /* libseq brackets the call with an atomic section */
  p->next[k] = p->seen[k] ? seq_meet(p->next[k], state) : state;
  p->seen[k] = true;
}

/* A greatest fixpoint from "everything held": each pass only lowers the entries. */
static void seq_entries(seq_lockset *ls) {
  const seq_callgraph *g = ls->graph;
  seq_entry_pass p = {ls, cb_calloc(g->count + 1, sizeof *p.next),
                      cb_calloc(g->count + 1, sizeof *p.seen)};
  for (unsigned f = 0; f < g->count; f++)
    ls->entry[f] = seq_entry_is_empty(g, g->functions[f])
                       ? (seq_lockstate){0, 0}
                       : (seq_lockstate){SEQ_ALL_LOCKS, SEQ_ATOMIC_CAP};
  bool stable = false;
  for (unsigned pass = 0; pass < SEQ_MAX_PASSES && !stable; pass++) {
    memset(p.seen, 0, (g->count + 1) * sizeof *p.seen);
    for (unsigned f = 0; f < g->count; f++)
      seq_walk_all(ls, g->functions[f], seq_entry_visit, &p);
    stable = true;
    for (unsigned f = 0; f < g->count; f++) {
      if (seq_entry_is_empty(g, g->functions[f]))
        continue;
      seq_lockstate next = p.seen[f] ? p.next[f] : ls->entry[f]; /* never called: dead */
      stable &= seq_same(next, ls->entry[f]);
      ls->entry[f] = next;
    }
  }
  if (!stable) /* no fixpoint in time: nothing is known at any entry */
    for (unsigned f = 0; f < g->count; f++)
      ls->entry[f] = (seq_lockstate){0, 0};
  free(p.next);
  free(p.seen);
}

/* ---- unreliable locks --------------------------------------------------------------------- */

static void seq_judge_visit(LLVMValueRef inst, seq_lockstate state, void *ctx) {
  (void)inst;
  (void)state;
  (void)ctx; /* seq_transfer judges the releases while ls->judging is set */
}

/* Whether inst may create a thread: pthread_create, a call through a pointer or inline
   assembly, or a call of a program function that may. */
static bool seq_may_create(const seq_lockset *ls, LLVMValueRef inst, const bool *creates) {
  if (!LLVMIsACallInst(inst))
    return false;
  LLVMValueRef callee = seq_called_function(inst);
  if (!callee)
    return true;
  unsigned k = seq_callgraph_index(ls->graph, callee);
  return !strcmp(seq_name(callee), "pthread_create") || (k < ls->graph->count && creates[k]);
}

/* Blocks of main after a thread may exist (reachable from a block that creates one). */
static bool *seq_after_creation(seq_lockset *ls, LLVMValueRef main_fn, const bool *creates,
                                LLVMBasicBlockRef **blocks, unsigned *n) {
  *n = LLVMCountBasicBlocks(main_fn);
  *blocks = cb_calloc(*n, sizeof **blocks);
  LLVMGetBasicBlocks(main_fn, *blocks);
  bool *after = cb_calloc(*n, sizeof *after);
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned b = 0; b < *n; b++) {
      bool creating = false;
      for (LLVMValueRef i = LLVMGetFirstInstruction((*blocks)[b]); i && !creating;
           i = LLVMGetNextInstruction(i))
        creating = seq_may_create(ls, i, creates);
      if (!after[b] && !creating)
        continue;
      LLVMValueRef term = LLVMGetBasicBlockTerminator((*blocks)[b]);
      for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); s++) {
        unsigned j = seq_block_index(*blocks, *n, LLVMGetSuccessor(term, s));
        if (j < *n && !after[j])
          after[j] = changed = true;
      }
    }
  }
  return after;
}

/* Whether inst, in main, runs before any thread can exist. */
static bool seq_before_threads(const seq_lockset *ls, LLVMValueRef inst, LLVMBasicBlockRef *blocks,
                               unsigned n, const bool *after, const bool *creates) {
  unsigned b = seq_block_index(blocks, n, LLVMGetInstructionParent(inst));
  if (b == n || after[b])
    return false;
  for (LLVMValueRef i = LLVMGetFirstInstruction(blocks[b]); i && i != inst;
       i = LLVMGetNextInstruction(i))
    if (seq_may_create(ls, i, creates))
      return false;
  return true;
}

/* A lock initialized while threads may hold it is released by that: unreliable. Main
   initializing it before it creates any thread is the usual, harmless case. */
static void seq_judge_inits(seq_lockset *ls, const bool *creates) {
  LLVMValueRef main_fn = ls->graph->roots[0];
  LLVMBasicBlockRef *blocks = ls->main_blocks;
  unsigned n = ls->num_main_blocks;
  bool *after = ls->main_after;
  for (unsigned f = 0; f < ls->graph->count; f++)
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(ls->graph->functions[f]); b;
         b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
        if (!callee || !seq_is_lock_init(seq_name(callee)) || LLVMGetNumArgOperands(i) < 1)
          continue;
        int id = seq_lock_id(ls, LLVMGetOperand(i, 0), false);
        bool harmless = ls->graph->functions[f] == main_fn &&
                        seq_before_threads(ls, i, blocks, n, after, creates);
        if (id < 0 && !harmless)
          ls->untracked_unlock = true;
        else if (id >= 0 && !harmless)
          ls->unreliable |= (uint64_t)1 << id;
      }
}

static void seq_judge(seq_lockset *ls, const bool *creates) {
  ls->judging = true;
  for (unsigned f = 0; f < ls->graph->count; f++)
    seq_walk_all(ls, ls->graph->functions[f], seq_judge_visit, NULL);
  ls->judging = false;
  seq_judge_inits(ls, creates);
  if (ls->untracked_unlock)
    for (unsigned i = 0; i < ls->num_locks; i++)
      if (seq_address_escapes(ls->lock_global[i]) && !seq_is_named_lock(ls->lock_global[i]))
        ls->unreliable |= (uint64_t)1 << i;
}

/* ---- the interface ------------------------------------------------------------------------ */

/* Registers every lock the program acquires, so that bits mean the same in all passes. */
static void seq_find_locks(seq_lockset *ls) {
  for (unsigned f = 0; f < ls->graph->count; f++)
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(ls->graph->functions[f]); b;
         b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
        if (callee && seq_lock_operation(seq_name(callee)) == SEQ_LOCK_ACQUIRE &&
            LLVMGetNumArgOperands(i) >= 1)
          seq_lock_id(ls, LLVMGetOperand(i, 0), true);
        if (seq_annotated(ls->annotations, callee))
          for (size_t a = 0; a < ls->annotations->count; a++)
            if (ls->annotations->items[a].effect == SEQ_ANNOT_ACQUIRES &&
                !strcmp(ls->annotations->items[a].function, seq_name(callee)))
              seq_annotation_id(ls, &ls->annotations->items[a], i, true);
      }
}

seq_lockset *seq_lockset_new(LLVMModuleRef module, const seq_callgraph *graph,
                             const seq_annotations *annotations) {
  seq_lockset *ls = cb_calloc(1, sizeof *ls);
  ls->module = module;
  ls->annotations = annotations;
  ls->layout = LLVMGetModuleDataLayout(module);
  ls->graph = graph;
  ls->summary = cb_calloc(graph->count + 1, sizeof *ls->summary);
  ls->entry = cb_calloc(graph->count + 1, sizeof *ls->entry);
  bool *creates = ls->creates = cb_calloc(graph->count + 1, sizeof *creates);
  seq_find_locks(ls);
  seq_effects(ls, creates);
  ls->main_after = seq_after_creation(ls, graph->roots[0], creates, &ls->main_blocks,
                                      &ls->num_main_blocks);
  seq_gen(ls);
  seq_entries(ls);
  seq_judge(ls, creates);
  return ls;
}

void seq_lockset_free(seq_lockset *ls) {
  if (!ls)
    return;
  free(ls->summary);
  free(ls->entry);
  free(ls->creates);
  free(ls->main_blocks);
  free(ls->main_after);
  free(ls);
}

typedef struct seq_reliable_walk {
  uint64_t reliable;
  seq_lockset_visit visit;
  void *ctx;
} seq_reliable_walk;

static void seq_reliable_visit(LLVMValueRef inst, seq_lockstate state, void *ctx) {
  seq_reliable_walk *w = ctx;
  state.locks &= w->reliable;
  w->visit(inst, state, w->ctx);
}

void seq_lockset_walk(const seq_lockset *ls, LLVMValueRef fn, seq_lockset_visit visit, void *ctx) {
  seq_reliable_walk w = {~ls->unreliable, visit, ctx};
  seq_walk_all((seq_lockset *)ls, fn, seq_reliable_visit, &w);
}

char *seq_lockset_name(const seq_lockset *ls, unsigned i) {
  if (i >= ls->num_locks)
    return cb_strdup("?");
  char text[256];
  if (ls->lock_offset[i])
    snprintf(text, sizeof text, "%s+%llu", seq_lock_display_name(ls->lock_global[i]),
             (unsigned long long)ls->lock_offset[i]);
  else
    snprintf(text, sizeof text, "%s", seq_lock_display_name(ls->lock_global[i]));
  return cb_strdup(text);
}

bool seq_lockset_before_threads(const seq_lockset *ls, LLVMValueRef inst) {
  LLVMValueRef main_fn = ls->graph->roots[0];
  if (LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)) != main_fn ||
      !seq_callgraph_main_only(ls->graph, main_fn))
    return false;
  return seq_before_threads(ls, inst, ls->main_blocks, ls->num_main_blocks, ls->main_after,
                            ls->creates);
}

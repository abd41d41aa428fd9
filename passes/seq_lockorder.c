/* seq_lockorder.c: the lock-order pass (seq_lockorder.h). */
#include "passes/seq_lockorder.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <llvm-c/Target.h>

#include "base/alloc.h"
#include "base/ptrmap.h"
#include "passes/seq_callgraph.h"
#include "passes/seq_joins.h"
#include "passes/seq_lockgraph.h"
#include "passes/seq_util.h"

#define LO_MAX SEQ_LOCKGRAPH_MAX
#define LO_ATOMIC 0      /* lock 0: the atomic sections, one lock for all of them */
#define LO_MAX_PASSES 64 /* of the whole-program iteration; more: no proof */
#define BIT(i) ((uint64_t)1 << (i))

/* The locks a thread may hold at a point, each with a place that took it. */
typedef struct lo_state {
  uint64_t held;
  LLVMValueRef site[LO_MAX];
  bool ended; /* the process ended here (exit, abort, a failed assert): no path on */
} lo_state;

/* What a call of a program function does, for its caller. */
typedef struct lo_summary {
  uint64_t takes;             /* locks it may wait to take (itself or in its callees) */
  LLVMValueRef take_site[LO_MAX];
  uint64_t returns_held;      /* locks it may return holding (entered with none) */
  LLVMValueRef held_site[LO_MAX];
  LLVMValueRef join_site;     /* a join it may reach, or NULL */
  LLVMValueRef exit_site;     /* a pthread_exit it may reach, or NULL */
} lo_summary;

typedef struct lo_analysis {
  LLVMModuleRef module;
  LLVMTargetDataRef layout;
  seq_callgraph graph;
  LLVMValueRef lock_global[LO_MAX]; /* lock i > 0: a global and a byte offset */
  uint64_t lock_offset[LO_MAX];
  unsigned num_locks;
  lo_summary *summary; /* per program function */
  bool changed;        /* a summary grew in this pass */
  bool recording;      /* the last pass: edges and refusals */
  seq_lockgraph edges;
  char *refusal;
  bool joins;          /* some call of pthread_join */
  /* The last trylock of the block being analysed, and whether it took a lock that was
     not held before (then the branch on its failure leaves the lock free). */
  LLVMValueRef last_try;
  unsigned last_try_id;
  bool last_try_fresh;
} lo_analysis;

typedef enum lo_op {
  LO_NONE,     /* no effect on locks, never waits */
  LO_TAKE,     /* waits for the lock (argument 0), then holds it */
  LO_TRY,      /* holds the lock (argument 0) perhaps, never waits for it */
  LO_RELEASE,  /* releases the lock (argument 0) */
  LO_RETAKE,   /* pthread_cond_timedwait: releases the mutex (argument 1) and waits for it */
  LO_JOIN,     /* pthread_join */
  LO_EXIT,     /* pthread_exit */
  LO_ATOMIC_BEGIN,
  LO_ATOMIC_END,
  LO_REFUSED,  /* a wait the pass does not analyse */
} lo_op;

static bool lo_in(const char *name, const char *const *names) {
  for (; *names; names++)
    if (!strcmp(name, *names))
      return true;
  return false;
}

/* The synchronisation functions that neither wait nor hold anything. */
static bool lo_harmless(const char *name) {
  static const char *const names[] = {
      "pthread_create", "pthread_self", "pthread_equal", "pthread_detach",
      "pthread_cond_signal", "pthread_cond_broadcast", "pthread_key_create",
      "pthread_key_delete", "pthread_getspecific", "pthread_setspecific", "pthread_yield",
      "pthread_setcancelstate", "pthread_setcanceltype", "pthread_setname_np",
      "pthread_getname_np", "pthread_sigmask", "sem_post", "sem_trywait", "sem_timedwait",
      "sem_getvalue", "pthread_mutex_consistent", "pthread_spin_trylock_np", NULL};
  if (lo_in(name, names))
    return true;
  size_t n = strlen(name);
  bool ends_init = n > 5 && !strcmp(name + n - 5, "_init");
  bool ends_destroy = n > 8 && !strcmp(name + n - 8, "_destroy");
  return ends_init || ends_destroy || strstr(name, "attr_") != NULL;
}

/* The calls that end the process (every thread with it): nothing waits after them. A
   program may declare them without `noreturn`, so that its code seems to go on. */
static bool lo_ends_process(const char *name) {
  static const char *const names[] = {"abort", "exit", "_Exit", "quick_exit", "__assert_fail",
                                      "__assert", "__VERIFIER_error", NULL};
  return lo_in(name, names);
}

static lo_op lo_operation(const char *name) {
  static const char *const take[] = {"pthread_mutex_lock", "pthread_spin_lock",
                                     "pthread_rwlock_rdlock", "pthread_rwlock_wrlock", NULL};
  static const char *const try[] = {"pthread_mutex_trylock",    "pthread_mutex_timedlock",
                                    "pthread_spin_trylock",     "pthread_rwlock_tryrdlock",
                                    "pthread_rwlock_trywrlock", "pthread_rwlock_timedrdlock",
                                    "pthread_rwlock_timedwrlock", NULL};
  static const char *const release[] = {"pthread_mutex_unlock", "pthread_spin_unlock",
                                        "pthread_rwlock_unlock", NULL};
  if (lo_in(name, take))
    return LO_TAKE;
  if (lo_in(name, try))
    return LO_TRY;
  if (lo_in(name, release))
    return LO_RELEASE;
  if (!strcmp(name, "pthread_cond_timedwait"))
    return LO_RETAKE;
  if (!strcmp(name, "pthread_join"))
    return LO_JOIN;
  if (!strcmp(name, "pthread_exit"))
    return LO_EXIT;
  if (!strcmp(name, "__VERIFIER_atomic_begin"))
    return LO_ATOMIC_BEGIN;
  if (!strcmp(name, "__VERIFIER_atomic_end"))
    return LO_ATOMIC_END;
  /* A long jump leaves a path the analysis follows with its locks held: no proof. */
  static const char *const jumps[] = {"longjmp", "_longjmp", "siglongjmp", "__longjmp_chk", NULL};
  if (lo_in(name, jumps))
    return LO_REFUSED;
  bool sync = seq_starts_with(name, "pthread_") || seq_starts_with(name, "sem_") ||
              seq_starts_with(name, "mtx_") || seq_starts_with(name, "cnd_") ||
              seq_starts_with(name, "thrd_") || seq_starts_with(name, "__pthread_");
  return sync && !lo_harmless(name) ? LO_REFUSED : LO_NONE;
}

/* The first reason met is the one reported (the last pass only). */
static void lo_refuse(lo_analysis *a, LLVMValueRef at, const char *what) {
  if (!a->recording || a->refusal)
    return;
  char where[512];
  a->refusal = cb_format("%s at %s", what, seq_site_text(at, where, sizeof where));
}

/* The lock `pointer` names (> 0), or -1 when it names none the pass can tell apart. */
static int lo_lock_id(lo_analysis *a, LLVMValueRef pointer) {
  uint64_t offset;
  bool constant;
  LLVMValueRef g = seq_global_base(pointer, a->layout, &offset, &constant);
  if (!g || !constant)
    return -1;
  for (unsigned i = 1; i < a->num_locks; i++)
    if (a->lock_global[i] == g && a->lock_offset[i] == offset)
      return (int)i;
  if (a->num_locks == LO_MAX)
    return -1;
  a->lock_global[a->num_locks] = g;
  a->lock_offset[a->num_locks] = offset;
  return (int)a->num_locks++;
}

/* Waiting to take lock `id` at `site` in `state`: an edge from each lock held. */
static void lo_wait_for(lo_analysis *a, const lo_state *state, unsigned id, LLVMValueRef site) {
  if (!a->recording)
    return;
  for (unsigned h = 0; h < LO_MAX; h++)
    if (state->held & BIT(h))
      seq_lockgraph_add(&a->edges, h, id, state->site[h], site);
}

static void lo_hold(lo_state *state, unsigned id, LLVMValueRef site) {
  if (!(state->held & BIT(id)))
    state->site[id] = site;
  state->held |= BIT(id);
}

/* The function being analysed waits for or holds what its summary `own` records. */
static void lo_note_take(lo_analysis *a, lo_summary *own, unsigned id, LLVMValueRef site) {
  if (own->takes & BIT(id))
    return;
  own->takes |= BIT(id);
  own->take_site[id] = site;
  a->changed = true;
}

/* A call of program function `callee` (summary s) in `state`. */
static void lo_call_program(lo_analysis *a, lo_summary *own, LLVMValueRef call, LLVMValueRef callee,
                            lo_state *state) {
  const lo_summary *s = &a->summary[seq_callgraph_index(&a->graph, callee)];
  lo_state at_call = *state;
  if (seq_is_atomic_function(callee)) { /* the whole call is one atomic section */
    lo_wait_for(a, &at_call, LO_ATOMIC, call);
    lo_note_take(a, own, LO_ATOMIC, call);
    lo_hold(&at_call, LO_ATOMIC, call);
  }
  for (unsigned id = 0; id < LO_MAX; id++)
    if (s->takes & BIT(id)) {
      lo_wait_for(a, &at_call, id, s->take_site[id]);
      lo_note_take(a, own, id, s->take_site[id]);
    }
  if (s->join_site && state->held)
    lo_refuse(a, s->join_site, "a join reached holding a lock (through a call)");
  if (s->exit_site && state->held)
    lo_refuse(a, s->exit_site, "pthread_exit reached holding a lock (through a call)");
  if (s->join_site && !own->join_site)
    own->join_site = s->join_site, a->changed = true;
  if (s->exit_site && !own->exit_site)
    own->exit_site = s->exit_site, a->changed = true;
  for (unsigned id = 0; id < LO_MAX; id++)
    if (s->returns_held & BIT(id))
      lo_hold(state, id, s->held_site[id]);
}

/* A lock operation's lock: its id, or -1 (refused). */
static int lo_operand_lock(lo_analysis *a, LLVMValueRef call, unsigned index) {
  if (LLVMGetNumArgOperands(call) <= index) {
    lo_refuse(a, call, "a lock operation without its lock");
    return -1;
  }
  int id = lo_lock_id(a, LLVMGetOperand(call, index));
  if (id < 0)
    lo_refuse(a, call, "a lock that is not a global variable at a constant offset (or more "
                       "than 63 locks)");
  return id;
}

static void lo_call_sync(lo_analysis *a, lo_summary *own, LLVMValueRef call, const char *name,
                         lo_state *state) {
  lo_op op = lo_operation(name);
  int id = -1;
  switch (op) {
  case LO_TAKE:
    if ((id = lo_operand_lock(a, call, 0)) >= 0) {
      lo_wait_for(a, state, (unsigned)id, call);
      lo_note_take(a, own, (unsigned)id, call);
      lo_hold(state, (unsigned)id, call);
    }
    break;
  case LO_TRY:
    if ((id = lo_operand_lock(a, call, 0)) >= 0) {
      a->last_try = call;
      a->last_try_id = (unsigned)id;
      a->last_try_fresh = !(state->held & BIT(id));
      lo_hold(state, (unsigned)id, call);
    }
    break;
  case LO_RELEASE:
    if ((id = lo_operand_lock(a, call, 0)) >= 0)
      state->held &= ~BIT(id);
    break;
  case LO_RETAKE:
    if ((id = lo_operand_lock(a, call, 1)) >= 0) {
      lo_state others = *state;
      others.held &= ~BIT(id);
      lo_wait_for(a, &others, (unsigned)id, call);
      lo_note_take(a, own, (unsigned)id, call);
      lo_hold(state, (unsigned)id, call);
    }
    break;
  case LO_JOIN:
    a->joins = true;
    if (state->held)
      lo_refuse(a, call, "pthread_join while holding a lock");
    if (!own->join_site)
      own->join_site = call, a->changed = true;
    break;
  case LO_EXIT:
    if (state->held)
      lo_refuse(a, call, "pthread_exit while holding a lock");
    if (!own->exit_site)
      own->exit_site = call, a->changed = true;
    break;
  case LO_ATOMIC_BEGIN:
    lo_wait_for(a, state, LO_ATOMIC, call);
    lo_note_take(a, own, LO_ATOMIC, call);
    lo_hold(state, LO_ATOMIC, call);
    break;
  case LO_ATOMIC_END:
    state->held &= ~BIT(LO_ATOMIC);
    break;
  case LO_REFUSED: {
    char *what = cb_format("a call of %s (a wait the lock-order pass does not analyse)", name);
    lo_refuse(a, call, what);
    free(what);
    break;
  }
  case LO_NONE:
    break;
  }
}

static void lo_transfer(lo_analysis *a, lo_summary *own, LLVMValueRef inst, lo_state *state) {
  if (!LLVMIsACallInst(inst) && !LLVMIsAInvokeInst(inst))
    return;
  if (LLVMIsAInlineAsm(LLVMGetCalledValue(inst)))
    return; /* no pthread wait in assembly */
  LLVMValueRef callee = seq_called_function(inst);
  if (!callee || !seq_starts_with(seq_name(callee), "llvm."))
    a->last_try = NULL; /* another call between a trylock and its branch: no refinement */
  if (!callee) {
    lo_refuse(a, inst, "a call through a function pointer");
    return;
  }
  if (seq_callgraph_index(&a->graph, callee) < a->graph.count)
    lo_call_program(a, own, inst, callee, state);
  else if (lo_ends_process(seq_name(callee)))
    state->ended = true;
  else
    lo_call_sync(a, own, inst, seq_name(callee), state);
}

/* Merges `from` into the state at a block's start; whether it grew. */
static bool lo_merge(lo_state *into, const lo_state *from) {
  uint64_t added = from->held & ~into->held;
  for (unsigned id = 0; id < LO_MAX; id++)
    if (added & BIT(id))
      into->site[id] = from->site[id];
  into->held |= from->held;
  return added != 0;
}

static void lo_returns(lo_analysis *a, lo_summary *own, const lo_state *state) {
  uint64_t added = state->held & ~own->returns_held;
  for (unsigned id = 0; id < LO_MAX; id++)
    if (added & BIT(id))
      own->held_site[id] = state->site[id];
  own->returns_held |= added;
  if (added)
    a->changed = true;
}

/* The successor of term where the block's last trylock failed (`if (trylock(&m) == 0)`
   and `!= 0`), when that trylock took a lock not held before; else -1. */
static int lo_try_failed_successor(const lo_analysis *a, LLVMValueRef term) {
  if (!a->last_try || !a->last_try_fresh || !LLVMIsABranchInst(term) || !LLVMIsConditional(term))
    return -1;
  LLVMValueRef cond = LLVMGetCondition(term);
  if (!LLVMIsAICmpInst(cond) || LLVMGetOperand(cond, 0) != a->last_try)
    return -1;
  LLVMValueRef zero = LLVMGetOperand(cond, 1);
  if (!LLVMIsAConstantInt(zero) || LLVMConstIntGetZExtValue(zero) != 0)
    return -1;
  LLVMIntPredicate p = LLVMGetICmpPredicate(cond);
  return p == LLVMIntEQ ? 1 : p == LLVMIntNE ? 0 : -1; /* 0 is success */
}

/* One function, to its fixpoint: the locks it may hold before each instruction. */
static void lo_function(lo_analysis *a, unsigned index) {
  LLVMValueRef fn = a->graph.functions[index];
  lo_summary *own = &a->summary[index];
  unsigned n = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *blocks = cb_calloc(n, sizeof *blocks);
  LLVMGetBasicBlocks(fn, blocks);
  ptrmap numbers;
  ptrmap_init(&numbers);
  for (unsigned i = 0; i < n; i++)
    ptrmap_put(&numbers, blocks[i], i);
  lo_state *in = cb_calloc(n, sizeof *in);
  bool *reached = cb_calloc(n, sizeof *reached);
  reached[0] = true; /* entered with nothing held: the callers add theirs */
  for (bool again = true; again;) {
    again = false;
    for (unsigned i = 0; i < n; i++) {
      if (!reached[i])
        continue;
      lo_state state = in[i];
      a->last_try = NULL;
      for (LLVMValueRef inst = LLVMGetFirstInstruction(blocks[i]); inst && !state.ended;
           inst = LLVMGetNextInstruction(inst))
        lo_transfer(a, own, inst, &state);
      if (state.ended)
        continue;
      LLVMValueRef term = LLVMGetBasicBlockTerminator(blocks[i]);
      if (term && LLVMGetInstructionOpcode(term) == LLVMRet)
        lo_returns(a, own, &state);
      unsigned succs = term ? LLVMGetNumSuccessors(term) : 0;
      int failed = term ? lo_try_failed_successor(a, term) : -1;
      for (unsigned k = 0; k < succs; k++) {
        lo_state out = state;
        if ((int)k == failed)
          out.held &= ~BIT(a->last_try_id);
        unsigned j;
        bool known = ptrmap_get(&numbers, LLVMGetSuccessor(term, k), &j);
        assert(known);
        (void)known;
        bool first = !reached[j];
        reached[j] = true;
        if (lo_merge(&in[j], &out) || first)
          again = true;
      }
    }
  }
  free(reached);
  free(in);
  ptrmap_release(&numbers);
  free(blocks);
}

/* Every program function, until no summary grows; then once more, recording. */
static void lo_analyse(lo_analysis *a) {
  unsigned passes = 0;
  do {
    a->changed = false;
    for (unsigned i = 0; i < a->graph.count; i++)
      lo_function(a, i);
  } while (a->changed && ++passes < LO_MAX_PASSES);
  bool stable = !a->changed;
  a->recording = true;
  for (unsigned i = 0; i < a->graph.count; i++)
    if (a->graph.reached_by[i]) /* a function no thread runs waits for nothing */
      lo_function(a, i);
  if (!stable && !a->refusal)
    a->refusal = cb_strdup("the summaries of the functions do not settle (deep recursion)");
}

/* No thread may end holding a lock: a start function may not return holding one. */
static void lo_check_thread_ends(lo_analysis *a) {
  if (a->graph.too_many_roots && !a->refusal)
    a->refusal = cb_format("more than %d functions whose address is taken", SEQ_MAX_ROOTS - 1);
  for (unsigned r = 1; r < a->graph.num_roots; r++) {
    LLVMValueRef root = a->graph.roots[r];
    const lo_summary *s = &a->summary[seq_callgraph_index(&a->graph, root)];
    for (unsigned id = 0; id < LO_MAX; id++)
      if (s->returns_held & BIT(id)) {
        char *what = cb_format("thread start function %s may return holding a lock taken",
                               seq_name(root));
        lo_refuse(a, s->held_site[id], what);
        free(what);
      }
  }
}

static char *lo_lock_name(unsigned i, void *ctx) {
  const lo_analysis *a = ctx;
  if (i == LO_ATOMIC)
    return cb_strdup("an atomic section");
  assert(i < a->num_locks);
  const char *name = seq_name(a->lock_global[i]);
  if (a->lock_offset[i] == 0)
    return cb_strdup(name);
  return cb_format("%s+%llu", name, (unsigned long long)a->lock_offset[i]);
}

void seq_find_lock_order(LLVMModuleRef module, LLVMValueRef main_fn, seq_lockorder *out) {
  memset(out, 0, sizeof *out);
  lo_analysis *a = cb_calloc(1, sizeof *a); /* the graph is large for the stack */
  a->module = module;
  a->layout = LLVMGetModuleDataLayout(module);
  a->num_locks = 1; /* lock 0 is the atomic sections */
  seq_lockgraph_init(&a->edges);
  seq_callgraph_build(&a->graph, module, main_fn);
  a->summary = cb_calloc(a->graph.count + 1, sizeof *a->summary);
  lo_analyse(a);
  lo_check_thread_ends(a);
  if (a->joins && !a->refusal)
    a->refusal = seq_check_joins(module, &a->graph);
  out->cycles = seq_lockgraph_cycles(&a->edges, lo_lock_name, a, &out->report);
  out->refusal = a->refusal;
  out->proved = !out->cycles && !out->refusal;
  out->locks = a->num_locks - 1;
  free(a->summary);
  seq_callgraph_free(&a->graph);
  free(a);
}

void seq_lockorder_release(seq_lockorder *lo) {
  free(lo->report);
  free(lo->refusal);
  memset(lo, 0, sizeof *lo);
}

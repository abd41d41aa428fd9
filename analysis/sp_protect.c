/* sp_protect.c: per-mutex invariants for the static range analysis (docs/static-proof.md,
   "Per-mutex invariants"), after Goblint's protection-based privatization.

   A global integer variable is protected by mutex m when every access to it is a plain
   load or store of the whole variable through a pointer to it alone, and every store
   happens with m surely held (sp_locks.c), or in main before any thread exists. Its
   invariant P holds its value whenever no thread holds m: the join of its initial value,
   main's stores before the threads, and each thread's view whenever the thread may give
   m back (an unlock, the end of an atomic section, a return, pthread_exit, a call of a
   function that may unlock). A thread's view is a register slot of its own: set from P
   (joined with the view, for nested atomic sections) where it takes m, written by its
   stores; a load with m surely held reads the view, any other load the flow-insensitive
   memory (every value any thread ever stored).

   Why it is sound, for every interleaving and any number of threads: while a thread holds
   m, no other thread writes the variable (every write needs m), so the value it sees is
   the one it last wrote itself or the one it found when it took m; the latter is in P,
   since whoever held m before published its view when giving m back, and nobody writes
   the variable without m but main before the threads exist (joined into P). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/ir_util.h"
#include "analysis/sp_analysis.h"
#include "base/alloc.h"

/* ---- which globals are protected (after the first pass) ------------------------------ */

typedef struct sp_classes {
  bool *bad;          /* per object: accessed otherwise than a plain whole load or store */
  bool *clobbered;    /* per object: written otherwise than by the mutex functions */
  sp_lockset *holders; /* per object: the mutexes held at every store */
  sp_lockset unusable; /* mutexes that may be given back by a thread that does not hold
                          them, or re-initialized, or written: they protect nothing */
  bool all_bad;
} sp_classes;

static void sp_mark(sp_classes *c, const sp_ptr *p, bool write) {
  if (p->unknown)
    c->all_bad = true;
  for (unsigned t = 0; t < p->count; t++) {
    c->bad[p->target[t].object] = true;
    c->clobbered[p->target[t].object] |= write;
  }
}

/* A call of a pthread mutex function: an unlock (or wait) must give back a mutex this
   thread surely holds (glibc's normal mutex is freed by anyone's unlock), and (re)
   initializing one is only for main before the threads. Returns false for any other
   function. */
static bool sp_classify_mutex_call(sp_analysis *a, sp_function *f, LLVMValueRef call,
                                   const char *name, sp_classes *c) {
  bool wait = !strcmp(name, "pthread_cond_wait");
  bool unlock = wait || !strcmp(name, "pthread_mutex_unlock");
  bool setup = !strcmp(name, "pthread_mutex_init") || !strcmp(name, "pthread_mutex_destroy");
  if (!unlock && !setup && strcmp(name, "pthread_mutex_lock") &&
      strcmp(name, "pthread_mutex_trylock"))
    return false;
  unsigned m = sp_mutex_of(a, LLVMGetOperand(call, wait ? 1 : 0));
  unsigned v = sp_value_index(f, call);
  sp_lockset all_but_atomic = ~((sp_lockset)1 << SP_ATOMIC);
  if (m == SP_NO_MUTEX)
    c->unusable |= unlock || setup ? all_but_atomic : 0;
  else if ((unlock && !(f->held[v] >> m & 1)) || (setup && !f->prefix[v]))
    c->unusable |= (sp_lockset)1 << m;
  return true;
}

/* A load or store: plain when it reads or writes one whole object, through a pointer
   to that object alone. */
static void sp_classify_access(sp_analysis *a, sp_function *f, LLVMValueRef inst,
                               sp_classes *c) {
  bool store = LLVMIsAStoreInst(inst);
  LLVMValueRef pointer = LLVMGetOperand(inst, store ? 1 : 0);
  LLVMTypeRef type = LLVMTypeOf(store ? LLVMGetOperand(inst, 0) : inst);
  sp_ptr p = sp_ptr_value(a, f, pointer);
  if (p.unknown || p.null || p.count != 1) {
    sp_mark(c, &p, store);
    return;
  }
  unsigned object = p.target[0].object;
  const sp_object *o = &a->memory.objects[object];
  unsigned width = sp_int_width(type);
  c->clobbered[object] |= store;
  if (!width || width > 64 || !itv_is_const(p.target[0].offset, 0) ||
      LLVMStoreSizeOfType(a->layout, type) != o->size || width != o->width) {
    c->bad[object] = true;
    return;
  }
  unsigned v = sp_value_index(f, inst);
  if (store && !f->prefix[v])
    c->holders[object] &= f->held[v];
}

static void sp_classify_function(sp_analysis *a, sp_function *f, sp_classes *c) {
  for (unsigned b = 0; b < f->num_blocks; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i)) {
        sp_classify_access(a, f, i, c);
      } else if (LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i)) {
        sp_ptr p = sp_ptr_value(a, f, LLVMGetOperand(i, 0));
        sp_mark(c, &p, true);
      } else if (LLVMIsACallInst(i)) {
        /* The program's functions access their pointer arguments themselves (their
           loads and stores are classified); any other call may touch what they point to. */
        LLVMValueRef fn = seq_called_function(i);
        if (fn && sp_function_of(a, fn))
          continue;
        bool mutex_call = fn && sp_classify_mutex_call(a, f, i, seq_name(fn), c);
        unsigned n = LLVMGetNumArgOperands(i);
        for (unsigned k = 0; k < n; k++) {
          LLVMValueRef arg = LLVMGetOperand(i, k);
          if (LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind && !LLVMIsAFunction(arg)) {
            sp_ptr p = sp_ptr_value(a, f, arg);
            sp_mark(c, &p, !mutex_call);
          }
        }
      }
    }
}

static bool sp_protectable(const sp_object *o) {
  return LLVMIsAGlobalVariable(o->value) && !o->read_only && !o->any && !o->uninit &&
         !o->ptrs.unknown && !o->ptrs.count && !o->ptrs.null && o->width >= 8 &&
         o->width <= 64 && (uint64_t)o->width == o->size * 8;
}

sp_protected *sp_classify_protected(sp_analysis *a, unsigned *count) {
  unsigned n = a->memory.count;
  sp_classes c = {cb_calloc(n + 1, sizeof *c.bad), cb_calloc(n + 1, sizeof *c.clobbered),
                  cb_calloc(n + 1, sizeof *c.holders), 0, false};
  sp_lockset all = a->num_mutexes == SP_MAX_MUTEXES ? ~(sp_lockset)0
                                                    : ((sp_lockset)1 << a->num_mutexes) - 1;
  for (unsigned k = 0; k < n; k++)
    c.holders[k] = all;
  for (unsigned k = 0; k < a->num_functions; k++)
    if (a->functions[k].reachable)
      sp_classify_function(a, &a->functions[k], &c);
  for (unsigned m = 1; m < a->num_mutexes; m++) {
    unsigned object = sp_memory_find(&a->memory, a->mutexes[m]);
    if (object == n || c.clobbered[object])
      c.unusable |= (sp_lockset)1 << m;
  }
  sp_protected *globals = cb_calloc(n + 1, sizeof *globals);
  *count = 0;
  for (unsigned k = 0; k < n && !c.all_bad; k++) {
    const sp_object *o = &a->memory.objects[k];
    c.holders[k] &= ~c.unusable;
    if (c.bad[k] || !c.holders[k] || !sp_protectable(o))
      continue;
    unsigned m = 0;
    while (!(c.holders[k] >> m & 1))
      m++;
    globals[(*count)++] = (sp_protected){.global = o->value, .mutex = m, .width = o->width};
  }
  free(c.bad);
  free(c.clobbered);
  free(c.holders);
  return globals;
}

/* ---- the views (the second pass) ----------------------------------------------------- */

static void sp_collect_thresholds(sp_analysis *a);

void sp_protect_init(sp_analysis *a, sp_protected *globals, unsigned count) {
  a->modular = true;
  a->num_protected = count;
  a->protected = globals;
  a->protected_of = cb_calloc(a->memory.count + 1, sizeof *a->protected_of);
  for (unsigned k = 0; k < a->memory.count; k++)
    a->protected_of[k] = count;
  for (unsigned k = 0; k < count; k++) {
    sp_protected *g = &a->protected[k];
    g->object = sp_memory_find(&a->memory, g->global);
    assert(g->object < a->memory.count);
    sp_ptr p = sp_ptr_object(g->object, itv_const(0));
    g->invariant = g->initial = sp_memory_load_int(&a->memory, &p, g->width);
    g->growth = (sp_growth){0, 0};
    a->protected_of[g->object] = k;
  }
  for (unsigned k = 0; k < a->num_functions; k++)
    a->functions[k].num_state = a->functions[k].num_values + count;
  sp_collect_thresholds(a);
}

/* The protected global that p alone points to (at its start), or num_protected. */
static unsigned sp_protected_target(const sp_analysis *a, const sp_ptr *p) {
  if (!a->modular || p->unknown || p->null || p->count != 1 ||
      !itv_is_const(p->target[0].offset, 0))
    return a->num_protected;
  return a->protected_of[p->target[0].object];
}

static bool sp_holds(const sp_function *f, LLVMValueRef inst, unsigned m) {
  return f->held[sp_value_index(f, inst)] >> m & 1;
}

static int sp_compare_int64(const void *x, const void *y) {
  int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
  return a < b ? -1 : a > b;
}

/* The constants the program compares with, and one on each side: an invariant that
   keeps growing widens to the next of them (`count < 100` bounds a counter at 100),
   then to the end of its range. */
static void sp_collect_thresholds(sp_analysis *a) {
  unsigned capacity = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(a->module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        for (int k = 0; LLVMIsAICmpInst(i) && k < 2; k++) {
          LLVMValueRef c = LLVMGetOperand(i, (unsigned)k);
          unsigned width = sp_int_width(LLVMTypeOf(c));
          if (!LLVMIsAConstantInt(c) || !width || width > 64)
            continue;
          int64_t v = itv_from_bits(LLVMConstIntGetZExtValue(c), width).lo;
          if (a->num_thresholds + 3 > capacity) {
            capacity = capacity ? 2 * capacity : 64;
            a->thresholds = cb_realloc(a->thresholds, capacity * sizeof *a->thresholds);
          }
          a->thresholds[a->num_thresholds++] = v;
          a->thresholds[a->num_thresholds++] = v == INT64_MIN ? v : v - 1;
          a->thresholds[a->num_thresholds++] = v == INT64_MAX ? v : v + 1;
        }
  if (a->num_thresholds)
    qsort(a->thresholds, a->num_thresholds, sizeof *a->thresholds, sp_compare_int64);
}

static itv sp_widen_invariant(const sp_analysis *a, itv old, itv v, unsigned width) {
  itv w = itv_join(old, v);
  if (itv_is_empty(old))
    return w;
  if (w.hi > old.hi) {
    int64_t hi = itv_max_of(width);
    for (unsigned t = 0; t < a->num_thresholds; t++)
      if (a->thresholds[t] >= w.hi && a->thresholds[t] <= hi) {
        hi = a->thresholds[t];
        break;
      }
    w.hi = hi;
  }
  if (w.lo < old.lo) {
    int64_t lo = itv_min_of(width);
    for (unsigned t = a->num_thresholds; t-- > 0;)
      if (a->thresholds[t] <= w.lo && a->thresholds[t] >= lo) {
        lo = a->thresholds[t];
        break;
      }
    w.lo = lo;
  }
  return w;
}

/* v joins g's invariant (or, narrowing, the invariant being recomputed); after growing
   in SP_WIDEN_AFTER passes, it widens. */
static void sp_publish(sp_analysis *a, sp_protected *g, itv v) {
  if (a->narrowing) {
    g->next = itv_join(g->next, v);
    return;
  }
  itv next = itv_join(g->invariant, v);
  if (itv_equal(next, g->invariant))
    return;
  if (g->growth.last != a->memory.stamp)
    g->growth.times++;
  g->growth.last = a->memory.stamp;
  g->invariant = g->growth.times > SP_WIDEN_AFTER
                     ? sp_widen_invariant(a, g->invariant, v, g->width) : next;
  a->changed = true;
}

bool sp_view_load(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst,
                  const sp_ptr *p, itv *value) {
  unsigned k = sp_protected_target(a, p);
  if (k == a->num_protected || !sp_holds(f, inst, a->protected[k].mutex))
    return false;
  *value = state[f->num_values + k];
  return true;
}

void sp_view_store(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef inst,
                   const sp_ptr *p, itv value) {
  unsigned k = sp_protected_target(a, p);
  if (k == a->num_protected)
    return;
  sp_protected *g = &a->protected[k];
  if (sp_holds(f, inst, g->mutex))
    state[f->num_values + k] = value;
  if (f->prefix[sp_value_index(f, inst)]) /* main, before the threads: straight into P */
    sp_publish(a, g, value);
}

void sp_view_acquire(sp_analysis *a, sp_function *f, itv *state, unsigned m) {
  for (unsigned k = 0; k < a->num_protected; k++)
    if (m == SP_NO_MUTEX || a->protected[k].mutex == m)
      state[f->num_values + k] = itv_join(state[f->num_values + k], a->protected[k].invariant);
}

void sp_view_release(sp_analysis *a, sp_function *f, itv *state, unsigned m) {
  for (unsigned k = 0; k < a->num_protected; k++) {
    sp_protected *g = &a->protected[k];
    if (m == SP_NO_MUTEX || g->mutex == m)
      sp_publish(a, g, state[f->num_values + k]);
  }
}

void sp_view_reset(sp_analysis *a, sp_function *f, itv *state) {
  for (unsigned k = 0; k < a->num_protected; k++)
    state[f->num_values + k] = a->protected[k].invariant;
}

void sp_view_refine(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef value, itv v,
                    LLVMBasicBlockRef block) {
  if (!a->modular || !LLVMIsALoadInst(value) || LLVMGetInstructionParent(value) != block)
    return;
  sp_ptr p = sp_ptr_value(a, f, LLVMGetOperand(value, 0));
  unsigned k = sp_protected_target(a, &p);
  if (k == a->num_protected || !sp_holds(f, value, a->protected[k].mutex))
    return;
  /* The view still holds the loaded value at the block's end: no write, call or unlock
     after the load (the branch that refines is this block's terminator). */
  for (LLVMValueRef i = LLVMGetNextInstruction(value); i; i = LLVMGetNextInstruction(i))
    if (LLVMIsAStoreInst(i) || LLVMIsACallInst(i) || LLVMIsAAtomicRMWInst(i) ||
        LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i))
      return;
  unsigned slot = f->num_values + k;
  state[slot] = itv_meet(state[slot], v);
}

void sp_view_sync(sp_analysis *a, sp_function *f, itv *state, LLVMValueRef call,
                  const char *name) {
  if (!a->modular)
    return;
  if (!strcmp(name, "__VERIFIER_atomic_begin")) {
    sp_view_acquire(a, f, state, SP_ATOMIC);
  } else if (!strcmp(name, "__VERIFIER_atomic_end")) {
    sp_view_release(a, f, state, SP_ATOMIC);
  } else if (!strcmp(name, "pthread_mutex_lock")) {
    unsigned m = sp_mutex_of(a, LLVMGetOperand(call, 0));
    if (m != SP_NO_MUTEX)
      sp_view_acquire(a, f, state, m);
  } else if (!strcmp(name, "pthread_mutex_unlock") || !strcmp(name, "pthread_cond_wait")) {
    bool wait = name[8] == 'c';
    unsigned m = sp_mutex_of(a, LLVMGetOperand(call, wait ? 1 : 0));
    sp_view_release(a, f, state, m); /* SP_NO_MUTEX: any of them */
    /* A normal mutex is free after one unlock: the views wait for the next lock. */
    for (unsigned k = 0; k < a->num_protected && m != SP_NO_MUTEX; k++)
      if (a->protected[k].mutex == m)
        state[f->num_values + k] = a->protected[k].invariant;
  } else if (!strcmp(name, "pthread_exit")) {
    sp_view_release(a, f, state, SP_NO_MUTEX);
  }
}

bool sp_narrow(sp_analysis *a, unsigned passes, void (*pass)(sp_analysis *)) {
  a->narrowing = true;
  for (unsigned n = 0; n < passes; n++) {
    free(a->failure); /* errors seen with wider invariants may vanish with narrower ones */
    a->failure = NULL;
    a->soft = false;
    for (unsigned k = 0; k < a->num_protected; k++)
      a->protected[k].next = a->protected[k].initial;
    a->changed = false;
    pass(a);
    if (a->changed) { /* something else grew: the state was no fixpoint, so no proof */
      sp_fail(a, NULL, "no fixpoint within the passes the static analysis allows");
      return false;
    }
    if (!a->failure)
      return true;
    bool progress = false;
    for (unsigned k = 0; k < a->num_protected; k++)
      progress |= !itv_equal(a->protected[k].next, a->protected[k].invariant);
    if (!progress || !a->soft)
      return false;
    /* next = F(invariant), inside it since the invariant is a post-fixpoint: a smaller
       post-fixpoint (F is monotone), so the next pass's check is as sound. */
    for (unsigned k = 0; k < a->num_protected; k++) {
      sp_protected *g = &a->protected[k];
      assert(itv_equal(itv_join(g->next, g->invariant), g->invariant));
      g->invariant = g->next;
    }
  }
  return false;
}

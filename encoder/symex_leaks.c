/*
 * symex_leaks.c: memory leaks at the end of the program, for SV-COMP's valid-memtrack
 * (under valid-memsafety) and valid-memcleanup (docs/memory.md, "Leaks").
 *
 * The end: the sequential program's last call (__cbounds_rounds_check), where round K's
 * copy of memory is the final state, or exit()/abort() of a program without threads. The
 * blocks looked at are those malloc, calloc and realloc made (mem_object.tracked) whose
 * thread finished (a thread the bounds stopped may still free them: not leaks).
 *  - valid-memcleanup: such a block still allocated when main returns is a leak.
 *  - valid-memtrack: a block still allocated when main returns and not reachable: no
 *    pointer into it in a global, in a live stack object, or in a reachable heap block.
 *    Reachability is a fixpoint over the heap blocks; when the blocks are too many for it
 *    to finish, a block that some live heap block points into is not judged (UNKNOWN).
 * At exit() or abort() the registers of the live functions may still hold pointers: a
 * block not reachable from memory then is not judged either (an incompleteness), nor,
 * under valid-memcleanup, any block still allocated.
 */
#include "encoder/symex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/mem_stored.h"
#include "passes/seq_contract.h"

/* Rounds of the reachability fixpoint at most (each is |heap|^2 comparisons). */
#define LEAK_ROUNDS 8
/* More heap blocks than this: which points into which is not asked (|heap|^2 scans of
   their words); a block not reachable from the roots is then not judged. */
#define LEAK_MAX_BLOCKS 64

/* The final state: the last round's copy (without rounds: the state itself). The last
   round is K, or under iterative bounding the active bound k (round_limit): the copies
   of rounds past k are guesses nothing checks (mem_rounds_consistent), not the end. */
static sx_state lk_final_state(sx *x, const sx_state *s) {
  sx_state f = *s;
  if (x->mem.rounds) {
    f.mem.round = x->round_limit ? x->round_limit
                                 : bv_const(x->bvm, MEM_ROUND_BITS, x->mem.rounds);
    f.mem.forwarded = f.mem.forwarded_live = (mt_root){NULL, 0};
  }
  return f;
}

/* Byte `offset` of the models' global `name`, nonzero, in the final state; `unknown`
   when the global has no object (the program never touched it: its initial zero). */
static aig_lit lk_flag(sx *x, const sx_state *f, const char *name, uint64_t offset) {
  LLVMValueRef g = LLVMGetNamedGlobal(x->module, name);
  unsigned id;
  if (!g || !ptrmap_get(&x->mem.value_objects, g, &id))
    return AIG_FALSE;
  if (offset >= x->mem.objects[id].capacity)
    return AIG_FALSE;
  return aig_not(bv_is_zero(x->bvm, mem_peek_byte(x, f, id, offset)));
}

/* Whether some thread other than main was created, runs (was not created by a stopped
   thread: __cbounds_seq_dead) and did not finish: its registers may hold pointers that
   memory does not show. */
static aig_lit lk_thread_unfinished(sx *x, const sx_state *f) {
  LLVMValueRef created = LLVMGetNamedGlobal(x->module, "__cbounds_seq_created");
  unsigned id;
  if (!created || !ptrmap_get(&x->mem.value_objects, created, &id))
    return AIG_FALSE; /* no thread was ever created */
  uint64_t slots = x->mem.objects[id].capacity / 4; /* unsigned[CB_THREAD_SLOTS] */
  aig_lit any = AIG_FALSE;
  for (uint64_t t = 1; t < slots; t++) {
    aig_lit made = AIG_FALSE;
    for (unsigned b = 0; b < 4; b++)
      made = aig_or(x->aig, made, aig_not(bv_is_zero(x->bvm, mem_peek_byte(x, f, id, 4 * t + b))));
    if (made == AIG_FALSE)
      continue;
    aig_lit dead = lk_flag(x, f, "__cbounds_seq_dead", t);
    aig_lit done = lk_flag(x, f, "__cbounds_thread_done", t);
    any = aig_or(x->aig, any, aig_and(x->aig, made, aig_and(x->aig, aig_not(dead), aig_not(done))));
  }
  return any;
}

/* Whether the pointer-sized word at `at` of object src points into object target. */
static aig_lit lk_word_points(sx *x, const sx_state *f, unsigned src, uint64_t at,
                              unsigned target) {
  memory *m = &x->mem;
  unsigned bytes = m->pointer_bits / 8;
  aig_lit same = AIG_TRUE;
  for (unsigned k = m->offset_bits; k < m->pointer_bits && same != AIG_FALSE; k++) {
    unsigned byte = m->big_endian ? bytes - 1 - k / 8 : k / 8;
    aig_lit bit = mem_peek_byte(x, f, src, at + byte)->bits[k % 8];
    bool want = (target >> (k - m->offset_bits)) & 1u;
    same = aig_and(x->aig, same, want ? bit : aig_not(bit));
  }
  return same;
}

/* Whether some word of src (at any byte offset) points into target. Only words where a
   pointer into target may have been stored are read (mem_stored.h). */
static aig_lit lk_points_into(sx *x, const sx_state *f, unsigned src, unsigned target) {
  memory *m = &x->mem;
  const mem_object *o = &m->objects[src];
  unsigned bytes = m->pointer_bits / 8;
  aig_lit any = AIG_FALSE;
  if (o->capacity < bytes || o->unborn || o->too_large)
    return AIG_FALSE;
  for (uint64_t at = 0; at + bytes <= o->capacity && any != AIG_TRUE; at++) {
    const objset *set = mem_stored_get(m, o, at, at + bytes);
    if (!set || (set != OBJSET_ANY && !objset_contains(set, target)))
      continue;
    any = aig_or(x->aig, any, lk_word_points(x, f, src, at, target));
  }
  return any;
}

typedef struct lk_heap {
  unsigned *ids;       /* the heap blocks */
  aig_lit *live;       /* allocated at the end */
  aig_lit *candidate;  /* allocated, tracked, and its thread finished */
  unsigned count;
} lk_heap;

static void lk_collect(sx *x, const sx_state *f, lk_heap *h) {
  memory *m = &x->mem;
  h->ids = cb_calloc(m->num_objects + 1, sizeof *h->ids);
  h->live = cb_calloc(m->num_objects + 1, sizeof *h->live);
  h->candidate = cb_calloc(m->num_objects + 1, sizeof *h->candidate);
  h->count = 0;
  for (unsigned id = 1; id < m->num_objects; id++) {
    const mem_object *o = &m->objects[id];
    if (o->kind != MEM_HEAP || o->unborn)
      continue;
    aig_lit live = mem_is_live(x, f, id);
    if (live == AIG_FALSE)
      continue;
    aig_lit done = !o->tracked ? AIG_FALSE
                   : x->threaded ? lk_flag(x, f, "__cbounds_thread_done", o->thread)
                                 : AIG_TRUE;
    h->ids[h->count] = id;
    h->live[h->count] = live;
    h->candidate[h->count++] = aig_and(x->aig, live, done);
  }
}

/* Pointers into target from memory that stays reachable: globals (writable ones) and
   stack objects still allocated. */
static aig_lit lk_from_roots(sx *x, const sx_state *f, unsigned target) {
  memory *m = &x->mem;
  aig_lit any = AIG_FALSE;
  for (unsigned id = 1; id < m->num_objects && any != AIG_TRUE; id++) {
    const mem_object *o = &m->objects[id];
    if (o->kind == MEM_GLOBAL && !o->read_only)
      any = aig_or(x->aig, any, lk_points_into(x, f, id, target));
    else if (o->kind == MEM_STACK)
      any = aig_or(x->aig, any, aig_and(x->aig, mem_is_live(x, f, id),
                                        lk_points_into(x, f, id, target)));
  }
  return any;
}

/* reached[i]: heap block i is reachable. Returns whether the fixpoint was reached (else
   reached under-approximates). refs[i * count + j]: live block i points into block j
   (AIG_TRUE for all, not asked, with more than LEAK_MAX_BLOCKS blocks). */
static bool lk_reach(sx *x, const sx_state *f, const lk_heap *h, aig_lit *reached,
                     aig_lit *refs) {
  bool many = h->count > LEAK_MAX_BLOCKS;
  for (unsigned j = 0; j < h->count; j++) {
    reached[j] = lk_from_roots(x, f, h->ids[j]);
    for (unsigned i = 0; i < h->count; i++)
      refs[i * h->count + j] =
          i == j ? AIG_FALSE
          : many ? AIG_TRUE
                 : aig_and(x->aig, h->live[i], lk_points_into(x, f, h->ids[i], h->ids[j]));
  }
  if (many)
    return false;
  /* A chain from a root passes through at most count - 1 heap blocks before the last. */
  unsigned rounds = h->count ? h->count - 1 : 0;
  bool exact = rounds <= LEAK_ROUNDS;
  if (!exact)
    rounds = LEAK_ROUNDS;
  for (unsigned r = 0; r < rounds; r++)
    for (unsigned j = 0; j < h->count; j++)
      for (unsigned i = 0; i < h->count; i++)
        reached[j] = aig_or(x->aig, reached[j], aig_and(x->aig, reached[i], refs[i * h->count + j]));
  return exact;
}

static char *lk_reason(sx *x, unsigned id, bool unreachable) {
  LLVMValueRef origin = x->mem.objects[id].origin;
  unsigned line = 0;
  const char *file = NULL;
  if (origin && LLVMIsAInstruction(origin)) {
    unsigned length;
    file = LLVMGetDebugLocFilename(origin, &length);
    line = LLVMGetDebugLocLine(origin);
  }
  char *where = file && line ? cb_format(" allocated at %s:%u", file, line) : cb_strdup("");
  char *reason = cb_format("memory leak: the block%s is %s when the program ends", where,
                           unreachable ? "not freed and no longer reachable" : "not freed");
  free(where);
  return reason;
}

/* Where a leak shows: main's last return with a source location (its closing brace). */
static LLVMValueRef lk_end_location(sx *x) {
  LLVMValueRef main_fn = LLVMGetNamedFunction(x->module, "main");
  LLVMValueRef found = NULL;
  for (LLVMBasicBlockRef b = main_fn ? LLVMGetFirstBasicBlock(main_fn) : NULL; b;
       b = LLVMGetNextBasicBlock(b)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
    if (term && LLVMGetInstructionOpcode(term) == LLVMRet && LLVMGetDebugLocLine(term))
      found = term;
  }
  return found;
}

static void lk_incomplete(sx *x, aig_lit guard, const char *what) {
  if (guard != AIG_FALSE)
    sx_events_incomplete(&x->events, guard, SX_INCOMPLETE_UNSUPPORTED, what, NULL);
}

/* The blocks at the end where `ended` (main returned) and `exited` (exit, abort, or a
   main that called pthread_exit) hold. */
static void lk_judge(sx *x, const sx_state *f, aig_lit ended, aig_lit exited) {
  lk_heap h;
  lk_collect(x, f, &h);
  bool cleanup = x->options->leaks == ENC_LEAKS_ALLOCATED;
  /* valid-memtrack: while a thread has not finished, its registers are roots we cannot
     see (SV-COMP's goblint 09-regions_02-list_nr: main returns while the worker holds
     the list's tail in a local). Then a block not reachable from memory is not judged. */
  if (!cleanup && x->threaded) {
    aig_lit unfinished = aig_and(x->aig, ended, lk_thread_unfinished(x, f));
    exited = aig_or(x->aig, exited, unfinished);
    ended = aig_and(x->aig, ended, aig_not(unfinished));
  }
  aig_lit *reached = cb_calloc(h.count + 1, sizeof *reached);
  aig_lit *refs = cb_calloc((size_t)h.count * h.count + 1, sizeof *refs);
  bool exact = cleanup || lk_reach(x, f, &h, reached, refs);
  for (unsigned j = 0; j < h.count; j++) {
    aig_lit leak = cleanup ? h.candidate[j] : aig_and(x->aig, h.candidate[j], aig_not(reached[j]));
    if (leak == AIG_FALSE)
      continue;
    aig_lit pointed = AIG_FALSE; /* from some live heap block, reachable or not */
    for (unsigned i = 0; !exact && i < h.count; i++)
      pointed = aig_or(x->aig, pointed, refs[i * h.count + j]);
    lk_incomplete(x, aig_and(x->aig, aig_and(x->aig, ended, leak), pointed),
                  "unsupported: whether a heap block is reachable at the end of the program "
                  "(too many heap blocks for the reachability fixpoint)");
    lk_incomplete(x, aig_and(x->aig, exited, leak),
                  cleanup ? "unsupported: memory still allocated at exit() or abort()"
                          : "unsupported: whether memory not reachable from globals is "
                            "reachable from the registers of the functions live at exit() "
                            "or abort(), or of a thread that did not finish");
    char *reason = lk_reason(x, h.ids[j], !cleanup);
    sx_program_error(x, aig_and(x->aig, aig_and(x->aig, ended, leak), aig_not(pointed)),
                     lk_end_location(x), ENC_ERROR_LEAK, reason);
    free(reason);
  }
  free(reached);
  free(refs);
  free(h.ids);
  free(h.live);
  free(h.candidate);
}

void sx_program_error(sx *x, aig_lit guard, LLVMValueRef where, enc_error_class cls,
                      const char *reason) {
  if (guard == AIG_FALSE || sx_outside_property(x, guard, where, cls, reason))
    return;
  size_t before = x->events.num_errors;
  sx_events_error(&x->events, guard, cls, reason, where);
  if (x->events.num_errors == before)
    return;
  size_t length;
  const char *function =
      where ? LLVMGetValueName2(LLVMGetBasicBlockParent(LLVMGetInstructionParent(where)), &length)
            : x->top->function->name;
  /* The note is the error's own copy of the reason: the events own it. */
  sx_step step = {.guard = guard, .kind = ENC_STEP_ERROR, .location = where,
                  .function = function, .note = x->events.errors[before].reason};
  sx_events_step(&x->events, &step);
}

void sx_check_leaks(sx *x, sx_state *s, bool exiting) {
  if (!(x->options->errors & ENC_ERROR_LEAK) || s->guard == AIG_FALSE)
    return;
  sx_state f = lk_final_state(x, s);
  aig_lit ended, exited;
  if (!x->threaded) {
    ended = exiting ? AIG_FALSE : s->guard;
    exited = exiting ? s->guard : AIG_FALSE;
  } else {
    /* main finished (returned or pthread_exit: __cbounds_thread_done[0]), and whether
       the program was marked exited (main's return, exit(), abort()). */
    aig_lit main_done = lk_flag(x, &f, "__cbounds_thread_done", 0);
    aig_lit marked = lk_flag(x, &f, "__cbounds_exited", 0);
    ended = aig_and(x->aig, s->guard, aig_and(x->aig, main_done, marked));
    exited = aig_and(x->aig, s->guard, aig_xor(x->aig, main_done, marked));
  }
  lk_judge(x, &f, ended, exited);
}

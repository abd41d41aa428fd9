/* seq_candidates.c: candidate race pairs from locksets (see seq_candidates.h). */
#include "passes/seq_candidates.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "passes/seq_callgraph.h"
#include "passes/seq_lockset.h"
#include "passes/seq_shared.h"
#include "passes/seq_util.h"
#include "base/ptrmap.h"
#include "base/vec.h"
#include "base/alloc.h"

#define SEQ_WHOLE_OBJECT (~(uint64_t)0)

typedef struct seq_site {
  LLVMValueRef inst;
  LLVMValueRef function;
  LLVMValueRef base;   /* the global it touches, or NULL: any escaping memory */
  uint64_t offset;     /* its bytes in base: [offset, offset + size) */
  uint64_t size;       /* SEQ_WHOLE_OBJECT when not known */
  bool write, atomic;
  bool ends_lifetime;  /* a free, or the end of stack objects: never a global's bytes */
  uint64_t locks;
  bool candidate;
} seq_site;

typedef struct seq_collect {
  const seq_lockset *ls;
  LLVMTargetDataRef layout;
  LLVMValueRef function;
  LLVMValueRef main_fn;
  bool lifetimes; /* collect the ends of lifetimes too (movers, not races) */
  seq_site *sites;
  size_t count, capacity;
  ptrmap reports; /* models: whether they report their accesses (seq_model_reports) */
} seq_collect;

static void seq_add_site(seq_collect *c, LLVMValueRef inst, LLVMValueRef pointer, uint64_t size,
                         bool write, bool atomic, seq_lockstate state) {
  if (!seq_may_be_shared(pointer) || seq_lockset_before_threads(c->ls, inst))
    return; /* memory no other thread can touch, or no other thread yet */
  CB_GROW(c->sites, c->count, c->capacity, 64);
  seq_site *s = &c->sites[c->count++];
  bool constant;
  s->inst = inst;
  s->function = c->function;
  s->base = seq_global_base(pointer, c->layout, &s->offset, &constant);
  s->size = constant ? size : SEQ_WHOLE_OBJECT;
  if (!constant)
    s->offset = 0;
  s->write = write;
  s->ends_lifetime = false;
  s->atomic = atomic || state.atomic > 0;
  s->locks = state.locks;
  s->candidate = false;
}

/* Whether the model fn reports the accesses it makes to the race check: it calls
   __cbounds_race_access, itself or through another model (snprintf through vsnprintf).
   Those are the C library models that read or write through their pointer arguments
   (runtime-models/libc_*.c); a name list would miss the next one (atoi, sscanf and
   snprintf were missed once: their accesses made no race candidate). Memoized in
   c->reports (1: reports, 2: does not). */
static bool seq_model_reports(seq_collect *c, LLVMValueRef fn, unsigned depth) {
  unsigned known;
  if (ptrmap_get(&c->reports, fn, &known))
    return known == 1;
  if (!seq_is_model(fn) || !LLVMCountBasicBlocks(fn) || depth > 8)
    return false;
  ptrmap_put(&c->reports, fn, 2); /* a recursion finds nothing new through fn itself */
  bool reports = false;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b && !reports; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i && !reports; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef callee = LLVMIsACallInst(i) ? seq_called_function(i) : NULL;
      reports = callee && (!strcmp(seq_name(callee), "__cbounds_race_access") ||
                           seq_model_reports(c, callee, depth + 1));
    }
  ptrmap_put(&c->reports, fn, reports ? 1 : 2);
  return reports;
}

static bool seq_reports_accesses(seq_collect *c, LLVMValueRef callee) {
  return seq_is_model(callee) && seq_model_reports(c, callee, 0);
}

/* The end of the lifetime of what `pointer` points to (NULL: any stack object of the
   thread), as a write of all its bytes: an access of another thread that may touch them
   is valid before it and an error after it, so it does not commute with it. */
static void seq_add_lifetime_end(seq_collect *c, LLVMValueRef inst, LLVMValueRef pointer,
                                 seq_lockstate state) {
  if (pointer && !seq_may_be_shared(pointer))
    return;
  size_t before = c->count;
  LLVMValueRef any = LLVMConstPointerNull(LLVMPointerTypeInContext(
      LLVMGetTypeContext(LLVMTypeOf(inst)), 0)); /* no known base: any escaping memory */
  seq_add_site(c, inst, pointer ? pointer : any, SEQ_WHOLE_OBJECT, true, false, state);
  if (c->count > before)
    c->sites[before].ends_lifetime = true;
}

/* Whether fn has a stack object that may be shared: an escaping alloca, or a parameter
   passed by value whose address escapes. They die when fn returns. */
static bool seq_has_shared_stack(LLVMValueRef fn) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (LLVMIsAAllocaInst(i) && seq_address_escapes(i))
        return true;
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  for (unsigned i = 0; i < LLVMCountParams(fn); i++)
    if (LLVMGetEnumAttributeAtIndex(fn, i + 1, byval) && seq_address_escapes(LLVMGetParam(fn, i)))
      return true;
  return false;
}

static uint64_t seq_constant_size(LLVMValueRef v) {
  return LLVMIsAConstantInt(v) ? LLVMConstIntGetZExtValue(v) : SEQ_WHOLE_OBJECT;
}

static void seq_collect_call(seq_collect *c, LLVMValueRef call, seq_lockstate state) {
  LLVMValueRef callee = seq_called_function(call);
  if (!callee)
    return;
  const char *name = seq_name(callee);
  bool copies = seq_starts_with(name, "llvm.memcpy") || seq_starts_with(name, "llvm.memmove");
  if (LLVMGetIntrinsicID(callee) && (copies || seq_starts_with(name, "llvm.memset"))) {
    uint64_t size = seq_constant_size(LLVMGetOperand(call, 2));
    seq_add_site(c, call, LLVMGetOperand(call, 0), size, true, false, state);
    if (copies)
      seq_add_site(c, call, LLVMGetOperand(call, 1), size, false, false, state);
    return;
  }
  if (c->lifetimes && seq_is_model(callee) &&
      (!strcmp(name, "free") || !strcmp(name, "pthread_exit"))) {
    seq_add_lifetime_end(c, call, !strcmp(name, "free") ? LLVMGetOperand(call, 0) : NULL, state);
    return;
  }
  if (!seq_reports_accesses(c, callee))
    return;
  unsigned n = LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef arg = LLVMGetOperand(call, i);
    if (LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind)
      seq_add_site(c, call, arg, SEQ_WHOLE_OBJECT, true, false, state);
  }
}

static void seq_collect_visit(LLVMValueRef inst, seq_lockstate state, void *ctx) {
  seq_collect *c = ctx;
  if (LLVMIsALoadInst(inst) || LLVMIsAStoreInst(inst)) {
    bool store = LLVMIsAStoreInst(inst);
    LLVMTypeRef type = store ? LLVMTypeOf(LLVMGetOperand(inst, 0)) : LLVMTypeOf(inst);
    seq_add_site(c, inst, LLVMGetOperand(inst, store ? 1 : 0), LLVMStoreSizeOfType(c->layout, type),
                 store, LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic, state);
  } else if (LLVMIsAAtomicRMWInst(inst) || LLVMIsAAtomicCmpXchgInst(inst)) {
    LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(inst, LLVMIsAAtomicRMWInst(inst) ? 1 : 2));
    seq_add_site(c, inst, LLVMGetOperand(inst, 0), LLVMStoreSizeOfType(c->layout, type), true,
                 true, state);
  } else if (LLVMIsACallInst(inst)) {
    seq_collect_call(c, inst, state);
  } else if (LLVMIsAReturnInst(inst) && c->lifetimes && c->function != c->main_fn &&
             seq_has_shared_stack(c->function)) {
    /* main's return ends the program before its locals die (docs/sequentialization.md) */
    seq_add_lifetime_end(c, inst, NULL, state);
  }
}

static bool seq_ranges_overlap(const seq_site *a, const seq_site *b) {
  if (a->size == SEQ_WHOLE_OBJECT || b->size == SEQ_WHOLE_OBJECT)
    return true;
  return a->offset < b->offset + b->size && b->offset < a->offset + a->size;
}

static bool seq_may_alias(const seq_site *a, const seq_site *b) {
  /* A global never dies (a free of one is an error where it is, in any order). */
  if ((a->ends_lifetime && b->base) || (b->ends_lifetime && a->base))
    return false;
  if (a->base && b->base)
    return a->base == b->base && seq_ranges_overlap(a, b);
  if (a->base)
    return seq_address_escapes(a->base);
  if (b->base)
    return seq_address_escapes(b->base);
  return true;
}

/* Two accesses of different threads that may touch the same bytes at once, one a write,
   with no common lock: their order matters. */
static bool seq_conflict(const seq_callgraph *g, const seq_site *a, const seq_site *b) {
  return (a->write || b->write) && !(a->locks & b->locks) && seq_may_alias(a, b) &&
         seq_callgraph_concurrent(g, a->function, b->function);
}

/* A conflict in which not both are atomic: a race. */
static bool seq_is_pair(const seq_callgraph *g, const seq_site *a, const seq_site *b) {
  return !(a->atomic && b->atomic) && seq_conflict(g, a, b);
}

/* ---- the report ---------------------------------------------------------------------------- */

typedef struct seq_text {
  char *data;
  size_t length, capacity;
} seq_text;

static void seq_text_add(seq_text *t, const char *s) {
  size_t n = strlen(s);
  CB_RESERVE(t->data, t->length + n + 1, t->capacity, 256);
  memcpy(t->data + t->length, s, n + 1);
  t->length += n;
}

static void seq_describe_site(const seq_lockset *ls, const seq_site *s, char *out, size_t size) {
  unsigned length = 0;
  const char *file = LLVMGetDebugLocFilename(s->inst, &length);
  char where[300];
  if (file && length)
    snprintf(where, sizeof where, "%.*s:%u", (int)length, file, LLVMGetDebugLocLine(s->inst));
  else
    snprintf(where, sizeof where, "an instruction without a location");
  char locks[200] = "";
  for (unsigned i = 0; i < SEQ_MAX_LOCKS; i++)
    if (s->locks & ((uint64_t)1 << i)) {
      char *name = seq_lockset_name(ls, i);
      size_t used = strlen(locks);
      snprintf(locks + used, sizeof locks - used, "%s%s", used ? ", " : "", name);
      free(name);
    }
  snprintf(out, size, "%s%s of %s at %s in %s (locks: %s)", s->atomic ? "atomic " : "",
           s->write ? "write" : "read", s->base ? seq_name(s->base) : "memory through a pointer",
           where, seq_name(s->function), locks[0] ? locks : "none");
}

static bool seq_same_lines(const seq_site *a, const seq_site *b) {
  return LLVMGetDebugLocLine(a->inst) == LLVMGetDebugLocLine(b->inst) && a->base == b->base &&
         a->write == b->write && a->function == b->function;
}

/* A site's key by source line (what seq_same_lines compares), hashed. */
static uint64_t seq_site_hash(const seq_site *x) {
  uint64_t h = (uint64_t)LLVMGetDebugLocLine(x->inst) * 0x9e3779b97f4a7c15u;
  h ^= (uint64_t)(uintptr_t)x->base + 0x632be59bd9b4e019u + (h << 6) + (h >> 2);
  h ^= (uint64_t)(uintptr_t)x->function + 0x8cb92ba72f3d8dd7u + (h << 6) + (h >> 2);
  return h ^ (uint64_t)x->write;
}

/* The pairs kept so far, by source lines: a hash set of indices into `pairs`, so that
   a program with thousands of accesses does not compare each new pair with every one
   kept before (zebedee's 17 K instructions took more than 60 s here). */
typedef struct seq_pair_set {
  size_t *pairs;     /* pairs[2k], pairs[2k + 1]: the sites of pair k */
  size_t num_pairs, pairs_capacity;
  size_t *slots;     /* pair index + 1, or 0 */
  uint64_t *hashes;  /* the hash of the pair in each slot */
  size_t capacity;   /* a power of two */
} seq_pair_set;

static uint64_t seq_pair_hash(const seq_site *sites, size_t a, size_t b) {
  uint64_t x = seq_site_hash(&sites[a]), y = seq_site_hash(&sites[b]);
  uint64_t lo = x < y ? x : y, hi = x < y ? y : x;
  return lo * 0xff51afd7ed558ccdu ^ (hi + 0xc4ceb9fe1a85ec53u);
}

static bool seq_pair_same(const seq_site *sites, const size_t *pair, size_t a, size_t b) {
  const seq_site *x = &sites[pair[0]], *y = &sites[pair[1]];
  return (seq_same_lines(x, &sites[a]) && seq_same_lines(y, &sites[b])) ||
         (seq_same_lines(x, &sites[b]) && seq_same_lines(y, &sites[a]));
}

static void seq_pair_set_place(seq_pair_set *set, size_t index, uint64_t hash) {
  size_t mask = set->capacity - 1;
  size_t slot = (size_t)hash & mask;
  while (set->slots[slot])
    slot = (slot + 1) & mask;
  set->slots[slot] = index + 1;
  set->hashes[slot] = hash;
}

static void seq_pair_set_grow(seq_pair_set *set) {
  size_t old_capacity = set->capacity;
  size_t *old_slots = set->slots;
  uint64_t *old_hashes = set->hashes;
  set->capacity = old_capacity ? 2 * old_capacity : 64;
  set->slots = cb_calloc(set->capacity, sizeof *set->slots);
  set->hashes = cb_calloc(set->capacity, sizeof *set->hashes);
  for (size_t i = 0; i < old_capacity; i++)
    if (old_slots[i])
      seq_pair_set_place(set, old_slots[i] - 1, old_hashes[i]);
  free(old_slots);
  free(old_hashes);
}

/* Adds the pair (a, b) unless it repeats a kept pair by source lines; true if added. */
static bool seq_pair_set_add(seq_pair_set *set, const seq_site *sites, size_t a, size_t b) {
  uint64_t hash = seq_pair_hash(sites, a, b);
  if (set->capacity) {
    size_t mask = set->capacity - 1;
    for (size_t slot = (size_t)hash & mask; set->slots[slot]; slot = (slot + 1) & mask)
      if (set->hashes[slot] == hash &&
          seq_pair_same(sites, &set->pairs[2 * (set->slots[slot] - 1)], a, b))
        return false;
  }
  if (2 * (set->num_pairs + 1) > set->capacity)
    seq_pair_set_grow(set);
  CB_RESERVE(set->pairs, 2 * (set->num_pairs + 1), set->pairs_capacity, 64);
  set->pairs[2 * set->num_pairs] = a;
  set->pairs[2 * set->num_pairs + 1] = b;
  seq_pair_set_place(set, set->num_pairs, hash);
  set->num_pairs++;
  return true;
}

/* ---- the analysis --------------------------------------------------------------------------- */

static void seq_pair_sites(const seq_callgraph *g, const seq_lockset *ls, seq_collect *c,
                           seq_candidates *out) {
  seq_text text = {0};
  seq_pair_set set = {0};
  for (size_t i = 0; i < c->count; i++)
    for (size_t j = i; j < c->count; j++) {
      if (!seq_is_pair(g, &c->sites[i], &c->sites[j]))
        continue;
      c->sites[i].candidate = c->sites[j].candidate = true;
      if (!seq_pair_set_add(&set, c->sites, i, j))
        continue;
      char first[600], second[600], line[1300];
      seq_describe_site(ls, &c->sites[i], first, sizeof first);
      seq_describe_site(ls, &c->sites[j], second, sizeof second);
      snprintf(line, sizeof line, "  %s\n    and %s\n", first, second);
      seq_text_add(&text, line);
    }
  out->pairs = (unsigned)set.num_pairs;
  free(set.pairs);
  free(set.slots);
  free(set.hashes);
  out->report = text.data ? text.data : cb_strdup("");
}

static void seq_collect_all(const seq_callgraph *g, seq_collect *c) {
  for (unsigned f = 0; f < g->count; f++) {
    c->function = g->functions[f];
    seq_lockset_walk(c->ls, g->functions[f], seq_collect_visit, c);
  }
}

static unsigned seq_md_kind(LLVMModuleRef module, const char *name) {
  return LLVMGetMDKindIDInContext(LLVMGetModuleContext(module), name, strlen(name));
}

static LLVMValueRef seq_empty_mark(LLVMModuleRef module) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  return LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, NULL, 0));
}

void seq_find_race_candidates(LLVMModuleRef module, LLVMValueRef main_fn,
                              const seq_annotations *annotations, seq_candidates *out) {
  memset(out, 0, sizeof *out);
  seq_callgraph g;
  seq_callgraph_build(&g, module, main_fn);
  seq_lockset *ls = seq_lockset_new(module, &g, annotations);
  seq_collect c = {.ls = ls, .layout = LLVMGetModuleDataLayout(module)};
  ptrmap_init(&c.reports);
  seq_collect_all(&g, &c);
  seq_pair_sites(&g, ls, &c, out);
  unsigned kind = seq_md_kind(module, SEQ_RACE_CANDIDATE_MD);
  LLVMValueRef mark = seq_empty_mark(module);
  LLVMValueRef last = NULL;
  for (size_t i = 0; i < c.count; i++) {
    if (c.sites[i].inst != last)
      out->accesses++;
    if (c.sites[i].candidate && !LLVMGetMetadata(c.sites[i].inst, kind)) {
      LLVMSetMetadata(c.sites[i].inst, kind, mark);
      out->instrumented++;
    }
    last = c.sites[i].inst;
  }
  free(c.sites);
  ptrmap_release(&c.reports);
  seq_lockset_free(ls);
  seq_callgraph_free(&g);
}

static bool seq_has_mark(LLVMValueRef inst, const char *name) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(inst));
  return LLVMGetMetadata(inst, LLVMGetMDKindIDInContext(ctx, name, strlen(name))) != NULL;
}

bool seq_is_race_candidate(LLVMValueRef inst) { return seq_has_mark(inst, SEQ_RACE_CANDIDATE_MD); }

/* ---- movers ------------------------------------------------------------------------------ */

static bool seq_is_plain_access(LLVMValueRef inst) {
  return LLVMIsALoadInst(inst) || LLVMIsAStoreInst(inst) || LLVMIsAAtomicRMWInst(inst) ||
         LLVMIsAAtomicCmpXchgInst(inst);
}

unsigned seq_find_movers(LLVMModuleRef module, LLVMValueRef main_fn,
                         const seq_annotations *annotations) {
  seq_callgraph g;
  seq_callgraph_build(&g, module, main_fn);
  seq_lockset *ls = seq_lockset_new(module, &g, annotations);
  seq_collect c = {.ls = ls, .layout = LLVMGetModuleDataLayout(module), .main_fn = main_fn,
                   .lifetimes = true};
  ptrmap_init(&c.reports);
  seq_collect_all(&g, &c);
  /* candidate: here, "conflicts with some access of another thread" */
  for (size_t i = 0; i < c.count; i++)
    for (size_t j = i; j < c.count; j++)
      if ((!c.sites[i].candidate || !c.sites[j].candidate) &&
          seq_conflict(&g, &c.sites[i], &c.sites[j]))
        c.sites[i].candidate = c.sites[j].candidate = true;
  unsigned kind = seq_md_kind(module, SEQ_MOVER_MD), movers = 0;
  LLVMValueRef mark = seq_empty_mark(module);
  for (size_t i = 0; i < c.count; i++)
    if (!c.sites[i].candidate && seq_is_plain_access(c.sites[i].inst) &&
        !LLVMGetMetadata(c.sites[i].inst, kind)) {
      LLVMSetMetadata(c.sites[i].inst, kind, mark);
      movers++;
    }
  free(c.sites);
  ptrmap_release(&c.reports);
  seq_lockset_free(ls);
  seq_callgraph_free(&g);
  return movers;
}

bool seq_is_mover(LLVMValueRef inst) { return seq_has_mark(inst, SEQ_MOVER_MD); }

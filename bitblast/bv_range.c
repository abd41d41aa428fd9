/*
 * bv_range.c: sound unsigned ranges of bit-vector terms (see bv_range.h).
 *
 * Why: a stack popped in a loop, `if (top > 0) { top--; x = a[top]; }`, leaves the
 * solver to prove that every index is inside the array. top after n iterations is a
 * merge of n subtractions, and the proof is an induction over them that CDCL does step
 * by step: 38 s for 200 iterations, over a minute for 400. Here the same fact is a walk
 * over the terms: top starts in [0, 400]; where it is decremented it is > 0, so top - 1
 * is in [0, 399], and the merge in [0, 400] again. The access check then folds to true.
 *
 * Terms are identified by their bits. A table maps each term noted by bv_*.c to how it was
 * built, and memoizes the ranges computed (on every input assignment, so valid in any
 * context). A query under facts (the conjuncts of a path's guard) applies the facts to
 * the term and to the operands of its noted operations, a few levels down, and takes
 * the memoized ranges below.
 */
#include "bitblast/bv_range.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

#define BVR_FACT_DEPTH 6      /* noted operations followed with the facts of a query */
#define BVR_GLOBAL_DEPTH 4000 /* nested range computations before the constant bits do */
#define BVR_CONJUNCTS 64      /* literals of a condition searched for comparisons */
#define BVR_SPLIT_DEPTH 8      /* concatenations followed to the merges below */
/* Merges split per query. The ranges of a loop's merges are asked iteration after
   iteration and memoized, so each query splits few new ones; a value merged byte by
   byte on many conditions (a pointer guessed per round) would split into exponentially
   many combinations. */
#define BVR_MERGE_BUDGET 16384

typedef struct bvr_interval {
  uint64_t lo, hi; /* empty when lo > hi */
} bvr_interval;

/* A term: how it was built (op < 0: not noted) and its range once computed. */
typedef struct bvr_term {
  uint64_t hash;
  const bv *key;
  const bv *a, *b;
  aig_lit c; /* BVR_ITE: the condition */
  int op;
  unsigned char state; /* 0 no range yet, 1 being computed, 2 computed */
  bvr_interval range;
} bvr_term;

/* A comparison `x cmp k` (or `k cmp x` when constant_left), the literal lit. */
typedef struct bvr_compare {
  aig_lit lit;
  bvr_cmp cmp;
  bool constant_left;
  const bv *x;
  uint64_t k;
} bvr_compare;

struct bv_ranges {
  bvr_term *terms;
  size_t terms_cap, terms_count;
  bvr_compare *compares; /* by node; lit 0 marks a free slot */
  size_t compares_cap, compares_count;
  unsigned depth;
  unsigned budget;      /* merges the running query may still split */
  unsigned cut_short;   /* times a query ran out of budget or depth */
};

/* A fact of a query: a comparison and whether it holds (true) or its negation does. */
typedef struct bvr_fact {
  const bvr_compare *compare;
  bool holds;
} bvr_fact;

typedef struct bvr_facts {
  bvr_fact items[BVR_CONJUNCTS];
  unsigned count;
} bvr_facts;

/* ---- the tables ------------------------------------------------------------------------ */

bv_ranges *bvr_new(void) {
  bv_ranges *r = cb_calloc(1, sizeof *r);
  return r;
}

void bvr_free(bv_ranges *r) {
  if (!r)
    return;
  free(r->terms);
  free(r->compares);
  free(r);
}

size_t bvr_bytes(const bv_ranges *r) {
  return r->terms_cap * sizeof r->terms[0] + r->compares_cap * sizeof r->compares[0];
}

static uint64_t bvr_mask(unsigned width) {
  return width >= 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
}

static uint64_t bvr_hash(const bv *v) {
  uint64_t h = 1469598103934665603u ^ v->width;
  for (unsigned i = 0; i < v->width; i++)
    h = (h ^ v->bits[i]) * 1099511628211u;
  return h ? h : 1;
}

static bool bvr_same(const bv *a, const bv *b) {
  return a == b || (a->width == b->width &&
                    !memcmp(a->bits, b->bits, (size_t)a->width * sizeof a->bits[0]));
}

static void bvr_grow_terms(bv_ranges *r) {
  size_t cap = r->terms_cap ? 2 * r->terms_cap : 1024;
  bvr_term *old = r->terms;
  size_t old_cap = r->terms_cap;
  r->terms = cb_calloc(cap, sizeof r->terms[0]);
  r->terms_cap = cap;
  for (size_t i = 0; i < old_cap; i++) {
    if (!old[i].hash)
      continue;
    size_t j = old[i].hash & (cap - 1);
    while (r->terms[j].hash)
      j = (j + 1) & (cap - 1);
    r->terms[j] = old[i];
  }
  free(old);
}

/* The entry of v's bits, made (not noted, no range) if there is none. */
static bvr_term *bvr_term_of(bv_ranges *r, const bv *v) {
  if (2 * (r->terms_count + 1) > r->terms_cap)
    bvr_grow_terms(r);
  uint64_t h = bvr_hash(v);
  size_t j = h & (r->terms_cap - 1);
  while (r->terms[j].hash) {
    if (r->terms[j].hash == h && bvr_same(r->terms[j].key, v))
      return &r->terms[j];
    j = (j + 1) & (r->terms_cap - 1);
  }
  r->terms_count++;
  r->terms[j] = (bvr_term){.hash = h, .key = v, .op = -1};
  return &r->terms[j];
}

static bool bvr_is_const(const bv *v) {
  for (unsigned i = 0; i < v->width; i++)
    if (!aig_is_const(v->bits[i]))
      return false;
  return true;
}

void bvr_note_ite(bvm *m, const bv *res, aig_lit c, const bv *t, const bv *e) {
  bvr_note_op(m, BVR_ITE, res, t, e);
  bvr_term *term = bvr_term_of(bvm_ranges(m), res);
  if (term->op == BVR_ITE && term->a == t && term->b == e)
    term->c = c;
}

void bvr_note_op(bvm *m, bvr_op op, const bv *res, const bv *a, const bv *b) {
  if (res->width > 64 || a->width > 64 || (b && b->width > 64) || bvr_is_const(res) ||
      bvr_same(res, a) || (b && bvr_same(res, b)))
    return;
  bvr_term *t = bvr_term_of(bvm_ranges(m), res);
  if (t->op >= 0 || t->state)
    return; /* the first way these bits were built stays (no cycles) */
  t->op = (int)op;
  t->a = a;
  t->b = b;
}

static void bvr_grow_compares(bv_ranges *r) {
  size_t cap = r->compares_cap ? 2 * r->compares_cap : 1024;
  bvr_compare *old = r->compares;
  size_t old_cap = r->compares_cap;
  r->compares = cb_calloc(cap, sizeof r->compares[0]);
  r->compares_cap = cap;
  for (size_t i = 0; i < old_cap; i++) {
    if (!old[i].lit)
      continue;
    size_t j = aig_node(old[i].lit) & (cap - 1);
    while (r->compares[j].lit)
      j = (j + 1) & (cap - 1);
    r->compares[j] = old[i];
  }
  free(old);
}

static const bvr_compare *bvr_compare_of(const bv_ranges *r, aig_lit lit) {
  if (!r->compares_cap)
    return NULL;
  size_t j = aig_node(lit) & (r->compares_cap - 1);
  while (r->compares[j].lit) {
    if (aig_node(r->compares[j].lit) == aig_node(lit))
      return &r->compares[j];
    j = (j + 1) & (r->compares_cap - 1);
  }
  return NULL;
}

void bvr_note_compare(bvm *m, bvr_cmp cmp, aig_lit res, const bv *a, const bv *b) {
  if (aig_is_const(res) || a->width > 64)
    return;
  uint64_t k;
  bool left = bv_const_value(a, &k);
  if (!left && !bv_const_value(b, &k))
    return;
  bv_ranges *r = bvm_ranges(m);
  if (bvr_compare_of(r, res))
    return;
  if (2 * (r->compares_count + 1) > r->compares_cap)
    bvr_grow_compares(r);
  size_t j = aig_node(res) & (r->compares_cap - 1);
  while (r->compares[j].lit)
    j = (j + 1) & (r->compares_cap - 1);
  r->compares[j] = (bvr_compare){res, cmp, left, left ? b : a, k};
  r->compares_count++;
}

/* ---- intervals ------------------------------------------------------------------------- */

static bvr_interval bvr_full(unsigned width) { return (bvr_interval){0, bvr_mask(width)}; }

static bool bvr_empty(bvr_interval a) { return a.lo > a.hi; }

static bvr_interval bvr_meet(bvr_interval a, bvr_interval b) {
  return (bvr_interval){a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi};
}

static bvr_interval bvr_hull(bvr_interval a, bvr_interval b) {
  if (bvr_empty(a))
    return b;
  if (bvr_empty(b))
    return a;
  return (bvr_interval){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
}

/* The range the constant bits allow: unknown bits 0 for the least, 1 for the largest. */
static bvr_interval bvr_known_bits(const bv *v) {
  uint64_t lo = 0, hi = 0;
  for (unsigned i = 0; i < v->width; i++) {
    if (v->bits[i] == AIG_TRUE)
      lo |= UINT64_C(1) << i;
    if (v->bits[i] != AIG_FALSE)
      hi |= UINT64_C(1) << i;
  }
  return (bvr_interval){lo, hi};
}

/* a + b over width bits: exact unless some sums wrap and others do not. */
static bvr_interval bvr_add(bvr_interval a, bvr_interval b, unsigned width) {
  unsigned __int128 lo = (unsigned __int128)a.lo + b.lo, hi = (unsigned __int128)a.hi + b.hi;
  unsigned __int128 size = (unsigned __int128)bvr_mask(width) + 1;
  if (hi < size)
    return (bvr_interval){(uint64_t)lo, (uint64_t)hi};
  if (lo >= size && hi - size < size)
    return (bvr_interval){(uint64_t)(lo - size), (uint64_t)(hi - size)};
  return bvr_full(width);
}

static bvr_interval bvr_sub(bvr_interval a, bvr_interval b, unsigned width) {
  if (a.lo >= b.hi)
    return (bvr_interval){a.lo - b.hi, a.hi - b.lo};
  if (a.hi < b.lo) /* every difference wraps once */
    return (bvr_interval){(a.lo - b.hi) & bvr_mask(width), (a.hi - b.lo) & bvr_mask(width)};
  return bvr_full(width);
}

static bvr_interval bvr_mul(bvr_interval a, bvr_interval b, unsigned width) {
  unsigned __int128 hi = (unsigned __int128)a.hi * b.hi;
  if (hi <= bvr_mask(width))
    return (bvr_interval){a.lo * b.lo, (uint64_t)hi};
  return bvr_full(width);
}

/* The range of op(a, b), of width bits, from its operands' (both non-empty). */
static bvr_interval bvr_apply(bvr_op op, bvr_interval a, bvr_interval b, unsigned a_width,
                              unsigned width) {
  switch (op) {
  case BVR_ADD: return bvr_add(a, b, width);
  case BVR_SUB: return bvr_sub(a, b, width);
  case BVR_MUL: return bvr_mul(a, b, width);
  case BVR_ZEXT: return a;
  case BVR_SEXT: {
    uint64_t sign = UINT64_C(1) << (a_width - 1), high = bvr_mask(width) & ~bvr_mask(a_width);
    if (a.hi < sign)
      return a;
    if (a.lo >= sign)
      return (bvr_interval){a.lo | high, a.hi | high};
    return bvr_full(width);
  }
  case BVR_TRUNC: return a.hi <= bvr_mask(width) ? a : bvr_full(width);
  case BVR_CONCAT:
    return (bvr_interval){a.lo | (b.lo << a_width), a.hi | (b.hi << a_width)};
  case BVR_ITE: return bvr_hull(a, b);
  }
  return bvr_full(width);
}

/* ---- facts ----------------------------------------------------------------------------- */

/* The values x may take when `x cmp k` (or `k cmp x`) is as holds says, in biased order
   (the sign bit flipped for a signed comparison: signed order is unsigned order there). */
static bvr_interval bvr_fact_biased(const bvr_compare *c, bool holds, unsigned width) {
  uint64_t max = bvr_mask(width);
  uint64_t bias = c->cmp == BVR_SLT ? UINT64_C(1) << (width - 1) : 0;
  uint64_t kb = (c->k ^ bias) & max;
  bvr_interval none = {1, 0};
  if (c->constant_left == holds) /* k < x, or !(x < k): x > k or x >= k */
    return holds ? (kb == max ? none : (bvr_interval){kb + 1, max}) : (bvr_interval){kb, max};
  /* x < k, or !(k < x): x < k or x <= k */
  return holds ? (kb == 0 ? none : (bvr_interval){0, kb - 1}) : (bvr_interval){0, kb};
}

/* r narrowed by one fact about its term. */
static bvr_interval bvr_meet_fact(bvr_interval r, const bvr_compare *c, bool holds,
                                  unsigned width) {
  if (c->cmp == BVR_EQ) {
    if (holds)
      return bvr_meet(r, (bvr_interval){c->k, c->k});
    if (r.lo == c->k && r.lo < r.hi)
      r.lo++;
    else if (r.hi == c->k && r.lo < r.hi)
      r.hi--;
    else if (r.lo == c->k) /* r = {k} */
      return (bvr_interval){1, 0};
    return r;
  }
  bvr_interval b = bvr_fact_biased(c, holds, width);
  if (c->cmp == BVR_ULT)
    return bvr_meet(r, b);
  /* Signed: the non-negative and the negative values of r are each an interval in
     biased order too; meet each with b and take the hull of what is left. */
  uint64_t sign = UINT64_C(1) << (width - 1);
  bvr_interval pieces[2] = {{0, sign - 1}, {sign, bvr_mask(width)}}, res = {1, 0};
  for (int i = 0; i < 2; i++) {
    bvr_interval p = bvr_meet(r, pieces[i]);
    if (bvr_empty(p))
      continue;
    bvr_interval q = bvr_meet((bvr_interval){p.lo ^ sign, p.hi ^ sign}, b);
    if (!bvr_empty(q))
      res = bvr_hull(res, (bvr_interval){q.lo ^ sign, q.hi ^ sign});
  }
  return res;
}

/* r narrowed by the facts about v (twice: x != k facts can chain, lo, lo + 1, ...). */
static bvr_interval bvr_apply_facts(bvr_interval r, const bv *v, const bvr_facts *f) {
  for (int pass = 0; pass < 2; pass++)
    for (unsigned i = 0; i < f->count && !bvr_empty(r); i++)
      if (bvr_same(f->items[i].compare->x, v))
        r = bvr_meet_fact(r, f->items[i].compare, f->items[i].holds, v->width);
  return r;
}

/* The comparisons among lits[] and, when expand, the conjuncts below them (below every
   positive AND, both children), breadth first. */
static void bvr_collect_facts(const bv_ranges *r, const aig *g, const aig_lit *lits,
                              unsigned count, bool expand, bvr_facts *f) {
  aig_lit queue[BVR_CONJUNCTS];
  unsigned n = 0;
  f->count = 0;
  if (!expand) {
    for (unsigned i = 0; i < count && f->count < BVR_CONJUNCTS; i++) {
      const bvr_compare *c = aig_is_const(lits[i]) ? NULL : bvr_compare_of(r, lits[i]);
      if (c)
        f->items[f->count++] = (bvr_fact){c, aig_sign(lits[i]) == aig_sign(c->lit)};
    }
    return;
  }
  for (unsigned i = 0; i < count && n < BVR_CONJUNCTS; i++)
    queue[n++] = lits[i];
  for (unsigned i = 0; i < n; i++) {
    aig_lit lit = queue[i];
    if (aig_is_const(lit))
      continue;
    const bvr_compare *c = bvr_compare_of(r, lit);
    if (c && f->count < BVR_CONJUNCTS)
      f->items[f->count++] = (bvr_fact){c, aig_sign(lit) == aig_sign(c->lit)};
    uint32_t node = aig_node(lit);
    if (aig_sign(lit) || !aig_node_is_and(g, node))
      continue;
    aig_lit kids[2] = {aig_node_child0(g, node), aig_node_child1(g, node)};
    for (int k = 0; k < 2; k++) {
      bool seen = false;
      for (unsigned j = 0; j < n && !seen; j++)
        seen = queue[j] == kids[k];
      if (!seen && n < BVR_CONJUNCTS)
        queue[n++] = kids[k];
    }
  }
}

/* ---- ranges ---------------------------------------------------------------------------- */

static bvr_interval bvr_global(bvm *m, const bv *v);

/* The range of v on the assignments that satisfy the facts f: the memoized range, met
   with the facts about v and, for a noted operation, with what the facts give its
   operands (a few levels down). */
static bvr_interval bvr_under(bvm *m, const bv *v, const bvr_facts *f, unsigned depth) {
  bvr_interval r = bvr_global(m, v);
  if (!f->count || bvr_empty(r))
    return r;
  r = bvr_apply_facts(r, v, f);
  if (depth >= BVR_FACT_DEPTH || bvr_empty(r))
    return r;
  bvr_term *t = bvr_term_of(bvm_ranges(m), v);
  if (t->op < 0)
    return r;
  bvr_op op = (bvr_op)t->op;
  const bv *a = t->a, *b = t->b;
  if (op == BVR_ITE)
    return r; /* its sides hold under c and !c, which the facts need not decide */
  bvr_interval ra = bvr_under(m, a, f, depth + 1);
  bvr_interval rb = b ? bvr_under(m, b, f, depth + 1) : ra;
  if (bvr_empty(ra) || bvr_empty(rb))
    return (bvr_interval){1, 0};
  return bvr_meet(r, bvr_apply(op, ra, rb, a->width, v->width));
}

/* The condition of the first if-then-else among v's pieces (v itself, or the parts of
   a concatenation, such as a word loaded from merged bytes); AIG_FALSE if none. */
static aig_lit bvr_split_condition(bv_ranges *r, const bv *v, unsigned depth) {
  bvr_term *t = bvr_term_of(r, v);
  if (t->op == BVR_ITE)
    return t->c;
  if (t->op != BVR_CONCAT || depth >= BVR_SPLIT_DEPTH)
    return AIG_FALSE;
  const bv *a = t->a, *b = t->b;
  aig_lit c = bvr_split_condition(r, a, depth + 1);
  return c != AIG_FALSE ? c : bvr_split_condition(r, b, depth + 1);
}

/* v with c true (*t) and false (*e): the branches of an if-then-else on c, piece by
   piece through concatenations; v itself where it does not depend on c (as noted). */
static void bvr_split(bvm *m, const bv *v, aig_lit c, unsigned depth, const bv **t,
                      const bv **e) {
  bvr_term *term = bvr_term_of(bvm_ranges(m), v);
  int op = term->op;
  const bv *a = term->a, *b = term->b;
  *t = *e = v;
  if (op == BVR_ITE && (term->c == c || term->c == aig_not(c))) {
    *t = term->c == c ? a : b;
    *e = term->c == c ? b : a;
  } else if (op == BVR_CONCAT && depth < BVR_SPLIT_DEPTH) {
    const bv *at, *ae, *bt, *be;
    bvr_split(m, a, c, depth + 1, &at, &ae);
    bvr_split(m, b, c, depth + 1, &bt, &be);
    if (at != a || bt != b)
      *t = bv_concat(m, at, bt);
    if (ae != a || be != b)
      *e = bv_concat(m, ae, be);
  }
}

/* v as a merge on a condition c: the hull of its two sides' ranges, each under the
   comparisons c (or !c) is made of. Full if v is no such merge. */
static bvr_interval bvr_merge(bvm *m, const bv *v) {
  bv_ranges *r = bvm_ranges(m);
  if (!r->budget) {
    r->cut_short++;
    return bvr_full(v->width);
  }
  r->budget--;
  aig_lit c = bvr_split_condition(r, v, 0);
  if (c == AIG_FALSE)
    return bvr_full(v->width);
  const bv *t, *e;
  bvr_split(m, v, c, 0, &t, &e);
  if (t == v && e == v)
    return bvr_full(v->width);
  const aig *g = bvm_aig(m);
  bvr_facts *f = cb_malloc(sizeof *f);
  aig_lit not_c = aig_not(c);
  bvr_collect_facts(r, g, &c, 1, true, f);
  bvr_interval rt = bvr_under(m, t, f, 0);
  bvr_collect_facts(r, g, &not_c, 1, true, f);
  bvr_interval re = bvr_under(m, e, f, 0);
  free(f);
  return bvr_hull(rt, re);
}

/* The range of v on every assignment, memoized. */
static bvr_interval bvr_global(bvm *m, const bv *v) {
  bvr_interval known = bvr_known_bits(v);
  if (known.lo == known.hi)
    return known;
  bv_ranges *r = bvm_ranges(m);
  bvr_term *t = bvr_term_of(r, v);
  if (t->state == 2)
    return t->range;
  if (t->state == 1)
    return known; /* a cycle through equal bits: the constant bits bound it */
  if (r->depth >= BVR_GLOBAL_DEPTH) {
    r->cut_short++;
    return known;
  }
  unsigned cut_short = r->cut_short;
  t->state = 1;
  int op = t->op;
  const bv *a = t->a, *b = t->b; /* t moves when the table grows */
  r->depth++;
  bvr_interval res = known;
  if (op == BVR_ITE || op == BVR_CONCAT)
    res = bvr_meet(res, bvr_merge(m, v));
  if (op >= 0 && op != BVR_ITE) {
    bvr_interval ra = bvr_global(m, a), rb = b ? bvr_global(m, b) : ra;
    res = bvr_meet(res, bvr_apply((bvr_op)op, ra, rb, a->width, v->width));
  }
  r->depth--;
  t = bvr_term_of(r, v);
  /* A range cut short is sound but loose; kept all the same, or every later query
     would spend its budget on the same terms again. */
  (void)cut_short;
  t->state = 2;
  t->range = res;
  return res;
}

bool bv_range_under(bvm *m, const bv *v, const aig_lit *facts, unsigned num_facts,
                    uint64_t *lo, uint64_t *hi) {
  if (v->width > 64)
    return false;
  bvm_ranges(m)->budget = BVR_MERGE_BUDGET;
  bvr_facts f;
  bvr_collect_facts(bvm_ranges(m), bvm_aig(m), facts, num_facts, false, &f);
  bvr_interval res = bvr_under(m, v, &f, 0);
  *lo = res.lo;
  *hi = res.hi;
  return true;
}

const bv *bv_clamp_under(bvm *m, const bv *v, const aig_lit *facts, unsigned num_facts) {
  if (v->width > 64 || !num_facts || bvr_is_const(v))
    return v;
  bvm_ranges(m)->budget = BVR_MERGE_BUDGET;
  bvr_interval all = bvr_global(m, v);
  bvr_facts *f = cb_malloc(sizeof *f);
  bvr_collect_facts(bvm_ranges(m), bvm_aig(m), facts, num_facts, false, f);
  bvr_interval under = f->count ? bvr_under(m, v, f, 0) : all;
  free(f);
  if (bvr_empty(under) || (under.lo <= all.lo && under.hi >= all.hi))
    return v;
  const bv *lo = bv_const(m, v->width, under.lo), *hi = bv_const(m, v->width, under.hi);
  aig_lit inside = aig_and(bvm_aig(m), bv_ule(m, lo, v), bv_ule(m, v, hi));
  return bv_ite(m, inside, v, lo);
}

aig_lit bv_decide_under(bvm *m, aig_lit comparison, const aig_lit *facts, unsigned num_facts) {
  bv_ranges *r = bvm_ranges(m);
  const bvr_compare *c = aig_is_const(comparison) ? NULL : bvr_compare_of(r, comparison);
  if (!c)
    return comparison;
  r->budget = BVR_MERGE_BUDGET;
  bvr_facts *f = cb_malloc(sizeof *f);
  bvr_collect_facts(r, bvm_aig(m), facts, num_facts, false, f);
  bvr_interval range = bvr_under(m, c->x, f, 0);
  free(f);
  bool same = aig_sign(comparison) == aig_sign(c->lit);
  unsigned width = c->x->width;
  if (bvr_empty(range))
    return comparison; /* no execution: leave it to the solver */
  if (bvr_empty(bvr_meet_fact(range, c, false, width)))
    return same ? AIG_TRUE : AIG_FALSE; /* the comparison holds on every value */
  if (bvr_empty(bvr_meet_fact(range, c, true, width)))
    return same ? AIG_FALSE : AIG_TRUE;
  return comparison;
}


/*
 * aig.c: and-inverter graph with structural hashing (see aig.h).
 *
 * Nodes are numbered in creation order, which is a topological order: an AND node
 * is only created after both of its children. Each node stores its two children;
 * the constant node and the inputs store AIG_NO_CHILD instead. The hash table maps
 * a normalised child pair (child0 < child1) to its AND node with open addressing
 * and linear probing; slot value 0 means empty (node 0 is the constant, never an
 * AND).
 */
#include "bitblast/aig.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "base/memlimit.h"

#define AIG_NO_CHILD UINT32_MAX
/* Literals are 2 * node + sign in 32 bits. */
#define AIG_MAX_NODES ((size_t)1 << 31)

struct aig {
  aig_lit *kids;  /* kids[2 * node], kids[2 * node + 1] */
  size_t num_nodes, cap_nodes;
  size_t num_inputs, num_ands;
  uint32_t *table; /* AND nodes by children, 0 = empty slot */
  size_t table_cap; /* a power of two */
};

aig *aig_new(void) {
  aig *g = cb_malloc(sizeof *g);
  g->cap_nodes = 1024;
  g->kids = cb_malloc(2 * g->cap_nodes * sizeof *g->kids);
  g->kids[0] = g->kids[1] = AIG_NO_CHILD;
  g->num_nodes = 1;
  g->num_inputs = g->num_ands = 0;
  g->table_cap = 1024;
  g->table = cb_calloc(g->table_cap, sizeof *g->table);
  return g;
}

void aig_free(aig *g) {
  if (!g)
    return;
  free(g->kids);
  free(g->table);
  free(g);
}

static uint32_t aig_new_node(aig *g, aig_lit c0, aig_lit c1) {
  /* an input has no children, an AND two older nodes */
  assert((c0 == AIG_NO_CHILD) == (c1 == AIG_NO_CHILD));
  assert(c0 == AIG_NO_CHILD || (aig_node(c0) < g->num_nodes && aig_node(c1) < g->num_nodes));
  if (g->num_nodes == AIG_MAX_NODES) {
    fprintf(stderr, "cbounds: aig: more than %zu nodes\n", AIG_MAX_NODES);
    abort();
  }
  if (g->num_nodes == g->cap_nodes) {
    g->cap_nodes *= 2;
    g->kids = cb_realloc_array(g->kids, 2 * g->cap_nodes, sizeof *g->kids);
  }
  uint32_t node = (uint32_t)g->num_nodes++;
  if ((node & 0x3fff) == 0)
    memlimit_poll(); /* the symbolic execution stops at its next instruction */
  g->kids[2 * node] = c0;
  g->kids[2 * node + 1] = c1;
  return node;
}

aig_lit aig_input(aig *g) {
  uint32_t node = aig_new_node(g, AIG_NO_CHILD, AIG_NO_CHILD);
  g->num_inputs++;
  return 2 * node;
}

/* ---- structural hashing ------------------------------------------------------------- */

/*
 * MurmurHash3's 64-bit finalizer: every bit of the key reaches every bit of the hash.
 * A plain multiplication is not enough here: bit n of a product depends only on bits
 * 0..n of the key, so the table's index bits ignored the high bits of c0, and the many
 * ANDs that share one child (a guard with every bit of a word) fell into one probe run.
 */
static size_t aig_hash(aig_lit c0, aig_lit c1) {
  uint64_t key = ((uint64_t)c0 << 32) | c1;
  key ^= key >> 33;
  key *= UINT64_C(0xFF51AFD7ED558CCD);
  key ^= key >> 33;
  key *= UINT64_C(0xC4CEB9FE1A85EC53);
  key ^= key >> 33;
  return (size_t)key;
}

/* The slot holding the AND of (c0, c1), or the empty slot where it belongs. */
static size_t aig_find_slot(const aig *g, aig_lit c0, aig_lit c1) {
  assert(g->num_ands < g->table_cap); /* an empty slot exists: the probe ends */
  size_t mask = g->table_cap - 1;
  size_t i = aig_hash(c0, c1) & mask;
  for (;;) {
    uint32_t node = g->table[i];
    if (!node || (g->kids[2 * node] == c0 && g->kids[2 * node + 1] == c1))
      return i;
    i = (i + 1) & mask;
  }
}

static void aig_grow_table(aig *g) {
  uint32_t *old = g->table;
  size_t old_cap = g->table_cap;
  g->table_cap *= 2;
  g->table = cb_calloc(g->table_cap, sizeof *g->table);
  for (size_t i = 0; i < old_cap; i++) {
    uint32_t node = old[i];
    if (node)
      g->table[aig_find_slot(g, g->kids[2 * node], g->kids[2 * node + 1])] = node;
  }
  free(old);
}

/* ---- simplification ------------------------------------------------------------------ */

static bool aig_lit_is_and(const aig *g, aig_lit a) {
  return aig_node_is_and(g, aig_node(a));
}

static bool aig_has_kid(const aig *g, aig_lit x, aig_lit k) {
  uint32_t n = aig_node(x);
  return g->kids[2 * n] == k || g->kids[2 * n + 1] == k;
}

/* Whether a kid of AND literal x is the negation of a kid of AND literal y. */
static bool aig_kids_clash(const aig *g, aig_lit x, aig_lit y) {
  uint32_t n = aig_node(x);
  return aig_has_kid(g, y, aig_not(g->kids[2 * n])) ||
         aig_has_kid(g, y, aig_not(g->kids[2 * n + 1]));
}

/*
 * Two-level rules with x an AND literal (Brummayer and Biere's O1/O2 rules:
 * contradiction, idempotence, subsumption). None creates a node.
 * Returns true and sets *res when x & y simplifies.
 */
static bool aig_two_level(const aig *g, aig_lit x, aig_lit y, aig_lit *res) {
  bool y_and = !aig_sign(y) && aig_lit_is_and(g, y);
  if (!aig_sign(x)) {
    /* x = p & q */
    if (aig_has_kid(g, x, y)) { /* (p & q) & p */
      *res = x;
      return true;
    }
    if (aig_has_kid(g, x, aig_not(y)) || (y_and && aig_kids_clash(g, x, y))) {
      *res = AIG_FALSE; /* (p & q) & !p, (p & q) & (!p & r) */
      return true;
    }
    return false;
  }
  /* x = !(p & q): anything implying !p or !q implies x */
  aig_lit pos = aig_not(x);
  if (aig_has_kid(g, pos, aig_not(y)) || (y_and && aig_kids_clash(g, pos, y))) {
    *res = y; /* !(p & q) & !p, !(p & q) & (!p & r) */
    return true;
  }
  return false;
}

aig_lit aig_and(aig *g, aig_lit a, aig_lit b) {
  if (a > b) {
    aig_lit t = a;
    a = b;
    b = t;
  }
  assert(aig_node(b) < g->num_nodes); /* a <= b: both are literals of this aig */
  if (a == AIG_FALSE)
    return AIG_FALSE;
  if (a == AIG_TRUE || a == b)
    return b;
  if (aig_not(a) == b)
    return AIG_FALSE;
  aig_lit res;
  if (aig_lit_is_and(g, a) && aig_two_level(g, a, b, &res))
    return res;
  if (aig_lit_is_and(g, b) && aig_two_level(g, b, a, &res))
    return res;
  if (2 * (g->num_ands + 1) > g->table_cap)
    aig_grow_table(g);
  size_t slot = aig_find_slot(g, a, b);
  if (!g->table[slot]) {
    g->table[slot] = aig_new_node(g, a, b);
    g->num_ands++;
  }
  return 2 * g->table[slot];
}

/* ---- derived gates -------------------------------------------------------------------- */

aig_lit aig_or(aig *g, aig_lit a, aig_lit b) {
  return aig_not(aig_and(g, aig_not(a), aig_not(b)));
}

aig_lit aig_implies(aig *g, aig_lit a, aig_lit b) {
  return aig_or(g, aig_not(a), b);
}

/*
 * a ^ b = (a | b) & !(a & b). This form shares the node a & b with the carry of a
 * full adder, and xor(a, b), xor(!a, !b) build the very same nodes.
 */
aig_lit aig_xor(aig *g, aig_lit a, aig_lit b) {
  if (a == b)
    return AIG_FALSE;
  if (a == aig_not(b))
    return AIG_TRUE;
  if (aig_is_const(a))
    return a == AIG_TRUE ? aig_not(b) : b;
  if (aig_is_const(b))
    return b == AIG_TRUE ? aig_not(a) : a;
  aig_lit both = aig_and(g, a, b);
  aig_lit neither = aig_and(g, aig_not(a), aig_not(b));
  return aig_and(g, aig_not(both), aig_not(neither));
}

aig_lit aig_xnor(aig *g, aig_lit a, aig_lit b) {
  return aig_not(aig_xor(g, a, b));
}

aig_lit aig_ite(aig *g, aig_lit c, aig_lit t, aig_lit e) {
  if (aig_sign(c)) { /* !c ? t : e == c ? e : t; one form shares more */
    aig_lit tmp = t;
    t = e;
    e = tmp;
    c = aig_not(c);
  }
  if (c == AIG_FALSE || t == e)
    return e;
  if (t == aig_not(e))
    return aig_xnor(g, c, t);
  if (c == t || t == AIG_TRUE)
    return aig_or(g, c, e);
  if (c == aig_not(t) || t == AIG_FALSE)
    return aig_and(g, aig_not(c), e);
  if (c == e || e == AIG_FALSE)
    return aig_and(g, c, t);
  if (c == aig_not(e) || e == AIG_TRUE)
    return aig_implies(g, c, t);
  return aig_or(g, aig_and(g, c, t), aig_and(g, aig_not(c), e));
}

/* ---- structure ------------------------------------------------------------------------ */

bool aig_node_is_input(const aig *g, uint32_t node) {
  return node && node < g->num_nodes && g->kids[2 * (size_t)node] == AIG_NO_CHILD;
}

bool aig_node_is_and(const aig *g, uint32_t node) {
  return node < g->num_nodes && g->kids[2 * (size_t)node] != AIG_NO_CHILD;
}

aig_lit aig_node_child0(const aig *g, uint32_t node) {
  assert(node < g->num_nodes);
  return g->kids[2 * (size_t)node];
}

aig_lit aig_node_child1(const aig *g, uint32_t node) {
  assert(node < g->num_nodes);
  return g->kids[2 * (size_t)node + 1];
}

size_t aig_num_nodes(const aig *g) { return g->num_nodes; }

size_t aig_num_inputs(const aig *g) { return g->num_inputs; }

size_t aig_num_ands(const aig *g) { return g->num_ands; }

void aig_simulate(const aig *g, uint64_t *values) {
  values[0] = 0;
  for (size_t n = 1; n < g->num_nodes; n++) {
    aig_lit c0 = g->kids[2 * n];
    if (c0 != AIG_NO_CHILD)
      values[n] = aig_sim_lit(values, c0) & aig_sim_lit(values, g->kids[2 * n + 1]);
  }
}

bool aig_match_ite(const aig *g, uint32_t node, aig_lit *c, aig_lit *t, aig_lit *e) {
  if (!aig_node_is_and(g, node))
    return false;
  aig_lit a = aig_node_child0(g, node), b = aig_node_child1(g, node);
  if (!aig_sign(a) || !aig_sign(b) || !aig_node_is_and(g, aig_node(a)) ||
      !aig_node_is_and(g, aig_node(b)))
    return false;
  aig_lit as[2] = {aig_node_child0(g, aig_node(a)), aig_node_child1(g, aig_node(a))};
  aig_lit bs[2] = {aig_node_child0(g, aig_node(b)), aig_node_child1(g, aig_node(b))};
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      if (as[i] == aig_not(bs[j])) {
        *c = as[i];
        *t = as[1 - i];
        *e = bs[1 - j];
        return true;
      }
  return false;
}

aig_lit aig_cofactor(const aig *g, aig_lit a, aig_lit c, bool value, unsigned depth) {
  uint32_t n = aig_node(a);
  if (n == aig_node(c))
    return (a == c) == value ? AIG_TRUE : AIG_FALSE;
  if (aig_is_const(a) || !aig_node_is_and(g, n) || depth == 0)
    return a;
  aig_lit sign = aig_sign(a), cond, t, e, picked;
  if (aig_match_ite(g, n, &cond, &t, &e) && aig_node(cond) == aig_node(c)) {
    picked = (cond == c) == value ? t : e; /* the node is NOT ite(cond, t, e) */
    picked = aig_cofactor(g, picked, c, value, depth - 1);
    return sign ? picked : aig_not(picked);
  }
  aig_lit kids[2] = {aig_node_child0(g, n), aig_node_child1(g, n)};
  for (int i = 0; i < 2; i++)
    if (aig_node(kids[i]) == aig_node(c)) {
      picked = (kids[i] == c) == value ? aig_cofactor(g, kids[1 - i], c, value, depth - 1)
                                       : AIG_FALSE;
      return sign ? aig_not(picked) : picked;
    }
  return a;
}

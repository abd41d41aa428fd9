/*
 * cnf.c: lazy Tseitin encoding of AIG cones (see cnf.h).
 *
 * var[node] is the solver literal standing for the node's value, 0 while the node
 * is not encoded. Cones can be millions of nodes deep, so both the encoder and the
 * model evaluation walk them with an explicit stack instead of recursion.
 */
#include "bitblast/cnf.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/alloc.h"
#include "base/memlimit.h"
#include "base/vec.h"

struct cnf {
  aig *g;
  solver *s;
  int *var;          /* solver literal per node, 0: not encoded */
  size_t cap_var;
  uint32_t *stack;
  size_t num_stack, cap_stack;
  size_t num_vars, num_clauses;
  /* Scratch for cnf_value(): value[node] is valid while stamp[node] == epoch. */
  uint32_t *stamp;
  bool *value;
  size_t cap_value;
  uint32_t epoch;
};

cnf *cnf_new(aig *g, solver *s) {
  cnf *c = cb_calloc(1, sizeof *c);
  c->g = g;
  c->s = s;
  return c;
}

void cnf_free(cnf *c) {
  if (!c)
    return;
  free(c->var);
  free(c->stack);
  free(c->stamp);
  free(c->value);
  free(c);
}

/* Makes var[] cover every node the aig has now. */
static void cnf_cover_nodes(cnf *c) {
  size_t n = aig_num_nodes(c->g);
  size_t old = c->cap_var;
  CB_RESERVE(c->var, n, c->cap_var, 1024);
  for (size_t i = old; i < c->cap_var; i++)
    c->var[i] = 0;
}

static void cnf_push(cnf *c, uint32_t node) {
  CB_GROW(c->stack, c->num_stack, c->cap_stack, 256);
  c->stack[c->num_stack++] = node;
}

static int cnf_new_var(cnf *c) {
  c->num_vars++;
  return solver_new_var(c->s);
}

static int cnf_child(const cnf *c, aig_lit a) {
  assert(aig_node(a) < c->cap_var);
  int v = c->var[aig_node(a)];
  assert(v != 0); /* children are encoded before their parent */
  return aig_sign(a) ? -v : v;
}

/* x <-> a & b */
static void cnf_encode_and(cnf *c, uint32_t node) {
  int x = cnf_new_var(c);
  int a = cnf_child(c, aig_node_child0(c->g, node));
  int b = cnf_child(c, aig_node_child1(c->g, node));
  solver_add_binary(c->s, -x, a);
  solver_add_binary(c->s, -x, b);
  solver_add_ternary(c->s, x, -a, -b);
  c->num_clauses += 3;
  c->var[node] = x;
}

/* x <-> NOT ite(c, t, e), the node aig_match_ite() matched: six clauses over one
   variable instead of nine over three for its three AND nodes, and the two redundant
   ones (t = e decides x without c) propagate more than the ANDs did. The inner ANDs get
   variables of their own only if another node uses them. */
static void cnf_encode_ite(cnf *c, uint32_t node, aig_lit lc, aig_lit lt, aig_lit le) {
  int x = cnf_new_var(c);
  int y = -x; /* y <-> ite */
  int i = cnf_child(c, lc), t = cnf_child(c, lt), e = cnf_child(c, le);
  solver_add_ternary(c->s, -i, -t, y);
  solver_add_ternary(c->s, -i, t, -y);
  solver_add_ternary(c->s, i, -e, y);
  solver_add_ternary(c->s, i, e, -y);
  c->num_clauses += 4;
  if (t != -e) { /* for an XOR these two are tautologies */
    solver_add_ternary(c->s, -t, -e, y);
    solver_add_ternary(c->s, t, e, -y);
    c->num_clauses += 2;
  }
  c->var[node] = x;
}

/* The constant node's value is false: it maps to the negation of a true variable. */
static void cnf_encode_const(cnf *c) {
  int t = cnf_new_var(c);
  solver_add_unit(c->s, t);
  c->num_clauses++;
  c->var[0] = -t;
}

/* Post-order walk: a node is encoded once both children are. At the memory limit the
   walk stops, and the root gets a variable without clauses: no solve answers any more
   in this check (memlimit.h: the limit stays reached, and solver_solve() does not start),
   so the cone need not be complete, and translating millions of nodes more would only
   take memory past the limit (a loop probe of stack_longest-2: 0.8 GiB and 2 s more). */
static void cnf_encode_cone(cnf *c, uint32_t root) {
  cnf_push(c, root);
  while (c->num_stack) {
    if (memlimit_reached()) {
      c->num_stack = 0;
      if (!c->var[root])
        c->var[root] = cnf_new_var(c);
      return;
    }
    uint32_t node = c->stack[c->num_stack - 1];
    if (c->var[node]) {
      c->num_stack--;
      continue;
    }
    if (node == 0) {
      cnf_encode_const(c);
      c->num_stack--;
      continue;
    }
    if (!aig_node_is_and(c->g, node)) {
      c->var[node] = cnf_new_var(c);
      c->num_stack--;
      continue;
    }
    aig_lit lc, lt, le;
    if (aig_match_ite(c->g, node, &lc, &lt, &le)) {
      uint32_t ns[3] = {aig_node(lc), aig_node(lt), aig_node(le)};
      if (c->var[ns[0]] && c->var[ns[1]] && c->var[ns[2]]) {
        cnf_encode_ite(c, node, lc, lt, le);
        c->num_stack--;
        continue;
      }
      for (int k = 0; k < 3; k++)
        if (!c->var[ns[k]])
          cnf_push(c, ns[k]);
      continue;
    }
    uint32_t n0 = aig_node(aig_node_child0(c->g, node));
    uint32_t n1 = aig_node(aig_node_child1(c->g, node));
    if (c->var[n0] && c->var[n1]) {
      cnf_encode_and(c, node);
      c->num_stack--;
      continue;
    }
    if (!c->var[n0])
      cnf_push(c, n0);
    if (!c->var[n1])
      cnf_push(c, n1);
  }
}

static void cnf_check_lit(const cnf *c, aig_lit a, const char *op) {
  if (aig_node(a) >= aig_num_nodes(c->g)) {
    fprintf(stderr, "cbounds: %s: literal %u of no node in the aig\n", op, (unsigned)a);
    abort();
  }
}

int cnf_lit(cnf *c, aig_lit a) {
  uint32_t node = aig_node(a);
  cnf_check_lit(c, a, "cnf_lit");
  cnf_cover_nodes(c);
  if (!c->var[node])
    cnf_encode_cone(c, node);
  return cnf_child(c, a);
}

/* ---- model values ----------------------------------------------------------------------- */

static void cnf_cover_values(cnf *c) {
  size_t n = aig_num_nodes(c->g);
  if (n <= c->cap_value)
    return;
  /* stamp[] and value[] share one capacity */
  size_t cap = cb_capacity_for(c->cap_value, n, 1024);
  c->stamp = cb_realloc_array(c->stamp, cap, sizeof *c->stamp);
  c->value = cb_realloc_array(c->value, cap, sizeof *c->value);
  for (size_t i = c->cap_value; i < cap; i++)
    c->stamp[i] = 0;
  c->cap_value = cap;
}

/* Starts a new cnf_value() call: every cached value becomes stale. */
static void cnf_new_epoch(cnf *c) {
  if (++c->epoch == 0) {
    for (size_t i = 0; i < c->cap_value; i++)
      c->stamp[i] = 0;
    c->epoch = 1;
  }
}

/* The value of a node whose value is known without looking at its children. */
static bool cnf_leaf_value(cnf *c, uint32_t node, bool *value) {
  if (c->stamp[node] == c->epoch) {
    *value = c->value[node];
    return true;
  }
  if (node == 0) {
    *value = false;
    return true;
  }
  if (node < c->cap_var && c->var[node]) {
    *value = solver_value(c->s, c->var[node]);
    return true;
  }
  if (!aig_node_is_and(c->g, node)) {
    *value = false; /* an input nothing constrains */
    return true;
  }
  return false;
}

static void cnf_set_value(cnf *c, uint32_t node, bool value) {
  assert(node < c->cap_value);
  c->stamp[node] = c->epoch;
  c->value[node] = value;
}

/* Evaluates an unencoded AND cone bottom-up from encoded nodes and inputs. */
static bool cnf_eval_node(cnf *c, uint32_t root) {
  bool value;
  if (cnf_leaf_value(c, root, &value))
    return value;
  cnf_push(c, root);
  while (c->num_stack) {
    uint32_t node = c->stack[c->num_stack - 1];
    if (cnf_leaf_value(c, node, &value)) {
      cnf_set_value(c, node, value);
      c->num_stack--;
      continue;
    }
    aig_lit a = aig_node_child0(c->g, node), b = aig_node_child1(c->g, node);
    bool va, vb;
    bool ka = cnf_leaf_value(c, aig_node(a), &va);
    bool kb = cnf_leaf_value(c, aig_node(b), &vb);
    if (ka && kb) {
      cnf_set_value(c, node, (va ^ aig_sign(a)) && (vb ^ aig_sign(b)));
      c->num_stack--;
      continue;
    }
    if (!ka)
      cnf_push(c, aig_node(a));
    if (!kb)
      cnf_push(c, aig_node(b));
  }
  return c->value[root];
}

bool cnf_value(cnf *c, aig_lit a) {
  cnf_check_lit(c, a, "cnf_value");
  cnf_cover_values(c);
  cnf_new_epoch(c);
  return cnf_eval_node(c, aig_node(a)) ^ aig_sign(a);
}

size_t cnf_num_vars(const cnf *c) { return c->num_vars; }

size_t cnf_num_clauses(const cnf *c) { return c->num_clauses; }

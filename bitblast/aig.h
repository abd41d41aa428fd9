/*
 * aig.h: an and-inverter graph with structural hashing and constant folding.
 *
 * A literal is 2 * node + sign. Node 0 is the constant: AIG_FALSE = 0, AIG_TRUE = 1.
 * Every other node is a primary input or a two-input AND of literals. aig_and()
 * folds constants and trivial cases (x & x, x & !x, x & 1, x & 0) and returns an
 * existing node for an AND it has seen before (structural hashing, children
 * normalised so that the order of arguments does not matter).
 *
 * Ownership: aig_new() returns an object freed with aig_free(). Literals are plain
 * values and stay valid as long as the aig lives. Allocation failure aborts.
 */
#ifndef CB_AIG_H
#define CB_AIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint32_t aig_lit;

#define AIG_FALSE ((aig_lit)0)
#define AIG_TRUE ((aig_lit)1)

typedef struct aig aig;

aig *aig_new(void);
void aig_free(aig *g);

/* A fresh primary input. */
aig_lit aig_input(aig *g);

aig_lit aig_and(aig *g, aig_lit a, aig_lit b);
aig_lit aig_or(aig *g, aig_lit a, aig_lit b);
aig_lit aig_xor(aig *g, aig_lit a, aig_lit b);
aig_lit aig_xnor(aig *g, aig_lit a, aig_lit b);
aig_lit aig_implies(aig *g, aig_lit a, aig_lit b);
/* c ? t : e */
aig_lit aig_ite(aig *g, aig_lit c, aig_lit t, aig_lit e);

static inline aig_lit aig_not(aig_lit a) { return a ^ 1u; }
static inline bool aig_is_const(aig_lit a) { return a <= 1u; }
static inline bool aig_sign(aig_lit a) { return a & 1u; }
static inline uint32_t aig_node(aig_lit a) { return a >> 1; }

/* Structure, for the CNF encoder and for simulation. */
bool aig_node_is_input(const aig *g, uint32_t node);
bool aig_node_is_and(const aig *g, uint32_t node);
aig_lit aig_node_child0(const aig *g, uint32_t node); /* only for AND nodes */
aig_lit aig_node_child1(const aig *g, uint32_t node);
/* Whether node is the complement of ite(c, t, e) as aig_ite builds it,
   AND(NOT AND(c, t), NOT AND(NOT c, e)) (also an XOR: e = NOT t); sets c, t, e. */
bool aig_match_ite(const aig *g, uint32_t node, aig_lit *c, aig_lit *t, aig_lit *e);
/* a with c set to value, read off the top `depth` levels of a only (if-then-elses on c,
   ANDs with c as a child): equal to a wherever c == value, and built without new nodes. */
aig_lit aig_cofactor(const aig *g, aig_lit a, aig_lit c, bool value, unsigned depth);

size_t aig_num_nodes(const aig *g);  /* including the constant node */
size_t aig_num_inputs(const aig *g);
size_t aig_num_ands(const aig *g);

/*
 * 64-way parallel simulation, for tests and checks: values[node] holds 64 patterns.
 * The caller fills values[] for input nodes; aig_simulate() computes every AND node
 * (nodes are created in topological order) and sets values[0] = 0.
 * aig_sim_lit() reads a literal's 64 patterns from a simulated values[] array.
 */
void aig_simulate(const aig *g, uint64_t *values);
static inline uint64_t aig_sim_lit(const uint64_t *values, aig_lit a) {
  uint64_t v = values[aig_node(a)];
  return aig_sign(a) ? ~v : v;
}

#endif

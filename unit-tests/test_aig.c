/*
 * test_aig.c: structural hashing, folding and simulation of the AIG.
 */
#include <stdlib.h>

#include "bitblast/aig.h"
#include "unit.h"

static void test_folding(void) {
  aig *g = aig_new();
  aig_lit a = aig_input(g), b = aig_input(g), c = aig_input(g);
  check(aig_and(g, a, AIG_FALSE) == AIG_FALSE, "x & 0 = 0");
  check(aig_and(g, AIG_FALSE, a) == AIG_FALSE, "0 & x = 0");
  check(aig_and(g, a, AIG_TRUE) == a, "x & 1 = x");
  check(aig_and(g, AIG_TRUE, aig_not(a)) == aig_not(a), "1 & !x = !x");
  check(aig_and(g, a, a) == a, "x & x = x");
  check(aig_and(g, a, aig_not(a)) == AIG_FALSE, "x & !x = 0");
  check(aig_num_ands(g) == 0, "folding creates no AND");
  aig_lit ab = aig_and(g, a, b);
  check(!aig_is_const(ab) && !aig_sign(ab), "a & b is a fresh positive node");
  check(aig_and(g, b, a) == ab, "hashing is order independent");
  check(aig_and(g, a, b) == ab, "hashing finds the node again");
  check(aig_num_ands(g) == 1, "one AND after hashing, got %zu", aig_num_ands(g));
  check(aig_and(g, a, aig_not(b)) != ab, "different signs give different nodes");

  /* Two-level rules. */
  check(aig_and(g, ab, a) == ab, "(a & b) & a = a & b");
  check(aig_and(g, b, ab) == ab, "b & (a & b) = a & b");
  check(aig_and(g, ab, aig_not(a)) == AIG_FALSE, "(a & b) & !a = 0");
  check(aig_and(g, aig_not(ab), aig_not(a)) == aig_not(a), "!(a & b) & !a = !a");
  aig_lit nac = aig_and(g, aig_not(a), c);
  check(aig_and(g, ab, nac) == AIG_FALSE, "(a & b) & (!a & c) = 0");
  check(aig_and(g, aig_not(ab), nac) == nac, "!(a & b) & (!a & c) = !a & c");

  /* Derived gates. */
  check(aig_or(g, a, AIG_TRUE) == AIG_TRUE, "x | 1 = 1");
  check(aig_or(g, a, AIG_FALSE) == a, "x | 0 = x");
  check(aig_or(g, a, aig_not(a)) == AIG_TRUE, "x | !x = 1");
  check(aig_xor(g, a, a) == AIG_FALSE, "xor(a, a) = 0");
  check(aig_xor(g, a, aig_not(a)) == AIG_TRUE, "xor(a, !a) = 1");
  check(aig_xor(g, a, AIG_FALSE) == a, "xor(a, 0) = a");
  check(aig_xor(g, AIG_TRUE, a) == aig_not(a), "xor(1, a) = !a");
  check(aig_xnor(g, a, a) == AIG_TRUE, "xnor(a, a) = 1");
  check(aig_xor(g, a, b) == aig_xor(g, b, a), "xor commutes structurally");
  check(aig_xor(g, a, b) == aig_xor(g, aig_not(a), aig_not(b)),
        "xor(a, b) and xor(!a, !b) share their nodes");
  check(aig_implies(g, AIG_FALSE, a) == AIG_TRUE, "0 -> x = 1");
  check(aig_implies(g, a, a) == AIG_TRUE, "x -> x = 1");
  check(aig_ite(g, c, a, a) == a, "ite(c, t, t) = t");
  check(aig_ite(g, AIG_TRUE, a, b) == a, "ite(1, t, e) = t");
  check(aig_ite(g, AIG_FALSE, a, b) == b, "ite(0, t, e) = e");
  check(aig_ite(g, c, AIG_TRUE, AIG_FALSE) == c, "ite(c, 1, 0) = c");
  check(aig_ite(g, c, AIG_FALSE, AIG_TRUE) == aig_not(c), "ite(c, 0, 1) = !c");
  check(aig_ite(g, c, a, AIG_FALSE) == aig_and(g, c, a), "ite(c, t, 0) = c & t");
  check(aig_ite(g, aig_not(c), a, b) == aig_ite(g, c, b, a), "ite(!c, t, e) = ite(c, e, t)");
  aig_lit d = aig_input(g), e = aig_input(g), f = aig_input(g);
  size_t before = aig_num_ands(g);
  aig_ite(g, d, e, f);
  check(aig_num_ands(g) - before == 3, "ite costs 3 ANDs");
  before = aig_num_ands(g);
  aig_xor(g, e, f);
  check(aig_num_ands(g) - before == 3, "xor costs 3 ANDs");
  aig_free(g);
}

static void test_structure(void) {
  aig *g = aig_new();
  aig_lit a = aig_input(g), b = aig_input(g);
  aig_lit x = aig_and(g, aig_not(b), a);
  uint32_t n = aig_node(x);
  check(aig_num_nodes(g) == 4, "constant + 2 inputs + 1 AND = 4 nodes");
  check(aig_num_inputs(g) == 2, "two inputs");
  check(!aig_node_is_input(g, 0) && !aig_node_is_and(g, 0), "node 0 is the constant");
  check(aig_node_is_input(g, aig_node(a)) && !aig_node_is_and(g, aig_node(a)),
        "input node kind");
  check(aig_node_is_and(g, n) && !aig_node_is_input(g, n), "AND node kind");
  aig_lit c0 = aig_node_child0(g, n), c1 = aig_node_child1(g, n);
  check((c0 == a && c1 == aig_not(b)) || (c0 == aig_not(b) && c1 == a),
        "children of the AND");
  check(c0 < n * 2 && c1 < n * 2, "children precede the node");
  check(aig_is_const(AIG_TRUE) && aig_is_const(AIG_FALSE) && !aig_is_const(a),
        "aig_is_const");
  aig_free(g);
}

/* Many distinct ANDs: the hash table grows and still finds every node. */
static void test_growth(void) {
  aig *g = aig_new();
  enum { INPUTS = 600 };
  aig_lit in[INPUTS];
  for (int i = 0; i < INPUTS; i++)
    in[i] = aig_input(g);
  size_t count = 0;
  aig_lit *made = malloc(sizeof(aig_lit) * INPUTS * INPUTS);
  for (int i = 0; i < INPUTS; i++)
    for (int j = i + 1; j < INPUTS; j++)
      made[count++] = aig_and(g, in[i], aig_not(in[j]));
  size_t ands = aig_num_ands(g);
  check(ands == count, "one AND per distinct pair (%zu vs %zu)", ands, count);
  size_t k = 0, wrong = 0;
  for (int i = 0; i < INPUTS; i++)
    for (int j = i + 1; j < INPUTS; j++)
      wrong += aig_and(g, aig_not(in[j]), in[i]) != made[k++];
  check(wrong == 0, "%zu ANDs not found again after growth", wrong);
  check(aig_num_ands(g) == ands, "rebuilding created no AND");
  free(made);
  aig_free(g);
}

/*
 * Random formulas over 6 inputs, each tracked with its truth table (64 rows, one
 * uint64_t). Simulating with the inputs set to the truth-table columns must
 * reproduce every table, which validates all folding and two-level rules.
 */
static void test_random_formulas(void) {
  enum { INPUTS = 6, FORMULAS = 20000 };
  static const uint64_t column[INPUTS] = {
      0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull, 0xF0F0F0F0F0F0F0F0ull,
      0xFF00FF00FF00FF00ull, 0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};
  aig *g = aig_new();
  aig_lit *lit = malloc(sizeof(aig_lit) * (FORMULAS + INPUTS + 2));
  uint64_t *table = malloc(sizeof(uint64_t) * (FORMULAS + INPUTS + 2));
  size_t n = 0;
  lit[n] = AIG_FALSE, table[n++] = 0;
  lit[n] = AIG_TRUE, table[n++] = UINT64_MAX;
  for (int i = 0; i < INPUTS; i++)
    lit[n] = aig_input(g), table[n++] = column[i];
  while (n < FORMULAS + INPUTS + 2) {
    /* Prefer recent formulas so that deep and shared structure appears. */
    size_t pick[3];
    uint64_t t[3];
    aig_lit l[3];
    for (int k = 0; k < 3; k++) {
      pick[k] = rng() % 4 ? n - 1 - rng() % (n < 40 ? n : 40) : rng() % n;
      bool neg = rng() & 1;
      l[k] = neg ? aig_not(lit[pick[k]]) : lit[pick[k]];
      t[k] = neg ? ~table[pick[k]] : table[pick[k]];
    }
    switch (rng() % 6) {
    case 0: lit[n] = aig_and(g, l[0], l[1]), table[n] = t[0] & t[1]; break;
    case 1: lit[n] = aig_or(g, l[0], l[1]), table[n] = t[0] | t[1]; break;
    case 2: lit[n] = aig_xor(g, l[0], l[1]), table[n] = t[0] ^ t[1]; break;
    case 3: lit[n] = aig_xnor(g, l[0], l[1]), table[n] = ~(t[0] ^ t[1]); break;
    case 4: lit[n] = aig_implies(g, l[0], l[1]), table[n] = ~t[0] | t[1]; break;
    default:
      lit[n] = aig_ite(g, l[0], l[1], l[2]);
      table[n] = (t[0] & t[1]) | (~t[0] & t[2]);
      break;
    }
    n++;
  }
  uint64_t *values = calloc(aig_num_nodes(g), sizeof *values);
  values[0] = 12345; /* aig_simulate must reset the constant */
  for (int i = 0; i < INPUTS; i++)
    values[aig_node(lit[2 + i])] = column[i];
  aig_simulate(g, values);
  check(values[0] == 0, "aig_simulate sets values[0] = 0");
  size_t wrong = 0, first = 0;
  for (size_t i = 0; i < n; i++)
    if (aig_sim_lit(values, lit[i]) != table[i] && !wrong++)
      first = i;
  check(wrong == 0, "%zu of %zu random formulas simulate wrongly (first #%zu)", wrong, n,
        first);
  /* Equal truth tables are not required to be equal literals, but constants must be. */
  size_t missed = 0;
  for (size_t i = 0; i < n; i++)
    if ((table[i] == 0 || table[i] == UINT64_MAX) && aig_is_const(lit[i]))
      continue;
    else if (aig_is_const(lit[i]))
      missed++;
  check(missed == 0, "%zu constant literals for non-constant functions", missed);
  free(values);
  free(table);
  free(lit);
  aig_free(g);
}

/* Bit-parallel simulation of a small circuit against the 64 patterns it is given. */
static void test_simulation(void) {
  aig *g = aig_new();
  aig_lit a = aig_input(g), b = aig_input(g), c = aig_input(g);
  aig_lit maj = aig_or(g, aig_and(g, a, b), aig_and(g, c, aig_or(g, a, b)));
  aig_lit par = aig_xor(g, aig_xor(g, a, b), c);
  uint64_t *values = calloc(aig_num_nodes(g), sizeof *values);
  uint64_t va = rng(), vb = rng(), vc = rng();
  values[aig_node(a)] = va;
  values[aig_node(b)] = vb;
  values[aig_node(c)] = vc;
  aig_simulate(g, values);
  check(aig_sim_lit(values, maj) == ((va & vb) | (vc & (va | vb))), "majority simulates");
  check(aig_sim_lit(values, par) == (va ^ vb ^ vc), "parity simulates");
  check(aig_sim_lit(values, AIG_TRUE) == UINT64_MAX, "AIG_TRUE simulates to all ones");
  check(aig_sim_lit(values, aig_not(a)) == ~va, "negated input simulates");
  free(values);
  aig_free(g);
}

int main(void) {
  test_folding();
  test_structure();
  test_growth();
  test_random_formulas();
  test_simulation();
  return unit_finish();
}

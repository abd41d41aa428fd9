/*
 * test_cnf.c: lazy Tseitin encoding and the CaDiCaL wrapper.
 *
 *  - every binary bit-vector operation at width 3 (and a few at width 4): for each
 *    input pair, the inputs are fixed by assumptions and the outputs read from the
 *    model through cnf_value() and solver_value(cnf_lit());
 *  - cones that were never encoded are evaluated from their encoded inputs;
 *  - multiplexers and XORs as one variable each, with the values of the function;
 *  - UNSAT, failed assumptions, incremental solving after UNSAT;
 *  - deadlines: one in the past, and one that interrupts a hard instance;
 *  - a cone much deeper than any C stack would allow for recursion.
 */
#include <stdlib.h>

#include "base/clock.h"
#include "bitblast/bv.h"
#include "bitblast/cnf.h"
#include "solver/solver.h"
#include "unit.h"
#include "unit_intops.h"

/* ---- helpers -------------------------------------------------------------------------- */

/* Assumes the solver literals lits[0..width-1] take the bits of value. */
static void assume_value(solver *s, const int *lits, unsigned width, unsigned value) {
  for (unsigned i = 0; i < width; i++)
    solver_assume(s, (value >> i) & 1 ? lits[i] : -lits[i]);
}

static unsigned cnf_read(cnf *c, const bv *a) {
  unsigned r = 0;
  for (unsigned i = 0; i < a->width; i++)
    r |= (unsigned)cnf_value(c, a->bits[i]) << i;
  return r;
}

static unsigned solver_read(solver *s, const int *lits, unsigned width) {
  unsigned r = 0;
  for (unsigned i = 0; i < width; i++)
    r |= (unsigned)solver_value(s, lits[i]) << i;
  return r;
}

/* ---- operations through the solver ------------------------------------------------------ */

/*
 * One solver per operation: encode inputs and outputs once, then solve under
 * assumptions for every input pair. A second operation built on the same inputs
 * but never encoded is read through cnf_value() only, from its encoded inputs.
 */
static void solve_binop(binop op, unsigned w) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  solver *s = solver_new();
  cnf *c = cnf_new(g, s);
  const bv *a = bv_input(m, w), *b = bv_input(m, w);
  const bv *out = build_binop(m, op, a, b);
  int la[8], lb[8], lo[8];
  for (unsigned i = 0; i < w; i++) {
    la[i] = cnf_lit(c, a->bits[i]);
    lb[i] = cnf_lit(c, b->bits[i]);
  }
  for (unsigned i = 0; i < out->width; i++)
    lo[i] = cnf_lit(c, out->bits[i]);
  binop other = (binop)((op + 1) % NUM_BINOPS);
  const bv *unencoded = build_binop(m, other, a, b);
  size_t vars = cnf_num_vars(c), clauses = cnf_num_clauses(c);
  unsigned bad = 0;
  for (unsigned x = 0; x < (1u << w); x++)
    for (unsigned y = 0; y < (1u << w); y++) {
      assume_value(s, la, w, x);
      assume_value(s, lb, w, y);
      if (solver_solve(s, 0) != SOLVER_SAT) {
        if (!bad++)
          check(false, "%s w=%u: inputs %u, %u are not satisfiable", binop_name[op], w, x, y);
        continue;
      }
      unsigned want = (unsigned)ref_binop(op, w, x, y);
      unsigned via_cnf = cnf_read(c, out), via_solver = solver_read(s, lo, out->width);
      unsigned lazy = cnf_read(c, unencoded), lazy_want = (unsigned)ref_binop(other, w, x, y);
      if ((via_cnf != want || via_solver != want || lazy != lazy_want) && !bad++)
        check(false, "%s w=%u: %u, %u gives %u (cnf) %u (solver), expected %u; "
              "unencoded %s gives %u, expected %u", binop_name[op], w, x, y, via_cnf,
              via_solver, want, binop_name[other], lazy, lazy_want);
    }
  check(!bad, "%s w=%u through the solver", binop_name[op], w);
  check(cnf_num_vars(c) == vars && cnf_num_clauses(c) == clauses,
        "%s: reading values must not encode anything", binop_name[op]);
  check(cnf_num_vars(c) == (size_t)solver_num_vars(s) &&
            cnf_num_clauses(c) == (size_t)solver_num_clauses(s),
        "%s: cnf counts match the solver's", binop_name[op]);
  cnf_free(c);
  solver_free(s);
  bvm_free(m);
  aig_free(g);
}

static void test_binops(void) {
  for (binop op = 0; op < NUM_BINOPS; op++)
    solve_binop(op, 3);
  solve_binop(OP_MUL, 4);
  solve_binop(OP_SDIV, 4);
  solve_binop(OP_ASHR, 4);
}

/* ---- encoding details ---------------------------------------------------------------------- */

static void test_encoding(void) {
  aig *g = aig_new();
  solver *s = solver_new();
  cnf *c = cnf_new(g, s);
  aig_lit a = aig_input(g), b = aig_input(g), never = aig_input(g);
  aig_lit x = aig_and(g, a, aig_not(b));
  int t = cnf_lit(c, AIG_TRUE);
  check(cnf_lit(c, AIG_FALSE) == -t, "AIG_FALSE maps to the negation of AIG_TRUE");
  check(cnf_num_vars(c) == 1 && cnf_num_clauses(c) == 1, "the constant costs a unit");
  int lx = cnf_lit(c, x);
  check(cnf_num_vars(c) == 4 && cnf_num_clauses(c) == 4, "an AND of inputs: 3 vars, 3 clauses");
  check(cnf_lit(c, aig_not(x)) == -lx, "negation maps to the negated literal");
  check(cnf_num_vars(c) == 4, "re-encoding adds nothing");
  solver_assume(s, lx);
  check(solver_solve(s, 0) == SOLVER_SAT, "x satisfiable");
  check(cnf_value(c, a) && !cnf_value(c, b) && cnf_value(c, x), "model of a & !b");
  check(cnf_value(c, AIG_TRUE) && !cnf_value(c, AIG_FALSE), "constant values");
  check(solver_value(s, t) && !solver_value(s, -t), "the true variable is true");
  check(!cnf_value(c, never) && cnf_value(c, aig_not(never)), "unencoded input reads false");
  aig_lit y = aig_and(g, aig_not(x), never);
  check(!cnf_value(c, y) && cnf_value(c, aig_or(g, x, never)),
        "unencoded ANDs evaluate from encoded nodes and unencoded inputs");
  cnf_free(c);
  solver_free(s);
  aig_free(g);
}

/*
 * Multiplexers and XORs get one variable each (cnf_encode_ite): the counts say so, and
 * for every value of the inputs the model agrees with the function, also where an inner
 * AND of a mux is used by another node too (then encoded on its own as well) and where
 * a mux is a select of another.
 */
static void test_ite(void) {
  aig *g = aig_new();
  solver *s = solver_new();
  cnf *c = cnf_new(g, s);
  aig_lit in[4];
  for (int i = 0; i < 4; i++)
    in[i] = aig_input(g);
  aig_lit mux = aig_ite(g, in[0], in[1], in[2]);
  aig_lit x = aig_xor(g, in[1], in[3]);
  aig_lit nested = aig_ite(g, mux, x, aig_not(in[0]));
  aig_lit shared = aig_and(g, in[0], in[1]); /* the mux's inner AND */
  aig_lit c0, t0, e0;
  check(aig_match_ite(g, aig_node(mux), &c0, &t0, &e0), "aig_ite builds a matched mux");
  cnf_lit(c, AIG_TRUE);
  size_t vars = cnf_num_vars(c), clauses = cnf_num_clauses(c);
  int lmux = cnf_lit(c, mux);
  check(cnf_num_vars(c) - vars == 4 && cnf_num_clauses(c) - clauses == 6,
        "a mux of inputs: 3 inputs and 1 variable, 6 clauses");
  vars = cnf_num_vars(c), clauses = cnf_num_clauses(c);
  int lx = cnf_lit(c, x);
  check(cnf_num_vars(c) - vars == 2 && cnf_num_clauses(c) - clauses == 4,
        "an XOR: 1 more input and 1 variable, 4 clauses");
  int ln = cnf_lit(c, nested), ls = cnf_lit(c, shared);
  for (unsigned v = 0; v < 16; v++) {
    int inputs[4];
    for (int i = 0; i < 4; i++) {
      inputs[i] = cnf_lit(c, in[i]);
      solver_assume(s, (v >> i) & 1 ? inputs[i] : -inputs[i]);
    }
    check(solver_solve(s, 0) == SOLVER_SAT, "every input value is possible");
    bool b[4] = {v & 1, (v >> 1) & 1, (v >> 2) & 1, (v >> 3) & 1};
    bool m = b[0] ? b[1] : b[2], xr = b[1] != b[3], n = m ? xr : !b[0];
    check(solver_value(s, lmux) == m && cnf_value(c, mux) == m, "mux value");
    check(solver_value(s, lx) == xr && cnf_value(c, x) == xr, "xor value");
    check(solver_value(s, ln) == n && cnf_value(c, nested) == n, "nested mux value");
    check(solver_value(s, ls) == (b[0] && b[1]), "shared inner AND value");
    /* the outputs are functions of the inputs: no other value is possible */
    for (int i = 0; i < 4; i++)
      solver_assume(s, (v >> i) & 1 ? inputs[i] : -inputs[i]);
    solver_assume(s, n ? -ln : ln);
    check(solver_solve(s, 0) == SOLVER_UNSAT, "the nested mux has one value per input");
  }
  cnf_free(c);
  solver_free(s);
  aig_free(g);
}

/* ---- UNSAT, failed assumptions, incrementality ------------------------------------------- */

static void test_unsat(void) {
  aig *g = aig_new();
  bvm *m = bvm_new(g);
  solver *s = solver_new();
  cnf *c = cnf_new(g, s);
  const bv *a = bv_input(m, 4), *b = bv_input(m, 4);
  int lt = cnf_lit(c, bv_ult(m, a, b)), gt = cnf_lit(c, bv_ult(m, b, a));
  int other = cnf_lit(c, aig_input(g));
  solver_assume(s, other);
  solver_assume(s, lt);
  solver_assume(s, gt);
  check(solver_solve(s, 0) == SOLVER_UNSAT, "a < b and b < a is UNSAT");
  check(solver_failed(s, lt) && solver_failed(s, gt), "both comparisons failed");
  check(!solver_failed(s, other), "an unrelated assumption is not failed");
  check(solver_solve(s, 0) == SOLVER_SAT, "assumptions hold for one solve only");
  solver_assume(s, lt);
  check(solver_solve(s, 0) == SOLVER_SAT && cnf_read(c, a) < cnf_read(c, b),
        "a < b alone is SAT with a model where a < b");

  /* A permanent constraint: x * y == 1 and x == 3 forces y = 11 (3 * 11 = 33 = 1 mod 16). */
  const bv *prod = bv_mul(m, a, b);
  solver_add_unit(s, cnf_lit(c, bv_eq(m, prod, bv_const(m, 4, 1))));
  solver_assume(s, cnf_lit(c, bv_eq(m, a, bv_const(m, 4, 3))));
  check(solver_solve(s, 0) == SOLVER_SAT && cnf_read(c, b) == 11, "3 * y = 1 mod 16 gives 11");
  solver_assume(s, cnf_lit(c, bv_eq(m, a, bv_const(m, 4, 2))));
  check(solver_solve(s, 0) == SOLVER_UNSAT, "2 * y = 1 mod 16 is UNSAT");
  solver_add_clause(s, NULL, 0);
  check(solver_solve(s, 0) == SOLVER_UNSAT, "the empty clause makes everything UNSAT");
  cnf_free(c);
  solver_free(s);
  bvm_free(m);
  aig_free(g);
}

/* ---- deadlines ------------------------------------------------------------------------------ */

/* Pigeonhole: pigeons into pigeons - 1 holes, exponential for CDCL. */
static void add_pigeonhole(solver *s, int pigeons) {
  int holes = pigeons - 1;
  int var[16][16];
  for (int p = 0; p < pigeons; p++)
    for (int h = 0; h < holes; h++)
      var[p][h] = solver_new_var(s);
  int clause[16];
  for (int p = 0; p < pigeons; p++) {
    for (int h = 0; h < holes; h++)
      clause[h] = var[p][h];
    solver_add_clause(s, clause, (size_t)holes);
  }
  for (int h = 0; h < holes; h++)
    for (int p = 0; p < pigeons; p++)
      for (int q = p + 1; q < pigeons; q++)
        solver_add_binary(s, -var[p][h], -var[q][h]);
}

static void test_deadline(void) {
  solver *s = solver_new();
  add_pigeonhole(s, 13);
  int extra = solver_new_var(s);
  solver_assume(s, extra);
  check(solver_solve(s, cb_now() - 1) == SOLVER_UNKNOWN, "a past deadline gives UNKNOWN");
  double start = cb_now();
  check(solver_solve(s, start + 0.2) == SOLVER_UNKNOWN,
        "a hard instance is interrupted by the deadline");
  double spent = cb_now() - start;
  check(spent >= 0.19 && spent < 1.0, "interrupted after %.3f s, expected about 0.2 s", spent);
  solver_free(s);

  /* After an interruption the solver still answers easy questions. */
  s = solver_new();
  int a = solver_new_var(s), b = solver_new_var(s);
  solver_add_binary(s, a, b);
  check(solver_solve(s, cb_now() - 1) == SOLVER_UNKNOWN, "past deadline, easy instance");
  solver_assume(s, -a);
  check(solver_solve(s, cb_now() + 10) == SOLVER_SAT && solver_value(s, b) &&
            !solver_value(s, a),
        "easy instance within the deadline");
  int unused = solver_new_var(s);
  solver_add_unit(s, a);
  check(solver_solve(s, 0) == SOLVER_SAT && solver_value(s, a) && !solver_value(s, unused),
        "a variable in no clause reads false");
  check(solver_num_vars(s) == 3 && solver_num_clauses(s) == 2, "solver counts");
  solver_free(s);
}

/* ---- deep cones -------------------------------------------------------------------------- */

/*
 * x[i + 1] = !x[i] & y: a chain of a hundred thousand nodes. Recursive encoding
 * or evaluation would overflow the stack; only the top is queried.
 */
static void test_deep_cone(void) {
  enum { DEPTH = 100000 };
  aig *g = aig_new();
  solver *s = solver_new();
  cnf *c = cnf_new(g, s);
  aig_lit x0 = aig_input(g), y = aig_input(g), x = x0;
  for (int i = 0; i < DEPTH; i++)
    x = aig_and(g, aig_not(x), y);
  check(aig_num_ands(g) == DEPTH, "the chain has %d ANDs (got %zu)", DEPTH, aig_num_ands(g));
  aig_lit top = x;
  for (int i = 0; i < DEPTH; i++) /* a second chain, never encoded */
    x = aig_and(g, aig_not(x), y);
  solver_assume(s, cnf_lit(c, top));
  solver_assume(s, cnf_lit(c, x0));
  check(solver_solve(s, 0) == SOLVER_SAT, "deep chain satisfiable");
  /* With y = 1 the chain alternates; x[DEPTH] = x0 for even DEPTH, so x0 = 1. */
  check(cnf_value(c, y) && cnf_value(c, x0) && cnf_value(c, top), "deep chain model");
  check(cnf_value(c, x), "the unencoded deep chain evaluates iteratively");
  check(cnf_num_clauses(c) == 3 * (size_t)DEPTH, "3 clauses per encoded AND only");
  cnf_free(c);
  solver_free(s);
  aig_free(g);
}

int main(void) {
  test_binops();
  test_encoding();
  test_ite();
  test_unsat();
  test_deadline();
  test_deep_cone();
  return unit_finish();
}

/*
 * cnf.h: Tseitin encoding of AIG cones into the solver, on demand.
 *
 * cnf_lit() returns the solver literal of an AIG literal, first adding the clauses of
 * every node in its cone that has not been encoded yet. Only what is queried is ever
 * encoded, so dead parts of the AIG cost nothing. The constant node maps to a solver
 * variable fixed to true by a unit clause.
 *
 * Ownership: cnf_new() borrows the aig and the solver (both must outlive the cnf);
 * cnf_free() frees only the cnf's own tables.
 */
#ifndef CB_CNF_H
#define CB_CNF_H

#include "bitblast/aig.h"
#include "solver/solver.h"

typedef struct cnf cnf;

cnf *cnf_new(aig *g, solver *s);
void cnf_free(cnf *c);

int cnf_lit(cnf *c, aig_lit a);

/*
 * After a SAT answer: the value of an AIG literal in the model. Nodes outside the
 * encoded cones are evaluated from their encoded inputs, inputs never encoded read
 * as false (any value would do: nothing constrains them).
 */
bool cnf_value(cnf *c, aig_lit a);

size_t cnf_num_vars(const cnf *c);
size_t cnf_num_clauses(const cnf *c);

#endif

/*
 * static_proof.h: a static range analysis (abstract interpretation with intervals) that
 * proves, when it can, that no execution of a concurrent program reaches an error, for
 * any number of threads, rounds and loop iterations. The bounded check is then not
 * needed: a program whose assertion depends on the values of a few variables, with
 * loops or threads that no bound covers, gets SAFE at once (docs/static-proof.md).
 *
 * It runs on the program as compiled (before the runtime models and the
 * sequentialization, after mem2reg). What it proves: no call of reach_error,
 * __VERIFIER_error or a failed-assertion function (__assert_fail, __assert, ...) is
 * reachable; no division by zero or signed division overflow; every load, store and
 * library call accesses live memory inside its object. Registers are analysed per
 * program point; memory is flow-insensitive (whatever any thread stores anywhere), which
 * covers every interleaving. When that finds only errors it cannot exclude, a second
 * pass reads the globals that a mutex (or the atomic sections) protects through
 * per-mutex invariants: their values whenever the mutex is free, and each thread's own
 * view while it holds it (sp_protect.c). Whatever the analysis does not understand (a
 * call of an unknown library function, a call through a pointer, the heap, inline
 * assembly) makes it give up: it never proves what it cannot see.
 *
 * Ownership: sp_prove fills *result; sp_result_release frees its reason.
 */
#ifndef CB_STATIC_PROOF_H
#define CB_STATIC_PROOF_H

#include <stdbool.h>

#include <llvm-c/Core.h>

typedef struct sp_result {
  bool proved;      /* no error in any execution */
  char *reason;     /* not proved: why, with the place when known (owned) */
  unsigned rounds;  /* passes over the module until nothing changed */
  unsigned objects; /* memory objects */
  unsigned protected_globals; /* globals read through per-mutex invariants (second pass) */
  bool modular;     /* proved by the second pass, with per-mutex invariants */
} sp_result;

/* Analyses module (not modified; it must have gone through mem2reg). */
void sp_prove(LLVMModuleRef module, sp_result *result);
void sp_result_release(sp_result *result);

#endif

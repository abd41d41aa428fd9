/*
 * unit.h: what the unit tests (unit-tests/test_*.c) share. Each test is one
 * executable, so everything here is static: the counters are the test's own.
 *
 *  - counting and reporting: check() counts one check; mismatch() and end_case()
 *    count a case that passes when no mismatch was reported during it; FAIL lines go
 *    to stderr; unit_finish() prints the final line "N passed, M failed" that the lit
 *    tests (lit-tests/unit/) look for and gives main's exit code;
 *  - random numbers: xorshift64 on an explicit state, or rng() on a global one;
 *  - 128-bit integer helpers for reference values up to 128 bits wide;
 *  - bit-vector helpers: bit-parallel simulation of 64 patterns, values of constant
 *    bit-vectors, constants from 128-bit values.
 */
#ifndef CB_UNIT_H
#define CB_UNIT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "bitblast/bv.h"

/* ---- counting and reporting ---------------------------------------------------------- */

static unsigned passed, failed;

static inline void unit_vfail(const char *fmt, va_list ap) {
  fprintf(stderr, "FAIL: ");
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
}

/* One check: passes if ok, else prints the printf-style message. */
static inline void check(bool ok, const char *fmt, ...) {
  if (ok) {
    passed++;
    return;
  }
  failed++;
  va_list ap;
  va_start(ap, fmt);
  unit_vfail(fmt, ap);
  va_end(ap);
}

/* One test case made of many comparisons: passes when no mismatch was reported for it. */
static unsigned case_errors;

static inline void mismatch(const char *fmt, ...) {
  if (case_errors++ >= 3)
    return; /* the first few mismatches of a case say enough */
  va_list ap;
  va_start(ap, fmt);
  unit_vfail(fmt, ap);
  va_end(ap);
}

static inline void end_case(void) {
  if (case_errors)
    failed++;
  else
    passed++;
  case_errors = 0;
}

/* Prints the final line and returns the exit code of main. */
static inline int unit_finish(void) {
  printf("%u passed, %u failed\n", passed, failed);
  return failed != 0;
}

/* ---- random numbers ------------------------------------------------------------------ */

static inline uint64_t xorshift64(uint64_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

static uint64_t rng_state = 0x2545F4914F6CDD1Dull;

static inline void rng_seed(uint64_t seed) { rng_state = seed; }
static inline uint64_t rng(void) { return xorshift64(&rng_state); }

/* ---- 128-bit integers ---------------------------------------------------------------- */

__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 s128;

static inline u128 mask128(unsigned w) { return w >= 128 ? ~(u128)0 : ((u128)1 << w) - 1; }

/* x (of width w) sign-extended. */
static inline s128 sext128(u128 x, unsigned w) {
  if (w < 128 && ((x >> (w - 1)) & 1))
    x |= ~mask128(w);
  return (s128)x;
}

static inline unsigned long long hi64(u128 x) { return (unsigned long long)(x >> 64); }
static inline unsigned long long lo64(u128 x) { return (unsigned long long)x; }

/* ---- bit-vectors: simulation and constants ------------------------------------------- */

/* Sets the simulation words of the inputs a so that a is val[p] in pattern p < n <= 64. */
static inline void sim_set(uint64_t *values, const bv *a, const u128 *val, unsigned n) {
  for (unsigned i = 0; i < a->width; i++) {
    uint64_t word = 0;
    for (unsigned p = 0; p < n; p++)
      word |= (uint64_t)((val[p] >> i) & 1) << p;
    values[aig_node(a->bits[i])] = word;
  }
}

/* The value of a in pattern p of a simulation (values[] after aig_simulate). */
static inline u128 sim_get(const uint64_t *values, const bv *a, unsigned p) {
  u128 r = 0;
  for (unsigned i = 0; i < a->width; i++)
    r |= (u128)((aig_sim_lit(values, a->bits[i]) >> p) & 1) << i;
  return r;
}

/* The value of a constant bit-vector; *ok is false (and the value meaningless) if some
 * bit is not constant. */
static inline u128 const_value(const bv *a, bool *ok) {
  u128 r = 0;
  *ok = bv_is_const(a);
  for (unsigned i = 0; *ok && i < a->width; i++)
    r |= (u128)(a->bits[i] == AIG_TRUE) << i;
  return r;
}

static inline const bv *const_u128(bvm *m, unsigned w, u128 v) {
  uint64_t words[2] = {lo64(v), hi64(v)};
  return bv_const_words(m, w, words);
}

/* The symbolic inputs of a circuit and the 64 values each takes in one simulation. */
typedef struct sim_inputs {
  const bv *in[3];
  u128 val[3][64];
  unsigned n;
} sim_inputs;

/* Simulates g with the inputs of s; the caller frees the values returned. */
static inline uint64_t *sim_run(aig *g, const sim_inputs *s) {
  uint64_t *values = calloc(aig_num_nodes(g), sizeof *values);
  if (!values)
    abort();
  for (unsigned i = 0; i < s->n; i++)
    sim_set(values, s->in[i], s->val[i], 64);
  aig_simulate(g, values);
  return values;
}

#endif

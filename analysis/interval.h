/*
 * interval.h: intervals of fixed-width integers, the value domain of the static range
 * analysis (static_proof.c).
 *
 * An interval [lo, hi] of width w (1..64 bits) holds the values of a w-bit register read
 * as signed (two's complement), except for w = 1, where it holds 0 and 1 (an i1 is a
 * truth value). lo > hi is the empty interval: no execution gets there. Every operation
 * is sound for LLVM's wrapping semantics: where the exact result could leave the range
 * of w bits, the result is the whole range (itv_top). Unsigned operations and
 * comparisons read the same bits as unsigned.
 *
 * Ownership: plain values, no allocation. Errors: none (a division by an interval that holds
 * 0 gives the result of the executions that do not divide by 0; the caller checks that
 * case separately).
 */
#ifndef CB_INTERVAL_H
#define CB_INTERVAL_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>

typedef struct itv {
  int64_t lo, hi;
} itv;

int64_t itv_min_of(unsigned width); /* the smallest value of the width (0 for w = 1) */
int64_t itv_max_of(unsigned width); /* the largest (1 for w = 1) */

itv itv_top(unsigned width);
itv itv_empty(void);
itv itv_const(int64_t v);
/* The constant with the bits of `bits` (the low `width` of them), in the width's reading. */
itv itv_from_bits(uint64_t bits, unsigned width);
bool itv_is_empty(itv a);
bool itv_is_const(itv a, int64_t v);
bool itv_contains(itv a, int64_t v);
bool itv_equal(itv a, itv b);
itv itv_join(itv a, itv b);
itv itv_meet(itv a, itv b);
/* old widened by new: a bound that moved goes to the end of the width's range. */
itv itv_widen(itv old, itv now, unsigned width);

itv itv_add(itv a, itv b, unsigned width);
itv itv_sub(itv a, itv b, unsigned width);
itv itv_mul(itv a, itv b, unsigned width);
itv itv_sdiv(itv a, itv b, unsigned width);
itv itv_srem(itv a, itv b, unsigned width);
itv itv_udiv(itv a, itv b, unsigned width);
itv itv_urem(itv a, itv b, unsigned width);
itv itv_and(itv a, itv b, unsigned width);
itv itv_or(itv a, itv b, unsigned width); /* also xor */
itv itv_shl(itv a, itv b, unsigned width);
itv itv_lshr(itv a, itv b, unsigned width);
itv itv_ashr(itv a, itv b, unsigned width);
itv itv_trunc(itv a, unsigned from, unsigned to);
itv itv_zext(itv a, unsigned from, unsigned to);
itv itv_sext(itv a, unsigned from, unsigned to);

/* Whether `a pred b` holds for every pair of values (1), for none (0), or either (-1). */
int itv_decide(LLVMIntPredicate pred, itv a, itv b, unsigned width);
/* Narrows a and b to the values for which `a pred b` can hold (empty: it cannot). */
void itv_refine(LLVMIntPredicate pred, itv *a, itv *b, unsigned width);

#endif

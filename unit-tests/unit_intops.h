/*
 * unit_intops.h: the binary integer operations of LLVM for the unit tests, each with
 * its reference semantics (with the documented values where LLVM is undefined) and the
 * bit-vector circuit of bitblast/bv.h that implements it. The reference computes in
 * unsigned __int128, enough for every width from 1 to 128.
 */
#ifndef CB_UNIT_INTOPS_H
#define CB_UNIT_INTOPS_H

#include <stdlib.h>

#include "bitblast/bv.h"
#include "unit.h"

typedef enum binop {
  OP_ADD, OP_SUB, OP_MUL, OP_UDIV, OP_UREM, OP_SDIV, OP_SREM,
  OP_AND, OP_OR, OP_XOR, OP_SHL, OP_LSHR, OP_ASHR,
  OP_EQ, OP_ULT, OP_ULE, OP_SLT, OP_SLE, NUM_BINOPS
} binop;

static const char *const binop_name[NUM_BINOPS] = {
    "add", "sub", "mul", "udiv", "urem", "sdiv", "srem", "and", "or",
    "xor", "shl", "lshr", "ashr", "eq", "ult", "ule", "slt", "sle"};

/* Comparisons give one bit. */
static inline bool binop_is_compare(binop op) { return op >= OP_EQ; }

/* x op y at width w, for x and y below 2^w. */
static inline u128 ref_binop(binop op, unsigned w, u128 x, u128 y) {
  u128 m = mask128(w);
  s128 sx = sext128(x, w), sy = sext128(y, w), min = sext128((u128)1 << (w - 1), w);
  switch (op) {
  case OP_ADD: return (x + y) & m;
  case OP_SUB: return (x - y) & m;
  case OP_MUL: return (x * y) & m;
  case OP_UDIV: return y ? x / y : m;
  case OP_UREM: return y ? x % y : x;
  case OP_SDIV:
    if (!y)
      return sx < 0 ? 1 : m;
    if (sx == min && sy == -1)
      return x;
    return (u128)(sx / sy) & m;
  case OP_SREM:
    if (!y)
      return x;
    if (sx == min && sy == -1)
      return 0;
    return (u128)(sx % sy) & m;
  case OP_AND: return x & y;
  case OP_OR: return x | y;
  case OP_XOR: return x ^ y;
  case OP_SHL: return y >= w ? 0 : (x << y) & m;
  case OP_LSHR: return y >= w ? 0 : x >> y;
  case OP_ASHR:
    if (y >= w)
      return sx < 0 ? m : 0;
    return (u128)(sx >> y) & m; /* gcc and clang shift signed values arithmetically */
  case OP_EQ: return x == y;
  case OP_ULT: return x < y;
  case OP_ULE: return x <= y;
  case OP_SLT: return sx < sy;
  case OP_SLE: return sx <= sy;
  default: abort();
  }
}

static inline const bv *build_binop(bvm *m, binop op, const bv *a, const bv *b) {
  switch (op) {
  case OP_ADD: return bv_add(m, a, b);
  case OP_SUB: return bv_sub(m, a, b);
  case OP_MUL: return bv_mul(m, a, b);
  case OP_UDIV: return bv_udiv(m, a, b);
  case OP_UREM: return bv_urem(m, a, b);
  case OP_SDIV: return bv_sdiv(m, a, b);
  case OP_SREM: return bv_srem(m, a, b);
  case OP_AND: return bv_and(m, a, b);
  case OP_OR: return bv_or(m, a, b);
  case OP_XOR: return bv_xor(m, a, b);
  case OP_SHL: return bv_shl(m, a, b);
  case OP_LSHR: return bv_lshr(m, a, b);
  case OP_ASHR: return bv_ashr(m, a, b);
  case OP_EQ: return bv_from_bit(m, bv_eq(m, a, b));
  case OP_ULT: return bv_from_bit(m, bv_ult(m, a, b));
  case OP_ULE: return bv_from_bit(m, bv_ule(m, a, b));
  case OP_SLT: return bv_from_bit(m, bv_slt(m, a, b));
  case OP_SLE: return bv_from_bit(m, bv_sle(m, a, b));
  default: abort();
  }
}

#endif

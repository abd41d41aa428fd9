/*
 * test_interval.c: the intervals of the static range analysis (analysis/interval.h),
 * against exhaustive enumeration.
 *
 * For widths 1 to 6, random intervals a and b of the width: every pair of values
 * x in a, y in b is computed concretely with LLVM's semantics (w-bit wrapping, the
 * result read as signed, as 0/1 for w = 1), and the result must lie in the interval the
 * operation returns. Divisions skip y = 0 and signed overflow (the analysis checks those
 * separately). A comparison decided true must hold for every pair, decided false for
 * none; a refinement must keep every pair for which the predicate holds. Casts between
 * the small widths, and samples of the widths 32 and 64 at the ends of their ranges,
 * the same way.
 */
#include <llvm-c/Core.h>

#include "analysis/interval.h"
#include "unit.h"

typedef enum op {
  OP_ADD, OP_SUB, OP_MUL, OP_SDIV, OP_SREM, OP_UDIV, OP_UREM, OP_AND, OP_OR, OP_XOR,
  OP_SHL, OP_LSHR, OP_ASHR, OP_COUNT
} op;

static const char *const op_names[] = {"add", "sub", "mul", "sdiv", "srem", "udiv", "urem",
                                       "and", "or", "xor", "shl", "lshr", "ashr"};

/* The bits of v (a value in the width's reading) as unsigned. */
static uint64_t bits_of(int64_t v, unsigned w) {
  return w >= 64 ? (uint64_t)v : (uint64_t)v & (((uint64_t)1 << w) - 1);
}

/* Unsigned bits back to the width's reading. */
static int64_t value_of(uint64_t bits, unsigned w) { return itv_from_bits(bits, w).lo; }

/* x op y concretely; false when the operation has no defined result (division by 0,
   signed overflow of a division, a shift by the width or more). */
static bool concrete(op o, int64_t x, int64_t y, unsigned w, int64_t *r) {
  uint64_t ux = bits_of(x, w), uy = bits_of(y, w), mask = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
  s128 sx = w == 1 ? (s128)ux : (s128)x, sy = w == 1 ? (s128)uy : (s128)y; /* i1: signed is -1 */
  if (w == 1)
    sx = ux ? -1 : 0, sy = uy ? -1 : 0;
  switch (o) {
  case OP_ADD: *r = value_of((ux + uy) & mask, w); return true;
  case OP_SUB: *r = value_of((ux - uy) & mask, w); return true;
  case OP_MUL: *r = value_of((ux * uy) & mask, w); return true;
  case OP_SDIV:
  case OP_SREM: {
    if (sy == 0)
      return false;
    s128 q = sx / sy, rem = sx % sy;
    s128 min = w == 1 ? -1 : (s128)itv_min_of(w);
    if (sx == min && sy == -1)
      return false;
    *r = value_of((uint64_t)(o == OP_SDIV ? q : rem) & mask, w);
    return true;
  }
  case OP_UDIV: if (!uy) return false; *r = value_of(ux / uy, w); return true;
  case OP_UREM: if (!uy) return false; *r = value_of(ux % uy, w); return true;
  case OP_AND: *r = value_of(ux & uy, w); return true;
  case OP_OR: *r = value_of(ux | uy, w); return true;
  case OP_XOR: *r = value_of(ux ^ uy, w); return true;
  case OP_SHL: if (uy >= w) return false; *r = value_of((ux << uy) & mask, w); return true;
  case OP_LSHR: if (uy >= w) return false; *r = value_of(ux >> uy, w); return true;
  case OP_ASHR: {
    if (uy >= w)
      return false;
    s128 shifted = sx >> uy;
    *r = value_of((uint64_t)shifted & mask, w);
    return true;
  }
  default: return false;
  }
}

static itv abstract(op o, itv a, itv b, unsigned w) {
  switch (o) {
  case OP_ADD: return itv_add(a, b, w);
  case OP_SUB: return itv_sub(a, b, w);
  case OP_MUL: return itv_mul(a, b, w);
  case OP_SDIV: return itv_sdiv(a, b, w);
  case OP_SREM: return itv_srem(a, b, w);
  case OP_UDIV: return itv_udiv(a, b, w);
  case OP_UREM: return itv_urem(a, b, w);
  case OP_AND: return itv_and(a, b, w);
  case OP_OR:
  case OP_XOR: return itv_or(a, b, w);
  case OP_SHL: return itv_shl(a, b, w);
  case OP_LSHR: return itv_lshr(a, b, w);
  case OP_ASHR: return itv_ashr(a, b, w);
  default: return itv_top(w);
  }
}

static itv random_interval(unsigned w) {
  int64_t min = itv_min_of(w), max = itv_max_of(w);
  uint64_t span = (uint64_t)(max - min) + 1;
  int64_t x = min + (int64_t)(rng() % span), y = min + (int64_t)(rng() % span);
  if (rng() % 4 == 0)
    y = x; /* constants */
  return x <= y ? (itv){x, y} : (itv){y, x};
}

static bool holds(LLVMIntPredicate p, int64_t x, int64_t y, unsigned w) {
  uint64_t ux = bits_of(x, w), uy = bits_of(y, w);
  int64_t sx = w == 1 ? -(int64_t)ux : x, sy = w == 1 ? -(int64_t)uy : y;
  switch (p) {
  case LLVMIntEQ: return ux == uy;
  case LLVMIntNE: return ux != uy;
  case LLVMIntULT: return ux < uy;
  case LLVMIntULE: return ux <= uy;
  case LLVMIntUGT: return ux > uy;
  case LLVMIntUGE: return ux >= uy;
  case LLVMIntSLT: return sx < sy;
  case LLVMIntSLE: return sx <= sy;
  case LLVMIntSGT: return sx > sy;
  case LLVMIntSGE: return sx >= sy;
  }
  return false;
}

static const LLVMIntPredicate predicates[] = {LLVMIntEQ, LLVMIntNE, LLVMIntULT, LLVMIntULE,
                                              LLVMIntUGT, LLVMIntUGE, LLVMIntSLT, LLVMIntSLE,
                                              LLVMIntSGT, LLVMIntSGE};

static void check_pair(itv a, itv b, unsigned w) {
  for (op o = 0; o < OP_COUNT; o++) {
    itv r = abstract(o, a, b, w);
    for (int64_t x = a.lo; x <= a.hi; x++)
      for (int64_t y = b.lo; y <= b.hi; y++) {
        int64_t c;
        if (concrete(o, x, y, w, &c) && !itv_contains(r, c))
          mismatch("i%u %s [%lld,%lld] [%lld,%lld]: %lld %s %lld = %lld not in [%lld,%lld]", w,
                   op_names[o], (long long)a.lo, (long long)a.hi, (long long)b.lo,
                   (long long)b.hi, (long long)x, op_names[o], (long long)y, (long long)c,
                   (long long)r.lo, (long long)r.hi);
      }
  }
  for (unsigned k = 0; k < sizeof predicates / sizeof *predicates; k++) {
    LLVMIntPredicate p = predicates[k];
    int decided = itv_decide(p, a, b, w);
    itv ra = a, rb = b;
    itv_refine(p, &ra, &rb, w);
    for (int64_t x = a.lo; x <= a.hi; x++)
      for (int64_t y = b.lo; y <= b.hi; y++) {
        bool h = holds(p, x, y, w);
        if (decided >= 0 && h != (decided == 1))
          mismatch("i%u predicate %d [%lld,%lld] [%lld,%lld] decided %d, %lld %lld gives %d", w,
                   p, (long long)a.lo, (long long)a.hi, (long long)b.lo, (long long)b.hi,
                   decided, (long long)x, (long long)y, h);
        if (h && (!itv_contains(ra, x) || !itv_contains(rb, y)))
          mismatch("i%u predicate %d [%lld,%lld] [%lld,%lld] refined away %lld %lld", w, p,
                   (long long)a.lo, (long long)a.hi, (long long)b.lo, (long long)b.hi,
                   (long long)x, (long long)y);
      }
  }
  end_case();
}

static void check_casts(itv a, unsigned from) {
  for (unsigned to = 1; to <= 6; to++) {
    for (int64_t x = a.lo; x <= a.hi; x++) {
      uint64_t ux = bits_of(x, from);
      if (to < from && !itv_contains(itv_trunc(a, from, to), value_of(ux, to)))
        mismatch("trunc i%u [%lld,%lld] to i%u loses %lld", from, (long long)a.lo,
                 (long long)a.hi, to, (long long)x);
      if (to > from) {
        int64_t sx = from == 1 ? -(int64_t)ux : x;
        if (!itv_contains(itv_zext(a, from, to), value_of(ux, to)))
          mismatch("zext i%u [%lld,%lld] to i%u loses %lld", from, (long long)a.lo,
                   (long long)a.hi, to, (long long)x);
        if (!itv_contains(itv_sext(a, from, to), value_of(bits_of(sx, to), to)))
          mismatch("sext i%u [%lld,%lld] to i%u loses %lld", from, (long long)a.lo,
                   (long long)a.hi, to, (long long)x);
      }
    }
  }
  end_case();
}

/* Wide widths: values near the ends of the range and near 0, checked pairwise. */
static void check_wide(unsigned w) {
  int64_t min = itv_min_of(w), max = itv_max_of(w);
  int64_t points[] = {min, min + 1, min + 2, -3, -2, -1, 0, 1, 2, 3, 7, 128, max - 2, max - 1, max};
  unsigned n = sizeof points / sizeof *points;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i; j < n; j++)
      for (unsigned k = 0; k < n; k++)
        for (unsigned l = k; l < n; l++) {
          itv a = {points[i], points[j]}, b = {points[k], points[l]};
          int64_t xs[] = {a.lo, a.hi, (int64_t)((s128)a.lo + ((s128)a.hi - a.lo) / 2)};
          int64_t ys[] = {b.lo, b.hi, (int64_t)((s128)b.lo + ((s128)b.hi - b.lo) / 2)};
          for (op o = 0; o < OP_COUNT; o++) {
            itv r = abstract(o, a, b, w);
            for (unsigned p = 0; p < 3; p++)
              for (unsigned q = 0; q < 3; q++) {
                int64_t c;
                if (concrete(o, xs[p], ys[q], w, &c) && !itv_contains(r, c))
                  mismatch("i%u %s [%lld,%lld] [%lld,%lld]: %lld, %lld gives %lld", w,
                           op_names[o], (long long)a.lo, (long long)a.hi, (long long)b.lo,
                           (long long)b.hi, (long long)xs[p], (long long)ys[q], (long long)c);
              }
          }
        }
  end_case();
}

int main(void) {
  rng_seed(0x5eed1e55u);
  for (unsigned w = 1; w <= 6; w++)
    for (unsigned n = 0; n < 400; n++) {
      itv a = random_interval(w), b = random_interval(w);
      check_pair(a, b, w);
      check_casts(a, w);
    }
  check_wide(32);
  check_wide(64);
  /* Widening: a bound that moved goes to the end; one that did not stays. */
  itv widened = itv_widen((itv){0, 3}, (itv){0, 4}, 32);
  check(widened.lo == 0 && widened.hi == INT32_MAX, "widen [0,3] by [0,4]: [%lld,%lld]",
        (long long)widened.lo, (long long)widened.hi);
  check(itv_is_empty(itv_join(itv_empty(), itv_empty())), "empty joins empty");
  check(itv_equal(itv_from_bits(0xff, 8), itv_const(-1)), "0xff in 8 bits is -1");
  check(itv_equal(itv_from_bits(1, 1), itv_const(1)), "an i1 true is 1");
  return unit_finish();
}

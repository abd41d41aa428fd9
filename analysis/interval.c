/* interval.c: intervals of fixed-width integers (see interval.h). */
#include "analysis/interval.h"

typedef __int128 wide;

int64_t itv_min_of(unsigned width) {
  if (width <= 1)
    return 0;
  return width >= 64 ? INT64_MIN : -((int64_t)1 << (width - 1));
}

int64_t itv_max_of(unsigned width) {
  if (width <= 1)
    return 1;
  return width >= 64 ? INT64_MAX : ((int64_t)1 << (width - 1)) - 1;
}

itv itv_top(unsigned width) { return (itv){itv_min_of(width), itv_max_of(width)}; }
itv itv_empty(void) { return (itv){1, 0}; }
itv itv_const(int64_t v) { return (itv){v, v}; }
bool itv_is_empty(itv a) { return a.lo > a.hi; }
bool itv_is_const(itv a, int64_t v) { return a.lo == v && a.hi == v; }
bool itv_contains(itv a, int64_t v) { return a.lo <= v && v <= a.hi; }

bool itv_equal(itv a, itv b) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_is_empty(a) && itv_is_empty(b);
  return a.lo == b.lo && a.hi == b.hi;
}

itv itv_from_bits(uint64_t bits, unsigned width) {
  if (width >= 64)
    return itv_const((int64_t)bits);
  uint64_t mask = ((uint64_t)1 << width) - 1;
  bits &= mask;
  if (width == 1 || bits <= (uint64_t)itv_max_of(width))
    return itv_const((int64_t)bits);
  return itv_const((int64_t)bits - ((int64_t)1 << width));
}

itv itv_join(itv a, itv b) {
  if (itv_is_empty(a))
    return b;
  if (itv_is_empty(b))
    return a;
  return (itv){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
}

itv itv_meet(itv a, itv b) {
  itv m = {a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi};
  return itv_is_empty(m) ? itv_empty() : m;
}

itv itv_widen(itv old, itv now, unsigned width) {
  if (itv_is_empty(old) || itv_is_empty(now))
    return itv_join(old, now);
  itv w = itv_join(old, now);
  if (w.lo < old.lo)
    w.lo = itv_min_of(width);
  if (w.hi > old.hi)
    w.hi = itv_max_of(width);
  return w;
}

/* [lo, hi] if it lies in the width's range, else the whole range (the bits wrapped). */
static itv itv_fit(wide lo, wide hi, unsigned width) {
  if (lo > hi)
    return itv_empty();
  if (lo < itv_min_of(width) || hi > itv_max_of(width))
    return itv_top(width);
  return (itv){(int64_t)lo, (int64_t)hi};
}

/* The same bits read as unsigned: [*lo, *hi] within 0..2^width-1. */
static void itv_unsigned(itv a, unsigned width, wide *lo, wide *hi) {
  wide span = width >= 64 ? (wide)1 << 64 : (wide)1 << width;
  if (width == 1 || a.lo >= 0) {
    *lo = a.lo, *hi = a.hi;
  } else if (a.hi < 0) {
    *lo = a.lo + span, *hi = a.hi + span;
  } else {
    *lo = 0, *hi = span - 1;
  }
}

/* Unsigned values [lo, hi] (0 <= lo <= hi < 2^width) in the width's reading. */
static itv itv_of_unsigned(wide lo, wide hi, unsigned width) {
  if (lo > hi)
    return itv_empty();
  wide span = width >= 64 ? (wide)1 << 64 : (wide)1 << width;
  if (width == 1 || hi <= itv_max_of(width))
    return (itv){(int64_t)lo, (int64_t)hi};
  if (lo > itv_max_of(width))
    return (itv){(int64_t)(lo - span), (int64_t)(hi - span)};
  return itv_top(width);
}

itv itv_add(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  return itv_fit((wide)a.lo + b.lo, (wide)a.hi + b.hi, width);
}

itv itv_sub(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  return itv_fit((wide)a.lo - b.hi, (wide)a.hi - b.lo, width);
}

static wide itv_min4(wide p, wide q, wide r, wide s) {
  wide m = p < q ? p : q;
  m = m < r ? m : r;
  return m < s ? m : s;
}

static wide itv_max4(wide p, wide q, wide r, wide s) {
  wide m = p > q ? p : q;
  m = m > r ? m : r;
  return m > s ? m : s;
}

itv itv_mul(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  wide p = (wide)a.lo * b.lo, q = (wide)a.lo * b.hi, r = (wide)a.hi * b.lo,
       s = (wide)a.hi * b.hi;
  return itv_fit(itv_min4(p, q, r, s), itv_max4(p, q, r, s), width);
}

/* a / b for divisors b of one sign (C rounds toward zero; monotone in each operand). */
static itv itv_div_one_sign(itv a, itv b, unsigned width) {
  if (itv_is_empty(b))
    return itv_empty();
  wide p = (wide)a.lo / b.lo, q = (wide)a.lo / b.hi, r = (wide)a.hi / b.lo,
       s = (wide)a.hi / b.hi;
  return itv_fit(itv_min4(p, q, r, s), itv_max4(p, q, r, s), width);
}

itv itv_sdiv(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b) || width == 1)
    return itv_is_empty(a) || itv_is_empty(b) ? itv_empty() : itv_top(width);
  itv negative = itv_meet(b, (itv){INT64_MIN, -1});
  itv positive = itv_meet(b, (itv){1, INT64_MAX});
  return itv_join(itv_div_one_sign(a, negative, width), itv_div_one_sign(a, positive, width));
}

itv itv_srem(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b) || itv_is_const(b, 0))
    return itv_empty();
  if (width == 1)
    return itv_top(width);
  wide lo = b.lo < 0 ? -(wide)b.lo : (wide)b.lo, hi = b.hi < 0 ? -(wide)b.hi : (wide)b.hi;
  wide bound = (lo > hi ? lo : hi) - 1; /* |a % b| < |b| */
  wide rlo = a.lo >= 0 ? 0 : (a.lo > -bound ? a.lo : -bound);
  wide rhi = a.hi <= 0 ? 0 : (a.hi < bound ? a.hi : bound);
  return itv_fit(rlo, rhi, width);
}

/* The unsigned bounds of a, and of the divisor b without 0; false if b can only be 0
   (or either is empty): no execution divides. */
static bool itv_unsigned_operands(itv a, itv b, unsigned width, wide *alo, wide *ahi, wide *blo,
                                  wide *bhi) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return false;
  itv_unsigned(a, width, alo, ahi);
  itv_unsigned(b, width, blo, bhi);
  if (*blo == 0)
    *blo = 1;
  return *bhi != 0;
}

itv itv_udiv(itv a, itv b, unsigned width) {
  wide alo, ahi, blo, bhi;
  if (!itv_unsigned_operands(a, b, width, &alo, &ahi, &blo, &bhi))
    return itv_empty();
  return itv_of_unsigned(alo / bhi, ahi / blo, width);
}

itv itv_urem(itv a, itv b, unsigned width) {
  wide alo, ahi, blo, bhi;
  if (!itv_unsigned_operands(a, b, width, &alo, &ahi, &blo, &bhi))
    return itv_empty();
  if (ahi < blo) /* a % b == a */
    return itv_of_unsigned(alo, ahi, width);
  return itv_of_unsigned(0, ahi < bhi - 1 ? ahi : bhi - 1, width);
}

itv itv_and(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  if (a.lo >= 0 && b.lo >= 0)
    return (itv){0, a.hi < b.hi ? a.hi : b.hi};
  if (a.lo >= 0 || b.lo >= 0) /* the non-negative operand bounds the result */
    return (itv){0, a.lo >= 0 ? a.hi : b.hi};
  return itv_top(width);
}

itv itv_or(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  if (a.lo < 0 || b.lo < 0)
    return itv_top(width);
  uint64_t high = (uint64_t)(a.hi > b.hi ? a.hi : b.hi), all = 0;
  while (all < high)
    all = (all << 1) | 1;
  return itv_fit(0, (wide)all, width);
}

/* Whether the shift amount b is below the width (else the result is poison). */
static bool itv_shift_ok(itv b, unsigned width) { return b.lo >= 0 && b.hi < (int64_t)width; }

itv itv_shl(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  if (!itv_shift_ok(b, width) || a.lo < 0 || width == 1)
    return itv_top(width);
  return itv_fit((wide)a.lo << b.lo, (wide)a.hi << b.hi, width);
}

itv itv_lshr(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  if (!itv_shift_ok(b, width))
    return itv_top(width);
  wide lo, hi;
  itv_unsigned(a, width, &lo, &hi);
  return itv_of_unsigned(lo >> b.hi, hi >> b.lo, width);
}

itv itv_ashr(itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b))
    return itv_empty();
  if (!itv_shift_ok(b, width) || width == 1)
    return itv_top(width);
  wide p = (wide)a.lo >> b.lo, q = (wide)a.lo >> b.hi, r = (wide)a.hi >> b.lo,
       s = (wide)a.hi >> b.hi;
  return itv_fit(itv_min4(p, q, r, s), itv_max4(p, q, r, s), width);
}

itv itv_trunc(itv a, unsigned from, unsigned to) {
  (void)from;
  if (itv_is_empty(a))
    return a;
  if (a.lo >= itv_min_of(to) && a.hi <= itv_max_of(to))
    return a;
  return itv_top(to);
}

itv itv_zext(itv a, unsigned from, unsigned to) {
  if (itv_is_empty(a))
    return a;
  wide lo, hi;
  itv_unsigned(a, from, &lo, &hi);
  return itv_fit(lo, hi, to);
}

itv itv_sext(itv a, unsigned from, unsigned to) {
  (void)to;
  if (itv_is_empty(a) || from != 1)
    return a;
  return (itv){itv_contains(a, 1) ? -1 : 0, itv_contains(a, 0) ? 0 : -1}; /* true is -1 */
}

static bool itv_signed_pred(LLVMIntPredicate p) {
  return p == LLVMIntSLT || p == LLVMIntSLE || p == LLVMIntSGT || p == LLVMIntSGE;
}

/* `a < b` (or <= when or_equal) on wide bounds: 1 always, 0 never, -1 either. */
static int itv_decide_less(wide alo, wide ahi, wide blo, wide bhi, bool or_equal) {
  if (or_equal)
    return ahi <= blo ? 1 : alo > bhi ? 0 : -1;
  return ahi < blo ? 1 : alo >= bhi ? 0 : -1;
}

int itv_decide(LLVMIntPredicate pred, itv a, itv b, unsigned width) {
  if (itv_is_empty(a) || itv_is_empty(b) || (width == 1 && itv_signed_pred(pred)))
    return -1;
  wide alo = a.lo, ahi = a.hi, blo = b.lo, bhi = b.hi;
  if (!itv_signed_pred(pred) && pred != LLVMIntEQ && pred != LLVMIntNE) {
    itv_unsigned(a, width, &alo, &ahi);
    itv_unsigned(b, width, &blo, &bhi);
  }
  switch (pred) {
  case LLVMIntEQ:
  case LLVMIntNE: {
    int eq = a.lo == a.hi && b.lo == b.hi && a.lo == b.lo ? 1
             : itv_is_empty(itv_meet(a, b))                ? 0
                                                           : -1;
    return pred == LLVMIntEQ || eq < 0 ? eq : !eq;
  }
  case LLVMIntSLT:
  case LLVMIntULT:
    return itv_decide_less(alo, ahi, blo, bhi, false);
  case LLVMIntSLE:
  case LLVMIntULE:
    return itv_decide_less(alo, ahi, blo, bhi, true);
  case LLVMIntSGT:
  case LLVMIntUGT:
    return itv_decide_less(blo, bhi, alo, ahi, false);
  case LLVMIntSGE:
  case LLVMIntUGE:
    return itv_decide_less(blo, bhi, alo, ahi, true);
  }
  return -1;
}

/* a <= b - (strict ? 1 : 0) and b >= a + (strict ? 1 : 0), signed. */
static void itv_refine_less(itv *a, itv *b, bool strict) {
  wide step = strict ? 1 : 0;
  wide ahi = (wide)b->hi - step, blo = (wide)a->lo + step;
  if (ahi < a->hi)
    a->hi = ahi < INT64_MIN ? INT64_MIN : (int64_t)ahi;
  if (blo > b->lo)
    b->lo = blo > INT64_MAX ? INT64_MAX : (int64_t)blo;
  if (ahi < INT64_MIN)
    *a = itv_empty();
  if (blo > INT64_MAX)
    *b = itv_empty();
  if (itv_is_empty(*a) || itv_is_empty(*b))
    *a = *b = itv_empty();
}

/* a <u b (or <=u): where b's largest unsigned value is a non-negative signed one, a is
   within 0..that; where both are non-negative, the signed refinement applies. */
static void itv_refine_unsigned_less(itv *a, itv *b, bool strict, unsigned width) {
  if (width == 1)
    return;
  if (b->lo >= 0) {
    itv bound = {0, strict ? b->hi - 1 : b->hi};
    if (strict && b->hi == 0)
      bound = itv_empty();
    *a = itv_meet(*a, bound);
  }
  if (a->lo >= 0 && b->lo >= 0 && !itv_is_empty(*a))
    itv_refine_less(a, b, strict);
  if (itv_is_empty(*a))
    *b = itv_empty();
}

/* a != b where one side is a single value at the other's end. */
static void itv_refine_unequal(itv *a, itv *b) {
  if (b->lo == b->hi) {
    if (a->lo == b->lo && a->lo < INT64_MAX)
      a->lo++;
    else if (a->hi == b->lo && a->hi > INT64_MIN)
      a->hi--;
  }
  if (itv_is_empty(*a))
    *b = itv_empty();
}

void itv_refine(LLVMIntPredicate pred, itv *a, itv *b, unsigned width) {
  if (itv_is_empty(*a) || itv_is_empty(*b)) {
    *a = *b = itv_empty();
    return;
  }
  if (width == 1 && itv_signed_pred(pred))
    return;
  switch (pred) {
  case LLVMIntEQ:
    *a = *b = itv_meet(*a, *b);
    return;
  case LLVMIntNE:
    itv_refine_unequal(a, b);
    if (!itv_is_empty(*b))
      itv_refine_unequal(b, a);
    return;
  case LLVMIntSLT:
  case LLVMIntSLE:
    itv_refine_less(a, b, pred == LLVMIntSLT);
    return;
  case LLVMIntSGT:
  case LLVMIntSGE:
    itv_refine_less(b, a, pred == LLVMIntSGT);
    return;
  case LLVMIntULT:
  case LLVMIntULE:
    itv_refine_unsigned_less(a, b, pred == LLVMIntULT, width);
    return;
  case LLVMIntUGT:
  case LLVMIntUGE:
    itv_refine_unsigned_less(b, a, pred == LLVMIntUGT, width);
    return;
  }
}

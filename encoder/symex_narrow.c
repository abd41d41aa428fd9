/*
 * symex_narrow.c: integer registers narrowed by the conditions a path goes on under
 * (docs/encoding.md, "Narrowing").
 *
 * After `x = __VERIFIER_nondet_uint(); assume_abort_if_not(x < 400);` every execution of
 * the path that goes on has x < 400, so bits 9 and up of x are 0 there. The executor knew
 * that only as a conjunct of the guard; x itself kept 32 free bits, and every value
 * computed from it (a sum, a stored word, a load that may read it back) carried them. An
 * array of such values compared with -2 after it was read back at a guessed index made the
 * solver prove, for each read, that a mux of all the words is not -2. With x narrowed the
 * comparison folds to false while building (lit-tests/encoder/narrowing.c).
 *
 * Where: after a conditional branch one of whose successors ends in `unreachable` (abort,
 * a failed assert, reach_error; its paths never come back), on the state that goes on;
 * and after a call that left the guard with fewer executions than before (an assume
 * helper, __VERIFIER_assume), on the caller's state, for the comparisons its arguments
 * are made of. The two sides of an ordinary branch are not narrowed: where they merge,
 * the register would become a mux of its narrowed and its own value.
 *
 * Why it is sound: a register is narrowed only if the comparison's bit is a conjunct of
 * the state's guard (found by walking the guard's AND tree), and the comparison is
 * recomputed on the register's current value and must give that same bit. On every
 * execution of the state the narrowed value then equals the old one. In a thread that
 * stopped for good (the sink round) values need not be right, so "the condition, or the
 * thread is in the sink" (what __VERIFIER_assume leaves in a thread) counts too.
 */
#include "encoder/symex.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/mem_values.h"

#define SX_NARROW_CONJUNCTS 256 /* literals of the guard's AND tree looked at */
#define SX_NARROW_DEPTH 4       /* operands followed from a condition to its comparisons */
#define SX_NARROW_COMPARISONS 16

typedef struct sx_conjuncts {
  aig_lit lits[SX_NARROW_CONJUNCTS];
  unsigned count;
} sx_conjuncts;

static bool sx_conjunct_has(const sx_conjuncts *c, aig_lit lit) {
  for (unsigned i = 0; i < c->count; i++)
    if (c->lits[i] == lit)
      return true;
  return false;
}

static void sx_conjunct_add(sx_conjuncts *c, aig_lit lit, unsigned max) {
  if (c->count < max && !sx_conjunct_has(c, lit))
    c->lits[c->count++] = lit;
}

/* The literals that every execution of guard satisfies, breadth first (the conditions
   added last are near the root): guard itself and, below every positive AND, both
   children. A negated AND with the sink literal as a child, !(!b & !sink) = b | sink,
   gives b (values in the sink need not be right). */
static void sx_collect_conjuncts(sx *x, aig_lit guard, aig_lit sink, sx_conjuncts *c,
                                 unsigned max) {
  c->count = 0;
  sx_conjunct_add(c, guard, max);
  for (unsigned i = 0; i < c->count; i++) {
    aig_lit lit = c->lits[i];
    uint32_t node = aig_node(lit);
    if (aig_is_const(lit) || !aig_node_is_and(x->aig, node))
      continue;
    aig_lit a = aig_node_child0(x->aig, node), b = aig_node_child1(x->aig, node);
    if (!aig_sign(lit)) {
      sx_conjunct_add(c, a, max);
      sx_conjunct_add(c, b, max);
    } else if (sink != AIG_FALSE && a == aig_not(sink)) {
      sx_conjunct_add(c, aig_not(b), max);
    } else if (sink != AIG_FALSE && b == aig_not(sink)) {
      sx_conjunct_add(c, aig_not(a), max);
    }
  }
}

typedef struct sx_comparisons {
  LLVMValueRef items[SX_NARROW_COMPARISONS];
  unsigned count;
} sx_comparisons;

static void sx_find_comparisons(LLVMValueRef v, unsigned depth, sx_comparisons *found);

/* A phi's incoming values, and the conditions of the branches it comes over (`a && b`
   gives phi(false, b) after a branch on a). */
static void sx_find_in_phi(LLVMValueRef phi, unsigned depth, sx_comparisons *found) {
  unsigned n = LLVMCountIncoming(phi);
  for (unsigned i = 0; i < n; i++) {
    sx_find_comparisons(LLVMGetIncomingValue(phi, i), depth + 1, found);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(phi, i));
    if (term && LLVMGetInstructionOpcode(term) == LLVMBr && LLVMIsConditional(term))
      sx_find_comparisons(LLVMGetCondition(term), depth + 1, found);
  }
}

/* The integer comparisons that v is made of, through casts, logic, selects and phis. */
static void sx_find_comparisons(LLVMValueRef v, unsigned depth, sx_comparisons *found) {
  if (!v || !LLVMIsAInstruction(v) || depth > SX_NARROW_DEPTH)
    return;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMICmp:
    for (unsigned i = 0; i < found->count; i++)
      if (found->items[i] == v)
        return;
    if (found->count < SX_NARROW_COMPARISONS)
      found->items[found->count++] = v;
    /* `icmp ne (zext c), 0`: c too */
    sx_find_comparisons(LLVMGetOperand(v, 0), depth + 1, found);
    sx_find_comparisons(LLVMGetOperand(v, 1), depth + 1, found);
    return;
  case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMFreeze:
    sx_find_comparisons(LLVMGetOperand(v, 0), depth + 1, found);
    return;
  case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMSelect: {
    unsigned n = (unsigned)LLVMGetNumOperands(v);
    for (unsigned i = 0; i < n; i++)
      sx_find_comparisons(LLVMGetOperand(v, i), depth + 1, found);
    return;
  }
  case LLVMPHI:
    sx_find_in_phi(v, depth, found);
    return;
  default:
    return;
  }
}

/* A fact `register pred constant` that the state's executions satisfy. */
typedef struct sx_fact {
  LLVMValueRef reg;
  LLVMIntPredicate pred;
  uint64_t constant; /* of the register's width */
} sx_fact;

static LLVMIntPredicate sx_swapped(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntUGT: return LLVMIntULT;
  case LLVMIntUGE: return LLVMIntULE;
  case LLVMIntULT: return LLVMIntUGT;
  case LLVMIntULE: return LLVMIntUGE;
  case LLVMIntSGT: return LLVMIntSLT;
  case LLVMIntSGE: return LLVMIntSLE;
  case LLVMIntSLT: return LLVMIntSGT;
  case LLVMIntSLE: return LLVMIntSGE;
  default: return p; /* EQ, NE */
  }
}

static LLVMIntPredicate sx_inverse(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntEQ: return LLVMIntNE;
  case LLVMIntNE: return LLVMIntEQ;
  case LLVMIntUGT: return LLVMIntULE;
  case LLVMIntUGE: return LLVMIntULT;
  case LLVMIntULT: return LLVMIntUGE;
  case LLVMIntULE: return LLVMIntUGT;
  case LLVMIntSGT: return LLVMIntSLE;
  case LLVMIntSGE: return LLVMIntSLT;
  case LLVMIntSLT: return LLVMIntSGE;
  default: return LLVMIntSGT; /* SLE */
  }
}

/* The fact that comparison cmp gives in state s, if its bit (or its negation) is a
   conjunct and it was computed on the register's current value. */
static bool sx_fact_of(sx *x, sx_state *s, LLVMValueRef cmp, const sx_conjuncts *c,
                       sx_fact *fact) {
  const bv *bit = sx_operand(x, s, cmp);
  if (!bit || bit->width != 1 || aig_is_const(bit->bits[0]))
    return false;
  bool holds = sx_conjunct_has(c, bit->bits[0]);
  if (!holds && !sx_conjunct_has(c, aig_not(bit->bits[0])))
    return false;
  LLVMValueRef a = LLVMGetOperand(cmp, 0), b = LLVMGetOperand(cmp, 1);
  LLVMIntPredicate pred = LLVMGetICmpPredicate(cmp);
  LLVMValueRef reg = a, constant = b;
  if (LLVMIsAConstantInt(a) && !LLVMIsAConstant(b)) {
    reg = b;
    constant = a;
    pred = sx_swapped(pred);
  }
  unsigned width = sx_int_width(LLVMTypeOf(reg));
  if (!LLVMIsAConstantInt(constant) || LLVMIsAConstant(reg) || width == 0 || width > 64)
    return false;
  const bv *value = sx_operand(x, s, reg), *bound = sx_operand(x, s, constant);
  /* The bit must be the comparison of the register's current value (not of an earlier
     one of a loop's iterations); structural hashing makes this a lookup. */
  if (!value || !bound || sx_compare(x->bvm, LLVMGetICmpPredicate(cmp), sx_operand(x, s, a),
                                     sx_operand(x, s, b)) != bit->bits[0])
    return false;
  fact->reg = reg;
  fact->pred = holds ? pred : sx_inverse(pred);
  fact->constant = LLVMConstIntGetZExtValue(constant);
  return true;
}

/* The number of bits that v needs (0 for 0). */
static unsigned sx_bit_length(uint64_t v) {
  unsigned n = 0;
  while (v) {
    n++;
    v >>= 1;
  }
  return n;
}

static int64_t sx_signed(uint64_t v, unsigned width) {
  if (width < 64 && (v >> (width - 1)) & 1)
    return (int64_t)(v | ~((UINT64_C(1) << width) - 1));
  return (int64_t)v;
}

/* The bits from `from` up are 0 in bits[]; returns whether one changed. */
static bool sx_clear_from(aig_lit *bits, unsigned width, unsigned from) {
  bool changed = false;
  for (unsigned i = from; i < width; i++) {
    changed |= bits[i] != AIG_FALSE;
    bits[i] = AIG_FALSE;
  }
  return changed;
}

/* Applies fact to bits[] (the register's value); returns whether a bit changed. Signed
   upper bounds need the sign bit known to be 0 (from `>= 0`, applied before them). */
static bool sx_apply_fact(const sx_fact *f, aig_lit *bits, unsigned width) {
  uint64_t c = f->constant;
  int64_t sc = sx_signed(c, width);
  switch (f->pred) {
  case LLVMIntEQ: {
    bool changed = false;
    for (unsigned i = 0; i < width; i++) {
      aig_lit bit = (c >> i) & 1 ? AIG_TRUE : AIG_FALSE;
      changed |= bits[i] != bit;
      bits[i] = bit;
    }
    return changed;
  }
  case LLVMIntULT: return c > 0 && sx_clear_from(bits, width, sx_bit_length(c - 1));
  case LLVMIntULE: return sx_clear_from(bits, width, sx_bit_length(c));
  case LLVMIntSGE: return sc >= 0 && sx_clear_from(bits, width, width - 1);
  case LLVMIntSGT: return sc >= -1 && sx_clear_from(bits, width, width - 1);
  case LLVMIntSLT:
    return sc > 0 && bits[width - 1] == AIG_FALSE &&
           sx_clear_from(bits, width, sx_bit_length((uint64_t)sc - 1));
  case LLVMIntSLE:
    return sc >= 0 && bits[width - 1] == AIG_FALSE &&
           sx_clear_from(bits, width, sx_bit_length((uint64_t)sc));
  default: return false; /* NE, UGT, UGE: no bit follows */
  }
}

static bool sx_signed_upper(LLVMIntPredicate p) { return p == LLVMIntSLT || p == LLVMIntSLE; }

/* Narrows the register of each fact; signed upper bounds last. */
static void sx_apply_facts(sx *x, sx_state *s, const sx_fact *facts, unsigned n) {
  for (unsigned pass = 0; pass < 2; pass++) {
    for (unsigned i = 0; i < n; i++) {
      if (sx_signed_upper(facts[i].pred) != (pass == 1))
        continue;
      const bv *value = sx_operand(x, s, facts[i].reg);
      if (!value)
        continue;
      aig_lit *bits = cb_malloc(value->width * sizeof *bits);
      memcpy(bits, value->bits, value->width * sizeof *bits);
      if (sx_apply_fact(&facts[i], bits, value->width)) {
        const bv *narrowed = bv_from_bits(x->bvm, value->width, bits);
        const objset *pts = mem_pts(x, value);
        if (pts)
          mem_set_pts(x, narrowed, pts);
        sx_define(x, s, facts[i].reg, narrowed);
      }
      free(bits);
    }
  }
}

/* The literal "s's thread is in the sink", for the rule "b or sink counts as b": only
   inside a thread, where an execution in the sink stays there to the thread's end and
   nothing it computes reaches a real round. Outside every thread (the scheduler between
   two threads: __cbounds_seq_run, __cbounds_rounds_check) the state's round is still
   the one the previous thread ended in, but its executions in the sink are real ones
   of the program: the next thread runs in them. A fact taken from "b or sink" there
   held only for the previous thread's live executions, and decided the thread table for
   all of them (the next thread was found not created: a wrong SAFE,
   lit-tests/threads/merged-sink-scheduler.c). */
static aig_lit sx_sink_of(sx *x, const sx_state *s) {
  if (!s->mem.round || !sx_in_thread(x))
    return AIG_FALSE;
  return sx_round_is_sink(x, s->mem.round);
}

/* Narrows what the comparisons that roots[] are made of say about s's executions. */
static void sx_narrow(sx *x, sx_state *s, LLVMValueRef *roots, unsigned num_roots) {
  sx_comparisons found = {.count = 0};
  for (unsigned i = 0; i < num_roots; i++)
    sx_find_comparisons(roots[i], 0, &found);
  if (!found.count)
    return;
  sx_conjuncts *c = cb_malloc(sizeof *c);
  aig_lit sink = sx_sink_of(x, s);
  sx_collect_conjuncts(x, s->guard, sink, c, SX_NARROW_CONJUNCTS);
  sx_fact facts[SX_NARROW_COMPARISONS];
  unsigned n = 0;
  for (unsigned i = 0; i < found.count; i++)
    n += sx_fact_of(x, s, found.items[i], c, &facts[n]);
  free(c);
  sx_apply_facts(x, s, facts, n);
}

unsigned sx_guard_conjuncts(sx *x, const sx_state *s, aig_lit *out, unsigned max) {
  sx_conjuncts *c = cb_malloc(sizeof *c);
  aig_lit sink = sx_sink_of(x, s);
  sx_collect_conjuncts(x, s->guard, sink, c, max < SX_NARROW_CONJUNCTS ? max : SX_NARROW_CONJUNCTS);
  unsigned n = c->count;
  memcpy(out, c->lits, n * sizeof out[0]);
  free(c);
  return n;
}

#define SX_CLAMP_FACTS 64

const bv *sx_clamp(sx *x, const sx_state *s, const bv *value) {
  if (value->width > 64 || bv_is_const(value) || aig_is_const(s->guard))
    return value;
  aig_lit facts[SX_CLAMP_FACTS];
  unsigned n = sx_guard_conjuncts(x, s, facts, SX_CLAMP_FACTS);
  return bv_clamp_under(x->bvm, value, facts, n);
}

aig_lit sx_decide(sx *x, const sx_state *s, aig_lit comparison) {
  if (aig_is_const(comparison))
    return comparison;
  aig_lit res = bv_decide_under(x->bvm, comparison, NULL, 0);
  if (!aig_is_const(res) && !aig_is_const(s->guard)) {
    aig_lit facts[SX_CLAMP_FACTS];
    unsigned n = sx_guard_conjuncts(x, s, facts, SX_CLAMP_FACTS);
    res = bv_decide_under(x->bvm, comparison, facts, n);
  }
  return res;
}

bool sx_block_is_dead_end(LLVMBasicBlockRef block) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(block);
  return term && LLVMGetInstructionOpcode(term) == LLVMUnreachable;
}

void sx_narrow_branch(sx *x, sx_state *live, LLVMValueRef condition) {
  if (live->guard != AIG_FALSE)
    sx_narrow(x, live, &condition, 1);
}

void sx_narrow_call(sx *x, sx_state *s, LLVMValueRef call) {
  if (s->guard == AIG_FALSE)
    return;
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  LLVMValueRef args[8];
  unsigned count = 0;
  for (unsigned i = 0; i < n && count < 8; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    if (LLVMIsAInstruction(a) && sx_int_width(LLVMTypeOf(a)))
      args[count++] = a;
  }
  if (count)
    sx_narrow(x, s, args, count);
}

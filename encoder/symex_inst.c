/*
 * symex_inst.c: the semantics of non-terminator instructions on bit-vectors.
 *
 * Undefined behaviour, made explicit (docs/encoding.md):
 *  - division or remainder by zero, and signed division overflow (INT_MIN / -1), are
 *    errors: LLVM makes them immediate undefined behaviour, and so does C;
 *  - a shift by an amount >= the width gives poison in LLVM: any value, modelled as a
 *    fresh unconstrained one;
 *  - nsw/nuw/exact flags are not turned into poison: arithmetic wraps. Under the property
 *    no-overflow (enc_options.signed_overflow) an nsw add, sub or mul that overflows is an
 *    error: clang sets nsw exactly on C's signed + - * (and unary minus, sub nsw 0, x),
 *    not on unsigned arithmetic nor on the narrow types' promoted-and-truncated ones; an
 *    ashr (only signed operands) by an amount >= the width too. A shl does not say
 *    whether its operand is signed: clang's -fsanitize=shift-base trap marks the signed
 *    ones (symex_call.c), and a shl by an amount >= the width is cut (docs/encoding.md).
 */
#include "encoder/symex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"
#include "encoder/mem_indeterminate.h"

/* Records an error where `condition` holds on the current path; the path goes on only
   where it does not. */
static void sx_check(sx *x, sx_state *s, LLVMValueRef inst, aig_lit condition,
                     enc_error_class cls, const char *reason) {
  sx_error(x, aig_and(x->aig, s->guard, condition), inst, cls, reason);
  if (!sx_thread_fail(x, s, aig_and(x->aig, s->guard, condition)))
    s->guard = aig_and(x->aig, s->guard, aig_not(condition));
}

static aig_lit sx_signed_overflow(sx *x, const bv *a, const bv *b) {
  unsigned w = a->width;
  aig_lit a_is_min = a->bits[w - 1];
  for (unsigned i = 0; i + 1 < w; i++)
    a_is_min = aig_and(x->aig, a_is_min, aig_not(a->bits[i]));
  aig_lit b_is_minus_one = AIG_TRUE;
  for (unsigned i = 0; i < w; i++)
    b_is_minus_one = aig_and(x->aig, b_is_minus_one, b->bits[i]);
  return aig_and(x->aig, a_is_min, b_is_minus_one);
}

static const bv *sx_division(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                             const bv *a, const bv *b) {
  sx_check(x, s, inst, bv_is_zero(x->bvm, b), ENC_ERROR_OTHER, "division by zero");
  if (op == LLVMSDiv || op == LLVMSRem)
    sx_check(x, s, inst, sx_signed_overflow(x, a, b), ENC_ERROR_OVERFLOW,
             "signed division overflow");
  switch (op) {
  case LLVMUDiv: return bv_udiv(x->bvm, a, b);
  case LLVMURem: return bv_urem(x->bvm, a, b);
  case LLVMSDiv: return bv_sdiv(x->bvm, a, b);
  default: return bv_srem(x->bvm, a, b);
  }
}

/* amount >= width, for an amount of the operand's own width (w fits in w bits). */
static aig_lit sx_shift_too_far(sx *x, const bv *amount) {
  unsigned w = amount->width;
  return aig_not(bv_ult(x->bvm, amount, bv_const(x->bvm, w, w)));
}

static const bv *sx_shift(sx *x, sx_state *s, LLVMOpcode op, const bv *a, const bv *b) {
  const bv *shifted = op == LLVMShl    ? bv_shl(x->bvm, a, b)
                      : op == LLVMLShr ? bv_lshr(x->bvm, a, b)
                                       : bv_ashr(x->bvm, a, b);
  aig_lit poison = sx_shift_too_far(x, b);
  if (poison == AIG_FALSE)
    return shifted;
  const bv *any = bv_input(x->bvm, a->width);
  /* --replay: the native build takes this value from the stream where it is used. */
  rp_record(&x->replay, aig_and(x->aig, s->guard, poison), x->events.thread, any, false);
  return bv_ite(x->bvm, poison, any, shifted);
}

/* Whether the nsw operation op of a and b overflows the signed range of their width. */
static aig_lit sx_nsw_overflow(sx *x, LLVMOpcode op, const bv *a, const bv *b) {
  bvm *m = x->bvm;
  unsigned w = a->width;
  if (op == LLVMMul) { /* the product in twice the width must be the sign extension */
    const bv *wide = bv_mul(m, bv_sext(m, a, 2 * w), bv_sext(m, b, 2 * w));
    return aig_not(bv_eq(m, wide, bv_sext(m, bv_extract(m, wide, 0, w), 2 * w)));
  }
  const bv *r = op == LLVMAdd ? bv_add(m, a, b) : bv_sub(m, a, b);
  aig_lit sa = a->bits[w - 1], sb = b->bits[w - 1], sr = r->bits[w - 1];
  /* add: operands of one sign, result of the other; sub: operands of different signs,
     result of b's sign */
  aig_lit same = aig_not(aig_xor(x->aig, sa, sb));
  return aig_and(x->aig, op == LLVMAdd ? same : aig_not(same), aig_xor(x->aig, sa, sr));
}

/* no-overflow: the signed overflow of an nsw add/sub/mul, an ashr by a too large (or
   negative) amount; a shl by such an amount cannot be judged (is its operand signed?):
   cut. The path goes on where there is none. */
static void sx_overflow_checks(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                               const bv *a, const bv *b) {
  if (!x->options->signed_overflow || !inst || !LLVMIsAInstruction(inst) || a->width < 2)
    return;
  if ((op == LLVMAdd || op == LLVMSub || op == LLVMMul) && LLVMGetNSW(inst))
    sx_check(x, s, inst, sx_nsw_overflow(x, op, a, b), ENC_ERROR_OVERFLOW,
             op == LLVMMul ? "signed multiplication overflow"
             : op == LLVMAdd ? "signed addition overflow" : "signed subtraction overflow");
  else if (op == LLVMAShr)
    sx_check(x, s, inst, sx_shift_too_far(x, b), ENC_ERROR_OVERFLOW,
             "signed shift by a negative or too large amount");
  else if (op == LLVMShl) {
    aig_lit far = aig_and(x->aig, s->guard, sx_shift_too_far(x, b));
    if (far != AIG_FALSE) {
      sx_cut(x, s, far, SX_INCOMPLETE_UNSUPPORTED,
             "a left shift by a negative or too large amount (is its operand signed?)", inst);
      s->guard = aig_and(x->aig, s->guard, aig_not(far));
    }
  }
}

static const bv *sx_binary(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                           const bv *a, const bv *b) {
  bvm *m = x->bvm;
  sx_overflow_checks(x, s, inst, op, a, b);
  switch (op) {
  case LLVMAdd: return rw_add(x->rewrite, a, b);
  case LLVMSub: return rw_sub(x->rewrite, a, b);
  case LLVMMul: return rw_mul(x->rewrite, a, b);
  case LLVMAnd: return bv_and(m, a, b);
  case LLVMOr: return bv_or(m, a, b);
  case LLVMXor: return bv_xor(m, a, b);
  case LLVMShl: case LLVMLShr: case LLVMAShr: return sx_shift(x, s, op, a, b);
  default: return sx_division(x, s, inst, op, a, b);
  }
}

aig_lit sx_compare(bvm *m, LLVMIntPredicate p, const bv *a, const bv *b) {
  switch (p) {
  case LLVMIntEQ: return bv_eq(m, a, b);
  case LLVMIntNE: return aig_not(bv_eq(m, a, b));
  case LLVMIntUGT: return bv_ult(m, b, a);
  case LLVMIntUGE: return bv_ule(m, b, a);
  case LLVMIntULT: return bv_ult(m, a, b);
  case LLVMIntULE: return bv_ule(m, a, b);
  case LLVMIntSGT: return bv_slt(m, b, a);
  case LLVMIntSGE: return bv_sle(m, b, a);
  case LLVMIntSLT: return bv_slt(m, a, b);
  default: return bv_sle(m, a, b);
  }
}

static bool sx_is_binary(LLVMOpcode op) {
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv:
  case LLVMURem: case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor:
    return true;
  default:
    return false;
  }
}

/* The operand's value, or NULL after cutting the path when it cannot be represented. */
static const bv *sx_need(sx *x, sx_state *s, LLVMValueRef inst, unsigned index) {
  const bv *v = sx_operand(x, s, LLVMGetOperand(inst, index));
  if (!v)
    sx_unsupported(x, s, inst, cb_opcode_description(inst));
  return v;
}

static const bv *sx_cast(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                         unsigned width) {
  const bv *a = sx_need(x, s, inst, 0);
  if (!a)
    return NULL;
  switch (op) {
  case LLVMZExt: return bv_zext(x->bvm, a, width);
  case LLVMSExt: return bv_sext(x->bvm, a, width);
  case LLVMTrunc: return bv_trunc(x->bvm, a, width);
  default: return NULL;
  }
}

/* ---- memory instructions ---------------------------------------------------------------- */

static void sx_alloca(sx *x, sx_state *s, LLVMValueRef inst) {
  LLVMTypeRef type = LLVMGetAllocatedType(inst);
  const bv *count = sx_need(x, s, inst, 0);
  if (!count)
    return;
  if (!LLVMTypeIsSized(type)) {
    sx_unsupported(x, s, inst, "stack object of unsized type");
    return;
  }
  /* A variable-length array (or alloca(n)) is a stack object of symbolic size. */
  unsigned long long element = LLVMABISizeOfType(x->layout, type);
  const bv *n = count->width < 64 ? bv_zext(x->bvm, count, 64) : count;
  const bv *bytes = bv_mul(x->bvm, n, bv_const(x->bvm, n->width, element));
  unsigned id = sx_new_sized_object(x, s, inst, MEM_STACK, bytes, false);
  if (!id)
    return;
  sx_frame_add_object(x, id);
  sx_define(x, s, inst, mem_address(x, id));
}

static unsigned sx_store_size(sx *x, LLVMTypeRef type) {
  return (unsigned)LLVMStoreSizeOfType(x->layout, type);
}

static bool sx_is_aggregate(LLVMTypeRef type) { return sx_is_aggregate_type(type); }

/* Whether every use of inst stores it (as the value, not the address): a copy. */
static bool sx_only_stored(LLVMValueRef inst) {
  for (LLVMUseRef use = LLVMGetFirstUse(inst); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsAStoreInst(user) || LLVMGetOperand(user, 0) != inst ||
        LLVMGetOperand(user, 1) == inst)
      return false;
  }
  return true;
}

/* A loaded pointer that is only copied, with its bits as they are: any value where they
   come from bytes never written, as the memory model gives those bytes. Its points-to
   set is what was stored there, none if nothing was: not "any object", which a store
   would put on every byte it writes, so that every pointer later loaded from there
   (the real ones too) would name every object (workstealqueue_mutex-2 with -K 1 ran out
   of memory so). A new bit-vector carries the set: the loaded one may be a byte image
   that memory holds, whose set is not this load's to change. Where the copy is loaded
   to be used, the walk finds the never-written bits again (they travel as they are)
   and cuts. */
static const bv *sx_copied_pointer(sx *x, const bv *value) {
  if (mem_pts(x, value))
    return value;
  const bv *copy = bv_from_bits(x->bvm, value->width, value->bits);
  mem_set_pts(x, copy, objset_empty(x->mem.sets));
  return copy;
}

static void sx_load(sx *x, sx_state *s, LLVMValueRef inst, unsigned width) {
  const bv *ptr = sx_need(x, s, inst, 0);
  if (!ptr)
    return;
  LLVMTypeRef type = LLVMTypeOf(inst);
  const bv *image = mem_load(x, s, inst, ptr, sx_store_size(x, type), AIG_TRUE);
  if (sx_is_aggregate(type)) {
    sx_define(x, s, inst, image);
    return;
  }
  const bv *value = mem_from_image(x, image, width);
  /* A pointer from bytes never written points nowhere (mem_indeterminate.h); the
     executions in which that changed its value are cut, not followed with it. A load
     that is only copied keeps the bytes' own value: nothing depends on it yet. */
  if (LLVMGetTypeKind(type) == LLVMPointerTypeKind) {
    const bv *clean = mem_indeterminate_pointer(x, value, mem_pts(x, ptr));
    if (clean != value && sx_only_stored(inst)) {
      value = sx_copied_pointer(x, value);
    } else {
      if (clean != value)
        sx_cut(x, s, aig_not(bv_eq(x->bvm, clean, value)), SX_INCOMPLETE_UNSUPPORTED,
               "unsupported: a pointer read from memory never written", inst);
      value = clean;
    }
  }
  sx_define(x, s, inst, value);
}

void sx_note_store(sx *x, sx_state *s, LLVMValueRef inst, const bv *ptr, const bv *value,
                   LLVMTypeRef type, aig_lit when) {
  if (!cb_has_location(inst) || sx_is_model(x->top->function->fn))
    return;
  sx_step step = {.guard = aig_and(x->aig, s->guard, when), .kind = ENC_STEP_VALUE,
                  .location = inst,
                  .function = x->top->function->name, .value = value, .type = type,
                  .note_kind = ENC_NOTE_WRITE, .address = ptr};
  sx_events_step(&x->events, &step);
}

static void sx_store(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *value = sx_need(x, s, inst, 0);
  const bv *ptr = value ? sx_need(x, s, inst, 1) : NULL;
  if (!ptr)
    return;
  LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(inst, 0));
  if (LLVMGetTypeKind(type) == LLVMIntegerTypeKind)
    value = sx_clamp(x, s, value);
  const bv *image = sx_is_aggregate(type) ? value : mem_to_image(x, value, sx_store_size(x, type));
  if (LLVMGetTypeKind(type) == LLVMPointerTypeKind && !mem_pts(x, image))
    mem_set_pts(x, image, OBJSET_ANY);
  mem_store(x, s, inst, ptr, image, AIG_TRUE);
  sx_note_store(x, s, inst, ptr, value, type, AIG_TRUE);
}

static const bv *sx_gep(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *base = sx_need(x, s, inst, 0);
  if (!base)
    return NULL;
  const bv *offset = mem_gep_offset(x, s, inst);
  if (!offset) {
    sx_unsupported(x, s, inst, "getelementptr on vectors");
    return NULL;
  }
  return mem_offset_pointer(x, base, offset);
}

/* Integer <-> pointer casts keep the bits (and the points-to set). */
static const bv *sx_resize_keep(sx *x, const bv *v, unsigned width) {
  const bv *r = v->width == width ? v
                : v->width > width ? bv_trunc(x->bvm, v, width) : bv_zext(x->bvm, v, width);
  mem_set_pts(x, r, mem_pts(x, v));
  return r;
}

/* ---- aggregates ------------------------------------------------------------------------ */

/* The byte offset and type of the element an extractvalue/insertvalue index path names. */
static unsigned long long sx_element(sx *x, LLVMValueRef inst, LLVMTypeRef *type) {
  unsigned n = LLVMGetNumIndices(inst);
  const unsigned *indices = LLVMGetIndices(inst);
  unsigned long long at = 0;
  for (unsigned i = 0; i < n; i++) {
    if (LLVMGetTypeKind(*type) == LLVMStructTypeKind) {
      at += LLVMOffsetOfElement(x->layout, *type, indices[i]);
      *type = LLVMStructGetTypeAtIndex(*type, indices[i]);
    } else {
      *type = LLVMGetElementType(*type);
      at += indices[i] * LLVMABISizeOfType(x->layout, *type);
    }
  }
  return at;
}

static const bv *sx_extract_value(sx *x, sx_state *s, LLVMValueRef inst, unsigned width) {
  const bv *agg = sx_need(x, s, inst, 0);
  if (!agg)
    return NULL;
  LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(inst, 0));
  unsigned long long at = sx_element(x, inst, &type);
  unsigned bytes = sx_store_size(x, type);
  const bv *image = bv_extract(x->bvm, agg, (unsigned)(8 * at), 8 * bytes);
  mem_set_pts(x, image, mem_pts(x, agg));
  return sx_is_aggregate(type) ? image : mem_from_image(x, image, width);
}

static const bv *sx_insert_value(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *agg = sx_need(x, s, inst, 0);
  const bv *elem = agg ? sx_need(x, s, inst, 1) : NULL;
  if (!elem)
    return NULL;
  LLVMTypeRef type = LLVMTypeOf(inst);
  unsigned long long at = sx_element(x, inst, &type);
  unsigned bytes = sx_store_size(x, type);
  const bv *image = sx_is_aggregate(type) ? elem : mem_to_image(x, elem, bytes);
  aig_lit *bits = cb_malloc(agg->width * sizeof *bits);
  memcpy(bits, agg->bits, agg->width * sizeof *bits);
  memcpy(bits + 8 * at, image->bits, image->width * sizeof *bits);
  const bv *result = bv_from_bits(x->bvm, agg->width, bits);
  free(bits);
  const objset *pa = mem_pts(x, agg), *pe = mem_pts(x, image);
  if (pa || pe)
    mem_set_pts(x, result, pa && pe ? objset_union(x->mem.sets, pa, pe) : pa ? pa : pe);
  return result;
}

/* An integer computed from a pointer may be turned back into one: it keeps the points-to
   sets of its operands, so that stores of it are noticed and dereferences of it consider
   the right objects. Whatever the arithmetic, the result may point only into an object of
   an operand (C's provenance: a pointer made from an integer may access only the object
   whose address that integer came from); its bits decide whether it does, and an access
   through it elsewhere is invalid. Sets of "any object" (nondeterministic pointers) stay. */
static void sx_derived_pointer(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                               const bv *result) {
  if (mem_pts(x, result) || op == LLVMICmp)
    return;
  const objset *set = NULL;
  unsigned n = LLVMGetNumOperands(inst);
  for (unsigned i = 0; i < n; i++) {
    const objset *o = mem_pts(x, sx_operand(x, s, LLVMGetOperand(inst, i)));
    if (o && (o == OBJSET_ANY || o->count)) /* an operand that names no object adds none */
      set = set ? objset_union(x->mem.sets, set, o) : o;
  }
  if (set)
    mem_set_pts(x, result, set);
}

/* ---- vectors: memory images, element i at byte i * size ------------------------------ */

static unsigned sx_lane_bits(sx *x, LLVMTypeRef vector) {
  return sx_type_bits(x, LLVMGetElementType(vector));
}

/* Lane `index` of a vector image; a symbolic index muxes over the lanes (an index past the
   end gives poison in LLVM: any value). */
static const bv *sx_lane(sx *x, const bv *vector, unsigned lanes, unsigned bits, const bv *index) {
  uint64_t i;
  if (bv_const_value(index, &i))
    return i < lanes ? bv_extract(x->bvm, vector, (unsigned)(i * bits), bits) : bv_input(x->bvm, bits);
  const bv *v = bv_input(x->bvm, bits);
  for (unsigned k = 0; k < lanes; k++)
    v = bv_ite(x->bvm, bv_eq(x->bvm, index, bv_const(x->bvm, index->width, k)),
               bv_extract(x->bvm, vector, k * bits, bits), v);
  return v;
}

static const bv *sx_extract_element(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *v = sx_need(x, s, inst, 0), *index = v ? sx_need(x, s, inst, 1) : NULL;
  if (!index)
    return NULL;
  LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(inst, 0));
  unsigned bits = sx_lane_bits(x, type);
  const bv *lane = sx_lane(x, v, LLVMGetVectorSize(type), bits, index);
  mem_set_pts(x, lane, mem_pts(x, v));
  return lane;
}

static const bv *sx_with_lane(sx *x, const bv *v, unsigned k, unsigned bits, const bv *lane) {
  aig_lit *out = cb_malloc(v->width * sizeof *out);
  memcpy(out, v->bits, v->width * sizeof *out);
  memcpy(out + k * bits, lane->bits, bits * sizeof *out);
  const bv *r = bv_from_bits(x->bvm, v->width, out);
  free(out);
  return r;
}

static const bv *sx_insert_element(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *v = sx_need(x, s, inst, 0);
  const bv *lane = v ? sx_need(x, s, inst, 1) : NULL;
  const bv *index = lane ? sx_need(x, s, inst, 2) : NULL;
  if (!index)
    return NULL;
  LLVMTypeRef type = LLVMTypeOf(inst);
  unsigned lanes = LLVMGetVectorSize(type), bits = sx_lane_bits(x, type);
  const bv *image = mem_to_image(x, lane, bits / 8);
  const bv *r = v;
  for (unsigned k = 0; k < lanes; k++) {
    aig_lit here = bv_eq(x->bvm, index, bv_const(x->bvm, index->width, k));
    if (here != AIG_FALSE)
      r = bv_ite(x->bvm, here, sx_with_lane(x, r, k, bits, image), r);
  }
  return r;
}

static const bv *sx_shuffle(sx *x, sx_state *s, LLVMValueRef inst) {
  const bv *a = sx_need(x, s, inst, 0), *b = a ? sx_need(x, s, inst, 1) : NULL;
  if (!b)
    return NULL;
  LLVMTypeRef in = LLVMTypeOf(LLVMGetOperand(inst, 0));
  unsigned lanes = LLVMGetVectorSize(in), bits = sx_lane_bits(x, in);
  unsigned n = LLVMGetNumMaskElements(inst);
  aig_lit *out = cb_malloc(n * bits * sizeof *out);
  for (unsigned k = 0; k < n; k++) {
    int m = LLVMGetMaskValue(inst, k);
    const bv *lane = m == LLVMGetUndefMaskElem() ? bv_input(x->bvm, bits)
                     : (unsigned)m < lanes ? bv_extract(x->bvm, a, (unsigned)m * bits, bits)
                                           : bv_extract(x->bvm, b, ((unsigned)m - lanes) * bits, bits);
    memcpy(out + k * bits, lane->bits, bits * sizeof *out);
  }
  const bv *r = bv_from_bits(x->bvm, n * bits, out);
  free(out);
  return r;
}

/* Vector results the encoder handles: moving lanes and bits around, nothing lane-wise. */
static bool sx_vector_supported(LLVMOpcode op) {
  switch (op) {
  case LLVMLoad: case LLVMInsertElement: case LLVMShuffleVector: case LLVMBitCast:
  case LLVMFreeze: case LLVMExtractValue: case LLVMInsertValue:
    return true;
  default:
    return false;
  }
}

/* ---- dispatch -------------------------------------------------------------------------- */

/* Instructions whose result is computed from operand values alone. */
static const bv *sx_compute(sx *x, sx_state *s, LLVMValueRef inst, LLVMOpcode op,
                            unsigned width) {
  if (sx_is_binary(op)) {
    const bv *a = sx_need(x, s, inst, 0);
    const bv *b = a ? sx_need(x, s, inst, 1) : NULL;
    return b ? sx_binary(x, s, inst, op, a, b) : NULL;
  }
  switch (op) {
  case LLVMICmp: {
    const bv *a = sx_need(x, s, inst, 0);
    const bv *b = a ? sx_need(x, s, inst, 1) : NULL;
    return b ? bv_from_bit(x->bvm, sx_decide(x, s, sx_compare(x->bvm, LLVMGetICmpPredicate(inst), a, b)))
             : NULL;
  }
  case LLVMZExt: case LLVMSExt: case LLVMTrunc:
    return sx_cast(x, s, inst, op, width);
  case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMFreeze: {
    /* Same bits. Poison is already an arbitrary value here, so freeze changes nothing. */
    const bv *a = sx_need(x, s, inst, 0);
    return a && a->width == width ? a : NULL;
  }
  case LLVMPtrToInt: case LLVMIntToPtr: {
    const bv *a = sx_need(x, s, inst, 0);
    return a ? sx_resize_keep(x, a, width) : NULL;
  }
  case LLVMSelect: {
    const bv *c = sx_need(x, s, inst, 0);
    const bv *t = c ? sx_need(x, s, inst, 1) : NULL;
    const bv *e = t ? sx_need(x, s, inst, 2) : NULL;
    return e && c->width == 1 ? sx_mux(x, c->bits[0], t, e) : NULL;
  }
  case LLVMGetElementPtr: return sx_gep(x, s, inst);
  case LLVMExtractElement: return sx_extract_element(x, s, inst);
  case LLVMInsertElement: return sx_insert_element(x, s, inst);
  case LLVMShuffleVector: return sx_shuffle(x, s, inst);
  case LLVMExtractValue: return sx_extract_value(x, s, inst, width);
  case LLVMInsertValue: return sx_insert_value(x, s, inst);
  default: return NULL;
  }
}

void sx_execute(sx *x, sx_state *s, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  switch (op) {
  case LLVMCall: sx_execute_call(x, s, inst); return;
  case LLVMStore: sx_store(x, s, inst); return;
  case LLVMAlloca: sx_alloca(x, s, inst); return;
  default: break;
  }
  if (sx_atomic_instruction(x, s, inst))
    return;
  unsigned width = sx_type_bits(x, LLVMTypeOf(inst));
  bool vector = LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMVectorTypeKind;
  if (!width || (vector && !sx_vector_supported(op)) ||
      (op == LLVMSelect && LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, 0))) == LLVMVectorTypeKind)) {
    sx_unsupported(x, s, inst, cb_opcode_description(inst));
    return;
  }
  if (cb_is_float_operation(op)) {
    const bv *result = sx_float_instruction(x, s, inst, op, width);
    if (result)
      sx_define(x, s, inst, result);
    else
      sx_unsupported(x, s, inst, cb_opcode_description(inst));
    return;
  }
  if (op == LLVMLoad) {
    sx_load(x, s, inst, width);
    return;
  }
  aig_lit before = s->guard;
  const bv *result = sx_compute(x, s, inst, op, width);
  if (result) {
    sx_derived_pointer(x, s, inst, op, result);
    sx_define(x, s, inst, result);
  }
  else if (s->guard == before && before != AIG_FALSE)
    sx_unsupported(x, s, inst, cb_opcode_description(inst));
}

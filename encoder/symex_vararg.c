/*
 * symex_vararg.c: variadic functions that read their arguments (llvm.va_start,
 * va_copy, va_end), as clang lowers va_arg for the two targets (docs/encoding.md,
 * "Variadic functions").
 *
 * Clang does not emit LLVM's va_arg instruction for x86-64 or i386: it reads the
 * arguments itself through the va_list, following the ABI. So va_start only has to lay
 * the variadic arguments out in memory where that code looks for them:
 *  - i386: va_list is a pointer to the arguments on the stack, each in a slot of its size
 *    rounded up to 4 bytes;
 *  - x86-64: va_list is {u32 gp_offset, u32 fp_offset, ptr overflow_arg_area,
 *    ptr reg_save_area}; with gp_offset = 48 and fp_offset = 176 (all registers used)
 *    every argument is read from the overflow area, in slots of 8 bytes (16-byte
 *    aligned for 16-byte types).
 * The area is a stack object of the variadic function's frame (it dies when it returns),
 * so reading more arguments than were passed is an out-of-bounds access, as the
 * undefined behaviour it is. Arguments of other kinds (structs by value, long double)
 * are unsupported: UNKNOWN, never a wrong value.
 */
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/mem_values.h"
#include "encoder/symex.h"

/* The offset of each variadic argument in the area and the area's size; false if one
   has a type this does not lay out. */
static bool sx_vararg_layout(sx *x, LLVMValueRef call, unsigned first, unsigned count,
                             uint64_t *offsets, uint64_t *total) {
  bool x86_64 = x->mem.pointer_bits == 64;
  uint64_t at = 0;
  for (unsigned i = 0; i < count; i++) {
    LLVMValueRef arg = LLVMGetOperand(call, first + i);
    LLVMTypeRef type = LLVMTypeOf(arg);
    LLVMTypeKind kind = LLVMGetTypeKind(type);
    if (kind != LLVMIntegerTypeKind && kind != LLVMPointerTypeKind && kind != LLVMDoubleTypeKind &&
        kind != LLVMFloatTypeKind)
      return false;
    if (LLVMGetCallSiteEnumAttribute(call, first + i + 1, LLVMGetEnumAttributeKindForName("byval", 5)))
      return false;
    uint64_t size = LLVMStoreSizeOfType(x->layout, type);
    if (size > (x86_64 ? 16u : 8u))
      return false;
    uint64_t slot = x86_64 ? 8 : 4;
    if (x86_64 && size == 16)
      at = (at + 15) & ~(uint64_t)15;
    offsets[i] = at;
    at += (size + slot - 1) / slot * slot;
  }
  *total = at;
  return true;
}

/* The value of a va_list that starts at `area` (the target's layout, above). */
static const bv *sx_va_list_image(sx *x, const bv *area) {
  if (x->mem.pointer_bits != 64)
    return area;
  aig_lit bits[192];
  const bv *gp = bv_const(x->bvm, 32, 48), *fp = bv_const(x->bvm, 32, 176);
  const bv *pointer = mem_to_image(x, area, 8);
  for (unsigned b = 0; b < 32; b++) {
    bits[b] = gp->bits[b];
    bits[32 + b] = fp->bits[b];
  }
  for (unsigned b = 0; b < 64; b++) {
    bits[64 + b] = pointer->bits[b];
    bits[128 + b] = AIG_FALSE;
  }
  const bv *image = bv_from_bits(x->bvm, 192, bits);
  mem_set_pts(x, image, mem_pts(x, area));
  return image;
}

static void sx_va_start(sx *x, sx_state *s, LLVMValueRef call) {
  const sx_frame *f = x->top;
  const bv *ap = sx_operand(x, s, LLVMGetOperand(call, 0));
  unsigned fixed = LLVMCountParams(f->function->fn);
  if (!ap || !f->args || f->num_args < fixed || !f->call_site) {
    sx_unsupported(x, s, call, "va_start without the call's arguments");
    return;
  }
  unsigned count = f->num_args - fixed;
  uint64_t *offsets = cb_calloc(count ? count : 1, sizeof *offsets);
  uint64_t total = 0;
  if (!sx_vararg_layout(x, f->call_site, fixed, count, offsets, &total)) {
    free(offsets);
    sx_unsupported(x, s, call, "variadic function reading its arguments (va_start): one is a struct or long double");
    return;
  }
  unsigned id = mem_new_object(x, s, MEM_STACK, total ? total : 1,
                               bv_const(x->bvm, x->mem.offset_bits, total), false, call);
  if (!id) {
    free(offsets);
    sx_unsupported(x, s, call, "object too large or too many objects");
    return;
  }
  sx_frame_add_object(x, id);
  const bv *area = mem_address(x, id);
  unsigned pw = x->mem.pointer_bits;
  for (unsigned i = 0; i < count && s->guard != AIG_FALSE; i++) {
    const bv *value = f->args[fixed + i];
    if (!value) {
      sx_unsupported(x, s, call, "variadic argument the encoder cannot represent");
      break;
    }
    unsigned size = (unsigned)LLVMStoreSizeOfType(x->layout, LLVMTypeOf(LLVMGetOperand(f->call_site, fixed + i)));
    mem_store(x, s, call, mem_offset_pointer(x, area, bv_const(x->bvm, pw, offsets[i])),
              mem_to_image(x, value, size), AIG_TRUE);
  }
  free(offsets);
  mem_store(x, s, call, ap, sx_va_list_image(x, area), AIG_TRUE);
}

bool sx_vararg_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  if (!strncmp(name, "llvm.va_start", 13)) {
    sx_va_start(x, s, call);
    return true;
  }
  if (!strncmp(name, "llvm.va_end", 11))
    return true;
  if (!strncmp(name, "llvm.va_copy", 12)) {
    const bv *dst = sx_operand(x, s, LLVMGetOperand(call, 0));
    const bv *src = sx_operand(x, s, LLVMGetOperand(call, 1));
    if (!dst || !src) {
      sx_unsupported(x, s, call, "va_copy of an unknown va_list");
      return true;
    }
    unsigned bytes = x->mem.pointer_bits == 64 ? 24 : 4;
    mem_copy(x, s, call, dst, src, NULL, bv_const(x->bvm, x->mem.pointer_bits, bytes));
    return true;
  }
  return false;
}

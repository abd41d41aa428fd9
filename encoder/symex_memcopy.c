/*
 * symex_memcopy.c: memcpy, memmove and memset with lengths that may be symbolic, as
 * checked byte accesses (symex.h, docs/memory.md).
 */
#include <stdlib.h>

#include "base/alloc.h"
#include "encoder/symex.h"

/* Copies byte by byte, each under "i < n": a symbolic length costs in proportion to the
   largest length the destination allows. Reads all bytes first (memmove semantics). */
void mem_copy(sx *x, sx_state *s, LLVMValueRef inst, const bv *dst, const bv *src,
              const bv *byte, const bv *n) {
  uint64_t length;
  uint64_t limit;
  if (bv_const_value(n, &length)) {
    limit = length;
  } else {
    bool partial;
    limit = mem_largest_capacity(x, dst, &partial);
    /* a length past every destination's capacity is an out-of-bounds access, or past
       the represented part of a partial object (cut) */
    const bv *beyond = bv_const(x->bvm, n->width, limit);
    aig_lit too_long = aig_and(x->aig, s->guard, aig_not(bv_ule(x->bvm, n, beyond)));
    if (partial) {
      sx_cut(x, s, too_long, SX_INCOMPLETE_UNSUPPORTED,
             "unsupported: a copy past the represented part of an object (main's "
             "arguments, or one whose size is not a constant: raise --object-bytes)", inst);
    } else {
      sx_error(x, too_long, inst, ENC_ERROR_DEREF, "out-of-bounds memory access");
      if (!sx_thread_fail(x, s, too_long))
        s->guard = aig_and(x->aig, s->guard, bv_ule(x->bvm, n, beyond));
    }
  }
  const bv **bytes = cb_calloc(limit ? limit : 1, sizeof *bytes);
  aig_lit *enabled = cb_calloc(limit ? limit : 1, sizeof *enabled);
  unsigned pw = x->mem.pointer_bits;
  for (uint64_t i = 0; i < limit; i++) {
    const bv *index = bv_const(x->bvm, pw, i);
    enabled[i] = bv_ult(x->bvm, bv_const(x->bvm, n->width, i), n);
    if (n->width < 64 && i >= ((uint64_t)1 << n->width))
      enabled[i] = AIG_FALSE;
    bytes[i] = src ? mem_load(x, s, inst, mem_offset_pointer(x, src, index), 1, enabled[i]) : byte;
  }
  for (uint64_t i = 0; i < limit; i++)
    mem_store(x, s, inst, mem_offset_pointer(x, dst, bv_const(x->bvm, pw, i)), bytes[i],
              enabled[i]);
  free(bytes);
  free(enabled);
}

/* mem_values.c: points-to sets and memory images of values (see mem_values.h). */
#include "encoder/mem_values.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/symex.h"
#include "base/vec.h"

/* ---- points-to sets -------------------------------------------------------------------- */

/*
 * A constant of pointer width points exactly where its bits say: its own object, or none
 * (object 0: null and small integers). Bit-vectors are shared by value, so the set
 * recorded for a constant would be the union over every value that ever equalled it
 * (a pointer difference of 1 would make every 1 a pointer), and one such integer muxed
 * with a pointer makes the result "any object".
 */
static const objset *mem_constant_pts(sx *x, const bv *value) {
  memory *m = &x->mem;
  uint64_t id = 0;
  bv_const_value(bv_extract(x->bvm, value, m->offset_bits, m->pointer_bits - m->offset_bits), &id);
  return id > 0 && id < m->num_objects ? objset_single(m->sets, (unsigned)id)
                                       : objset_empty(m->sets);
}

const objset *mem_pts(sx *x, const bv *value) {
  if (!value)
    return NULL;
  if (value->width == x->mem.pointer_bits && bv_is_const(value))
    return mem_constant_pts(x, value);
  unsigned i;
  return ptrmap_get(&x->mem.pts, value, &i) ? x->mem.pts_sets[i] : NULL;
}

void mem_set_pts(sx *x, const bv *value, const objset *set) {
  memory *m = &x->mem;
  if (!set)
    return;
  unsigned i;
  if (ptrmap_get(&m->pts, value, &i)) {
    m->pts_sets[i] = objset_union(m->sets, m->pts_sets[i], set);
    return;
  }
  CB_GROW(m->pts_sets, m->num_pts, m->cap_pts, 256);
  m->pts_sets[m->num_pts] = set;
  ptrmap_put(&m->pts, value, m->num_pts++);
}

/* ---- images ---------------------------------------------------------------------------- */

static const bv *mem_reverse_bytes(sx *x, const bv *v) {
  unsigned n = v->width / 8;
  aig_lit *bits = cb_malloc(v->width * sizeof *bits);
  for (unsigned b = 0; b < n; b++)
    memcpy(bits + 8 * b, v->bits + 8 * (n - 1 - b), 8 * sizeof *bits);
  const bv *r = bv_from_bits(x->bvm, v->width, bits);
  free(bits);
  return r;
}

const bv *mem_to_image(sx *x, const bv *value, unsigned bytes) {
  const bv *image = value->width == 8 * bytes ? value
                    : value->width < 8 * bytes ? bv_zext(x->bvm, value, 8 * bytes)
                                               : bv_trunc(x->bvm, value, 8 * bytes);
  if (x->mem.big_endian && bytes > 1)
    image = mem_reverse_bytes(x, image);
  mem_set_pts(x, image, mem_pts(x, value));
  return image;
}

const bv *mem_from_image(sx *x, const bv *image, unsigned width) {
  const bv *value = x->mem.big_endian && image->width > 8 ? mem_reverse_bytes(x, image) : image;
  if (value->width > width)
    value = bv_trunc(x->bvm, value, width);
  else if (value->width < width)
    value = bv_zext(x->bvm, value, width);
  mem_set_pts(x, value, mem_pts(x, image));
  return value;
}

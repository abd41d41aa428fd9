#include "bitblast/rewrite.h"

#include <stdlib.h>

#include "base/alloc.h"
#include "base/ptrmap.h"
#include "base/vec.h"

typedef struct rw_linear {
  const bv *base;
  uint64_t factor, offset; /* value = base * factor + offset, modulo 2^width */
} rw_linear;

struct rw {
  bvm *bvm;
  ptrmap index; /* bv -> entry */
  rw_linear *entries;
  unsigned count, capacity;
};

rw *rw_new(bvm *m) {
  rw *r = cb_calloc(1, sizeof *r);
  r->bvm = m;
  ptrmap_init(&r->index);
  return r;
}

void rw_free(rw *r) {
  ptrmap_release(&r->index);
  free(r->entries);
  free(r);
}

static uint64_t rw_mask(unsigned width) {
  return width >= 64 ? UINT64_MAX : ((uint64_t)1 << width) - 1;
}

/* The linear form of a value: its record, or itself * 1 + 0. */
static rw_linear rw_form(rw *r, const bv *v) {
  unsigned i;
  if (ptrmap_get(&r->index, v, &i))
    return r->entries[i];
  return (rw_linear){v, 1, 0};
}

/* Builds base * factor + offset from the base, and remembers the form of the result. */
static const bv *rw_build(rw *r, rw_linear form) {
  unsigned w = form.base->width;
  form.factor &= rw_mask(w);
  form.offset &= rw_mask(w);
  const bv *v = form.base;
  if (form.factor != 1)
    v = bv_mul(r->bvm, v, bv_const(r->bvm, w, form.factor));
  if (form.offset)
    v = bv_add(r->bvm, v, bv_const(r->bvm, w, form.offset));
  if (v != form.base && !bv_is_const(v)) {
    CB_GROW(r->entries, r->count, r->capacity, 256);
    r->entries[r->count] = form;
    ptrmap_put(&r->index, v, r->count++);
  }
  return v;
}

static bool rw_small_const(const bv *v, uint64_t *value) {
  return v->width <= 64 && bv_const_value(v, value);
}

const bv *rw_add(rw *r, const bv *a, const bv *b) {
  uint64_t c;
  if (rw_small_const(a, &c) && !bv_is_const(b)) {
    const bv *t = a; a = b; b = t;
  }
  if (bv_is_const(a) || !rw_small_const(b, &c))
    return bv_add(r->bvm, a, b);
  rw_linear f = rw_form(r, a);
  f.offset += c;
  return rw_build(r, f);
}

const bv *rw_sub(rw *r, const bv *a, const bv *b) {
  uint64_t c;
  if (bv_is_const(a) || !rw_small_const(b, &c))
    return bv_sub(r->bvm, a, b);
  rw_linear f = rw_form(r, a);
  f.offset -= c;
  return rw_build(r, f);
}

const bv *rw_mul(rw *r, const bv *a, const bv *b) {
  uint64_t c;
  if (rw_small_const(a, &c) && !bv_is_const(b)) {
    const bv *t = a; a = b; b = t;
  }
  if (bv_is_const(a) || !rw_small_const(b, &c))
    return bv_mul(r->bvm, a, b);
  rw_linear f = rw_form(r, a);
  f.factor *= c;
  f.offset *= c;
  return rw_build(r, f);
}

const bv *rw_shl_const(rw *r, const bv *a, uint64_t amount) {
  rw_linear f = rw_form(r, a);
  f.factor <<= amount;
  f.offset <<= amount;
  return rw_build(r, f);
}

/*
 * bv_bits.c: the bit-vector manager and its arena, constants and inputs, bitwise
 * operations, width changes and selection (see bv.h): each result bit is an operand
 * bit or one gate over operand bits. The circuits with carries are in bv_arith.c.
 *
 * Every bv lives in the manager's arena, a list of chunks freed at bvm_free().
 */
#include "bitblast/bv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "bitblast/bv_internal.h"
#include "bitblast/bv_range.h"

#define BV_FIRST_CHUNK ((size_t)1 << 16)
#define BV_MAX_CHUNK ((size_t)1 << 22)

/* ---- manager and arena ---------------------------------------------------------------- */

bvm *bvm_new(aig *g) {
  bvm *m = cb_malloc(sizeof *m);
  m->g = g;
  m->chunks = NULL;
  m->bytes = 0;
  m->next_size = BV_FIRST_CHUNK;
  m->ranges = bvr_new();
  return m;
}

void bvm_free(bvm *m) {
  if (!m)
    return;
  bvm_chunk *c = m->chunks;
  while (c) {
    bvm_chunk *next = c->next;
    free(c);
    c = next;
  }
  bvr_free(m->ranges);
  free(m);
}

aig *bvm_aig(bvm *m) { return m->g; }

bv_ranges *bvm_ranges(bvm *m) { return m->ranges; }

size_t bvm_bytes(const bvm *m) { return m->bytes + bvr_bytes(m->ranges); }

void bv_die(const char *op, const char *msg, unsigned x, unsigned y) {
  fprintf(stderr, "cbounds: %s: %s (%u, %u)\n", op, msg, x, y);
  abort();
}

void *bvm_alloc(bvm *m, size_t size) {
  size = (size + 7) & ~(size_t)7; /* keeps every bv 8-byte aligned */
  bvm_chunk *c = m->chunks;
  if (!c || c->size - c->used < size) {
    size_t cap = m->next_size > size ? m->next_size : size;
    c = cb_malloc(sizeof *c + cap);
    c->next = m->chunks;
    c->size = cap;
    c->used = 0;
    m->chunks = c;
    m->bytes += sizeof *c + cap;
    if (m->next_size < BV_MAX_CHUNK)
      m->next_size *= 2;
  }
  void *res = c->data + c->used;
  c->used += size;
  return res;
}

/* ---- construction and inspection -------------------------------------------------------- */

const bv *bv_const(bvm *m, unsigned width, uint64_t value) {
  bv *r = bv_fresh(m, "bv_const", width);
  for (unsigned i = 0; i < width; i++)
    r->bits[i] = i < 64 && ((value >> i) & 1) ? AIG_TRUE : AIG_FALSE;
  return r;
}

const bv *bv_const_words(bvm *m, unsigned width, const uint64_t *words) {
  bv *r = bv_fresh(m, "bv_const_words", width);
  for (unsigned i = 0; i < width; i++)
    r->bits[i] = (words[i / 64] >> (i % 64)) & 1 ? AIG_TRUE : AIG_FALSE;
  return r;
}

const bv *bv_input(bvm *m, unsigned width) {
  bv *r = bv_fresh(m, "bv_input", width);
  for (unsigned i = 0; i < width; i++)
    r->bits[i] = aig_input(m->g);
  return r;
}

const bv *bv_from_bits(bvm *m, unsigned width, const aig_lit *bits) {
  bv *r = bv_fresh(m, "bv_from_bits", width);
  memcpy(r->bits, bits, (size_t)width * sizeof bits[0]);
  return r;
}

const bv *bv_from_bit(bvm *m, aig_lit bit) { return bv_from_bits(m, 1, &bit); }

bool bv_is_const(const bv *a) {
  for (unsigned i = 0; i < a->width; i++)
    if (!aig_is_const(a->bits[i]))
      return false;
  return true;
}

bool bv_const_value(const bv *a, uint64_t *value) {
  uint64_t v = 0;
  for (unsigned i = 0; i < a->width; i++) {
    aig_lit bit = a->bits[i];
    if (!aig_is_const(bit))
      return false;
    if (bit == AIG_TRUE) {
      if (i >= 64)
        return false;
      v |= UINT64_C(1) << i;
    }
  }
  *value = v;
  return true;
}

/* ---- bitwise --------------------------------------------------------------------------- */

const bv *bv_and(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_and", a, b);
  bv *r = bv_fresh(m, "bv_and", a->width);
  for (unsigned i = 0; i < a->width; i++)
    r->bits[i] = aig_and(m->g, a->bits[i], b->bits[i]);
  return r;
}

const bv *bv_or(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_or", a, b);
  bv *r = bv_fresh(m, "bv_or", a->width);
  for (unsigned i = 0; i < a->width; i++)
    r->bits[i] = aig_or(m->g, a->bits[i], b->bits[i]);
  return r;
}

const bv *bv_xor(bvm *m, const bv *a, const bv *b) {
  bv_check_same("bv_xor", a, b);
  bv *r = bv_fresh(m, "bv_xor", a->width);
  for (unsigned i = 0; i < a->width; i++)
    r->bits[i] = aig_xor(m->g, a->bits[i], b->bits[i]);
  return r;
}

const bv *bv_not(bvm *m, const bv *a) {
  bv *r = bv_fresh(m, "bv_not", a->width);
  for (unsigned i = 0; i < a->width; i++)
    r->bits[i] = aig_not(a->bits[i]);
  return r;
}

/* ---- width changes and selection ------------------------------------------------------- */

static const bv *bv_extend(bvm *m, const char *op, const bv *a, unsigned width,
                           aig_lit fill) {
  if (width < a->width)
    bv_die(op, "target width below operand width", width, a->width);
  bv *r = bv_fresh(m, op, width);
  memcpy(r->bits, a->bits, (size_t)a->width * sizeof a->bits[0]);
  for (unsigned i = a->width; i < width; i++)
    r->bits[i] = fill;
  return r;
}

const bv *bv_zext(bvm *m, const bv *a, unsigned width) {
  const bv *r = bv_extend(m, "bv_zext", a, width, AIG_FALSE);
  bvr_note_op(m, BVR_ZEXT, r, a, NULL);
  return r;
}

const bv *bv_sext(bvm *m, const bv *a, unsigned width) {
  const bv *r = bv_extend(m, "bv_sext", a, width, bv_msb(a));
  bvr_note_op(m, BVR_SEXT, r, a, NULL);
  return r;
}

const bv *bv_trunc(bvm *m, const bv *a, unsigned width) {
  if (width > a->width)
    bv_die("bv_trunc", "target width above operand width", width, a->width);
  const bv *r = bv_from_bits(m, width, a->bits);
  bvr_note_op(m, BVR_TRUNC, r, a, NULL);
  return r;
}

const bv *bv_extract(bvm *m, const bv *a, unsigned lo, unsigned width) {
  if (lo >= a->width || width > a->width - lo)
    bv_die("bv_extract", "range outside the operand", lo, width);
  const bv *r = bv_from_bits(m, width, a->bits + lo);
  if (lo == 0)
    bvr_note_op(m, BVR_TRUNC, r, a, NULL);
  return r;
}

const bv *bv_concat(bvm *m, const bv *lo, const bv *hi) {
  if (hi->width > BV_MAX_WIDTH - lo->width)
    bv_die("bv_concat", "result too wide", lo->width, hi->width);
  bv *r = bv_fresh(m, "bv_concat", lo->width + hi->width);
  memcpy(r->bits, lo->bits, (size_t)lo->width * sizeof lo->bits[0]);
  memcpy(r->bits + lo->width, hi->bits, (size_t)hi->width * sizeof hi->bits[0]);
  bvr_note_op(m, BVR_CONCAT, r, lo, hi);
  return r;
}

const bv *bv_ite(bvm *m, aig_lit c, const bv *t, const bv *e) {
  bv_check_same("bv_ite", t, e);
  if (c == AIG_TRUE || t == e)
    return t;
  if (c == AIG_FALSE)
    return e;
  bv *r = bv_fresh(m, "bv_ite", t->width);
  for (unsigned i = 0; i < t->width; i++)
    r->bits[i] = aig_ite(m->g, c, t->bits[i], e->bits[i]);
  bvr_note_ite(m, r, c, t, e);
  return r;
}

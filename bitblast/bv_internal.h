/*
 * bv_internal.h: what the two halves of the bit-vector layer share (bv_bits.c,
 * bv_arith.c): the manager, its arena, argument checks and the word-level helpers of
 * the constant fast paths. Internal to bitblast/: include bv.h elsewhere.
 *
 * Ownership: bit-vectors live in the manager's arena and are freed with it
 * (bvm_free); bv_scratch() memory is the caller's to free(). Errors: a wrong width or
 * argument aborts with a message (bv_die).
 */
#ifndef CB_BV_INTERNAL_H
#define CB_BV_INTERNAL_H

#include <stdint.h>

#include "base/alloc.h"
#include "bitblast/bv.h"
#include "bitblast/bv_range.h"

typedef struct bvm_chunk {
  struct bvm_chunk *next;
  size_t size, used;
  unsigned char data[];
} bvm_chunk;

struct bvm {
  aig *g;
  bvm_chunk *chunks; /* the newest first; only it has room */
  size_t bytes;      /* held by all chunks */
  size_t next_size;
  bv_ranges *ranges;
};

/* Prints what went wrong with an operation's operands and aborts. */
void bv_die(const char *op, const char *msg, unsigned x, unsigned y);
/* size bytes from the manager's arena, 8-byte aligned. */
void *bvm_alloc(bvm *m, size_t size);

static inline void bv_check_width(const char *op, unsigned width) {
  if (width < 1 || width > BV_MAX_WIDTH)
    bv_die(op, "width out of range", width, BV_MAX_WIDTH);
}

static inline void bv_check_same(const char *op, const bv *a, const bv *b) {
  if (a->width != b->width)
    bv_die(op, "operand widths differ", a->width, b->width);
}

/* A new bv whose bits the caller fills in. */
static inline bv *bv_fresh(bvm *m, const char *op, unsigned width) {
  bv_check_width(op, width);
  bv *r = bvm_alloc(m, sizeof *r + (size_t)width * sizeof r->bits[0]);
  r->width = width;
  return r;
}

static inline aig_lit *bv_scratch(size_t n) { return cb_malloc(n * sizeof(aig_lit)); }

static inline uint64_t bv_mask(unsigned width) {
  return width >= 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
}

/* The value of a constant of at most 64 bits, for the word-level fast paths. */
static inline bool bv_word(const bv *a, uint64_t *value) {
  return a->width <= 64 && bv_const_value(a, value);
}

static inline bool bv_words(const bv *a, const bv *b, uint64_t *x, uint64_t *y) {
  return bv_word(a, x) && bv_word(b, y);
}

static inline const bv *bv_word_result(bvm *m, unsigned width, uint64_t value) {
  return bv_const(m, width, value & bv_mask(width));
}

/* The two's complement value of a width-bit word. */
static inline int64_t bv_signed_word(uint64_t value, unsigned width) {
  if (width < 64 && ((value >> (width - 1)) & 1))
    value |= ~bv_mask(width);
  return (int64_t)value;
}

static inline aig_lit bv_msb(const bv *a) { return a->bits[a->width - 1]; }

#endif

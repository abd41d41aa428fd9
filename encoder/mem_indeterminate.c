/* mem_indeterminate.c: pointers read from memory never written (see mem_indeterminate.h). */
#include "encoder/mem_indeterminate.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/mem_values.h"
#include "encoder/symex.h"
#include "base/vec.h"

/* Muxes deeper than this are left as they are (a replacement is never needed for
   soundness, only for a smaller encoding). */
#define MEM_INDETERMINATE_MAX_DEPTH 4096

uint64_t mem_indeterminate_object(const memory *m) {
  return ((uint64_t)1 << (m->pointer_bits - m->offset_bits)) - 1;
}

/* The bit of its byte that node stands for, plus one; 0 if it is not indeterminate. */
static unsigned mem_indeterminate_bit(const memory *m, uint32_t node) {
  return node < m->cap_indeterminate ? m->indeterminate[node] : 0;
}

void mem_mark_indeterminate(sx *x, const bv *byte) {
  memory *m = &x->mem;
  for (unsigned i = 0; i < byte->width; i++) {
    uint32_t node = aig_node(byte->bits[i]);
    if (node >= m->cap_indeterminate) {
      if (!m->cap_indeterminate)
        ptrmap_init(&m->indeterminate_done);
      size_t old = m->cap_indeterminate;
      CB_RESERVE(m->indeterminate, (size_t)node + 1, m->cap_indeterminate, 4096);
      memset(m->indeterminate + old, 0, m->cap_indeterminate - old);
    }
    m->indeterminate[node] = (uint8_t)(i + 1);
  }
}

void mem_indeterminate_release(memory *m) {
  if (m->cap_indeterminate)
    ptrmap_release(&m->indeterminate_done);
  free(m->indeterminate);
  free(m->indeterminate_below);
  m->indeterminate = m->indeterminate_below = NULL;
  m->cap_indeterminate = m->cap_indeterminate_below = 0;
}

#define MEM_BELOW_UNKNOWN 0
#define MEM_BELOW_NONE 1
#define MEM_BELOW_SOME 2

/* Whether an indeterminate bit is in the cone of node (memoised for every node met, so
   the walks of all loads together visit each node once; iterative: cones are deep). */
static bool mem_indeterminate_below(sx *x, uint32_t root) {
  memory *m = &x->mem;
  const aig *g = x->aig;
  size_t nodes = aig_num_nodes(g);
  if (nodes > m->cap_indeterminate_below) {
    size_t old = m->cap_indeterminate_below;
    CB_RESERVE(m->indeterminate_below, nodes, m->cap_indeterminate_below, 4096);
    memset(m->indeterminate_below + old, MEM_BELOW_UNKNOWN, m->cap_indeterminate_below - old);
    m->indeterminate_below[0] = MEM_BELOW_NONE; /* the constant */
  }
  uint8_t *below = m->indeterminate_below;
  if (below[root] != MEM_BELOW_UNKNOWN)
    return below[root] == MEM_BELOW_SOME;
  size_t cap = 0, top = 0;
  uint32_t *stack = NULL;
  CB_RESERVE(stack, 1, cap, 64);
  stack[top++] = root;
  while (top) {
    uint32_t n = stack[top - 1];
    if (below[n] != MEM_BELOW_UNKNOWN) {
      top--;
      continue;
    }
    if (!aig_node_is_and(g, n)) {
      below[n] = mem_indeterminate_bit(m, n) ? MEM_BELOW_SOME : MEM_BELOW_NONE;
      top--;
      continue;
    }
    uint32_t a = aig_node(aig_node_child0(g, n)), b = aig_node(aig_node_child1(g, n));
    if (below[a] == MEM_BELOW_UNKNOWN || below[b] == MEM_BELOW_UNKNOWN) {
      CB_RESERVE(stack, top + 2, cap, 64);
      if (below[a] == MEM_BELOW_UNKNOWN)
        stack[top++] = a;
      if (below[b] == MEM_BELOW_UNKNOWN)
        stack[top++] = b;
      continue;
    }
    below[n] = below[a] == MEM_BELOW_SOME || below[b] == MEM_BELOW_SOME ? MEM_BELOW_SOME
                                                                         : MEM_BELOW_NONE;
    top--;
  }
  free(stack);
  return below[root] == MEM_BELOW_SOME;
}

/* What the walk of one bit of a pointer replaces with: a never-written bit that is bit
   `position` of its byte becomes `poison`. */
typedef struct mem_walk {
  sx *x;
  unsigned position; /* 0..7 */
  aig_lit poison;    /* AIG_FALSE or AIG_TRUE */
} mem_walk;

/* The memo key of a node's result: the result depends on the node, the position and the
   poison value (16 walks in all), and is the same for every load (memory.h). */
static const void *mem_walk_key(const mem_walk *w, uint32_t node) {
  return (const void *)(uintptr_t)(((uintptr_t)node << 4 | w->position << 1 | w->poison) + 1);
}

static aig_lit mem_replace(const mem_walk *w, aig_lit lit, unsigned depth);

/* A child of a gate that is not a whole mux: aig_ite's constant-folded forms (c ? 0 : e
   is ¬c ∧ e, c ? 1 : e is ¬(¬c ∧ ¬e)) have the data as a child, a never-written bit or
   a mux. Anything else (a select condition, arithmetic) stays as it is. */
static aig_lit mem_replace_child(const mem_walk *w, aig_lit lit, unsigned depth) {
  uint32_t node = aig_node(lit);
  aig_lit c, t, e;
  if (mem_indeterminate_bit(&w->x->mem, node) == w->position + 1 ||
      aig_match_ite(w->x->aig, node, &c, &t, &e))
    return mem_replace(w, lit, depth);
  return lit;
}

/* lit with the never-written bits for this position replaced by w->poison, through the
   muxes that merged paths and rounds are made of: into the two data inputs of a mux,
   never into its select. Bits of a byte at another position come from computation (an
   index shifted into an address) and stay. */
static aig_lit mem_replace(const mem_walk *w, aig_lit lit, unsigned depth) {
  if (aig_is_const(lit) || depth > MEM_INDETERMINATE_MAX_DEPTH)
    return lit;
  uint32_t node = aig_node(lit);
  const aig *g = w->x->aig;
  if (mem_indeterminate_bit(&w->x->mem, node) == w->position + 1)
    return aig_sign(lit) ? aig_not(w->poison) : w->poison;
  if (!aig_node_is_and(g, node) || !mem_indeterminate_below(w->x, node))
    return lit;
  ptrmap *done = &w->x->mem.indeterminate_done;
  unsigned cached;
  aig_lit result;
  if (ptrmap_get(done, mem_walk_key(w, node), &cached)) {
    result = (aig_lit)cached;
  } else {
    aig_lit c, t, e;
    result = 2 * node;
    if (aig_match_ite(g, node, &c, &t, &e)) {
      aig_lit t2 = mem_replace(w, t, depth + 1), e2 = mem_replace(w, e, depth + 1);
      if (t2 != t || e2 != e)
        result = aig_not(aig_ite(w->x->aig, c, t2, e2)); /* the node is the complement */
    } else {
      aig_lit a = aig_node_child0(g, node), b = aig_node_child1(g, node);
      aig_lit a2 = mem_replace_child(w, a, depth + 1), b2 = mem_replace_child(w, b, depth + 1);
      if (a2 != a || b2 != b)
        result = aig_and(w->x->aig, a2, b2);
    }
    ptrmap_put(done, mem_walk_key(w, node), result);
  }
  return aig_sign(lit) ? aig_not(result) : result;
}

/* Bit i of value with the never-written bits for its position replaced. */
static aig_lit mem_replace_bit(sx *x, const bv *value, unsigned i) {
  const memory *m = &x->mem;
  uint64_t object = mem_indeterminate_object(m);
  bool one = i >= m->offset_bits && ((object >> (i - m->offset_bits)) & 1);
  mem_walk w = {.x = x, .position = i % 8, .poison = one ? AIG_TRUE : AIG_FALSE};
  return mem_replace(&w, value->bits[i], 0);
}

/* Whether every object of set (a known, non-empty set) is read-only. */
static bool mem_only_read_only(const memory *m, const objset *set) {
  if (!set || set == OBJSET_ANY || !set->count)
    return false;
  for (unsigned i = 0; i < set->count; i++)
    if (set->ids[i] >= m->num_objects || !m->objects[set->ids[i]].read_only)
      return false;
  return true;
}

const bv *mem_indeterminate_pointer(sx *x, const bv *value, const objset *source) {
  memory *m = &x->mem;
  if (!m->cap_indeterminate || value->width != m->pointer_bits || mem_only_read_only(m, source))
    return value;
  aig_lit *bits = cb_malloc(value->width * sizeof *bits);
  /* Only a pointer whose object may come from bytes never written: an address into a
     known object at an offset computed from such bytes keeps its offsets. So the object
     bits first, and the offset bits only if one of them changed: their walks rebuild
     whatever the offset was computed from, for nothing if the result is not kept. */
  bool object_replaced = false;
  for (unsigned i = m->offset_bits; i < value->width; i++) {
    bits[i] = mem_replace_bit(x, value, i);
    object_replaced |= bits[i] != value->bits[i];
  }
  const bv *result = value;
  if (object_replaced) {
    for (unsigned i = 0; i < m->offset_bits; i++)
      bits[i] = mem_replace_bit(x, value, i);
    result = bv_from_bits(x->bvm, value->width, bits);
    mem_set_pts(x, result, mem_pts(x, value));
  }
  free(bits);
  return result;
}

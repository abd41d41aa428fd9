#include "encoder/memtree.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

#define MT_BITS 4u
#define MT_FANOUT (1u << MT_BITS)

/* Inner nodes hold children, leaves (depth 1) hold values: the same layout serves both. */
struct mt_node {
  const void *slot[MT_FANOUT];
};

typedef struct mt_chunk {
  struct mt_chunk *next;
  size_t used;
  mt_node nodes[1024];
} mt_chunk;

struct memtree {
  bvm *bvm;
  mt_initial_fn initial;
  void *context;
  mt_chunk *chunks;
  size_t num_chunks;
};

memtree *mt_new(bvm *m, mt_initial_fn initial, void *context) {
  memtree *t = cb_calloc(1, sizeof *t);
  t->bvm = m;
  t->initial = initial;
  t->context = context;
  return t;
}

void mt_free(memtree *t) {
  while (t->chunks) {
    mt_chunk *next = t->chunks->next;
    free(t->chunks);
    t->chunks = next;
  }
  free(t);
}

size_t mt_bytes(const memtree *t) { return t->num_chunks * sizeof(mt_chunk); }

static mt_node *mt_alloc(memtree *t, const mt_node *copy_of) {
  if (!t->chunks || t->chunks->used == sizeof t->chunks->nodes / sizeof *t->chunks->nodes) {
    mt_chunk *c = cb_malloc(sizeof *c);
    c->next = t->chunks;
    c->used = 0;
    t->chunks = c;
    t->num_chunks++;
  }
  mt_node *n = &t->chunks->nodes[t->chunks->used++];
  if (copy_of)
    *n = *copy_of;
  else
    memset(n, 0, sizeof *n);
  return n;
}

/* Indices a tree of this depth can hold: 16^depth. */
static uint64_t mt_capacity(unsigned depth) {
  return depth >= 16 ? UINT64_MAX : (uint64_t)1 << (MT_BITS * depth);
}

static unsigned mt_digit(uint64_t index, unsigned level) {
  assert(level >= 1 && level <= 16);
  return (unsigned)(index >> (MT_BITS * (level - 1))) & (MT_FANOUT - 1);
}

/* The value of an index never set: NULL in a partial map. */
static const bv *mt_initial(const memtree *t, uint64_t index) {
  return t->initial ? t->initial(t->context, index) : NULL;
}

const bv *mt_get(const memtree *t, mt_root root, uint64_t index) {
  if (index >= mt_capacity(root.depth))
    return mt_initial(t, index);
  const mt_node *n = root.node;
  for (unsigned level = root.depth; n && level > 1; level--)
    n = n->slot[mt_digit(index, level)];
  const bv *value = n ? n->slot[mt_digit(index, 1)] : NULL;
  return value ? value : mt_initial(t, index);
}

/* Adds levels on top until the tree has at least `depth` levels. */
static mt_root mt_lift(memtree *t, mt_root root, unsigned depth) {
  if (root.depth == 0)
    root.depth = 1;
  while (root.depth < depth) {
    if (root.node) {
      mt_node *n = mt_alloc(t, NULL);
      n->slot[0] = root.node;
      root.node = n;
    }
    root.depth++;
  }
  return root;
}

static const mt_node *mt_set_node(memtree *t, const mt_node *n, unsigned level, uint64_t index,
                                  const bv *value) {
  mt_node *copy = mt_alloc(t, n);
  unsigned d = mt_digit(index, level);
  if (level == 1)
    copy->slot[d] = value;
  else
    copy->slot[d] = mt_set_node(t, copy->slot[d], level - 1, index, value);
  return copy;
}

mt_root mt_set(memtree *t, mt_root root, uint64_t index, const bv *value) {
  unsigned depth = root.depth ? root.depth : 1;
  while (index >= mt_capacity(depth))
    depth++;
  root = mt_lift(t, root, depth);
  assert(index < mt_capacity(root.depth)); /* the digits below the top level hold it */
  root.node = mt_set_node(t, root.node, root.depth, index, value);
  return root;
}

/* prefix: the index bits above this node's level. */
static const void *mt_merge_node(memtree *t, aig_lit guard, const mt_node *a, const mt_node *b,
                                 unsigned level, uint64_t prefix) {
  if (a == b)
    return a;
  if (!t->initial && (!a || !b))
    return NULL; /* partial: nothing below is set on both sides */
  mt_node *n = mt_alloc(t, NULL);
  for (unsigned i = 0; i < MT_FANOUT; i++) {
    const void *x = a ? a->slot[i] : NULL, *y = b ? b->slot[i] : NULL;
    if (x == y) {
      n->slot[i] = x;
    } else if (level > 1) {
      n->slot[i] = mt_merge_node(t, guard, x, y, level - 1, prefix * MT_FANOUT + i);
    } else {
      uint64_t index = prefix * MT_FANOUT + i;
      const bv *vx = x ? x : mt_initial(t, index);
      const bv *vy = y ? y : mt_initial(t, index);
      n->slot[i] = vx == vy ? vx : vx && vy ? bv_ite(t->bvm, guard, vx, vy) : NULL;
    }
  }
  return n;
}

mt_root mt_merge(memtree *t, aig_lit guard, mt_root a, mt_root b) {
  if (a.node == b.node && a.depth == b.depth)
    return a;
  if (guard == AIG_TRUE)
    return a;
  if (guard == AIG_FALSE)
    return b;
  unsigned depth = a.depth > b.depth ? a.depth : b.depth;
  a = mt_lift(t, a, depth);
  b = mt_lift(t, b, depth);
  assert(a.depth == b.depth); /* both lifted to one depth */
  mt_root r = {mt_merge_node(t, guard, a.node, b.node, depth, 0), depth};
  return r;
}

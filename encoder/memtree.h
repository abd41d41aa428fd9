/*
 * memtree.h: a persistent (immutable, structurally shared) map from 64-bit indices to
 * bit-vectors, used for the contents of memory: one value per byte, keyed by the byte's
 * global index (see memory.h). A radix tree with 16-way nodes whose depth grows with the
 * largest index stored.
 *
 * Why persistent: every path state carries its own memory. Forking a state shares the
 * tree (O(1)); a store copies only the path to one leaf (O(log n)); merging two states
 * at a join point walks only the subtrees in which they differ. So the cost of an access
 * at a known address does not depend on how much memory there is.
 *
 * An index that was never set reads as its initial value, which the tree asks a callback
 * for (e.g. zero for zero-initialised memory, a memoised fresh input for uninitialised
 * memory): untouched memory costs nothing, however large.
 *
 * Ownership: nodes live in the memtree's arena until mt_free(). Roots are plain values.
 */
#ifndef CB_MEMTREE_H
#define CB_MEMTREE_H

#include <stdint.h>

#include "bitblast/bv.h"

typedef struct mt_node mt_node;

/* A tree: its root node (NULL: everything default) and its depth (levels of nodes). */
typedef struct mt_root {
  const mt_node *node;
  unsigned depth;
} mt_root;

typedef struct memtree memtree;

/* initial(context, index): the value of an index never set; must return the same value
   for the same index every time. Without it (NULL) the map is partial: an index never
   set reads as NULL, and a merge keeps only the indices set on both sides. */
typedef const bv *(*mt_initial_fn)(void *context, uint64_t index);
memtree *mt_new(bvm *m, mt_initial_fn initial, void *context);
void mt_free(memtree *t);

const bv *mt_get(const memtree *t, mt_root root, uint64_t index);
mt_root mt_set(memtree *t, mt_root root, uint64_t index, const bv *value);

/* guard ? a : b, for every index; shared subtrees are not visited. A partial map keeps
   an index only where both a and b set it. */
mt_root mt_merge(memtree *t, aig_lit guard, mt_root a, mt_root b);

size_t mt_bytes(const memtree *t); /* arena size, for --stats */

#endif

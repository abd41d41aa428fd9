/*
 * objset.h: sets of memory objects a pointer may point into (a points-to set).
 *
 * The executor attaches such a set to every bit-vector that holds a pointer (and to
 * integers that came from pointers): a dereference then considers only those objects,
 * so a symbolic pointer costs in proportion to the objects it can reach, not to all of
 * memory. OBJSET_ANY stands for "any object" (a pointer made from an arbitrary integer).
 * Sets are immutable; objset_union() may return one of its arguments.
 *
 * Ownership: sets live in the objsets pool until objsets_free().
 */
#ifndef CB_OBJSET_H
#define CB_OBJSET_H

#include <stdbool.h>
#include <stddef.h>

typedef struct objset {
  unsigned count;
  unsigned ids[]; /* ascending */
} objset;

extern const objset objset_any_marker;
#define OBJSET_ANY (&objset_any_marker)

typedef struct objsets objsets;

objsets *objsets_new(void);
void objsets_free(objsets *pool);

const objset *objset_empty(objsets *pool);
const objset *objset_single(objsets *pool, unsigned id);
const objset *objset_union(objsets *pool, const objset *a, const objset *b);
bool objset_contains(const objset *s, unsigned id);

#endif

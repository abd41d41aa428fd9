/*
 * mem_stored.h: where pointers stored in an object may point, byte by byte
 * (docs/memory.md, "Dereferencing").
 *
 * Why: a value loaded from memory gets the points-to set of what was stored where it was
 * read. With one set per object, an integer field next to a pointer field shares the
 * pointer's set, and an integer that lost its set (a product: "any object") poisons every
 * pointer later loaded from the same struct: each store through one of them then writes
 * every object of the program (workstealqueue: `q.mask = newsize - 1` beside `q.elems`
 * made each `r->field++` a store into 400 objects).
 *
 * What: an object of at most MEM_STORED_AT_MAX bytes keeps a set per byte; a load reads the
 * union of the sets of the bytes it may read. Larger objects keep only the union over the
 * object (o->stored), as every object did before. The per-byte sets are made on the first
 * store of a value with a set, so objects that never hold a pointer cost nothing.
 *
 * Soundness: a byte holds its initial contents (zero, an initializer, recorded here too,
 * or an indeterminate value, whose use as a pointer is undefined) or what a store covering
 * it wrote; every store notes its set on every byte it may write (all positions a
 * symbolic offset may reach), so the union covers every pointer the load can see.
 *
 * Ownership: the per-byte arrays belong to their objects; mem_stored_release() frees
 * those of all objects (mem_release calls it).
 */
#ifndef CB_MEM_STORED_H
#define CB_MEM_STORED_H

#include <stdint.h>

#include "encoder/memory.h"

/* Objects up to this size keep a points-to set per byte. */
#define MEM_STORED_AT_MAX 4096

/* Records that bytes [from, to) of o may now hold pointers into pts (NULL: no pointer). */
void mem_stored_note(memory *m, mem_object *o, uint64_t from, uint64_t to, const objset *pts);

/* Where a value read from bytes [from, to) of o may point: NULL if no pointer was ever
   stored there. */
const objset *mem_stored_get(memory *m, const mem_object *o, uint64_t from, uint64_t to);

void mem_stored_release(memory *m);

#endif

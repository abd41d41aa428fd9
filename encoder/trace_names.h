/*
 * trace_names.h: names of memory for the trace, from the debug information: the bytes
 * [offset, offset + size) of an object become `queue.items[3]`, `s.lock`, `heap#2.len`
 * or, where the type does not say, `(&heap#2 + 8)` (a byte offset).
 *
 * The base name is the variable's name in the source (DIGlobalVariable, or the
 * DILocalVariable of the alloca's llvm.dbg.declare); a heap object is `heap#N`, with
 * the type of the pointer its allocation was assigned to when the debug information of
 * the allocating function says it (a dbg.value of the result, or a store of it to a
 * variable). Field names and offsets come from the DICompositeType members, array
 * indices from the element sizes (and the subranges of multi-dimensional arrays).
 * Internal to the encoder; nothing here changes the module.
 */
#ifndef CB_TRACE_NAMES_H
#define CB_TRACE_NAMES_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/memory.h"

/* Names of the objects of one memory, looked up once each (finding an alloca's
   dbg.declare or a heap object's type scans the function). Free with enc_names_free(). */
typedef struct enc_names enc_names;
enc_names *enc_names_new(const memory *mem);
void enc_names_free(enc_names *names);

/* The name of `size` bytes at `offset` in object `id` (an index into mem->objects, not
   0). With sync, the walk stops at a synchronization object (a typedef named pthread_*
   or sem_t): `m`, `s->lock`'s `s.lock`, never the fields inside the mutex. *signedness
   (may be NULL) is set from the type reached: 1 signed, 2 unsigned, 0 not known, with
   ENC_NAME_CHAR added for char, signed char and unsigned char. Caller frees. */
#define ENC_NAME_CHAR 4
char *enc_lvalue_name(enc_names *names, uint64_t id, uint64_t offset, uint64_t size, bool sync,
                      int *signedness);

#endif

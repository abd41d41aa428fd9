/*
 * mem_indeterminate.h: pointers read from memory never written (docs/memory.md,
 * "Indeterminate pointers").
 *
 * Why: a stack or heap byte never written reads as a fresh input. Where a path wrote a
 * pointer and another did not (main stored `producers[1].bbuf = &buffer` only on the
 * paths where it had not stopped yet), the byte is a mux of the pointer and that input,
 * so a thread that loads it gets a pointer of unknown offset, and every access through
 * it becomes a mux over the whole object (bounded_buffer at K = 1: 36.9 M AIG nodes).
 *
 * What: the encoder gives those bits the value of the indeterminate pointer (object
 * mem_indeterminate_object(), offset 0: no object at all), and the caller (sx_load)
 * cuts the executions in which that changed the loaded value (UNKNOWN if they matter),
 * so every execution that goes on has the value it loaded. A load that is only copied
 * (stored elsewhere) keeps its bits as they are, marks and all: the walk of the load that
 * uses the copy finds them. Where a path wrote the
 * pointer it keeps it exactly; the paths that did not are cut instead of carrying an
 * unknown offset into every access.
 *
 * Which bits: the walk follows the and-gates of each bit of the pointer where a
 * never-written bit is in their cone (the muxes of merged paths and rounds), replaces a
 * never-written bit only where it lands at its position in its byte (bit j of a byte at
 * bit 8k + j, as a loaded pointer's bytes do), and keeps the result only if an object
 * bit changed. An address into a known object at an index read from such memory keeps
 * its object and its offsets; integers loaded from such bytes keep every value.
 *
 * Ownership: the marks live in `memory` until mem_indeterminate_release(); pointers
 * returned belong to the sx's bit-vector manager. Errors: none.
 */
#ifndef CB_MEM_INDETERMINATE_H
#define CB_MEM_INDETERMINATE_H

#include "bitblast/bv.h"
#include "encoder/memory.h"

struct sx;

/* The object number of the indeterminate pointer: the largest, never allocated. */
uint64_t mem_indeterminate_object(const memory *m);

/* Marks byte, a fresh input made for a stack or heap byte never written, as
   indeterminate. */
void mem_mark_indeterminate(struct sx *x, const bv *byte);

/* The value of a loaded pointer with the bits that come from indeterminate bytes
   replaced by those of the indeterminate pointer (value itself if there are none).
   `source` is the points-to set of the address it was loaded from: when it names only
   read-only objects (constant globals, whose bytes are their initializers), no loaded
   byte is indeterminate, and the value is kept without a walk. Any such bits in its
   cone then came through the address (a table indexed by a value computed from them),
   which is computation the walk must not touch: after constant folding a lookup in a
   table of constants is logic over the index, and the walk took it for muxes (the
   schedule plan's table in bounded_buffer's confirming check: 8 M nodes for one load). */
const bv *mem_indeterminate_pointer(struct sx *x, const bv *value, const objset *source);

/* Frees the marks (at the end of an execution). */
void mem_indeterminate_release(memory *m);

#endif

/*
 * mem_guess.h: the default contents of memory (docs/memory.md, docs/sequentialization.md).
 *
 * The memory trees (memtree.h) ask for a byte or an allocated bit that no path has
 * written yet. In round 1 that is the object's initial content (zero, or one fresh
 * value per byte, the same on every path). In round r >= 2 it is a guess of what round
 * r-1 left, listed in memory.guesses and checked by mem_rounds_consistent(): a fresh
 * value, or what freezing (mem_freeze.h) or a confirming check's hints (mem_hint.h)
 * say it can only be. Globals, and main's locals the run had, start each round
 * allocated.
 *
 * Both are memtree callbacks: `context` is the sx, `index` a byte index (with its
 * round's stride) or an object id (with the live stride). Ownership: the values belong
 * to the sx's bit-vector manager. Errors: none.
 */
#ifndef CB_MEM_GUESS_H
#define CB_MEM_GUESS_H

#include <stdint.h>

#include "bitblast/bv.h"

const bv *mem_initial_byte(void *context, uint64_t index);
const bv *mem_initial_liveness(void *context, uint64_t index);

#endif

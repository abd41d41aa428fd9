/*
 * trace_extract.h: turning a satisfying assignment into what the user reads: the steps
 * of the failing execution with their source locations and values.
 * Internal to the encoder. Strings in results are interned in an enc_strings pool that
 * the enc_result owns (freed by enc_result_free()).
 */
#ifndef CB_TRACE_EXTRACT_H
#define CB_TRACE_EXTRACT_H

#include <llvm-c/Core.h>

#include "encoder/check.h"
#include "bitblast/cnf.h"
#include "encoder/memory.h"
#include "encoder/symex_events.h"

typedef struct enc_strings enc_strings;

enc_strings *enc_strings_new(void);
void enc_strings_free(enc_strings *pool);
/* A copy of s[0..n) owned by the pool; the same text gives the same pointer. */
const char *enc_strings_intern(enc_strings *pool, const char *s, size_t n);

/* The source location of an instruction (all zero/NULL without one). */
enc_loc enc_location(enc_strings *pool, LLVMValueRef inst);

/* The value of a bit-vector in the model, as text: decimal, with the hexadecimal form
   after negative numbers (the sign of the C type is not known here). Caller frees. */
char *enc_format_value(cnf *c, const bv *value);

/* The model's value of bits lo .. lo+width-1 of v (at most 64). */
uint64_t enc_bits(cnf *c, const bv *v, unsigned lo, unsigned width);

/* The name of object `id` for the user: a variable's name, or where it was allocated
   (`heap#3 (allocated at line 8)`). Caller frees. */
char *enc_object_name(const mem_object *o, uint64_t id);

/* The model's value of a small bit-vector (a round, a thread): its low 31 bits. */
unsigned enc_small_value(cnf *c, const bv *v);

/* Fills result->trace with the steps whose guards hold in the model; pointers are shown
   as the object they point into and the offset. */
void enc_build_trace(const sx_events *events, const memory *mem, cnf *c, enc_result *result);

#endif

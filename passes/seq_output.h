/*
 * seq_output.h: output calls whose result the program never uses go to cheap models.
 *
 * printf and its family return the number of characters written; computing it costs a
 * loop over the format (and over every %s argument) in the encoding. Most programs
 * never look at it. Before the runtime models are linked, every direct call of a
 * declared (not defined) printf, fprintf, dprintf, vprintf, vfprintf, vdprintf or puts
 * whose result has no use, whose prototype is the declaration's, and whose format is a
 * constant string without a %n conversion (which writes through an argument) is
 * redirected to SEQ_MODEL_PREFIX + its name (libc_io.c): the same effect on the
 * program's memory (none), no formatting. Every other call (result used, a format only
 * known at run time, %n) keeps the full model, which computes glibc's count.
 *
 * Ownership: edits the module in place; creates the cheap declarations it needs.
 */
#ifndef CB_SEQ_OUTPUT_H
#define CB_SEQ_OUTPUT_H

#include <llvm-c/Core.h>

/* Returns how many calls were redirected. */
unsigned seq_route_discarded_output(LLVMModuleRef module);

#endif

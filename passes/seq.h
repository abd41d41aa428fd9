/*
 * seq.h: libseq, the sequentialization of a concurrent module (C on the LLVM C API).
 *
 * seq_run() rewrites a module in place into a sequential module whose entry function
 * SEQ_ENTRY_NAME simulates the original program (see ../shared/DESIGN.md, "The
 * sequentialization contract"). At this stage only programs without threads are
 * handled: their sequential form is the program itself, called from the entry wrapper.
 * A program that creates threads is reported as unsupported, and the module is marked
 * with the named metadata SEQ_UNSUPPORTED_MD carrying the reason, so that any consumer
 * of the output (cbounds given a .ll/.bc that went through opt) reports UNKNOWN too.
 *
 * Running seq_run() on its own output changes nothing (the entry wrapper is found).
 *
 * Ownership: the module is borrowed. The result's strings are owned by the result and
 * released with seq_result_free().
 */
#ifndef CB_SEQ_H
#define CB_SEQ_H

#include <stdbool.h>
#include <llvm-c/Core.h>

#define SEQ_ENTRY_NAME "__cbounds_entry"
#define SEQ_UNSUPPORTED_MD "cbounds.unsupported"

typedef struct seq_options {
  unsigned rounds; /* K: contexts per thread (round-robin rounds) */
} seq_options;

typedef enum seq_status {
  SEQ_OK = 0,          /* the module is sequential and has the entry wrapper */
  SEQ_UNSUPPORTED = 1, /* a construct the sequentialization does not handle yet */
  SEQ_NO_MAIN = 2,     /* there is no main function to start from */
} seq_status;

typedef struct seq_result {
  seq_status status;
  char *reason;        /* owned, NULL when status == SEQ_OK */
  char *file;          /* where the unsupported construct is, or NULL; owned */
  unsigned line;
} seq_result;

seq_status seq_run(LLVMModuleRef module, const seq_options *options, seq_result *result);
void seq_result_free(seq_result *result);

/* If the module carries SEQ_UNSUPPORTED_MD, returns a newly malloc'd copy of its reason. */
char *seq_unsupported_reason(LLVMModuleRef module);

#endif

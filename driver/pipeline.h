/*
 * pipeline.h: one run of cbounds on its input.
 *
 *   front end (clang / parse, verify)  ->  runtime models  ->  mem2reg
 *   ->  sequentialization (seq_run)  ->  encoder and solver (enc_check)  ->  report
 *
 * The report goes to standard output (docs/output.md), the JSON report to the file of
 * --json, an UNSAFE verdict's SV-COMP witness to the file of --witness (driver/witness.h),
 * errors and warnings to standard error.
 *
 * Returns the exit status: 0 SAFE, 10 UNSAFE, 20 UNKNOWN, 2 input error (printed).
 * Everything the run allocates (the LLVM module and context included) is released
 * before pl_run() returns.
 */
#ifndef CB_DRIVER_PIPELINE_H
#define CB_DRIVER_PIPELINE_H

#include <llvm-c/Core.h>

#include "driver/options.h"

int pl_run(const opt_options *options);

/* --replay: only the front end and the sequentialization, as pl_run() does them; then
   `then` gets the sequential module (borrowed) and its result is returned. An input
   error gives 2 (printed); a program that cannot be sequentialized gives 2 with
   `replay: cannot build the sequential program: REASON` on standard output. */
typedef int (*pl_then)(LLVMModuleRef module, void *data);
int pl_sequential(const opt_options *options, pl_then then, void *data);

#endif

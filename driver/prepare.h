/*
 * prepare.h: the in-process LLVM passes run before the sequentialization.
 *
 * prep_run() removes `optnone` (a .bc/.ll made by plain `clang -O0` has it, and the
 * pass manager would skip such functions) and runs mem2reg, which promotes only
 * allocas whose address is never taken, so it assumes nothing about threads.
 * prep_debug_intrinsics() puts debug information in the intrinsic form
 * (llvm.dbg.value calls) that the encoder reads, instead of debug records.
 *
 * Ownership: the module is modified in place and stays the caller's.
 * Errors: prep_run() returns false with a newly allocated message in *error.
 */
#ifndef CB_DRIVER_PREPARE_H
#define CB_DRIVER_PREPARE_H

#include <stdbool.h>
#include <llvm-c/Core.h>

bool prep_run(LLVMModuleRef module, char **error);
void prep_debug_intrinsics(LLVMModuleRef module);

#endif

/*
 * models.h: linking the runtime models (runtime-models/, embedded into cbounds as
 * bitcode for LP64 and ILP32) into the program.
 *
 * The models matching the program's pointer size (from its data layout) are parsed,
 * given the program's target triple and data layout, and linked in. Their definitions
 * are weak, so a definition in the program wins. A module without a data layout or
 * triple (hand-written LLVM assembly) is taken to be LP64 (LLVM's default layout has
 * 64-bit pointers) and gets the models' layout or triple (x86_64).
 *
 * Ownership: the module is modified in place and stays the caller's.
 * Errors: returns false after printing `cbounds: error: ...` (an input error).
 */
#ifndef CB_DRIVER_MODELS_H
#define CB_DRIVER_MODELS_H

#include <stdbool.h>
#include <llvm-c/Core.h>

#include "driver/frontend.h"

bool mdl_link(fe_context *context, LLVMModuleRef module, const char *file);

#endif

/*
 * seq_models.h: the runtime models (runtime-models/, compiled to bitcode for LP64 and
 * ILP32 and embedded at build time) linked into a program: the thread table and switch
 * functions the sequentialization calls, and the models of pthread, libc and the
 * SV-COMP API. cbounds links them before running libseq; the opt plugin links them
 * when a program that creates threads arrives without them.
 *
 * The models matching the program's pointer size (from its data layout) are parsed,
 * given the program's target triple and data layout, marked with ENC_MODEL_ATTRIBUTE,
 * and linked in. Their definitions are weak, so a definition in the program wins. A
 * module without a data layout or triple is taken to be LP64 and gets the models' ones.
 *
 * Errors: returns false with a static message in *error; LLVM's own diagnostics
 * (parsing, linking) go to the context's diagnostic handler.
 */
#ifndef CB_SEQ_MODELS_H
#define CB_SEQ_MODELS_H

#include <stdbool.h>
#include <llvm-c/Core.h>

bool seq_link_models(LLVMModuleRef module, const char **error);
/* Whether the models are linked into the module already. */
bool seq_has_models(LLVMModuleRef module);
/* After the sequentialization, for tools other than cbounds: the models of the pthread
   API defined in the module are renamed SEQ_MODEL_PREFIX (seq.h) + their name, so that the
   output calls no pthread function (cbounds's traces show them without the prefix). */
void seq_rename_pthread_models(LLVMModuleRef module);

#endif

// plugin.cpp: registers libseq with LLVM's new pass manager, so that
//   opt -load-pass-plugin libseq.so -passes='seq<rounds=K;threads=N;quantum=Q;all-switch-points;races;all-race-accesses;lock-annotations=FILE>' in.bc
// runs the sequentialization (every parameter optional, defaults as cbounds's: passes/seq_params.h). LLVM's plugin interface is C++; everything the pass does
// is in the C files of this folder (seq_run), which cbounds also calls in-process.

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

extern "C" {
#include "passes/seq.h"
#include "passes/seq_models.h"
#include "passes/seq_params.h"
}

namespace {

struct SeqPass : llvm::PassInfoMixin<SeqPass> {
  seq_options options;
  std::string lock_annotations; // the file of lock-annotations=FILE, or empty
  SeqPass() { seq_options_default(&options); }
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    options.lock_annotations = lock_annotations.empty() ? nullptr : lock_annotations.c_str();
    // A program that creates threads needs the runtime models (cbounds links them first).
    const char *error = nullptr;
    if (M.getFunction("pthread_create") && !seq_has_models(llvm::wrap(&M)) &&
        !seq_link_models(llvm::wrap(&M), &error))
      llvm::errs() << "libseq: " << error << "\n";
    seq_result result;
    if (seq_run(llvm::wrap(&M), &options, &result) != SEQ_OK)
      llvm::errs() << "libseq: " << result.reason << "\n"; // the reason names the place
    else
      seq_rename_pthread_models(llvm::wrap(&M));
    seq_result_free(&result);
    return llvm::PreservedAnalyses::none();
  }
};

// "seq" or "seq<PARAMS>": the parameters and their defaults are seq_params.h's table,
// the same as cbounds's own options.
bool parseSeqName(llvm::StringRef Name, SeqPass &pass) {
  if (!Name.consume_front("seq"))
    return false;
  if (Name.empty())
    return true;
  if (!Name.consume_front("<") || !Name.consume_back(">"))
    return false;
  const char *annotations = nullptr;
  size_t annotations_length = 0;
  if (!seq_parse_params(Name.data(), Name.size(), &pass.options, &annotations,
                        &annotations_length))
    return false;
  if (annotations)
    pass.lock_annotations.assign(annotations, annotations_length);
  return true;
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "seq", "0.1", [](llvm::PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](llvm::StringRef Name, llvm::ModulePassManager &MPM,
                   llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
                  SeqPass pass;
                  if (!parseSeqName(Name, pass))
                    return false;
                  MPM.addPass(std::move(pass));
                  return true;
                });
          }};
}

// plugin.cpp: registers libseq with LLVM's new pass manager, so that
//   opt -load-pass-plugin libseq.so -passes=seq in.bc -o out.bc
// runs the sequentialization. LLVM's plugin interface is C++; everything the pass does
// is in the C files of this folder (seq_run), which cbounds also calls in-process.

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

extern "C" {
#include "passes/seq.h"
}

namespace {

llvm::cl::opt<unsigned> SeqRounds("seq-rounds", llvm::cl::init(2),
                                  llvm::cl::desc("libseq: rounds (contexts per thread), K"));

struct SeqPass : llvm::PassInfoMixin<SeqPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    seq_options options = {SeqRounds};
    seq_result result;
    if (seq_run(llvm::wrap(&M), &options, &result) != SEQ_OK) {
      llvm::errs() << "libseq: " << result.reason << "\n"; // the reason names the place
    }
    seq_result_free(&result);
    return llvm::PreservedAnalyses::none();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "seq", "0.1", [](llvm::PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](llvm::StringRef Name, llvm::ModulePassManager &MPM,
                   llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
                  if (Name != "seq")
                    return false;
                  MPM.addPass(SeqPass());
                  return true;
                });
          }};
}

//===--- JsonClangdMain.cpp - json-clangd ---------------------------------===//
//
// json-clangd: clangd 19 with the json-* checks built in. Everything is
// clangd's own (clangdMain); the json module registers itself with the
// clang-tidy module registry from JsonTidyModule.cpp, which is linked in
// beside clang-tidy's modules.
//
//===----------------------------------------------------------------------===//

#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/PrecompiledPreamble.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <vector>

namespace clang::clangd {
int clangdMain(int Argc, char *Argv[]);
class CommandMangler;
} // namespace clang::clangd

// Whether every compile command gets -DTIDYJSON_LIVE_ANALYSIS (the default;
// --json-registration-errors=compiler turns it off).
static bool LiveAnalysis = true;
// Whether the preamble keeps the bodies of the functions its headers define
// (--json-preamble-bodies=parse; by default clangd skips them, as it does).
static bool PreambleBodies = false;

// clangd runs a clang-tidy check only when it knows the check to be fast
// (Diagnostics.ClangTidy.FastCheckFilter, Strict by default): a table built
// into clangd from its own measurements, where the json-* checks cannot be.
// The link wraps clangd's question (ld --wrap, see CMakeLists.txt) and answers
// it for the json-* checks, measured by clangd's own --check-tidy-time
// (docs/performance.md, "json-clangd"); every other check gets clangd's answer.
#define TIDYJSON_FAST_CHECK_SYMBOL                                             \
  "_ZN5clang6clangd15isFastTidyCheckEN4llvm9StringRefE"
std::optional<bool> clangdIsFastTidyCheck(llvm::StringRef Check) asm(
    "__real_" TIDYJSON_FAST_CHECK_SYMBOL);
std::optional<bool> jsonIsFastTidyCheck(llvm::StringRef Check) asm(
    "__wrap_" TIDYJSON_FAST_CHECK_SYMBOL);
std::optional<bool> jsonIsFastTidyCheck(llvm::StringRef Check) {
  if (Check.starts_with("json-"))
    return true;
  return clangdIsFastTidyCheck(Check);
}

// clang-tidy defines __clang_analyzer__, and under it the runtime leaves its
// registration errors (an undescribed type, a type a context does not list)
// to json-missing-registration, which reports them at the call with the fix;
// as static_assert failures they would make the unit uncompilable, and every
// json-* check stays silent on such a unit. json-clangd adds
// TIDYJSON_LIVE_ANALYSIS, which asks the runtime for the same and changes
// nothing else, to each command clangd's CommandMangler adjusts (the same
// link wrap as above), so that the editor shows what json-tidy shows.
#define TIDYJSON_MANGLER_SYMBOL                                                \
  "_ZNK5clang6clangd14CommandManglerclERNS_7tooling14CompileCommandEN4llvm9"   \
  "StringRefE"
void clangdMangle(
    const clang::clangd::CommandMangler *Self,
    clang::tooling::CompileCommand &Command,
    llvm::StringRef TargetFile) asm("__real_" TIDYJSON_MANGLER_SYMBOL);
void jsonMangle(
    const clang::clangd::CommandMangler *Self,
    clang::tooling::CompileCommand &Command,
    llvm::StringRef TargetFile) asm("__wrap_" TIDYJSON_MANGLER_SYMBOL);
void jsonMangle(const clang::clangd::CommandMangler *Self,
                clang::tooling::CompileCommand &Command,
                llvm::StringRef TargetFile) {
  clangdMangle(Self, Command, TargetFile);
  // Right after the driver, so that the command's own -D/-U still win and
  // nothing lands after a "--" that ends the options.
  if (LiveAnalysis && !Command.CommandLine.empty())
    Command.CommandLine.insert(Command.CommandLine.begin() + 1,
                               "-DTIDYJSON_LIVE_ANALYSIS=1");
}

// clangd builds the preamble (the headers a file includes first) with
// function bodies skipped, so a call in the main file instantiates no body of
// a function template declared there. The checks do without them: the
// runtime's verdicts come from its entry points' declarations under
// TIDYJSON_LIVE_ANALYSIS, and json-non-fast-path-attribute keeps an
// attribute's removal a note when a header's body went unseen (a call there
// could need the attribute). --json-preamble-bodies=parse wraps the
// preamble's build (libclang-cpp) to keep the bodies, as clang-tidy parses
// them, for that fix too; every keystroke's rebuild then instantiates what the
// compiler would, about three times clangd's time (docs/performance.md).
#define TIDYJSON_PREAMBLE_SYMBOL                                               \
  "_ZN5clang19PrecompiledPreamble5BuildERKNS_18CompilerInvocationEPKN4llvm12"  \
  "MemoryBufferENS_14PreambleBoundsERNS_17DiagnosticsEngineENS4_"              \
  "18IntrusiveRefCntPtrINS4_3vfs10FileSystemEEESt10shared_ptrINS_"             \
  "22PCHContainerOperationsEEbNS4_9StringRefERNS_17PreambleCallbacksE"
using PreambleOrError = llvm::ErrorOr<clang::PrecompiledPreamble>;
// PrecompiledPreamble::Build's type (a static member: a plain function's ABI).
using BuildPreamble = PreambleOrError(
    const clang::CompilerInvocation &, const llvm::MemoryBuffer *,
    clang::PreambleBounds, clang::DiagnosticsEngine &,
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>,
    std::shared_ptr<clang::PCHContainerOperations>, bool, llvm::StringRef,
    clang::PreambleCallbacks &);
BuildPreamble clangdBuildPreamble asm("__real_" TIDYJSON_PREAMBLE_SYMBOL);
BuildPreamble jsonBuildPreamble asm("__wrap_" TIDYJSON_PREAMBLE_SYMBOL);
PreambleOrError jsonBuildPreamble(
    const clang::CompilerInvocation &Invocation,
    const llvm::MemoryBuffer *MainFileBuffer, clang::PreambleBounds Bounds,
    clang::DiagnosticsEngine &Diagnostics,
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> VFS,
    std::shared_ptr<clang::PCHContainerOperations> PCHOps, bool StoreInMemory,
    llvm::StringRef StoragePath, clang::PreambleCallbacks &Callbacks) {
  if (!PreambleBodies || !Invocation.getFrontendOpts().SkipFunctionBodies)
    return clangdBuildPreamble(Invocation, MainFileBuffer, Bounds, Diagnostics,
                               std::move(VFS), std::move(PCHOps), StoreInMemory,
                               StoragePath, Callbacks);
  clang::CompilerInvocation WithBodies(Invocation);
  WithBodies.getFrontendOpts().SkipFunctionBodies = false;
  return clangdBuildPreamble(WithBodies, MainFileBuffer, Bounds, Diagnostics,
                             std::move(VFS), std::move(PCHOps), StoreInMemory,
                             StoragePath, Callbacks);
}

int main(int Argc, char *Argv[]) {
  // json-clangd's options of its own are taken out before clangd parses the
  // rest. clangd finds clang's built-in headers next to its own binary,
  // which json-clangd is not installed beside: unless told otherwise, point
  // it at clang 19's resource directory.
  std::vector<char *> Args{Argv[0]};
  bool HasResourceDir = false;
  for (int I = 1; I < Argc; ++I) {
    llvm::StringRef Arg(Argv[I]);
    if (Arg.consume_front("--json-registration-errors=")) {
      if (Arg != "checks" && Arg != "compiler") {
        llvm::errs() << "json-clangd: --json-registration-errors takes "
                        "'checks' (the default) or 'compiler', not '"
                     << Arg << "'\n";
        return 1;
      }
      LiveAnalysis = Arg == "checks";
      continue;
    }
    if (Arg.consume_front("--json-preamble-bodies=")) {
      if (Arg != "parse" && Arg != "skip") {
        llvm::errs() << "json-clangd: --json-preamble-bodies takes 'skip' "
                        "(the default) or 'parse', not '"
                     << Arg << "'\n";
        return 1;
      }
      PreambleBodies = Arg == "parse";
      continue;
    }
    if (Arg.starts_with("--resource-dir") || Arg.starts_with("-resource-dir"))
      HasResourceDir = true;
    if (Arg == "--version" || Arg == "-version") {
      // clangd prints its own version and exits; say first what this binary
      // is, so that an editor's "clangd --version" shows which it started.
      llvm::outs() << "json-clangd " TIDYJSON_VERSION_STRING
                      " (tidyjson): clangd " TIDYJSON_LLVM_VERSION_STRING
                      " with the json-* checks built in\n";
      llvm::outs().flush();
    }
    Args.push_back(Argv[I]);
  }
  static char ResourceDir[] = "--resource-dir=" TIDYJSON_CLANG_RESOURCE_DIR;
  if (!HasResourceDir)
    Args.push_back(ResourceDir);
  Args.push_back(nullptr);
  return clang::clangd::clangdMain(static_cast<int>(Args.size() - 1),
                                   Args.data());
}

//===--- JsonTidyModule.cpp - clang-tidy ----------------------------------===//
//
// The json module: checks that keep the use of the tidyjson runtime correct
// and fast. Loaded into clang-tidy-19 with --load.
//
//===----------------------------------------------------------------------===//

#include "JsonMissingRegistrationCheck.h"
#include "JsonNonFastPathAttributeCheck.h"
#include "JsonOptionsInHotPathCheck.h"
#include "JsonPreferStreamingCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"
#include "llvm/Config/llvm-config.h"

namespace clang::tidy {
namespace json {

class JsonModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &CheckFactories) override {
    CheckFactories.registerCheck<JsonMissingRegistrationCheck>(
        "json-missing-registration");
    CheckFactories.registerCheck<JsonNonFastPathAttributeCheck>(
        "json-non-fast-path-attribute");
    CheckFactories.registerCheck<JsonOptionsInHotPathCheck>(
        "json-options-in-hot-path");
    CheckFactories.registerCheck<JsonPreferStreamingCheck>(
        "json-prefer-streaming");
  }
};

} // namespace json

// A plugin built against one LLVM release must not run inside another: the
// AST classes differ. The loader would usually refuse with missing symbols,
// but say it plainly when it does not.
static_assert(LLVM_VERSION_MAJOR == 19,
              "the json module targets clang-tidy 19");

// Register the module with clang-tidy's registry (the one inside the
// clang-tidy executable that loads this plugin).
static ClangTidyModuleRegistry::Add<json::JsonModule>
    X("json-module", "Adds checks for the tidyjson runtime (json-*).");

} // namespace clang::tidy

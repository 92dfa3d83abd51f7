//===--- JsonMissingRegistrationCheck.h - clang-tidy -----------------------===//
//
// Part of tidyjson. See docs/checks/json-missing-registration.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_JSONMISSINGREGISTRATIONCHECK_H
#define TIDYJSON_CHECKS_JSONMISSINGREGISTRATIONCHECK_H

#include "TidyjsonModel.h"
#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/utils/IncludeInserter.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>
#include <string>
#include <vector>

namespace clang::tidy::json {

/// Finds types that reach a serializer call without being described, or
/// without being served by the context the call passes, and writes the
/// missing registration.
class JsonMissingRegistrationCheck : public ClangTidyCheck {
public:
  JsonMissingRegistrationCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus17;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  /// Which callees are entry points, decided once per declaration.
  struct EntryCache {
    llvm::ArrayRef<StringRef> Names;
    llvm::DenseMap<const FunctionDecl *, bool> Known;
  };

private:
  struct CallSite {
    const CallExpr *Call;
    const FunctionDecl *Entry;
  };
  void analyze(const CallSite &Site);
  void reportMissingRoots();
  void emitPending();
  void reportUndescribed(const CallSite &Site, QualType Missing,
                         const std::string &Path, bool Reading);
  void reportUnregistered(const CallSite &Site, const Description &Base,
                          const CXXRecordDecl *Derived);
  /// The registration line for \p T and where it goes, or why not.
  bool describeFix(const CXXRecordDecl *Record, const EnumDecl *Enum,
                   std::vector<FixItHint> &Fixes, std::string &WhyNot);

  const std::vector<StringRef> SerializerFunctions;
  utils::IncludeInserter Inserter;
  TidyjsonModel Model;
  Preprocessor *PP = nullptr;
  EntryCache EntryPoints;
  std::vector<CallSite> Calls;
  /// A call whose type the context it passes does not serve.
  struct MissingRoot {
    SourceLocation CallLoc;
    QualType Root;
    const ContextInfo *Context;
  };
  std::vector<MissingRoot> MissingRoots;
  /// A report whose fixes may be merged with others' before it is emitted.
  struct PendingReport {
    SourceLocation At;
    std::vector<FixItHint> Fixes;
    std::function<void(llvm::ArrayRef<FixItHint>)> Emit;
  };
  std::vector<PendingReport> Pending;
  std::vector<const CXXRecordDecl *> ClassesWithBases;
  // (call location, type) pairs already reported.
  llvm::DenseSet<std::pair<unsigned, const Type *>> Reported;
  // Declarations that already received their registration fix.
  llvm::DenseSet<const Decl *> Fixed;
  // Write-only contexts that already received the generation::both fix.
  llvm::DenseSet<const Decl *> SwitchedToBoth;
  bool BrokenTU = false;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONMISSINGREGISTRATIONCHECK_H

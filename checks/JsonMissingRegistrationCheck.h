//===--- JsonMissingRegistrationCheck.h - clang-tidy ------------*- C++ -*-===//
//
// Part of tidyjson. See docs/checks/json-missing-registration.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_JSONMISSINGREGISTRATIONCHECK_H
#define TIDYJSON_CHECKS_JSONMISSINGREGISTRATIONCHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/utils/IncludeInserter.h"
#include "model/Contract.h"
#include "model/TidyjsonModel.h"
#include "support/SharedFixes.h"
#include "llvm/ADT/DenseSet.h"
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

private:
  struct CallSite {
    const CallExpr *Call;
    const FunctionDecl *Entry;
  };
  /// The matchers that gather facts (descriptions, contexts, the runtime's
  /// markers, classes with bases), wherever in the unit they are.
  void registerFactMatchers(ast_matchers::MatchFinder *Finder,
                            ast_matchers::MatchFinder::MatchCallback *CB);
  void analyze(const CallSite &Site);
  void checkPolymorphic(SourceLocation CallLoc,
                        llvm::ArrayRef<const Description *> Bases);
  void checkContext(SourceLocation CallLoc, QualType Root, bool Reading,
                    const ContextInfo &Context);
  void reportUndescribed(SourceLocation CallLoc, QualType Missing,
                         const std::string &Path, bool Reading);
  void reportRejected(SourceLocation CallLoc, QualType T, NodeKind Kind,
                      StringRef Verdict, const std::string &Path, bool Reading);
  void reportUnregistered(SourceLocation CallLoc, const Description &Base,
                          const CXXRecordDecl *Derived);
  void reportNotServed(SourceLocation CallLoc, QualType Root,
                       const ContextInfo &Context);
  void reportWriteOnly(SourceLocation CallLoc, const ContextInfo &Context);

  const std::vector<StringRef> SerializerFunctions;
  utils::IncludeInserter Inserter;
  EntryPoints Entries;
  TidyjsonModel Model;
  Preprocessor *PP = nullptr;
  SharedFixes Fixes;
  std::vector<CallSite> Calls;
  std::vector<const CXXRecordDecl *> ClassesWithBases;
  // (call location, type) pairs already reported.
  llvm::DenseSet<std::pair<unsigned, const Type *>> Reported;
  /// Roots reported missing from a context, by call: apart from Reported,
  /// so that a type both undescribed and missing from the context gets both
  /// reports (and both fixes) in one run.
  llvm::DenseSet<std::pair<unsigned, const Type *>> ReportedRoots;
  bool BrokenTU = false;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONMISSINGREGISTRATIONCHECK_H

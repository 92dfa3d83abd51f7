//===--- JsonNonFastPathAttributeCheck.h - clang-tidy ----------------------===//
//
// Part of tidyjson. See docs/checks/json-non-fast-path-attribute.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_JSONNONFASTPATHATTRIBUTECHECK_H
#define TIDYJSON_CHECKS_JSONNONFASTPATHATTRIBUTECHECK_H

#include "TidyjsonModel.h"
#include "clang-tidy/ClangTidyCheck.h"
#include "llvm/ADT/DenseSet.h"
#include <string>
#include <vector>

namespace clang::tidy::json {

/// Finds the field attributes, type registrations and context settings that
/// knock a type served by a fast-path context off its fast path, naming the
/// context, the type, the field and the attribute.
class JsonNonFastPathAttributeCheck : public ClangTidyCheck {
public:
  JsonNonFastPathAttributeCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus20;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

private:
  void checkContext(const ContextInfo &Context,
                    const llvm::DenseSet<const Type *> &KeepAttributes);
  void checkRead(const CallExpr *Call);
  /// The note that says how a context reaches a blocked type: its path from
  /// a root, or that it is a root.
  void notePath(const CXXRecordDecl *Context, const std::string &TypeName,
                const std::string &Path);

  const std::vector<StringRef> SerializerFunctions;
  TidyjsonModel Model;
  std::vector<const CallExpr *> Reads;
  // Serializer calls without a context: they use run-time options.
  std::vector<const CallExpr *> OptionsCalls;
  llvm::DenseSet<std::pair<const void *, const void *>> Reported;
  bool BrokenTU = false;
  // json-missing-registration reports reads through a write-only context
  // too; when it runs, it alone does (one diagnostic, one fix).
  bool ReadsReportedElsewhere = false;
  // What already received its one fix: write-only contexts (the
  // generation::both fix) and attributes (their removal).
  llvm::DenseSet<const void *> FixedOnce;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONNONFASTPATHATTRIBUTECHECK_H

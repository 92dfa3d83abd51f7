//===--- JsonPreferStreamingCheck.h - clang-tidy ----------------*- C++ -*-===//
//
// Part of tidyjson. See docs/checks/json-prefer-streaming.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_JSONPREFERSTREAMINGCHECK_H
#define TIDYJSON_CHECKS_JSONPREFERSTREAMINGCHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "model/Contract.h"
#include "support/SharedFixes.h"
#include <vector>

namespace clang::tidy::json {

struct FunctionFacts;
class ParentWalk;

/// Finds whole top-level JSON arrays read from a stream or a file into a
/// container that is only iterated once, and containers built only to be
/// written whole, where streaming the elements would keep memory constant.
class JsonPreferStreamingCheck : public ClangTidyCheck {
public:
  JsonPreferStreamingCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus17;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;
  void onEndOfTranslationUnit() override;

private:
  bool isContainer(const ClassTemplateDecl *Template) const;
  void checkRead(const CallExpr *Call, const FunctionDecl *Entry,
                 const FunctionFacts &Facts, const ParentWalk &Walk);
  void checkWrite(const CallExpr *Call, const FunctionDecl *Entry,
                  const FunctionFacts &Facts, const ParentWalk &Walk);

  const unsigned MinimumElementsHint;
  const std::vector<StringRef> ContainerTypes;
  const std::vector<StringRef> SerializerFunctions;
  EntryPoints Entries;
  SharedFixes Fixes;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONPREFERSTREAMINGCHECK_H

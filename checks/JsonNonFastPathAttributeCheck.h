//===--- JsonNonFastPathAttributeCheck.h - clang-tidy -----------*- C++ -*-===//
//
// Part of tidyjson. See docs/checks/json-non-fast-path-attribute.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_JSONNONFASTPATHATTRIBUTECHECK_H
#define TIDYJSON_CHECKS_JSONNONFASTPATHATTRIBUTECHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "model/Contract.h"
#include "model/TidyjsonModel.h"
#include "support/SharedFixes.h"
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
  /// The other use that keeps a type's attributes: a context or a call
  /// with enumerations as numbers, where it is and what it does.
  struct KeptBy {
    SourceLocation Where;
    std::string What; // "this call also reads %T", %T the type's name
  };
  using KeepMap = llvm::DenseMap<const Type *, KeptBy>;
  /// The types whose attributes must stay: written by a context or a call
  /// that writes enumerations as numbers.
  KeepMap typesToKeep();
  /// A user function whose body was not parsed (clangd's preamble), if any.
  const FunctionDecl *SkippedBody = nullptr;
  /// Gathers the calls with run-time options (or no context) under \p Unit.
  void findCalls(TranslationUnitDecl *Unit, const SourceManager &SM);
  void checkContext(const ContextInfo &Context, const KeepMap &Keep);
  void reportSettings(const ContextInfo &Context);
  void reportPolymorphic(const ContextInfo &Context, QualType T,
                         const std::string &Path);
  void reportAttribute(const ContextInfo &Context, QualType T,
                       const FieldUse &F, const AttributeUse &A,
                       const KeptBy *Kept, const std::string &Path);
  /// The notes that say where the context is and how it reaches a type.
  void noteContext(const CXXRecordDecl *Context, const std::string &TypeName,
                   const std::string &Path);

  const std::vector<StringRef> SerializerFunctions;
  EntryPoints Entries;
  TidyjsonModel Model;
  SharedFixes Fixes;
  // Serializer calls without a context: they use run-time options.
  std::vector<const CallExpr *> OptionsCalls;
  llvm::DenseSet<std::pair<const void *, const void *>> Reported;
  bool BrokenTU = false;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONNONFASTPATHATTRIBUTECHECK_H

//===--- JsonOptionsInHotPathCheck.h - clang-tidy ---------------*- C++ -*-===//
//
// Part of tidyjson. See docs/checks/json-options-in-hot-path.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_JSONOPTIONSINHOTPATHCHECK_H
#define TIDYJSON_CHECKS_JSONOPTIONSINHOTPATHCHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "hotpath/HoistFix.h"
#include "hotpath/RunFrequency.h"
#include "model/Contract.h"
#include "support/ParentWalk.h"
#include "support/SharedFixes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Regex.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::json {

/// Finds options objects that are built on every call of a function and
/// passed to a serializer, which throws their per-type metadata cache away
/// each time, and hoists them to `static const` where that is provably safe.
class JsonOptionsInHotPathCheck : public ClangTidyCheck {
public:
  JsonOptionsInHotPathCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus11;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;
  void onEndOfTranslationUnit() override;

  /// A function-name pattern of the HotFunctions / IgnoredFunctions options:
  /// a regular expression that must match the whole of the function's name,
  /// of its qualified name, or of its qualified name with a leading "::".
  class NamePattern {
  public:
    explicit NamePattern(StringRef Pattern);
    bool isValid() const { return Valid; }
    bool matches(const NamedDecl &ND) const;

  private:
    std::shared_ptr<llvm::Regex> Re;
    bool Valid = false;
  };

private:
  void noteRoot(const Decl *D, const SourceManager &SM);
  const Decl *rootAt(SourceLocation Loc, const SourceManager &SM) const;
  void checkLocal(const VarDecl *Var, const ParentWalk &Walk);
  void checkCall(const CallExpr *Call, const ParentWalk &Walk);
  void reportTemporaries(llvm::SmallVectorImpl<Temporary> &Temps,
                         const Stmt *Anchor, const ParentWalk &Walk);
  std::optional<Placement> place(DynTypedNode Node,
                                 const ParentWalk &Walk) const;
  bool shouldReport(const Placement &P) const;
  void addPlacementNotes(const Placement &P);
  void noteNoFix(const WhyNoFix &Why);

  const std::vector<StringRef> OptionsTypeNames;
  const std::vector<StringRef> SerializerFunctions;
  const StringRef HotFunctions;
  const std::vector<StringRef> IgnoredFunctions;
  const bool HotOnly;

  Preprocessor *PP = nullptr;
  EntryPoints Entries;
  OptionsTypes Types;
  std::optional<NamePattern> HotPattern;
  std::vector<NamePattern> IgnoredPatterns;

  /// The outermost definition being traversed (a function, or a variable or
  /// member with an initializer), its extent, and its parent map once built.
  const Decl *CurrentRoot = nullptr;
  SourceLocation RootBegin;
  SourceLocation RootEnd;
  std::unique_ptr<LocalParentMap> RootParents;
  HoistedNames Names;
  SharedFixes Fixes;
  /// Statements whose temporaries have been reported (all at once).
  llvm::DenseSet<const Stmt *> DoneAnchors;
  /// Temporaries already reported, by source location.
  llvm::DenseSet<unsigned> DoneTemporaries;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONOPTIONSINHOTPATHCHECK_H

//===--- JsonOptionsInHotPathCheck.h - clang-tidy --------------------------===//
//
// Part of tidyjson. See docs/checks/json-options-in-hot-path.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_JSONOPTIONSINHOTPATHCHECK_H
#define TIDYJSON_CHECKS_JSONOPTIONSINHOTPATHCHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::json {

class LocalParentMap;

/// Finds options objects that are built on every call of a function and
/// passed to a serializer, which throws their per-type metadata cache away
/// each time, and hoists them to `static const` where that is provably safe.
class JsonOptionsInHotPathCheck : public ClangTidyCheck {
public:
  JsonOptionsInHotPathCheck(StringRef Name, ClangTidyContext *Context);
  ~JsonOptionsInHotPathCheck() override;
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

  /// Where a construction runs, as far as its cost and its fix are concerned.
  struct Placement {
    /// Body of the innermost function or lambda around the construction: the
    /// scope a `static` declaration goes into and whose uses are analyzed.
    const Stmt *Body = nullptr;
    /// The function of Body (a lambda's call operator for a lambda).
    const FunctionDecl *Function = nullptr;
    /// The innermost lambda that is not invoked on the spot, if any: the
    /// construction runs on every call of it.
    const LambdaExpr *Lambda = nullptr;
    /// The named function the code belongs to (through lambdas); null for a
    /// lambda at namespace scope.
    const FunctionDecl *Outer = nullptr;
    /// The innermost loop that runs the construction once per iteration.
    const Stmt *Loop = nullptr;
    /// The function that makes the construction hot, and why.
    const FunctionDecl *HotFunction = nullptr;
    bool HotByOption = false;
    /// Whether the innermost callable is explicitly constexpr or consteval.
    bool InConstexpr = false;
  };

private:
  struct Temporary;

  bool isOptionsType(QualType T) const;
  void noteRoot(const Decl *D, const SourceManager &SM);
  const Decl *rootAt(SourceLocation Loc, const SourceManager &SM) const;
  void checkLocal(const VarDecl *Var, ASTContext &Ctx);
  void checkCall(const CallExpr *Call, ASTContext &Ctx);
  void reportTemporaries(llvm::SmallVectorImpl<Temporary> &Temps,
                         const Stmt *Anchor, ASTContext &Ctx);
  std::optional<Placement> place(DynTypedNode Node, ASTContext &Ctx) const;
  bool shouldReport(const Placement &P) const;
  void addPlacementNotes(const Placement &P);
  std::string freshName(const Placement &P, SourceLocation At,
                        ASTContext &Ctx);

  const std::vector<StringRef> OptionsTypes;
  const std::vector<StringRef> SerializerFunctions;
  const StringRef HotFunctions;
  const std::vector<StringRef> IgnoredFunctions;
  const bool HotOnly;

  Preprocessor *PP = nullptr;
  /// The runtime's entry points plus SerializerFunctions.
  std::vector<StringRef> EntryNames;
  std::optional<NamePattern> HotPattern;
  std::vector<NamePattern> IgnoredPatterns;

  /// The outermost definition being traversed (a function, or a variable or
  /// member with an initializer), its extent, and its parent map once built.
  const Decl *CurrentRoot = nullptr;
  SourceLocation RootBegin;
  SourceLocation RootEnd;
  std::unique_ptr<LocalParentMap> RootParents;
  /// Whether a record is an options type, computed once per record.
  mutable llvm::DenseMap<const Decl *, bool> OptionsRecordCache;
  /// Names handed out to hoisted temporaries and names already used, per
  /// outermost function (or namespace-scope lambda).
  llvm::DenseMap<const void *, llvm::StringSet<>> NamesInScope;
  /// Statements whose temporaries have been reported (all at once).
  llvm::DenseSet<const Stmt *> DoneAnchors;
  /// Temporaries already reported, by source location.
  llvm::DenseSet<unsigned> DoneTemporaries;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONOPTIONSINHOTPATHCHECK_H

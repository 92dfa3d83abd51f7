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

  /// Where a construction sits, as far as its cost is concerned.
  struct Placement {
    const Stmt *Body = nullptr;         // body of the innermost callable
    const FunctionDecl *Function = nullptr;  // the function (or lambda's call operator)
    const LambdaExpr *Lambda = nullptr; // innermost enclosing lambda, if any
    const Stmt *Loop = nullptr;         // innermost loop around it, within the callable
    bool Hot = false;
  };

private:
  void checkLocal(const VarDecl *Var, ASTContext &Ctx);
  void checkTemporary(const Expr *Temp, const CallExpr *Call, ASTContext &Ctx);
  std::optional<Placement> place(const Stmt *S, const Decl *D,
                                 ASTContext &Ctx) const;
  bool shouldReport(const Placement &P) const;
  void addContextNotes(const Placement &P, const SourceManager &SM);
  std::string freshName(const Placement &P, ASTContext &Ctx);

  const std::vector<StringRef> OptionsTypes;
  const std::vector<StringRef> SerializerFunctions;
  const StringRef HotFunctions;
  const std::vector<StringRef> IgnoredFunctions;
  const bool HotOnly;
  llvm::Regex HotRegex;
  std::vector<llvm::Regex> IgnoredRegexes;

  Preprocessor *PP = nullptr;
  // Names handed out to hoisted temporaries, per callable body.
  llvm::DenseMap<const Stmt *, llvm::StringSet<>> TakenNames;
  // Statements that already received a hoisting insertion.
  llvm::DenseSet<const Stmt *> HoistedBefore;
  llvm::DenseSet<const Expr *> SeenTemporaries;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_JSONOPTIONSINHOTPATHCHECK_H

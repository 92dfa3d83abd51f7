//===--- HoistFix.h - clang-tidy --------------------------------*- C++ -*-===//
//
// The fix of json-options-in-hot-path: a local becomes a `static const`
// local; the temporaries of one statement become `static const` locals
// declared right before it, all by one fix. And why there is no fix when
// it would not be exact.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_HOTPATH_HOISTFIX_H
#define TIDYJSON_CHECKS_HOTPATH_HOISTFIX_H

#include "hotpath/OptionsUses.h"
#include "hotpath/Temporaries.h"
#include "support/SharedFixes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

namespace clang {
class Preprocessor;
namespace tidy::json {

/// What decides whether a local options object can be made static.
struct LocalFacts {
  const VarDecl *Var = nullptr;
  const DeclStmt *Declaration = nullptr;
  const Stmt *DeclarationParent = nullptr;
  const Placement *Where = nullptr;
  /// The options object it copies, when that one varies per call.
  const Expr *CopiedFrom = nullptr;
  const LocalUses *Uses = nullptr;
};

/// Why \p F's local cannot become `static const` (NoFix::None: it can).
WhyNoFix whyNoLocalFix(const LocalFacts &F, ASTContext &Ctx);

/// The local's fix: `static ` (or `static const `) before its declaration.
FixItHint makeLocalStatic(const VarDecl *Var);

/// Works out how temporary \p T would be hoisted before \p Anchor (its
/// Range and Declaration) or why it cannot be (its Why).
void prepareHoist(Temporary &T, const Stmt *Anchor, bool AnchorJumpedInto,
                  const EntryPoints &Entries, ASTContext &Ctx);

/// Names for hoisted objects that collide with nothing the function (or
/// namespace-scope lambda) spells, nor with a macro; one set per function.
class HoistedNames {
public:
  std::string fresh(const Placement &P, SourceLocation At, ASTContext &Ctx,
                    Preprocessor *PP);
  void clear() { NamesInScope.clear(); }

private:
  llvm::DenseMap<const void *, llvm::StringSet<>> NamesInScope;
};

/// The one fix for the prepared temporaries \p Fixable of a statement: their
/// declarations inserted before \p Anchor, each temporary replaced by its
/// name.
FixOutcome hoistFix(llvm::ArrayRef<Temporary> Fixable, const Stmt *Anchor,
                    HoistedNames &Names, ASTContext &Ctx, Preprocessor *PP);

} // namespace tidy::json
} // namespace clang

#endif // TIDYJSON_CHECKS_HOTPATH_HOISTFIX_H

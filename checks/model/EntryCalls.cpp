//===--- EntryCalls.cpp - clang-tidy --------------------------------------===//

#include "EntryCalls.h"
#include "Markers.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace clang::tidy::json {

namespace {
class EntryCallFinder : public RecursiveASTVisitor<EntryCallFinder> {
  using Base = RecursiveASTVisitor<EntryCallFinder>;

public:
  using Callback =
      llvm::function_ref<void(const CallExpr *, const FunctionDecl *)>;
  EntryCallFinder(const SourceManager &SM, const EntryPoints &Entries,
                  Callback Found)
      : SM(SM), Entries(Entries), Found(Found) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    if (const auto *NS = dyn_cast<NamespaceDecl>(D);
        NS && NS->getName() == markers::Namespace)
      return true;
    // A declaration written in a system header only holds calls written
    // there, which are left out.
    if (!isa<TranslationUnitDecl>(D) && inSystemHeader(D->getBeginLoc()))
      return true;
    return Base::TraverseDecl(D);
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!Skipped && FD->hasSkippedBody() && !inSystemHeader(FD->getLocation()))
      Skipped = FD;
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (inSystemHeader(Call->getBeginLoc()))
      return true;
    if (const FunctionDecl *Entry = Entries.ofCall(Call))
      Found(Call, Entry);
    return true;
  }

private:
  bool inSystemHeader(SourceLocation Loc) const {
    // As isExpansionInSystemHeader().
    const SourceLocation Expansion = SM.getExpansionLoc(Loc);
    return Expansion.isValid() && SM.isInSystemHeader(Expansion);
  }

  const SourceManager &SM;
  const EntryPoints &Entries;
  Callback Found;

public:
  const FunctionDecl *Skipped = nullptr;
};
} // namespace

const FunctionDecl *findEntryCalls(
    TranslationUnitDecl *Unit, const SourceManager &SM,
    const EntryPoints &Entries,
    llvm::function_ref<void(const CallExpr *, const FunctionDecl *)> Found) {
  EntryCallFinder Finder(SM, Entries, Found);
  Finder.TraverseDecl(Unit);
  return Finder.Skipped;
}

} // namespace clang::tidy::json

//===--- UnitScope.cpp - clang-tidy ---------------------------------------===//
//
// Matching what lies outside a limited traversal scope (clangd), so that the
// json-* checks that learn from headers report in the editor what they report
// under clang-tidy.
//
//===----------------------------------------------------------------------===//

#include "UnitScope.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

namespace clang::tidy::json {

bool hasLimitedScope(const ASTContext &Ctx) {
  const std::vector<Decl *> Scope = Ctx.getTraversalScope();
  return Scope.size() != 1 || !isa<TranslationUnitDecl>(Scope.front());
}

namespace {

/// Restores a traversal scope on exit. Setting a scope drops the parent map,
/// which is then rebuilt for the restored scope when asked for.
class ScopeGuard {
public:
  ScopeGuard(ASTContext &Ctx, const std::vector<Decl *> &Scope)
      : Ctx(Ctx), Saved(Ctx.getTraversalScope()) {
    Ctx.setTraversalScope(Scope);
  }
  ~ScopeGuard() { Ctx.setTraversalScope(Saved); }
  ScopeGuard(const ScopeGuard &) = delete;
  ScopeGuard &operator=(const ScopeGuard &) = delete;

private:
  ASTContext &Ctx;
  std::vector<Decl *> Saved;
};

/// The standard library's own namespaces: nothing in them is the user's or
/// the runtime's, and they are the bulk of any preamble.
bool isStandardLibraryNamespace(const Decl *D, const SourceManager &SM) {
  const auto *NS = dyn_cast<NamespaceDecl>(D);
  if (!NS || !NS->getIdentifier())
    return false;
  const StringRef Name = NS->getName();
  if (Name != "std" && Name != "__gnu_cxx" && Name != "__gnu_debug" &&
      Name != "__cxxabiv1" && Name != "__pstl")
    return false;
  return SM.isInSystemHeader(SM.getExpansionLoc(NS->getLocation()));
}

/// Hands matches to a function, and nothing else: the start and end of the
/// nested run are not the check's.
class Forward : public ast_matchers::MatchFinder::MatchCallback {
public:
  explicit Forward(
      llvm::function_ref<void(const ast_matchers::MatchFinder::MatchResult &)>
          Found)
      : Found(Found) {}
  void run(const ast_matchers::MatchFinder::MatchResult &Result) override {
    Found(Result);
  }

private:
  llvm::function_ref<void(const ast_matchers::MatchFinder::MatchResult &)>
      Found;
};

} // namespace

void matchOutsideScope(
    ASTContext &Ctx,
    llvm::function_ref<void(ast_matchers::MatchFinder &,
                            ast_matchers::MatchFinder::MatchCallback *)>
        Register,
    llvm::function_ref<void(const ast_matchers::MatchFinder::MatchResult &)>
        Found) {
  const std::vector<Decl *> Scope = Ctx.getTraversalScope();
  const llvm::DenseSet<const Decl *> InScope(Scope.begin(), Scope.end());
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<Decl *> Outside;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (!InScope.contains(D) && !isStandardLibraryNamespace(D, SM))
      Outside.push_back(D);
  if (Outside.empty())
    return;
  ast_matchers::MatchFinder Finder;
  Forward Callback(Found);
  Register(Finder, &Callback);
  const ScopeGuard Guard(Ctx, Outside);
  Finder.matchAST(Ctx);
}

void withWholeUnit(ASTContext &Ctx, llvm::function_ref<void()> Body) {
  const ScopeGuard Guard(Ctx, {Ctx.getTranslationUnitDecl()});
  Body();
}

} // namespace clang::tidy::json

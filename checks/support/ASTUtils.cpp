//===--- ASTUtils.cpp - clang-tidy ----------------------------------------===//

#include "ASTUtils.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/IgnoreExpr.h"

namespace clang::tidy::json {

/// What ast_matchers::isTemplateInstantiation() matches on a class or
/// function.
static bool isInstantiation(const Decl *D) {
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    return isTemplateInstantiation(RD->getTemplateSpecializationKind());
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    return isTemplateInstantiation(FD->getTemplateSpecializationKind());
  return false;
}

bool isInInstantiation(const Decl *D) {
  while (D) {
    if (isInstantiation(D))
      return true;
    const DeclContext *DC = D->getLexicalDeclContext();
    D = DC ? Decl::castFromDeclContext(DC) : nullptr;
  }
  return false;
}

const Expr *stripArgument(const Expr *E) {
  if (!E)
    return nullptr;
  return IgnoreExprNodes(E, IgnoreImplicitCastsExtraSingleStep,
                         IgnoreImplicitSingleStep, IgnoreParensSingleStep);
}

} // namespace clang::tidy::json

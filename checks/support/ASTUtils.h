//===--- ASTUtils.h - clang-tidy --------------------------------*- C++ -*-===//
//
// Small questions about AST nodes that every json-* check asks.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_SUPPORT_ASTUTILS_H
#define TIDYJSON_CHECKS_SUPPORT_ASTUTILS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include <utility>

namespace clang::tidy::json {

/// Whether \p D, or a declaration lexically enclosing it, is a class or
/// function template instantiation (implicit, or an explicit instantiation):
/// what ast_matchers::isInstantiated() matches, found by walking the
/// declaration contexts instead of hasAncestor(), which builds the parent map
/// of the whole translation unit. Code in an instantiation is reported once,
/// in its template.
bool isInInstantiation(const Decl *D);

/// A step for clang's IgnoreExprNodes: a copy that C++14 may elide (an
/// elidable copy construction from one argument) gives way to its source.
/// Unlike IgnoreElidableImplicitConstructorSingleStep, written temporaries
/// and list-initializations count as such copies too.
inline Expr *ignoreElidableCopySingleStep(Expr *E) {
  if (auto *Copy = dyn_cast<CXXConstructExpr>(E);
      Copy && Copy->isElidable() && Copy->getNumArgs() == 1)
    return Copy->getArg(0);
  return E;
}

/// Strips what wraps an argument expression without changing which object it
/// denotes: implicit casts, parentheses, temporaries' bookkeeping, full
/// expressions, substituted template parameters.
const Expr *stripArgument(const Expr *E);

/// A matcher for nodes of type \p NodeT for which \p Pred holds: what
/// AST_MATCHER writes, as a function of the node alone.
template <class NodeT, class Pred>
class PredicateMatcher
    : public ast_matchers::internal::MatcherInterface<NodeT> {
public:
  explicit PredicateMatcher(Pred P) : P(std::move(P)) {}
  bool matches(const NodeT &Node, ast_matchers::internal::ASTMatchFinder *,
               ast_matchers::internal::BoundNodesTreeBuilder *) const override {
    return P(Node);
  }

private:
  Pred P;
};
template <class NodeT, class Pred>
ast_matchers::internal::Matcher<NodeT> matchesIf(Pred P) {
  return ast_matchers::internal::makeMatcher(
      new PredicateMatcher<NodeT, Pred>(std::move(P)));
}

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_SUPPORT_ASTUTILS_H

//===--- ParentWalk.h - clang-tidy ------------------------------*- C++ -*-===//
//
// Walking up the AST from a node: the parents of the nodes of one
// definition, built for that definition alone, and the walks over them.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_SUPPORT_PARENTWALK_H
#define TIDYJSON_CHECKS_SUPPORT_PARENTWALK_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTTypeTraits.h"
#include "llvm/ADT/DenseMap.h"

namespace clang::tidy::json {

/// The parents of the nodes of one declaration: the outermost function
/// around a candidate (or the namespace-scope variable or member initializer
/// holding a lambda). Clang's own parent map covers the whole translation
/// unit, every template instantiation of the standard library included: for
/// the programs in examples/ it takes about 0.5 s to build, a sixth of a
/// clang-tidy run. This one covers a single definition. It records what the
/// ASTContext's map records for the nodes of that declaration (implicit code
/// included, template instantiations left out), and keeps the first parent
/// of a shared node.
class LocalParentMap {
public:
  explicit LocalParentMap(const Decl *Root);
  const Decl *root() const { return Root; }
  /// The parent of \p N; none for the root and for nodes outside it.
  DynTypedNode parentOf(const DynTypedNode &N) const;

private:
  class Builder;
  const Decl *Root;
  llvm::DenseMap<const void *, DynTypedNode> Parents;
};

/// Walks up from a node over a local parent map (or, without one, the
/// ASTContext's). Passed to every analysis that climbs the tree.
class ParentWalk {
public:
  ParentWalk(ASTContext &Ctx, const LocalParentMap *Map) : Ctx(Ctx), Map(Map) {}
  ASTContext &context() const { return Ctx; }

  /// The parent of \p N. The parent of a lambda's body is the LambdaExpr
  /// (both maps reach the body through the closure class), so that walks see
  /// the lambda.
  DynTypedNode parent(const DynTypedNode &N) const;
  /// The parent of \p S when it is a statement, else null.
  const Stmt *parentStmt(const Stmt *S) const;
  /// The parent of \p E, skipping the nodes that only carry a value along
  /// (parentheses, no-op casts, temporaries' bookkeeping); \p Child, if
  /// given, is set to the last node skipped (or \p E).
  const Stmt *valueParent(const Expr *E, const Expr **Child = nullptr) const;
  /// Whether \p S sits in an unevaluated operand (sizeof, decltype, noexcept,
  /// a requirement) within \p Body.
  bool isUnevaluated(const Stmt *S, const Stmt *Body) const;

private:
  DynTypedNode recordedParent(const DynTypedNode &N) const;

  ASTContext &Ctx;
  const LocalParentMap *Map;
};

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_SUPPORT_PARENTWALK_H
